import type { IncomingMessage } from 'node:http';
import type { ServiceConfig } from '../config';
import type { Db } from '../db/database';
import type { Loader } from './batchLoader';

export interface Channel {
  id: number;
  slug: string;
  currency: string;
}

/** What every resolver gets: the database, the configuration, and where this request came from. */
export interface Context {
  db: Db;
  config: ServiceConfig;
  /** The service's own origin as the caller sees it, for absolute image URLs. */
  origin: string;
  channel: (slug?: string | null) => Promise<Channel>;
  /** The key tokens are signed with, and the logged-in user's id (from a valid bearer token), if any. */
  signingKey: Buffer;
  viewerId: number | null;
  /** Rows loaded in batches for this request (categories and product types of a listing). */
  load: {
    category: Loader<Record<string, unknown>>;
    productType: Loader<Record<string, unknown>>;
  };
}

export function requestOrigin(req: IncomingMessage): string {
  const proto = (req.headers['x-forwarded-proto'] as string | undefined)?.split(',')[0] ?? 'http';
  return `${proto}://${req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost'}`;
}
