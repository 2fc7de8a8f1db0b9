import type { HydrationState } from 'react-router-dom';
import type { Messages } from '../../features/locale/loadMessages';
import type { Locale } from '../../features/locale/localeSlice';
import type { PublicConfig } from '../../lib/config';

// What the server puts in a page for the browser, so that nothing waits for a second request before
// the first paint: the deployment's configuration, the language and its messages, and for a
// server-rendered page the API cache and router state its HTML was rendered from.

export interface PageData {
  /** config.json as the deployment wrote it (the browser resolves it against its own origin). */
  config: Partial<PublicConfig>;
  locale: Locale;
  messages: Messages;
  /** Present when the HTML in #root was rendered on the server: the browser hydrates it. */
  rendered?: {
    api: Record<string, unknown>;
    router: HydrationState;
  };
}

export const PAGE_DATA_ID = 'page-data';

/** The page data as a non-executed JSON script (no CSP hash needed); "<" escaped so no text ends it. */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script id="${PAGE_DATA_ID}" type="application/json">${json}</script>`;
}

/** The page data the server wrote into this page, or null (a static host's index.html). */
export function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageData;
  } catch {
    return null;
  }
}
