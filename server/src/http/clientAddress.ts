import type { IncomingMessage } from 'node:http';
import type { ServiceConfig } from '../config';

// Who is asking: the client's address for throttling and for the pages served to this machine only.
// Forwarding headers are the client's own words unless TRUST_PROXY says a proxy we run sets them.

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * The client's IP address: the socket's peer, or with TRUST_PROXY the address the proxy in front of
 * us saw (the last X-Forwarded-For entry: the earlier ones are whatever the client wrote).
 */
export function clientAddress(req: IncomingMessage, config: Pick<ServiceConfig, 'trustProxy'>) {
  const forwarded = req.headers['x-forwarded-for'];
  if (config.trustProxy && forwarded) {
    const hops = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',');
    const last = hops[hops.length - 1].trim();
    if (last) return normalise(last);
  }
  return normalise(req.socket.remoteAddress ?? '');
}

/** "::ffff:127.0.0.1" → "127.0.0.1", so each client has one spelling. */
const normalise = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

export const isLoopback = (address: string) => address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);

/**
 * A request from this machine itself. A request that came through a proxy is never local, even when
 * the proxy runs here (its peer address is loopback), unless TRUST_PROXY vouches for the address.
 */
export function isLocalRequest(req: IncomingMessage, config: Pick<ServiceConfig, 'trustProxy'>) {
  if (!config.trustProxy && FORWARDING_HEADERS.some((name) => req.headers[name] != null)) return false;
  return isLoopback(clientAddress(req, config));
}
