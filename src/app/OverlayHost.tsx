import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyPart } from '../components/common/lazyPart';
import { allOverlaysClosed, selectOpenOverlays, type OverlayId } from '../features/overlays/overlaySlice';
import { useAppDispatch, useAppSelector } from './hooks';

// The shop-wide overlays, each in a chunk of its own that loads the first time it opens. A closed
// overlay is unmounted at once (no closing animation), so nothing of it lingers on the next page.
// Overlays that belong to one page (the address book's delete dialog, the wishlist's variant choice)
// are rendered by that page and only opened through the store. Code already here shows at once
// (lazyPart: no Suspense hold-back), and the mini-cart's, which opens on every add to cart, is fetched
// once the page is idle.
const miniCart = lazyPart<object>(() =>
  import(/* webpackChunkName: "mini-cart" */ '../features/cart/MiniCartDrawer').then((m) => m.default),
);
const navigation = lazyPart<object>(() =>
  import(/* webpackChunkName: "navigation-drawer" */ '../features/shell/header/NavigationDrawer').then(
    (m) => m.default,
  ),
);
const shopWide: Partial<Record<OverlayId, ComponentType<{ fallback: ReactNode }>>> = {
  miniCart: miniCart.Part,
  navigation: navigation.Part,
};

/** After the page has settled: idle time where the browser offers it, else a moment later. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 5_000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 2_000);
  return () => clearTimeout(timer);
}

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

  useEffect(() => whenIdle(() => void miniCart.preload().catch(() => undefined)), []);

  return open
    .filter(({ id }) => shopWide[id])
    .map(({ id }) => {
      const Overlay = shopWide[id]!;
      return <Overlay key={id} fallback={null} />;
    });
}
