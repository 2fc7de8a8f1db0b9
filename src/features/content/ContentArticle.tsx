import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { RichText } from '../../components/richText/RichText';
import { richTextToPlain } from '../../components/richText/parseRichText';
import { usePageMeta } from '../seo';
import type { ContentPageQuery } from './ContentPage.generated';
import { contentMessages } from './contentMessages';
import { withTopHeadingsFirst } from './editorHeadings';

export type ContentPageData = NonNullable<ContentPageQuery['page']>;

const DESCRIPTION_CHARS = 160;

/**
 * One of the shop's content pages: its title as the page's h1, then its Editor.js content, rendered
 * as React elements only (RichText: inline HTML is parsed, never injected).
 */
export function ContentArticle({ page }: { page: ContentPageData }) {
  const content = withTopHeadingsFirst(page.content);
  usePageMeta({
    title: page.seoTitle || page.title,
    description: page.seoDescription || richTextToPlain(content).slice(0, DESCRIPTION_CHARS) || undefined,
    type: 'article',
  });
  return (
    <Box component="article" sx={{ maxWidth: '75ch' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {page.title}
      </Typography>
      <RichText json={content} headingLevel={2} />
    </Box>
  );
}

/** The page's place while it loads. */
export function ContentSkeleton() {
  const intl = useIntl();
  return (
    <Box role="status" aria-label={intl.formatMessage(contentMessages.loading)} sx={{ maxWidth: '75ch' }}>
      <Skeleton variant="text" sx={{ typography: 'h4', width: '50%', mb: 3 }} />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" sx={{ width: '70%' }} />
    </Box>
  );
}
