import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useConfig } from '../../app/hooks';
import { PageHeading } from '../../components/common/PageHeading';
import { usePageMeta } from '../seo';
import { FaqAccordion } from './FaqAccordion';
import type { InfoBlock, InfoPageContent, InfoSectionContent } from './infoContent';
import { useInfoValues } from './infoValues';

/**
 * The layout of every information page: the h1 and lead paragraph, the page's own meta description,
 * then its sections (an h2 each) and whatever the page adds below them (the contact form).
 */
export function InfoArticle({
  title,
  content,
  children,
}: {
  title: MessageDescriptor;
  content: InfoPageContent;
  children?: ReactNode;
}) {
  const config = useConfig();
  const intl = useIntl();
  const values = useInfoValues();
  usePageMeta({ description: intl.formatMessage(content.description, { shop: config.shopName }) });
  return (
    <Box component="article" sx={{ maxWidth: '75ch' }}>
      <PageHeading title={title}>{intl.formatMessage(content.intro, values)}</PageHeading>
      <Stack spacing={4}>
        {content.sections
          .filter((section) => !section.demoOnly || config.demoShop)
          .map((section) => (
            <InfoSection key={section.id} section={section} />
          ))}
        {children}
      </Stack>
    </Box>
  );
}

function InfoSection({ section }: { section: InfoSectionContent }) {
  const intl = useIntl();
  const headingId = `${section.id}-heading`;
  return (
    <Box component="section" id={section.id} aria-labelledby={headingId} sx={{ scrollMarginTop: 80 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {intl.formatMessage(section.heading)}
      </Typography>
      <Stack spacing={1.5}>
        {section.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </Stack>
    </Box>
  );
}

function Block({ block }: { block: InfoBlock }) {
  const intl = useIntl();
  const values = useInfoValues();
  if ('faq' in block) return <FaqAccordion items={block.faq} />;
  if ('component' in block) return <block.component />;
  if ('list' in block)
    return (
      <Box
        component={block.ordered ? 'ol' : 'ul'}
        sx={{ m: 0, pl: 3, '& > li:not(:last-child)': { mb: 0.75 } }}
      >
        {block.list.map((item) => (
          <Typography component="li" key={item.id}>
            {intl.formatMessage(item, values)}
          </Typography>
        ))}
      </Box>
    );
  return <Typography>{intl.formatMessage(block, values)}</Typography>;
}
