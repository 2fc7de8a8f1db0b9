import { allowedRedirect } from '../accounts/redirectUrl';
import { toGlobalId } from '../graphql/ids';
import { centsToDecimal, toCents } from '../graphql/money';
import { escapeHtml, sendHtml, type DevRequest, type DevRoute } from '../dev/devRoutes';
import { isSameOriginPost } from '../http/knownHost';
import { devPageCsp } from '../http/securityHeaders';
import { orderById } from '../orders/store';
import { decideTransaction, lastEvent, transactionByToken } from './store';

// The dummy app's hosted payment page, where a real gateway would take the card: the shopper approves
// or declines, the decision is kept on the transaction, and the browser goes back to the storefront's
// /payment-callback?transaction=<id>&checkout=<id> (or &order=<id>), which calls transactionProcess.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1b1b1b}
main{border:1px solid #ccc;border-radius:12px;padding:1.5rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:0;margin-right:.5rem;cursor:pointer}
.approve{background:#1b5e20;color:#fff}.decline{background:#b71c1c;color:#fff}
button:focus-visible{outline:3px solid #0d47a1;outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`;
}

async function hostedPage({ req, res, url, db, config }: DevRequest) {
  const [, , , token, action] = url.pathname.split('/'); // "", "_dev", "pay", token, action
  const transaction = token && UUID.test(token) ? await transactionByToken(db, token) : null;
  if (!transaction) {
    sendHtml(
      res,
      404,
      page('Payment not found', '<h1>Payment not found</h1><p>This payment link is not valid.</p>'),
    );
    return;
  }
  // The forms post here and are answered with a 303 to the storefront: form-action covers that too.
  const returnTo = allowedRedirect(config, transaction.return_url) ?? new URL(config.storefrontUrl);
  res.setHeader('Content-Security-Policy', devPageCsp([returnTo.origin]));
  const waiting = (await lastEvent(db, transaction))?.type.endsWith('_ACTION_REQUIRED');
  if (req.method === 'POST' && (action === 'approve' || action === 'decline')) {
    // Only this page's own forms decide (as the ship page's): another site's form, or one sent to a
    // name this shop does not answer to, changes nothing.
    if (!isSameOriginPost(req, config)) {
      sendHtml(
        res,
        403,
        page(
          'Not sent',
          `<h1>Not sent</h1><p role="alert">This form may only be sent from its own page on this shop. Nothing was approved or declined.</p>
<p><a href="/_dev/pay/${transaction.token}">Back to the payment</a></p>`,
        ),
      );
      return;
    }
    if (waiting) await decideTransaction(db, transaction.id, action === 'approve' ? 'APPROVED' : 'DECLINED');
    // Checked again on the way out: only an allowed http(s) address, never a `javascript:` one.
    const back =
      allowedRedirect(config, transaction.return_url) ?? new URL('/payment-callback', config.storefrontUrl);
    back.searchParams.set('transaction', toGlobalId('TransactionItem', transaction.token));
    if (transaction.checkout_token)
      back.searchParams.set('checkout', toGlobalId('Checkout', transaction.checkout_token));
    if (transaction.order_id != null) {
      const order = await orderById(db, transaction.order_id);
      if (order) back.searchParams.set('order', toGlobalId('Order', order.token));
    }
    res.writeHead(303, { Location: back.toString(), 'Cache-Control': 'no-store' }).end();
    return;
  }
  const amount = `${centsToDecimal(toCents(transaction.amount))} ${escapeHtml(transaction.currency)}`;
  const body = waiting
    ? `<h1>Test payment</h1><p>Dummy payment app: nothing is charged. Approve or decline this payment of <strong>${amount}</strong>.</p>
<form method="post" action="/_dev/pay/${transaction.token}/approve" style="display:inline"><button class="approve" type="submit">Approve payment</button></form>
<form method="post" action="/_dev/pay/${transaction.token}/decline" style="display:inline"><button class="decline" type="submit">Decline payment</button></form>`
    : `<h1>Payment finished</h1><p>This payment of <strong>${amount}</strong> no longer waits for a decision.</p>`;
  sendHtml(res, 200, page('Test payment', body));
}

/** The payment page belongs to the dummy payment app and is served to anyone. */
export const hostedPaymentDevRoute: DevRoute = { prefix: '/pay', handler: hostedPage, audience: 'public' };
