import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { parseRichText, type InlineNode, type RichBlock, type RichListItem } from './parseRichText';

/**
 * Saleor's rich text (Editor.js JSON in a JSONString: product and category descriptions), rendered as
 * React elements only: the inline HTML inside blocks is parsed, never injected, and only plain text,
 * emphasis, line breaks and safe links survive (see parseRichText).
 */
export function RichText({
  json,
  headingLevel = 2,
}: {
  json: string | null | undefined;
  headingLevel?: 2 | 3;
}) {
  const blocks = parseRichText(json);
  if (blocks.length === 0) return null;
  return <Box>{blocks.map((block, i) => renderBlock(block, i, headingLevel))}</Box>;
}

/**
 * A block's space above it: none for the first (decided here, not by a :first-child rule, which is
 * unreliable under server rendering; :first-of-type took the margin off the first heading too).
 */
const above = (key: number, space: number) => (key === 0 ? 0 : space);

function renderBlock(block: RichBlock, key: number, headingLevel: 2 | 3): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return (
        <Typography key={key} sx={{ mt: above(key, 1.5) }}>
          {renderInline(block.content)}
        </Typography>
      );
    case 'header': {
      // Editor levels start at 1; the page's own h1 is the product's name, so nest below it.
      const level = Math.min(6, Math.max(headingLevel, block.level + headingLevel - 1));
      return (
        <Typography key={key} component={`h${level}` as 'h2'} variant="h6" sx={{ mt: above(key, 2) }}>
          {renderInline(block.content)}
        </Typography>
      );
    }
    case 'list':
      return renderList(block.ordered, block.items, key);
    case 'quote':
      return (
        <Box
          key={key}
          component="blockquote"
          sx={{ mx: 0, mt: above(key, 1.5), pl: 2, borderLeft: 3, borderColor: 'divider' }}
        >
          <Typography>{renderInline(block.content)}</Typography>
          {block.caption.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {renderInline(block.caption)}
            </Typography>
          )}
        </Box>
      );
    case 'delimiter':
      return <Box key={key} component="hr" sx={{ my: 2, border: 0, borderTop: 1, borderColor: 'divider' }} />;
  }
}

function renderList(ordered: boolean, items: RichListItem[], key: number): ReactNode {
  return (
    <Box key={key} component={ordered ? 'ol' : 'ul'} sx={{ mt: above(key, 1.5), mb: 0, pl: 3 }}>
      {items.map((item, i) => (
        <Typography key={i} component="li">
          {renderInline(item.content)}
          {item.children.length > 0 && renderList(ordered, item.children, -1)}
        </Typography>
      ))}
    </Box>
  );
}

function renderInline(nodes: InlineNode[]): ReactNode {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={i} />;
      case 'link':
        return (
          <Link
            key={i}
            href={node.href}
            {...(node.external ? { rel: 'noopener noreferrer nofollow', target: '_blank' } : {})}
          >
            {renderInline(node.children)}
          </Link>
        );
      case 'strong':
      case 'em':
      case 'u':
      case 's':
      case 'code':
      case 'mark':
      case 'sub':
      case 'sup':
        return (
          <Box key={i} component={node.kind}>
            {renderInline(node.children)}
          </Box>
        );
    }
  });
}
