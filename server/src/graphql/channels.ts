import { GraphQLError } from 'graphql';
import type { Queryable } from '../db/database';
import { batchLoader } from './batchLoader';

// Sales channels: the one a query names by slug, or without a slug the shop's only channel.

export interface Channel {
  id: number;
  slug: string;
  currency: string;
}

async function channelsBySlug(db: Queryable, slugs: string[]): Promise<Channel[]> {
  const { rows } = await db.query<Channel>(
    'SELECT id, slug, currency_code AS currency FROM channel WHERE slug = ANY($1::text[])',
    [slugs],
  );
  return rows;
}

/** The shop's only channel, or null when it has none or several. */
async function onlyChannel(db: Queryable): Promise<Channel | null> {
  const { rows } = await db.query<Channel>(
    'SELECT id, slug, currency_code AS currency FROM channel ORDER BY id',
  );
  return rows.length === 1 ? rows[0] : null;
}

/**
 * A request's channel lookup, each slug read once: the channel of `slug`, or without one the shop's
 * only channel; Saleor's errors when there is no such channel or a slug is needed.
 */
export function channelLoader(db: Queryable) {
  const load = batchLoader<string, Channel>(
    async (slugs) => {
      const named = slugs.filter(Boolean);
      const found = new Map((named.length ? await channelsBySlug(db, named) : []).map((c) => [c.slug, c]));
      const only = slugs.includes('') ? await onlyChannel(db) : null;
      if (only) found.set('', only);
      return found;
    },
    (slug) => {
      if (slug)
        throw new GraphQLError(`Channel with '${slug}' slug does not exist.`, {
          extensions: { exception: { code: 'NOT_FOUND' } },
        });
      throw new GraphQLError('You need to provide channel slug.', {
        extensions: { exception: { code: 'MISSING_CHANNEL_SLUG' } },
      });
    },
  );
  return (slug?: string | null): Promise<Channel> => load(slug ?? '');
}
