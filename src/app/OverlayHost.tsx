import { lazy, Suspense, useEffect, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { allOverlaysClosed, selectOpenOverlays, type OverlayId } from '../features/overlays/overlaySlice';
import { useAppDispatch, useAppSelector } from './hooks';

// The shop-wide overlays, each in a chunk of its own that loads the first time it opens. A closed
// overlay is unmounted at once (no closing animation), so nothing of it lingers on the next page.
// Overlays that belong to one page (the address book's delete dialog, the wishlist's variant choice)
// are rendered by that page and only opened through the store.
const shopWide: Partial<Record<OverlayId, LazyExoticComponent<ComponentType>>> = {
  miniCart: lazy(() => import(/* webpackChunkName: "mini-cart" */ '../features/cart/MiniCartDrawer')),
  navigation: lazy(
    () => import(/* webpackChunkName: "navigation-drawer" */ '../features/shell/header/NavigationDrawer'),
  ),
};

export function OverlayHost() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenOverlays);
  // A new page closes whatever was open on the last one: back in history must not reopen a dialog.
  const { pathname } = useLocation();
  const anyOpen = open.length > 0;
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (anyOpen) dispatch(allOverlaysClosed());
  }, [pathname, anyOpen, dispatch]);

  return (
    <Suspense fallback={null}>
      {open
        .filter(({ id }) => shopWide[id])
        .map(({ id }) => {
          const Overlay = shopWide[id]!;
          return <Overlay key={id} />;
        })}
    </Suspense>
  );
}
