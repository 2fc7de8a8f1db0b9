import { lazy, type ComponentType } from 'react';

export type PageModule = { default: ComponentType };

export interface LazyPage {
  Component: ComponentType;
  /** Starts loading the page's chunk; repeated calls share one request. */
  preload: () => Promise<PageModule>;
}

/** A route's page as its own chunk, loadable ahead of navigation (link hover or focus). */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let pending: Promise<PageModule> | null = null;
  const preload = () => {
    // A failed load is forgotten so that a later attempt (or the reload guard) can try again.
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  return { Component: lazy(preload), preload };
}
