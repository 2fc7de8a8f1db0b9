// The script <head> runs before the first paint (public/index.html, and any page the server renders):
// it shows the shopper's colour mode from the first frame, before the app's code has loaded. It reads
// the preference where the colourMode slice persists it (localStorage `color-mode`, the plain string
// 'light', 'dark' or 'system'), resolves 'system' (or a missing or damaged entry, as the app does) with
// the system's `prefers-color-scheme`, and sets `data-colour-scheme` (the theme's colorSchemeSelector)
// and `color-scheme` (native controls, scrollbars and the blank page before the styles arrive) on <html>.
// Storage that throws (privacy modes) counts as no entry; nothing in it may throw.
//
// The server's Content-Security-Policy allows it by the hash of this exact text
// (server/src/http/securityHeaders.ts), so it is a fixed string and this module imports nothing; the
// tests check its key and attribute against the slice's storage and the theme's, and that
// public/index.html inlines it unchanged. It is written as Terser writes it: the production build
// minifies the page's inline scripts, and Terser leaves its own output as it is, so the text (and its
// hash) is the same in the source, in dist/index.html and in a page the server renders.

/** The localStorage key of the persisted preference (persistConfigs.ts: colourMode.preference). */
export const COLOUR_MODE_STORAGE_KEY = 'color-mode';
/** The attribute the theme's CSS keys on (COLOUR_SCHEME_ATTRIBUTE in src/lib/theme.ts). */
export const INIT_SCRIPT_ATTRIBUTE = 'data-colour-scheme';

export const colourSchemeInitScript = [
  '!function(){try{',
  // The stored choice; storage that throws counts as none.
  `var t=null;try{t=window.localStorage.getItem("${COLOUR_MODE_STORAGE_KEY}")}catch(t){}`,
  // 'system', nothing stored or a damaged entry: the system's scheme (light where it cannot tell).
  'if("light"!==t&&"dark"!==t)try{t=window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}catch(e){t="light"}',
  `var e=document.documentElement;e.setAttribute("${INIT_SCRIPT_ATTRIBUTE}",t),e.style.colorScheme=t`,
  '}catch(t){}}();',
].join('');
