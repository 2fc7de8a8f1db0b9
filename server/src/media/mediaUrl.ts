import type { Context } from '../graphql/context';

/** The absolute URL of a stored image; `size` asks for a thumbnail of that width. */
export function mediaUrl(ctx: Pick<Context, 'origin'>, image: string, size?: number | null): string {
  return `${ctx.origin}/media/${image}${size ? `?size=${size}` : ''}`;
}
