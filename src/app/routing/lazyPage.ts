import { createElement, lazy, useState, type ComponentType } from 'react';

export type PageModule = { default: ComponentType };

export interface LazyPage {
  Component: ComponentType;
  /** Starts loading the page's chunk; repeated calls share one request. */
  preload: () => Promise<PageModule>;
  /** The chunk has arrived: the page can show at once. */
  isLoaded: () => boolean;
}

/** A route's page as its own chunk, loadable ahead of navigation (link hover or focus). */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let pending: Promise<PageModule> | null = null;
  let loaded: PageModule | null = null;
  const preload = () => {
    // A failed load is forgotten so that a later attempt (a retry, the reload guard) can try again.
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  function Component() {
    // React keeps a lazy component's failure for good: a page shown after its code arrived (a retry
    // that worked) is the page itself. Each mount keeps the type it started with (no remount).
    const [Page] = useState<ComponentType>(() => loaded?.default ?? Lazy);
    return createElement(Page);
  }
  return { Component, preload, isLoaded: () => loaded !== null };
}
