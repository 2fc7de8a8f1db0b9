import type { CSSProperties } from 'react';

/**
 * Read by screen readers, not seen: the usual clip of a 1-pixel box (as MUI's own). Sizes in px: in
 * an `sx` prop a bare 1 would mean 100 %.
 */
export const visuallyHidden: CSSProperties = {
  border: 0,
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};
