// Saleor's thumbnail rules (saleor/thumbnail): the sizes it makes, how a requested size snaps to
// them, and the formats it converts to. Shared by the GraphQL URLs (mediaUrl.ts) and the media
// route that serves them (serveMedia.ts).

/** Saleor's THUMBNAIL_SIZES: the longest sides it makes thumbnails at. */
export const THUMBNAIL_SIZES = [32, 64, 128, 256, 512, 1024, 2048, 4096] as const;

/** Saleor's default when a thumbnail is asked for without a size. */
export const DEFAULT_THUMBNAIL_SIZE = 4096;

/** Sizes the media route takes at all; anything larger (or negative, or not a number) is a 400. */
export const MAX_REQUESTED_SIZE = 10_000;

/** The formats a thumbnail can be converted to (Saleor's ThumbnailFormatEnum less ORIGINAL). */
export type ConvertedFormat = 'webp' | 'avif';

export const CONTENT_TYPES: Record<ConvertedFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
};

/**
 * Saleor's get_thumbnail_size: the nearest of THUMBNAIL_SIZES (the smaller one on a tie, as
 * Python's min keeps the first of equals).
 */
export function snapThumbnailSize(size: number): number {
  let best: number = THUMBNAIL_SIZES[0];
  for (const candidate of THUMBNAIL_SIZES) {
    if (Math.abs(candidate - size) < Math.abs(best - size)) best = candidate;
  }
  return best;
}

/** Saleor's get_thumbnail_format: null for ORIGINAL (or none), else the lower-case format. */
export function convertedFormat(format: string | null | undefined): ConvertedFormat | null {
  const lower = format?.toLowerCase();
  return lower === 'webp' || lower === 'avif' ? lower : null;
}
