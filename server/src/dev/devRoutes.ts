import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServiceConfig } from '../config';
import type { Db } from '../db/database';

// Pages and JSON under /_dev/ that stand in for the outside world on one machine: the mail outbox
// (where a real shop's emails would go) and the hosted payment page (a real gateway's checkout page).

export interface DevRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  db: Db;
  config: ServiceConfig;
}

export type DevHandler = (request: DevRequest) => Promise<void>;

/** Path (after /_dev) → handler; each area of the service registers its own pages. */
const handlers = new Map<string, DevHandler>();

export function registerDevRoute(prefix: string, handler: DevHandler) {
  handlers.set(prefix, handler);
}

/** Answers a /_dev/ request, or returns false when no page owns the path. */
export async function handleDevRequest(request: Omit<DevRequest, 'url'>): Promise<boolean> {
  const url = new URL(request.req.url ?? '/', 'http://local');
  const rest = url.pathname.slice('/_dev'.length);
  for (const [prefix, handler] of handlers) {
    if (rest === prefix || rest.startsWith(prefix + '/') || rest.startsWith(prefix + '.')) {
      await handler({ ...request, url });
      return true;
    }
  }
  return false;
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
