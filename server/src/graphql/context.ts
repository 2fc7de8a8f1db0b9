import type { IncomingMessage } from 'node:http';
import type { ServiceConfig } from '../config';
import type { RequestDb } from '../db/timeBudget';
import type { Channel } from './channels';
import type { RequestLoaders } from './loaders';

/** What every resolver gets: the database, the configuration, and where this request came from. */
export interface Context {
  /** This request's handle on the database, within its time budget (REQUEST_TIMEOUT_MS). */
  db: RequestDb;
  config: ServiceConfig;
  /** The service's own origin as the caller sees it, for absolute image URLs. */
  origin: string;
  channel: (slug?: string | null) => Promise<Channel>;
  /** The key tokens are signed with, and the logged-in user's id (from a valid bearer token), if any. */
  signingKey: Buffer;
  viewerId: number | null;
  /** The client's IP address (the socket's peer; X-Forwarded-For only with TRUST_PROXY), for throttling. */
  clientAddress: string;
  /** This request's loaders: rows read in batches and kept for the rest of the request. */
  load: RequestLoaders;
}

/** The last entry of a header a proxy may have appended to: the one the proxy in front of us wrote. */
function lastEntry(value: string | string[] | undefined): string | undefined {
  const entries = (Array.isArray(value) ? value.join(',') : (value ?? '')).split(',');
  return entries[entries.length - 1].trim() || undefined;
}

/** A Host header that is a host name or address with an optional port, nothing else. */
export const HOST = /^[a-z0-9.-]+(:\d+)?$|^\[[0-9a-f:.]+\](:\d+)?$/i;

/**
 * The service's origin as the caller sees it. X-Forwarded-Host/-Proto are taken only with
 * TRUST_PROXY: without a proxy they are the client's own words, and a forged one would rewrite the
 * image and payment-page URLs of an answer that a cache in front may keep for everyone.
 */
export function requestOrigin(req: IncomingMessage, config: Pick<ServiceConfig, 'trustProxy'>): string {
  const forwardedProto = config.trustProxy ? lastEntry(req.headers['x-forwarded-proto']) : undefined;
  const forwardedHost = config.trustProxy ? lastEntry(req.headers['x-forwarded-host']) : undefined;
  const proto = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : 'http';
  const host = [forwardedHost, req.headers.host].find((candidate) => candidate && HOST.test(candidate));
  return `${proto}://${host ?? 'localhost'}`;
}
