import { createContext, useContext } from 'react';

/**
 * Loading a page's code ahead of a navigation. The app provides it from its route table, so links and
 * menus preload pages without importing the routes (which import every page, and so these links).
 */
export interface PageCode {
  /** Starts loading the code of the page at `href`, queued and once per page. */
  preload(href: string): void;
  /** Loads the code of the page at `href` now; settles when it is there or has failed. */
  load(href: string): Promise<void>;
}

// Outside the app (a component rendered alone) nothing is preloaded; navigation still loads the page.
const PageCodeContext = createContext<PageCode>({ preload: () => undefined, load: async () => undefined });

export const PageCodeProvider = PageCodeContext.Provider;

export const usePageCode = (): PageCode => useContext(PageCodeContext);
