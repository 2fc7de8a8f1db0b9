import { DEMO, mailTo, register, uniqueEmail, type Mail } from './accountHelpers';
import { removeDataDir, startService, type Service } from './harness';

// Fulfilments over HTTP with the real database: the demo's dev page ships an order (some lines, then
// the rest) as Saleor's orderFulfill would, the shopper reads Order.fulfillments, the lines' shipped
// quantities and the order's status, the tracked stock leaves its allocation and the shelf, and the
// shipping email goes out in the order's language. The page refuses what a dashboard would refuse
// and anything that did not come from its own form.

let service: Service;
beforeAll(async () => {
  service = await startService({ owner: true, env: { ACCOUNT_CONFIRMATION: 'false' } });
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

interface Variant {
  id: string;
  quantityAvailable: number;
}

/** Two shipped products' variants in good supply, the first with a Traditional Chinese name. */
async function twoVariants() {
  const { data } = await service.gql<{
    products: {
      edges: {
        node: {
          name: string;
          translation: { name: string | null } | null;
          productType: { isShippingRequired: boolean };
          variants: Variant[];
        };
      }[];
    };
  }>(
    `{ products(first: 100, channel: "default-channel") { edges { node { name
       translation(languageCode: ZH_HANT) { name } productType { isShippingRequired }
       variants { id quantityAvailable } } } } }`,
  );
  const candidates = data!.products.edges
    .map(({ node }) => ({ node, variant: node.variants.find((v) => v.quantityAvailable >= 8) }))
    .filter(({ node, variant }) => node.productType.isShippingRequired && variant);
  const translated = candidates.find(
    ({ node }) => node.translation?.name && node.translation.name !== node.name,
  )!;
  const other = candidates.find((candidate) => candidate !== translated)!;
  return {
    first: { ...translated.variant!, name: translated.node.name, zhName: translated.node.translation!.name! },
    second: other.variant!,
  };
}

const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  streetAddress1: '10 Downing Street',
  city: 'London',
  postalCode: 'SW1A 2AA',
  country: 'GB',
};

async function login(email: string, password: string) {
  const { data } = await service.gql<{ tokenCreate: { token: string } }>(
    'mutation ($email: String!, $password: String!) { tokenCreate(email: $email, password: $password) { token } }',
    { email, password },
  );
  return { Authorization: `Bearer ${data!.tokenCreate.token}` };
}

interface PlacedOrder {
  id: string;
  token: string;
  number: string;
  lines: { id: string; quantity: number }[];
}

/** A paid order of these lines by the logged-in customer (or a guest), in a language. */
async function placeOrder(
  lines: { variantId: string; quantity: number }[],
  {
    auth = {},
    email,
    languageCode = 'EN',
  }: { auth?: Record<string, string>; email?: string; languageCode?: string },
): Promise<PlacedOrder> {
  const created = await service.gql<{ checkoutCreate: { checkout: { id: string } } }>(
    `mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id } errors { code } } }`,
    { input: { channel: 'default-channel', lines, languageCode, ...(email ? { email } : {}) } },
    auth,
  );
  const id = created.data!.checkoutCreate.checkout.id;
  const addressed = await service.gql<{
    checkoutShippingAddressUpdate: { checkout: { availableShippingMethods: { id: string }[] } };
  }>(
    `mutation ($id: ID, $a: AddressInput!) { checkoutShippingAddressUpdate(id: $id, shippingAddress: $a) {
       checkout { availableShippingMethods { id } } } }`,
    { id, a: ADDRESS },
  );
  await service.gql(
    `mutation ($id: ID, $a: AddressInput!, $m: ID) {
       checkoutBillingAddressUpdate(id: $id, billingAddress: $a) { errors { code } }
       checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $m) { errors { code } } }`,
    {
      id,
      a: ADDRESS,
      m: addressed.data!.checkoutShippingAddressUpdate.checkout.availableShippingMethods[0].id,
    },
  );
  await service.gql(
    `mutation ($id: ID!) { transactionInitialize(id: $id, paymentGateway: { id: "saleor.io.dummy-payment-app",
       data: { event: { type: "CHARGE_SUCCESS" } } }) { errors { code } } }`,
    { id },
  );
  const completed = await service.gql<{ checkoutComplete: { order: PlacedOrder; errors: unknown[] } }>(
    'mutation ($id: ID) { checkoutComplete(id: $id) { order { id token number lines { id quantity } } errors { code } } }',
    { id },
  );
  expect(completed.data!.checkoutComplete.errors).toEqual([]);
  return completed.data!.checkoutComplete.order;
}

const ORDER = `query ($token: UUID!) { orderByToken(token: $token) { status statusDisplay
  lines { id quantity quantityFulfilled }
  fulfillments { id fulfillmentOrder status statusDisplay trackingNumber created
    lines { id quantity orderLine { id productName } } } } }`;

interface OrderState {
  status: string;
  statusDisplay: string;
  lines: { id: string; quantity: number; quantityFulfilled: number }[];
  fulfillments: {
    id: string;
    fulfillmentOrder: number;
    status: string;
    statusDisplay: string;
    trackingNumber: string;
    created: string;
    lines: { id: string; quantity: number; orderLine: { id: string; productName: string } }[];
  }[];
}

async function orderState(token: string) {
  const result = await service.gql<{ orderByToken: OrderState }>(ORDER, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.orderByToken;
}

/** The dev page of an order: its HTML, its form's CSRF token, and its quantity fields' line ids. */
async function shippingPage(number: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${service.url}/_dev/orders/${number}`, { headers });
  const html = await response.text();
  return {
    status: response.status,
    html,
    csrf: /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '',
    lineIds: [...html.matchAll(/name="qty-(\d+)"/g)].map((match) => match[1]),
  };
}

/** Posts the ship form as the browser would from the page itself (its Origin), unless told otherwise. */
async function postShip(
  number: string,
  fields: Record<string, string>,
  {
    origin = service.url,
    contentType = 'application/x-www-form-urlencoded',
  }: { origin?: string | null; contentType?: string } = {},
) {
  const response = await fetch(`${service.url}/_dev/orders/${number}/ship`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': contentType, ...(origin ? { Origin: origin } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** The dev page's line id (the order_line row) of an order line's global id. */
const pkOf = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1];

async function stockOf(variantId: string) {
  const [row] = await service.sql<{ quantity: number; quantity_allocated: number }>(
    `SELECT quantity, quantity_allocated FROM stock WHERE variant_id = ${Number(pkOf(variantId))}`,
  );
  return row;
}

const shippingMails = async (email: string): Promise<Mail[]> =>
  (await mailTo(service, email)).filter(
    (mail) => !mail.subject.includes('confirm') && /ship|發貨|出貨|发货/.test(mail.subject),
  );

describe('shipping an order from the dev page', () => {
  it('ships part, then the rest: fulfilments, quantities, status, stock and the order list follow', async () => {
    const { first, second } = await twoVariants();
    const auth = await login(DEMO.email, DEMO.password);
    const order = await placeOrder(
      [
        { variantId: first.id, quantity: 3 },
        { variantId: second.id, quantity: 1 },
      ],
      { auth },
    );
    const [lineA, lineB] = order.lines;
    expect(await orderState(order.token)).toMatchObject({
      status: 'UNFULFILLED',
      fulfillments: [],
      lines: [{ quantityFulfilled: 0 }, { quantityFulfilled: 0 }],
    });
    const stockBefore = await stockOf(first.id);

    const page = await shippingPage(order.number);
    expect(page.status).toBe(200);
    expect(page.lineIds).toEqual([pkOf(lineA.id), pkOf(lineB.id)]);
    const partial = await postShip(order.number, {
      csrf: page.csrf,
      [`qty-${pkOf(lineA.id)}`]: '2',
      [`qty-${pkOf(lineB.id)}`]: '0',
      tracking: ' 1Z999AA10123456784 ',
    });
    expect(partial.status).toBe(303);
    expect(partial.location).toBe(`/_dev/orders/${order.number}?shipped=1`);
    expect(await (await fetch(`${service.url}${partial.location}`)).text()).toContain(
      `Shipment ${order.number}-1 created`,
    );

    const afterPartial = await orderState(order.token);
    expect(afterPartial).toMatchObject({
      status: 'PARTIALLY_FULFILLED',
      statusDisplay: 'Partially fulfilled',
      lines: [
        { id: lineA.id, quantity: 3, quantityFulfilled: 2 },
        { id: lineB.id, quantity: 1, quantityFulfilled: 0 },
      ],
      fulfillments: [
        {
          fulfillmentOrder: 1,
          status: 'FULFILLED',
          statusDisplay: 'Fulfilled',
          trackingNumber: '1Z999AA10123456784',
          lines: [{ quantity: 2, orderLine: { id: lineA.id } }],
        },
      ],
    });
    expect(Date.parse(afterPartial.fulfillments[0].created)).not.toBeNaN();
    // Allocated → shipped: the two left the allocation and the shelf; what others can buy is unchanged.
    expect(await stockOf(first.id)).toEqual({
      quantity: stockBefore.quantity - 2,
      quantity_allocated: stockBefore.quantity_allocated - 2,
    });

    const all = await postShip(order.number, { csrf: (await shippingPage(order.number)).csrf, all: '1' });
    expect(all.status).toBe(303);
    expect(all.location).toBe(`/_dev/orders/${order.number}?shipped=2`);
    const done = await orderState(order.token);
    expect(done).toMatchObject({
      status: 'FULFILLED',
      statusDisplay: 'Fulfilled',
      lines: [{ quantityFulfilled: 3 }, { quantityFulfilled: 1 }],
      fulfillments: [
        { fulfillmentOrder: 1, trackingNumber: '1Z999AA10123456784' },
        {
          fulfillmentOrder: 2,
          trackingNumber: '',
          lines: [
            { quantity: 1, orderLine: { id: lineA.id } },
            { quantity: 1, orderLine: { id: lineB.id } },
          ],
        },
      ],
    });
    expect(await stockOf(first.id)).toEqual({
      quantity: stockBefore.quantity - 3,
      quantity_allocated: stockBefore.quantity_allocated - 3,
    });

    // The customer's order list shows the status too.
    const { data } = await service.gql<{
      me: { orders: { edges: { node: { number: string; status: string } }[] } };
    }>('{ me { orders(first: 20) { edges { node { number status } } } } }', {}, auth);
    expect(data!.me.orders.edges.find((edge) => edge.node.number === order.number)?.node.status).toBe(
      'FULFILLED',
    );

    // Nothing is left: the page says so and a further shipment is refused.
    const closed = await shippingPage(order.number);
    expect(closed.html).toContain('has nothing left to ship');
    const again = await postShip(order.number, { csrf: closed.csrf || page.csrf, all: '1' });
    expect(again.status).toBe(400);
    expect(again.html).toContain('has nothing left to ship');
    expect((await orderState(order.token)).fulfillments).toHaveLength(2);
  });

  it('reads every order of a page of me.orders with its fulfilments in a fixed number of queries', async () => {
    const auth = await login(DEMO.email, DEMO.password);
    await service.statements.clear();
    const { data, errors } = await service.gql<{
      me: {
        orders: {
          edges: { node: { fulfillments: { lines: { orderLine: { productName: string } }[] }[] } }[];
        };
      };
    }>(
      '{ me { orders(first: 20) { edges { node { fulfillments { trackingNumber lines { quantity orderLine { productName quantityFulfilled } } } } } } } }',
      {},
      auth,
    );
    expect(errors).toBeUndefined();
    // The seeded past order and the one above have shipments.
    expect(
      data!.me.orders.edges.filter((edge) => edge.node.fulfillments.length > 0).length,
    ).toBeGreaterThanOrEqual(2);
    const reads = (await service.statements.list()).filter((sql) => /fulfillment/i.test(sql));
    expect(reads).toHaveLength(2);
  });

  it('another customer sees neither the order nor its shipments in their own orders', async () => {
    const { first } = await twoVariants();
    const order = await placeOrder([{ variantId: first.id, quantity: 1 }], {
      auth: await login(DEMO.email, DEMO.password),
    });
    const page = await shippingPage(order.number);
    expect(
      (await postShip(order.number, { csrf: page.csrf, all: '1', tracking: 'SECRET-TRACK' })).status,
    ).toBe(303);

    const email = uniqueEmail('other.shopper');
    expect(
      (await register(service, { email, password: 'other-shopper-2026!', channel: 'default-channel' }))
        .errors,
    ).toEqual([]);
    const other = await login(email, 'other-shopper-2026!');
    const { data } = await service.gql<{ me: { orders: { edges: { node: { number: string } }[] } } }>(
      '{ me { orders(first: 20) { edges { node { number fulfillments { trackingNumber } } } } } }',
      {},
      other,
    );
    expect(data!.me.orders.edges).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('SECRET-TRACK');
    // And the shipping email went to the order's customer only.
    expect((await mailTo(service, email)).some((mail) => mail.text.includes('SECRET-TRACK'))).toBe(false);
  });
});

describe('cancelled shipments', () => {
  it('are never shown to the customer, as in Saleor', async () => {
    const { first } = await twoVariants();
    const order = await placeOrder([{ variantId: first.id, quantity: 2 }], {
      email: uniqueEmail('cancelled'),
    });
    const page = await shippingPage(order.number);
    await postShip(order.number, { csrf: page.csrf, [`qty-${page.lineIds[0]}`]: '1', tracking: 'GONE-1' });
    await postShip(order.number, { csrf: page.csrf, all: '1', tracking: 'KEPT-2' });
    expect((await orderState(order.token)).fulfillments.map((f) => f.trackingNumber)).toEqual([
      'GONE-1',
      'KEPT-2',
    ]);
    // The shop cancels the first shipment (Saleor's fulfillmentCancel, which this shop has no API for).
    await service.sql(`UPDATE fulfillment SET status = 'CANCELED' WHERE tracking_number = 'GONE-1'`);
    const { fulfillments } = await orderState(order.token);
    expect(fulfillments).toMatchObject([
      { fulfillmentOrder: 2, trackingNumber: 'KEPT-2', status: 'FULFILLED' },
    ]);
  });
});

describe('the shipping email', () => {
  it("is written in the order's language with the shipped lines and the tracking number", async () => {
    const { first, second } = await twoVariants();
    const email = uniqueEmail('zh.hant');
    const order = await placeOrder(
      [
        { variantId: first.id, quantity: 2 },
        { variantId: second.id, quantity: 1 },
      ],
      { email, languageCode: 'ZH_HANT' },
    );
    const page = await shippingPage(order.number);
    await postShip(order.number, {
      csrf: page.csrf,
      [`qty-${page.lineIds[0]}`]: '2',
      [`qty-${page.lineIds[1]}`]: '0',
      tracking: 'TW-778899',
    });
    const [mail] = await shippingMails(email);
    expect(mail).toMatchObject({ language: 'zh-TW', subject: `您的訂單 #${order.number} 已出貨` });
    expect(mail.text).toContain(`包裹 ${order.number}-1 已寄出`);
    expect(mail.text).toContain(`2 × ${first.zhName}`);
    expect(mail.text).toContain('貨件追蹤編號：TW-778899');
    expect(mail.text).toContain('訂單中的其餘商品將另行寄出。');
    expect(mail.links[0]).toBe(`http://localhost:3999/orders/${order.number}?token=${order.token}`);

    // The rest, without a tracking number, in English for an English order.
    const english = uniqueEmail('en');
    const placed = await placeOrder([{ variantId: first.id, quantity: 1 }], { email: english });
    await postShip(placed.number, { csrf: (await shippingPage(placed.number)).csrf, all: '1' });
    const [sent] = await shippingMails(english);
    expect(sent).toMatchObject({ language: 'en', subject: `Your order #${placed.number} has shipped` });
    expect(sent.text).toContain(`1 × ${first.name}`);
    expect(sent.text).toContain('This shipment has no tracking number.');
    expect(sent.text).toContain('This completes your order.');
  });

  it('is written in Simplified Chinese for a ZH_HANS order', async () => {
    const { second } = await twoVariants();
    const email = uniqueEmail('zh.hans');
    const order = await placeOrder([{ variantId: second.id, quantity: 1 }], {
      email,
      languageCode: 'ZH_HANS',
    });
    await postShip(order.number, {
      csrf: (await shippingPage(order.number)).csrf,
      all: '1',
      tracking: 'CN-1',
    });
    const [mail] = await shippingMails(email);
    expect(mail).toMatchObject({ language: 'zh-CN', subject: `您的订单 #${order.number} 已发货` });
    expect(mail.text).toContain('物流单号：CN-1');
    expect(mail.text).toContain('您的订单已全部发货。');
  });
});

describe('bad input to the dev page', () => {
  it('is refused with a clear message, keeps what was typed, and ships nothing', async () => {
    const { first } = await twoVariants();
    const email = uniqueEmail('refused');
    const order = await placeOrder([{ variantId: first.id, quantity: 2 }], { email });
    const page = await shippingPage(order.number);
    const field = `qty-${page.lineIds[0]}`;
    const good = { csrf: page.csrf, [field]: '1', tracking: 'T-1' };

    // Not from the page itself: no Origin, another site's Origin, no or a wrong CSRF token.
    expect((await postShip(order.number, good, { origin: null })).status).toBe(403);
    expect((await postShip(order.number, good, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await postShip(order.number, { ...good, csrf: '' })).status).toBe(403);
    const forged = await postShip(order.number, {
      ...good,
      csrf: page.csrf.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
    });
    expect(forged.status).toBe(403);
    expect(forged.html).toContain('Nothing was shipped.');
    // Not a form.
    expect((await postShip(order.number, good, { contentType: 'application/json' })).status).toBe(415);
    // Another order's token does not open this one.
    const otherOrder = await placeOrder([{ variantId: first.id, quantity: 1 }], { email });
    expect((await postShip(otherOrder.number, good)).status).toBe(403);

    const refusals: [Record<string, string>, string][] = [
      [{ [field]: '3' }, 'Only 2 of'],
      [{ [field]: '-1' }, 'Enter a whole number of 0 or more'],
      [{ [field]: 'two' }, 'Enter a whole number of 0 or more'],
      [{ [field]: '0' }, 'Choose at least one item to ship.'],
      [{ 'qty-999999': '1' }, 'Line 999999 is not a line of this order.'],
      [{ tracking: 'x'.repeat(256) }, 'The tracking number is too long'],
    ];
    for (const [change, message] of refusals) {
      const refused = await postShip(order.number, { ...good, ...change });
      expect(refused.status).toBe(400);
      expect(refused.html).toContain(message);
      expect(refused.html).toContain('role="alert"');
    }
    // What was typed comes back, escaped.
    const typed = await postShip(order.number, {
      ...good,
      [field]: '5',
      tracking: '<script>alert(1)</script>',
    });
    expect(typed.status).toBe(400);
    expect(typed.html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(typed.html).not.toContain('<script>alert');
    expect(typed.html).toMatch(new RegExp(`name="${field}" value="5"`));
    expect(typed.html).toContain('aria-invalid="true"');

    // An unknown order, a path that is not one, a GET on the action.
    expect((await postShip('999999', good)).status).toBe(404);
    expect((await shippingPage('not-a-number')).status).toBe(404);
    expect((await fetch(`${service.url}/_dev/orders/${order.number}/ship`)).status).toBe(405);
    // A request through a proxy is not this machine's.
    expect((await shippingPage(order.number, { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(403);

    expect(await orderState(order.token)).toMatchObject({ status: 'UNFULFILLED', fulfillments: [] });
    expect(await shippingMails(email)).toEqual([]);
  });

  it('lists the latest orders with links to ship them', async () => {
    const response = await fetch(`${service.url}/_dev/orders`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Ship orders</h1>');
    expect(html).toMatch(/<a href="\/_dev\/orders\/\d+">Order #\d+<\/a>/);
  });
});
