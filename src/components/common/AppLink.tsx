import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router-dom';
import { preloadRoute } from '../../app/routing/preloadRoute';

/** A router link that starts loading its page's chunk when pointed at or focused. */
export const AppLink = forwardRef<HTMLAnchorElement, LinkProps>(function AppLink(
  { onMouseEnter, onFocus, ...props },
  ref,
) {
  const href = typeof props.to === 'string' ? props.to : (props.to.pathname ?? '');
  return (
    <RouterLink
      ref={ref}
      {...props}
      onMouseEnter={(event) => {
        preloadRoute(href);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        preloadRoute(href);
        onFocus?.(event);
      }}
    />
  );
});
