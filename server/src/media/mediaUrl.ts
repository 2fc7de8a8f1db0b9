import type { Context } from '../graphql/context';
import { convertedFormat, DEFAULT_THUMBNAIL_SIZE, snapThumbnailSize } from './thumbnails';

/**
 * The absolute URL of a stored image; `size` asks for a thumbnail of that width. With `format`
 * WEBP or AVIF the URL asks the media route for that conversion, at Saleor's size (the nearest of
 * its thumbnail sizes, 4096 when none is given); size 0 is the original, as in Saleor.
 */
export function mediaUrl(
  ctx: Pick<Context, 'origin'>,
  image: string,
  size?: number | null,
  format?: string | null,
): string {
  const base = `${ctx.origin}/media/${image}`;
  const converted = convertedFormat(format);
  if (converted && size !== 0) {
    return `${base}?size=${snapThumbnailSize(size ?? DEFAULT_THUMBNAIL_SIZE)}&format=${converted}`;
  }
  return `${base}${size ? `?size=${size}` : ''}`;
}
