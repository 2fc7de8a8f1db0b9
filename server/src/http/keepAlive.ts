import type http from 'node:http';

/**
 * Idle keep-alive connections stay open longer than clients and proxies keep theirs (60 s is the
 * usual idle timeout of load balancers), so the server is never the side that closes a connection
 * just as a client sends on it again: with Node's 5 s default such a request is lost (ECONNRESET).
 */
export function keepConnectionsAlive(server: http.Server): http.Server {
  server.keepAliveTimeout = 65_000;
  // Node counts the wait for a request's headers separately: it must not end a kept connection first.
  server.headersTimeout = 66_000;
  return server;
}
