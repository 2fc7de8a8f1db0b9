import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { escapeHtml, sendHtml, type DevRequest, type DevRoute } from '../dev/devRoutes';
import { isSameOriginPost } from '../http/knownHost';
import { BodyTooLargeError, readBody } from '../http/readBody';
import {
  leftToShip,
  orderNotShippable,
  shipOrder,
  TRACKING_NUMBER_MAX,
  type ShipmentProblem,
} from './fulfillments';
import { orderById, orderLines, type OrderLineRow, type OrderRow } from './store';

// /_dev/orders: the demo shop's stand-in for the dashboard's "Fulfill" page. It lists the latest
// orders; /_dev/orders/<number> shows one with what is left to ship and a form that ships some or all
// of it with a tracking number (shippingOrder in fulfillments.ts). Demo mode and this machine only
// (as the outbox), and the form is guarded as a dashboard's would be: a POST must come from this very
// page (its Origin is the page's own, on a host of this shop) and carry the page's CSRF token, a
// keyed hash of the order's secret token that no other site can read.

const LIST_LIMIT = 50;
const FORM_BODY_LIMIT = 16_384;

/** The key of the forms' CSRF tokens: new with each start, so a form from an earlier run is refused. */
const csrfKey = randomBytes(32);
const csrfToken = (order: OrderRow) =>
  createHmac('sha256', csrfKey).update(`ship:${order.token}`).digest('base64url');

function sameToken(given: string, order: OrderRow) {
  const expected = Buffer.from(csrfToken(order));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

function layout(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>
body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}
table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #ccc;vertical-align:top}
input{font:inherit;padding:.4rem;border:1px solid #767676;border-radius:6px}input[type=number]{width:5rem}
input[aria-invalid=true]{border-color:#b71c1c;outline:2px solid #b71c1c}
button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:0;margin:.5rem .5rem 0 0;cursor:pointer;background:#0d47a1;color:#fff}
button.secondary{background:#37474f}
a{color:#0d47a1}a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #0d47a1;outline-offset:2px}
.error{border:2px solid #b71c1c;border-radius:8px;padding:.75rem 1rem;color:#b71c1c}
.done{border:2px solid #1b5e20;border-radius:8px;padding:.75rem 1rem;color:#1b5e20}
.hint{color:#555}
</style></head><body><main>${body}</main></body></html>`;
}

const statusText = (status: string) => status.toLowerCase().replace(/_/g, ' ');

async function listPage({ res, db }: DevRequest) {
  const { rows } = await db.query<Pick<OrderRow, 'id' | 'user_email' | 'status' | 'created_at'>>(
    `SELECT id, user_email, status, created_at FROM "order" ORDER BY id DESC LIMIT $1`,
    [LIST_LIMIT],
  );
  const items = rows
    .map(
      (order) => `<tr><td><a href="/_dev/orders/${order.id}">Order #${order.id}</a></td>
<td>${escapeHtml(order.user_email ?? '')}</td><td>${escapeHtml(statusText(order.status))}</td>
<td><time datetime="${new Date(order.created_at).toISOString()}">${new Date(order.created_at).toISOString().replace('T', ' ').slice(0, 16)} UTC</time></td></tr>`,
    )
    .join('\n');
  sendHtml(
    res,
    200,
    layout(
      'Ship orders',
      `<h1>Ship orders</h1><p>The shop's latest orders (the ${LIST_LIMIT} newest). Open one to ship some or all of it; the customer gets a shipping email in the order's language. <a href="/_dev/mail">Mail outbox</a></p>
${rows.length ? `<table><thead><tr><th scope="col">Order</th><th scope="col">Customer</th><th scope="col">Status</th><th scope="col">Placed</th></tr></thead><tbody>${items}</tbody></table>` : '<p>No orders yet.</p>'}`,
    ),
  );
}

interface FormState {
  /** What was typed in each quantity field, by line id. */
  quantities: Map<number, string>;
  trackingNumber: string;
  problems: ShipmentProblem[];
  /** The shipment just made, after the redirect. */
  shipped: number | null;
}

const lineTitle = (line: OrderLineRow) =>
  line.variant_name && line.variant_name !== line.product_name
    ? `${line.product_name} (${line.variant_name})`
    : line.product_name;

function orderPage(order: OrderRow, lines: OrderLineRow[], state: FormState) {
  const blocked = orderNotShippable(order, lines);
  const lineProblem = (line: OrderLineRow) => state.problems.find((problem) => problem.lineId === line.id);
  const rows = lines
    .map((line) => {
      const left = leftToShip(line);
      const problem = lineProblem(line);
      const field = `qty-${line.id}`;
      const value = state.quantities.get(line.id) ?? String(left);
      const input =
        left > 0 && !blocked
          ? `<input type="number" inputmode="numeric" min="0" max="${left}" step="1" id="${field}" name="${field}" value="${escapeHtml(value)}"
 aria-label="Quantity of ${escapeHtml(lineTitle(line))} to ship"${problem ? ` aria-invalid="true" aria-describedby="${field}-error"` : ''}>${problem ? `<div id="${field}-error" class="hint">${escapeHtml(problem.message)}</div>` : ''}`
          : '—';
      return `<tr><td>${escapeHtml(lineTitle(line))}${line.product_sku ? `<div class="hint">SKU ${escapeHtml(line.product_sku)}</div>` : ''}</td>
<td>${line.quantity}</td><td>${line.quantity_fulfilled ?? 0}</td><td>${input}</td></tr>`;
    })
    .join('\n');
  const errors = state.problems.length
    ? `<div class="error" role="alert" id="problems"><strong>Nothing was shipped.</strong><ul>${state.problems
        .map((problem) => `<li>${escapeHtml(problem.message)}</li>`)
        .join('')}</ul></div>`
    : '';
  const done =
    state.shipped != null
      ? `<p class="done" role="status">Shipment ${order.id}-${state.shipped} created. The customer was emailed.</p>`
      : '';
  const form = blocked
    ? `<p>${escapeHtml(blocked)}</p>`
    : `<form method="post" action="/_dev/orders/${order.id}/ship">
<input type="hidden" name="csrf" value="${csrfToken(order)}">
<table><thead><tr><th scope="col">Item</th><th scope="col">Ordered</th><th scope="col">Shipped</th><th scope="col">Ship now</th></tr></thead>
<tbody>${rows}</tbody></table>
<p><label for="tracking">Tracking number (optional)</label><br>
<input id="tracking" name="tracking" maxlength="${TRACKING_NUMBER_MAX}" size="32" autocomplete="off" value="${escapeHtml(state.trackingNumber)}"></p>
<button type="submit">Ship the quantities above</button>
<button type="submit" name="all" value="1" class="secondary">Ship everything left</button>
</form>`;
  const shippedTable = blocked
    ? `<table><thead><tr><th scope="col">Item</th><th scope="col">Ordered</th><th scope="col">Shipped</th><th scope="col">Ship now</th></tr></thead><tbody>${rows}</tbody></table>`
    : '';
  return layout(
    `Ship order #${order.id}`,
    `<p><a href="/_dev/orders">All orders</a></p><h1>Ship order #${order.id}</h1>
<p>To <strong>${escapeHtml(order.user_email ?? '')}</strong> · status <strong>${escapeHtml(statusText(order.status))}</strong> · language ${escapeHtml(order.language_code)}</p>
${done}${errors}${shippedTable}${form}`,
  );
}

/** The order of a path's number, or null (a 404) when there is none. */
async function orderOf(db: DevRequest['db'], number: string | undefined) {
  if (!number || !/^\d{1,9}$/.test(number)) return null;
  return orderById(db, Number(number));
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return null;
  return new URLSearchParams((await readBody(req, FORM_BODY_LIMIT)).toString('utf8'));
}

async function shippingPages(request: DevRequest) {
  const { req, res, url, db, config } = request;
  const [, , , number, action, extra] = url.pathname.split('/'); // "", "_dev", "orders", number, action
  if (!number && req.method === 'GET') return listPage(request);
  const order = extra === undefined ? await orderOf(db, number) : null;
  if (!order || (action !== undefined && action !== 'ship')) {
    sendHtml(
      res,
      404,
      layout('Order not found', '<h1>Order not found</h1><p><a href="/_dev/orders">All orders</a></p>'),
    );
    return;
  }
  if (req.method === 'GET' && action === undefined) {
    const shipped = Number(url.searchParams.get('shipped'));
    sendHtml(
      res,
      200,
      orderPage(order, await orderLines(db, order), {
        quantities: new Map(),
        trackingNumber: '',
        problems: [],
        shipped: Number.isSafeInteger(shipped) && shipped > 0 ? shipped : null,
      }),
    );
    return;
  }
  if (req.method !== 'POST' || action !== 'ship') {
    res
      .writeHead(405, { Allow: action ? 'POST' : 'GET', 'Content-Type': 'text/plain' })
      .end('Method not allowed');
    return;
  }
  const refuse = (status: number, message: string) =>
    sendHtml(
      res,
      status,
      layout(
        'Not shipped',
        `<h1>Not shipped</h1><p class="error" role="alert">${escapeHtml(message)}</p>
<p><a href="/_dev/orders/${order.id}">Back to order #${order.id}</a></p>`,
      ),
    );
  if (!isSameOriginPost(req, config)) {
    refuse(403, 'This form may only be sent from its own page on this shop. Nothing was shipped.');
    return;
  }
  let form: URLSearchParams | null;
  try {
    form = await readForm(req);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      refuse(413, 'The form is too large. Nothing was shipped.');
      return;
    }
    throw error;
  }
  if (!form) {
    refuse(415, 'Send the form as application/x-www-form-urlencoded. Nothing was shipped.');
    return;
  }
  if (!sameToken(form.get('csrf') ?? '', order)) {
    refuse(
      403,
      'This form has expired (the shop restarted, or it came from elsewhere). Reload the order and try again. Nothing was shipped.',
    );
    return;
  }
  const lines = await orderLines(db, order);
  const typed = new Map<number, string>();
  const quantities = new Map<number, number>();
  const problems: ShipmentProblem[] = [];
  const shipAll = form.get('all') === '1';
  for (const [name, raw] of form) {
    const match = /^qty-(\d{1,9})$/.exec(name);
    if (!match) continue;
    const lineId = Number(match[1]);
    const value = raw.trim();
    typed.set(lineId, raw);
    if (shipAll) continue;
    if (!/^\d{1,6}$/.test(value || '0')) {
      const line = lines.find((candidate) => candidate.id === lineId);
      problems.push({
        lineId,
        message: `Enter a whole number of 0 or more for ${line ? line.product_name : `line ${lineId}`}.`,
      });
    } else quantities.set(lineId, Number(value || '0'));
  }
  if (shipAll) for (const line of lines) if (leftToShip(line) > 0) quantities.set(line.id, leftToShip(line));
  const trackingNumber = (form.get('tracking') ?? '').trim();
  const result = problems.length
    ? { problems }
    : await db.transaction((tx) =>
        shipOrder(tx, order.id, { quantities, trackingNumber }, config.storefrontUrl),
      );
  if ('problems' in result) {
    const current = (await orderById(db, order.id)) ?? order;
    sendHtml(
      res,
      400,
      orderPage(current, await orderLines(db, current), {
        quantities: typed,
        trackingNumber,
        problems: result.problems,
        shipped: null,
      }),
    );
    return;
  }
  res
    .writeHead(303, {
      Location: `/_dev/orders/${order.id}?shipped=${result.fulfillmentOrder}`,
      'Cache-Control': 'no-store',
    })
    .end();
}

/** Shipping is the shop owner's: demo mode only, this machine only (as the outbox). */
export const shippingDevRoute: DevRoute = { prefix: '/orders', handler: shippingPages, audience: 'demo' };
