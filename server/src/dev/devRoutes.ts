import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServiceConfig } from '../config';
import type { Db } from '../db/database';
import { isLocalRequest } from '../http/clientAddress';
import { isKnownHost } from '../http/knownHost';

// Pages and JSON under /_dev/ that stand in for the outside world on one machine: the mail outbox
// (where a real shop's emails would go) and the hosted payment page (a real gateway's checkout page).
// The outbox holds every emailed sign-in and reset link, so it is served only in demo mode and only
// to this machine; the payment page belongs to the dummy payment app and is served to anyone.

export interface DevRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  db: Db;
  config: ServiceConfig;
}

export type DevHandler = (request: DevRequest) => Promise<void>;

/** 'demo': in demo mode, to loopback clients only; 'public': a page the outside world would serve. */
export type DevAudience = 'demo' | 'public';

/** A page under /_dev/: the path after /_dev that it owns, its handler, and who may see it. */
export interface DevRoute {
  prefix: string;
  handler: DevHandler;
  audience: DevAudience;
}

/**
 * The /_dev/ pages of the given routes. The handler answers a /_dev/ request, or returns false when
 * no page owns the path (or, outside demo mode, when the page exists only in demo mode: a published
 * shop has no outbox to find).
 */
export function devRouter(routes: DevRoute[]) {
  return async (request: Omit<DevRequest, 'url'>): Promise<boolean> => {
    const url = new URL(request.req.url ?? '/', 'http://local');
    const rest = url.pathname.slice('/_dev'.length);
    for (const { prefix, handler, audience } of routes) {
      if (rest === prefix || rest.startsWith(prefix + '/') || rest.startsWith(prefix + '.')) {
        if (audience === 'demo' && !request.config.demoMode) return false;
        // This machine only, and by one of the shop's own names: a DNS-rebound name is refused too.
        if (
          audience === 'demo' &&
          (!isLocalRequest(request.req, request.config) || !isKnownHost(request.req, request.config))
        ) {
          sendHtml(
            request.res,
            403,
            '<!doctype html><title>Forbidden</title><p>This demo page is served only to the machine the shop runs on.</p>',
          );
          return true;
        }
        await handler({ ...request, url });
        return true;
      }
    }
    return false;
  };
}

export function sendHtml(res: ServerResponse, status: number, html: string) {
  res
    .writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
    .end(html);
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res
    .writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    .end(JSON.stringify(body));
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);
