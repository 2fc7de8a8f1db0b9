import createCache from '@emotion/cache';

/**
 * One Emotion cache per render: the browser's, or one per static render at build time, so that the
 * styles of a page can be collected (@emotion/server) and the browser picks them up without a flash.
 * `prepend` lets MUI's styles come first, so sx and styled overrides win.
 */
export function createEmotionCache() {
  return createCache({ key: 'css', prepend: true });
}
