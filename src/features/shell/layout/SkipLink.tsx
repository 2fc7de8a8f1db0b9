import Link from '@mui/material/Link';
import { FormattedMessage } from 'react-intl';

export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the keyboard: jumps past the header to the page's main content. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      // Focus moves with the jump, so the next Tab continues inside the content in every browser.
      onClick={() => document.getElementById(MAIN_CONTENT_ID)?.focus()}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      <FormattedMessage
        id="layout.skipToContent"
        defaultMessage="Skip to content"
        description="Keyboard link that jumps past the header"
      />
    </Link>
  );
}
