import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getOperationAST, type GraphQLSchema } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { loadConfig, type ServiceConfig } from '../config';
import { openDatabase, type Db } from '../db/database';
import { channelLoader } from '../graphql/channels';
import { requestOrigin, type Context } from '../graphql/context';
import { requestLoaders } from '../graphql/loaders';
import { inputGuardPlugin } from '../graphql/inputGuard';
import { queryLimitsRule } from '../graphql/limits';
import { requestLimitsPlugin } from '../graphql/requestLimits';
import { budgetedDb } from '../db/timeBudget';
import { loadSigningKey } from '../accounts/jwt';
import { viewerFromRequest } from '../accounts/viewer';
import { devRouter } from '../dev/devRoutes';
import { responseCache } from '../graphql/responseCache';
import { clientAddress } from './clientAddress';
import { compressAnswer } from './compression';
import { BodyTooLargeError, readBody } from './readBody';
import { applySecurityHeaders } from './securityHeaders';
import { mailDevRoute } from '../mail/devPages';
import { hostedPaymentDevRoute } from '../payments/hostedPage';
import { shippingDevRoute } from '../orders/shippingPage';
import { buildSchema } from '../schema';
import { seedIfEmpty } from '../seed/seed';
import { watchPromotionBoundaries } from '../pricing';
import { keepConnectionsAlive } from './keepAlive';
import { serveMedia } from '../media/serveMedia';

export interface StartOptions {
  config?: ServiceConfig;
  /** Where every path the service does not own goes (the storefront); 404 JSON without one. */
  fallback?: (req: IncomingMessage, res: ServerResponse) => void;
}

export interface RunningServer {
  port: number;
  config: ServiceConfig;
  db: Db;
  close: () => Promise<void>;
}

/** The pages under /_dev/ that stand in for the outside world (devRoutes.ts). */
const handleDevRequest = devRouter([mailDevRoute, hostedPaymentDevRoute, shippingDevRoute]);

function createGraphQLHandler(db: Db, config: ServiceConfig, signingKey: Buffer) {
  return createYoga<{ req: IncomingMessage; res: ServerResponse }, Context>({
    schema: buildSchema() as GraphQLSchema,
    graphqlEndpoint: '/graphql/',
    landingPage: false,
    graphiql: false,
    maskedErrors: { isDev: false },
    cors: (request) => {
      const origin = request.headers.get('origin');
      return {
        origin: origin && config.corsOrigins.includes(origin) ? origin : config.corsOrigins[0],
        credentials: true,
        methods: ['GET', 'POST', 'OPTIONS'],
        allowedHeaders: ['Content-Type', 'Authorization', 'Authorization-Bearer', 'Saleor-Channel'],
      };
    },
    context: async ({ req }) => {
      const requestDb = budgetedDb(db, config.requestTimeoutMs);
      return {
        db: requestDb,
        config,
        origin: requestOrigin(req, config),
        channel: channelLoader(requestDb),
        signingKey,
        viewerId: await viewerFromRequest(req, signingKey, requestDb),
        clientAddress: clientAddress(req, config),
        load: requestLoaders(requestDb),
      };
    },
    // The response cache last: it keeps answers as the other plugins made them (with their cost).
    plugins: [
      inputGuardPlugin,
      requestLimitsPlugin,
      requestPlugin,
      ...(config.responseCache ? [responseCache(db, config).plugin] : []),
    ],
  });
}

const requestPlugin: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(queryLimitsRule),
  onExecute: ({ args }) => ({
    onExecuteDone: ({ result }) => {
      if ('errors' in result && result.errors?.length) {
        const name = args.operationName ?? getOperationAST(args.document)?.name?.value ?? 'anonymous';
        console.warn(`[graphql] ${name} failed: ${result.errors.map((e) => e.message).join('; ')}`);
      }
    },
  }),
};

export async function startServer({
  config = loadConfig(),
  fallback,
}: StartOptions = {}): Promise<RunningServer> {
  const db = await openDatabase(config.dataDir);
  await seedIfEmpty(db, config);
  const stopPromotionWatch = watchPromotionBoundaries(db);
  const graphql = createGraphQLHandler(db, config, loadSigningKey(config.dataDir));

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    applySecurityHeaders(req, res);
    const url = req.url ?? '/';
    if (url.startsWith('/graphql')) {
      compressAnswer(req, res);
      if (req.method !== 'POST') {
        void graphql(req, res, { req, res });
        return;
      }
      readBody(req, config.maxBodyBytes)
        .then((body) => {
          // graphql-yoga's node adapter takes a body already read from `req.body`.
          Object.assign(req, { body });
          return graphql(req, res, { req, res });
        })
        .catch((error: unknown) => {
          if (res.headersSent) return;
          if (!(error instanceof BodyTooLargeError)) {
            console.error('[graphql] reading the request failed:', error);
            res.writeHead(400, { 'Content-Type': 'application/json', Connection: 'close' });
            res.end(JSON.stringify({ errors: [{ message: 'Could not read the request body.' }] }));
            return;
          }
          res.writeHead(413, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ errors: [{ message: 'Request body too large.' }] }));
        });
      return;
    }
    if (url.startsWith('/media/')) {
      serveMedia(req, res, config.dataDir).catch(() => res.headersSent || res.writeHead(500).end());
      return;
    }
    if (url.startsWith('/_dev/')) {
      handleDevRequest({ req, res, db, config })
        .then((handled) => {
          if (!handled) res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        })
        .catch((error: unknown) => {
          console.error('[dev] %s failed: %s', url, error instanceof Error ? error.message : error);
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal error');
        });
      return;
    }
    if (fallback) return fallback(req, res);
    res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Not found' }));
  };
  const { port, servers } = await listen(handle, config);
  return {
    port,
    config,
    db,
    close: async () => {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
      stopPromotionWatch();
      await db.close();
    },
  };
}

/**
 * Listens on HOST, or by default on loopback only: 127.0.0.1 and ::1 on the same port, so that
 * http://localhost and http://127.0.0.1 both reach the shop and nothing else on the network does.
 * A machine without IPv6 keeps 127.0.0.1 alone.
 */
async function listen(handle: http.RequestListener, config: ServiceConfig) {
  const listenOn = (host: string, port: number) =>
    new Promise<http.Server>((resolve, reject) => {
      const server = keepConnectionsAlive(http.createServer(handle));
      server.once('error', reject);
      server.listen(port, host, () => resolve(server));
    });
  const first = await listenOn(config.host ?? '127.0.0.1', config.port);
  const port = (first.address() as AddressInfo).port;
  const servers = [first];
  if (!config.host) {
    const ipv6 = await listenOn('::1', port).catch((error: NodeJS.ErrnoException) => {
      console.warn(`[server] not listening on [::1]:${port} (${error.code ?? error.message})`);
      return null;
    });
    if (ipv6) servers.push(ipv6);
  }
  return { port, servers };
}
