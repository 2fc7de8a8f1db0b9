import createCache from '@emotion/cache';

/**
 * The app's Emotion cache. `prepend` lets MUI's styles come first, so sx and styled overrides win.
 */
export function createEmotionCache() {
  return createCache({ key: 'css', prepend: true });
}
