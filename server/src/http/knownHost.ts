import type { IncomingMessage } from 'node:http';
import type { ServiceConfig } from '../config';

// The names this shop answers to, against DNS rebinding: a page that some other site's name now
// points at this machine (rebind.evil.example → 127.0.0.1) arrives with that other name as its Host,
// and a browser lets that site read what it is given. The demo pages (the outbox, the ship page) and
// the forms they and the hosted payment page post answer only requests to one of the shop's own hosts.

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

type HostConfig = Pick<ServiceConfig, 'storefrontUrl' | 'allowedClientHosts'>;

/** The request's Host is a loopback name, the storefront's host or one of ALLOWED_CLIENT_HOSTS. */
export function isKnownHost(req: IncomingMessage, config: HostConfig) {
  const host = req.headers.host ?? '';
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  return (
    LOOPBACK_HOSTNAMES.has(hostname) ||
    host === new URL(config.storefrontUrl).host ||
    config.allowedClientHosts.includes(host)
  );
}

/** A POST a page of this shop sent itself: a known Host, and an Origin naming that same host. */
export function isSameOriginPost(req: IncomingMessage, config: HostConfig) {
  const origin = req.headers.origin;
  if (!isKnownHost(req, config) || !origin) return false;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}
