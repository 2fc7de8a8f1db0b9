/** How long start-up waits for the main picture at most: a picture that hangs must not hold the page. */
const PICTURE_WAIT_LIMIT_MS = 3000;

/**
 * Resolves once a server-rendered page's main picture (the one it fetches with high priority) has
 * been painted, or at once when the page has none or is not on screen. Start-up's script work (a few
 * hundred milliseconds on a phone) then comes after the first screen is complete rather than holding
 * back the paint of its largest element; until then the page is already readable and its links work.
 */
export function afterMainPicture(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!picture || document.visibilityState === 'hidden') return Promise.resolve();
  const loaded = picture.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        picture.addEventListener('load', () => resolve(), { once: true });
        picture.addEventListener('error', () => resolve(), { once: true });
        setTimeout(resolve, PICTURE_WAIT_LIMIT_MS);
      });
  // The frame after the picture arrived: requestAnimationFrame runs before that frame's paint, and a
  // task queued from it runs after the paint.
  return loaded.then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}
