import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router-dom';
import { usePageCode } from './pageCode';

/** A router link that starts loading its page's chunk when pointed at or focused. */
export const AppLink = forwardRef<HTMLAnchorElement, LinkProps>(function AppLink(
  { onMouseEnter, onFocus, ...props },
  ref,
) {
  const { preload } = usePageCode();
  const href = typeof props.to === 'string' ? props.to : (props.to.pathname ?? '');
  return (
    <RouterLink
      ref={ref}
      {...props}
      onMouseEnter={(event) => {
        preload(href);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        preload(href);
        onFocus?.(event);
      }}
    />
  );
});
