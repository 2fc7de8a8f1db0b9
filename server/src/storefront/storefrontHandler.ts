import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createPageHandler, type PageHandlerOptions } from './pageHandler';
import { createStaticHandler } from './staticHandler';

// The storefront over HTTP: its pages (server-rendered where public) and the built files.

export type StorefrontOptions = Omit<PageHandlerOptions, 'renderModule'> & {
  /** The server build of the app; without it (a browser-only build) every page is dist/index.html. */
  renderModule?: string;
};

export function createStorefrontHandler(options: StorefrontOptions) {
  const serveStatic = createStaticHandler({ root: options.root, env: options.env });
  const renderModule = options.renderModule ?? path.resolve(options.root, '..', 'dist-server', 'render.js');
  const servePage = existsSync(renderModule) ? createPageHandler({ ...options, renderModule }) : null;

  return (req: IncomingMessage, res: ServerResponse) => {
    const pathname = (req.url ?? '/').split(/[?#]/, 1)[0];
    // A page is a GET or HEAD of a path with no file extension; everything else is a file of the build.
    const isPage = servePage && (req.method === 'GET' || req.method === 'HEAD') && !path.extname(pathname);
    (isPage ? servePage : serveStatic)(req, res).catch((error: unknown) => {
      console.error('[storefront]', req.url, error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  };
}
