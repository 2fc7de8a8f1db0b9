import { removeDataDir, startService, type Service } from './harness';

// Delivery, payment and completion over HTTP: shipping methods and their order-price rules, the dummy
// payment app's results (immediate, hosted page approve/decline), the legacy gateways, and
// checkoutComplete's requirements, idempotence and stock safety.

let service: Service;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

interface Variant {
  id: string;
  quantityAvailable: number;
  pricing: { price: { gross: { amount: number } } };
}
interface ProductNode {
  name: string;
  productType: { isShippingRequired: boolean };
  variants: Variant[];
}

let catalogue: ProductNode[];
async function readCatalogue() {
  const { data } = await service.gql<{ products: { edges: { node: ProductNode }[] } }>(
    `{ products(first: 100, channel: "default-channel") { edges { node { name productType { isShippingRequired }
       variants { id quantityAvailable pricing { price { gross { amount } } } } } } } }`,
  );
  catalogue = data!.products.edges.map((edge) => edge.node);
}
beforeAll(readCatalogue);
const availableNow = async (id: string) => {
  await readCatalogue();
  return catalogue.flatMap((p) => p.variants).find((v) => v.id === id)!.quantityAvailable;
};

/** A variant with at least `stock` left, of a product that needs shipping (or not), priced within a range. */
const soldInRace = new Set<string>(); // the race sells this variant out: no other test may use it
function variant({ shipping = true, stock = 2, maxPrice = Infinity, minPrice = 0 } = {}): Variant {
  for (const product of catalogue)
    for (const v of product.variants)
      if (
        !soldInRace.has(v.id) &&
        product.productType.isShippingRequired === shipping &&
        v.quantityAvailable >= stock &&
        v.pricing.price.gross.amount <= maxPrice &&
        v.pricing.price.gross.amount >= minPrice
      )
        return v;
  throw new Error('no such variant in the demo shop');
}

const CHECKOUT = `checkout { id token isShippingRequired chargeStatus authorizeStatus
  subtotalPrice { gross { amount } } shippingPrice { gross { amount } } totalPrice { gross { amount } } totalBalance { amount }
  shippingMethods { id name active price { amount } minimumOrderPrice { amount } maximumOrderPrice { amount } }
  availableShippingMethods { id name } shippingMethod { id name }
  availablePaymentGateways { id name config { field value } currencies } }
  errors { field message code }`;

interface Checkout {
  id: string;
  token: string;
  isShippingRequired: boolean;
  chargeStatus: string;
  authorizeStatus: string;
  subtotalPrice: { gross: { amount: number } };
  shippingPrice: { gross: { amount: number } };
  totalPrice: { gross: { amount: number } };
  totalBalance: { amount: number };
  shippingMethods: {
    id: string;
    name: string;
    active: boolean;
    price: { amount: number };
    minimumOrderPrice: { amount: number } | null;
    maximumOrderPrice: { amount: number } | null;
  }[];
  availableShippingMethods: { id: string; name: string }[];
  shippingMethod: { id: string; name: string } | null;
  availablePaymentGateways: { id: string; name: string }[];
}
interface Payload {
  checkout: Checkout | null;
  errors: { field: string | null; message: string; code: string }[];
}

async function newCheckout(lines: { variantId: string; quantity: number }[], email = 'buyer@example.com') {
  const { data } = await service.gql<{ checkoutCreate: Payload }>(
    `mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { ${CHECKOUT} } }`,
    { input: { channel: 'default-channel', lines, email } },
  );
  expect(data!.checkoutCreate.errors).toEqual([]);
  return data!.checkoutCreate.checkout!;
}

const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  streetAddress1: '10 Downing Street',
  city: 'London',
  postalCode: 'SW1A 2AA',
  country: 'GB',
};

/** Sets both addresses (a checkout needs a billing address, and a shipping one to list methods). */
async function addresses(id: string) {
  const shipping = await service.gql<{ checkoutShippingAddressUpdate: Payload }>(
    `mutation ($id: ID, $address: AddressInput!) { checkoutShippingAddressUpdate(id: $id, shippingAddress: $address) { ${CHECKOUT} } }`,
    { id, address: ADDRESS },
  );
  expect(shipping.data!.checkoutShippingAddressUpdate.errors).toEqual([]);
  const billing = await service.gql<{ checkoutBillingAddressUpdate: Payload }>(
    `mutation ($id: ID, $address: AddressInput!) { checkoutBillingAddressUpdate(id: $id, billingAddress: $address) { ${CHECKOUT} } }`,
    { id, address: ADDRESS },
  );
  expect(billing.data!.checkoutBillingAddressUpdate.errors).toEqual([]);
  return billing.data!.checkoutBillingAddressUpdate.checkout!;
}

async function chooseShipping(unaddressed: Checkout, name?: string) {
  const checkout = await addresses(unaddressed.id);
  const method = name
    ? checkout.shippingMethods.find((m) => m.name === name)!
    : checkout.availableShippingMethods[0];
  const { data } = await service.gql<{ checkoutDeliveryMethodUpdate: Payload }>(
    `mutation ($id: ID, $method: ID) { checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $method) { ${CHECKOUT} } }`,
    { id: checkout.id, method: method.id },
  );
  return data!.checkoutDeliveryMethodUpdate;
}

const INITIALIZE = `mutation ($id: ID!, $amount: PositiveDecimal, $data: JSON) {
  transactionInitialize(id: $id, amount: $amount, paymentGateway: { id: "saleor.io.dummy-payment-app", data: $data }) {
    transaction { id chargedAmount { amount } authorizedAmount { amount } events { type } }
    transactionEvent { type externalUrl amount { amount } } data errors { field message code } } }`;

interface Initialize {
  transaction: { id: string; chargedAmount: { amount: number }; events: { type: string }[] } | null;
  transactionEvent: { type: string; externalUrl: string; amount: { amount: number } } | null;
  data: { externalUrl?: string } | null;
  errors: { field: string; message: string; code: string }[];
}

const pay = async (id: string, type: string, amount?: number) =>
  (
    await service.gql<{ transactionInitialize: Initialize }>(INITIALIZE, {
      id,
      amount,
      data: { event: { type } },
    })
  ).data!.transactionInitialize;

const COMPLETE = `mutation ($id: ID) { checkoutComplete(id: $id) { confirmationNeeded
  order { id token number status paymentStatus isPaid chargeStatus total { gross { amount } } totalCharged { amount }
    shippingPrice { gross { amount } } lines { productName quantity } }
  errors { field message code variants } } }`;

interface Complete {
  confirmationNeeded: boolean;
  order: {
    id: string;
    token: string;
    number: string;
    status: string;
    paymentStatus: string;
    isPaid: boolean;
    chargeStatus: string;
    total: { gross: { amount: number } };
    totalCharged: { amount: number };
    shippingPrice: { gross: { amount: number } };
    lines: { productName: string; quantity: number }[];
  } | null;
  errors: { field: string | null; message: string; code: string; variants: string[] | null }[];
}

const complete = async (id: string) =>
  (await service.gql<{ checkoutComplete: Complete }>(COMPLETE, { id })).data!.checkoutComplete;

describe('shipping methods', () => {
  it('are listed with their order-price rules, only the applicable ones as available', async () => {
    const cheap = variant({ maxPrice: 20 });
    const unaddressed = await newCheckout([{ variantId: cheap.id, quantity: 1 }]);
    expect(unaddressed.shippingMethods).toEqual([]); // Saleor: none until it knows where to ship
    const checkout = await addresses(unaddressed.id);
    const byName = Object.fromEntries(checkout.shippingMethods.map((m) => [m.name, m]));
    expect(byName['Free shipping']).toMatchObject({ active: false, minimumOrderPrice: { amount: 75 } });
    expect(byName.Economy).toMatchObject({ active: true, maximumOrderPrice: { amount: 50 } });
    expect(checkout.availableShippingMethods.map((m) => m.name)).not.toContain('Free shipping');
    expect(checkout.shippingMethod).toBeNull();
    expect(checkout.shippingPrice.gross.amount).toBe(0);
  });

  it('adds the chosen method to the total, and refuses one the order price rules out', async () => {
    const cheap = variant({ maxPrice: 20 });
    const checkout = await newCheckout([{ variantId: cheap.id, quantity: 1 }]);
    const refused = await chooseShipping(checkout, 'Free shipping');
    expect(refused.errors).toEqual([
      {
        field: 'deliveryMethodId',
        message: 'This shipping method is not applicable.',
        code: 'DELIVERY_METHOD_NOT_APPLICABLE',
      },
    ]);
    const chosen = await chooseShipping(checkout, 'Express');
    expect(chosen.errors).toEqual([]);
    expect(chosen.checkout!.shippingMethod!.name).toBe('Express');
    expect(chosen.checkout!.shippingPrice.gross.amount).toBe(18);
    expect(chosen.checkout!.totalPrice.gross.amount).toBeCloseTo(
      chosen.checkout!.subtotalPrice.gross.amount + 18,
      2,
    );
  });

  it('are not offered, and cannot be chosen, when nothing needs shipping', async () => {
    const digital = variant({ shipping: false });
    const checkout = await newCheckout([{ variantId: digital.id, quantity: 1 }]);
    expect(checkout.isShippingRequired).toBe(false);
    expect(checkout.shippingMethods).toEqual([]);
    const physical = await addresses((await newCheckout([{ variantId: variant().id, quantity: 1 }])).id);
    const { data } = await service.gql<{ checkoutShippingMethodUpdate: Payload }>(
      `mutation ($id: ID, $method: ID) { checkoutShippingMethodUpdate(id: $id, shippingMethodId: $method) { errors { field code } } }`,
      { id: checkout.id, method: physical.availableShippingMethods[0].id },
    );
    expect(data!.checkoutShippingMethodUpdate.errors).toEqual([
      { field: 'shippingMethodId', code: 'SHIPPING_NOT_REQUIRED' },
    ]);
  });
});

describe('the dummy payment app', () => {
  it('is offered with the legacy gateways', async () => {
    const checkout = await newCheckout([{ variantId: variant().id, quantity: 1 }]);
    expect(checkout.availablePaymentGateways.map((g) => g.id)).toEqual([
      'saleor.io.dummy-payment-app',
      'mirumee.payments.dummy',
      'mirumee.payments.dummy_credit_card',
    ]);
  });

  it('charges at once: a guest order, paid, unfulfilled, with its lines and shipping', async () => {
    const checkout = await chooseShipping(
      await newCheckout([{ variantId: variant().id, quantity: 2 }]),
      'Standard',
    );
    const total = checkout.checkout!.totalPrice.gross.amount;
    const charge = await pay(checkout.checkout!.id, 'CHARGE_SUCCESS');
    expect(charge.errors).toEqual([]);
    expect(charge.transactionEvent).toMatchObject({ type: 'CHARGE_SUCCESS', amount: { amount: total } });
    expect(charge.transaction!.chargedAmount.amount).toBe(total);
    const { order, errors } = await complete(checkout.checkout!.id);
    expect(errors).toEqual([]);
    expect(order).toMatchObject({
      status: 'UNFULFILLED',
      paymentStatus: 'FULLY_CHARGED',
      isPaid: true,
      chargeStatus: 'FULL',
      total: { gross: { amount: total } },
      shippingPrice: { gross: { amount: 6 } },
      lines: [{ quantity: 2 }],
    });
    expect(Buffer.from(order!.id, 'base64').toString()).toBe(`Order:${order!.token}`);
    // The confirmation email links to the order by its token (all a guest holds).
    const mail = (await (await fetch(`${service.url}/_dev/mail.json?to=buyer@example.com`)).json()) as {
      subject: string;
      text: string;
      links: string[];
    }[];
    const confirmation = mail.find((m) => m.subject === `Order #${order!.number} confirmed`)!;
    expect(confirmation.links).toEqual([
      `http://localhost:3999/orders/${order!.number}?token=${order!.token}`,
    ]);
    const usd = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
    expect(confirmation.text).toContain(`Total: ${usd.format(total)}`);
    // The checkout is gone; completing it again returns the same order.
    const again = await complete(checkout.checkout!.id);
    expect(again.order!.number).toBe(order!.number);
    const gone = await service.gql<{ checkout: null }>('query ($id: ID) { checkout(id: $id) { id } }', {
      id: checkout.checkout!.id,
    });
    expect(gone.data!.checkout).toBeNull();
  });

  it('refuses to complete a checkout that is not paid, or whose payment failed', async () => {
    const checkout = await chooseShipping(await newCheckout([{ variantId: variant().id, quantity: 1 }]));
    const failed = await pay(checkout.checkout!.id, 'CHARGE_FAILURE');
    expect(failed.transactionEvent!.type).toBe('CHARGE_FAILURE');
    expect(failed.transaction!.chargedAmount.amount).toBe(0);
    expect((await complete(checkout.checkout!.id)).errors).toEqual([
      {
        field: 'id',
        message: "The authorized amount doesn't cover the checkout's total amount.",
        code: 'CHECKOUT_NOT_FULLY_PAID',
        variants: null,
      },
    ]);
  });

  it('sends the shopper to the hosted page; approve there, then transactionProcess charges', async () => {
    const checkout = await chooseShipping(await newCheckout([{ variantId: variant().id, quantity: 1 }]));
    const started = await pay(checkout.checkout!.id, 'CHARGE_ACTION_REQUIRED');
    expect(started.transactionEvent!.type).toBe('CHARGE_ACTION_REQUIRED');
    const url = started.data!.externalUrl!;
    expect(started.transactionEvent!.externalUrl).toBe(url);
    expect(url).toMatch(/\/_dev\/pay\/[0-9a-f-]{36}$/);
    const page = await fetch(url);
    expect(await page.text()).toContain('Approve payment');
    const PROCESS = `mutation ($id: ID) { transactionProcess(id: $id) { transactionEvent { type } data errors { code } } }`;
    const early = await service.gql<{ transactionProcess: { transactionEvent: { type: string } } }>(PROCESS, {
      id: started.transaction!.id,
    });
    expect(early.data!.transactionProcess.transactionEvent.type).toBe('CHARGE_ACTION_REQUIRED');
    // Another site's form changes nothing; the page's own (its Origin, as a browser sends it) decides.
    const forged = await fetch(`${url}/approve`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: 'http://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('Nothing was approved or declined');
    const unsigned = await fetch(`${url}/approve`, { method: 'POST', redirect: 'manual' });
    expect(unsigned.status).toBe(403);
    expect(
      (
        await service.gql<{ transactionProcess: { transactionEvent: { type: string } } }>(PROCESS, {
          id: started.transaction!.id,
        })
      ).data!.transactionProcess.transactionEvent.type,
    ).toBe('CHARGE_ACTION_REQUIRED');
    const approved = await fetch(`${url}/approve`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: new URL(url).origin },
    });
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('http://localhost:3999/payment-callback');
    expect(back.searchParams.get('transaction')).toBe(started.transaction!.id);
    expect(back.searchParams.get('checkout')).toBe(checkout.checkout!.id);
    const done = await service.gql<{
      transactionProcess: { transactionEvent: { type: string }; data: unknown };
    }>(PROCESS, { id: started.transaction!.id });
    expect(done.data!.transactionProcess).toMatchObject({ transactionEvent: { type: 'CHARGE_SUCCESS' } });
    // Processing a finished transaction answers with its last event and no data.
    const repeat = await service.gql<{
      transactionProcess: { transactionEvent: { type: string }; data: unknown };
    }>(PROCESS, { id: started.transaction!.id });
    expect(repeat.data!.transactionProcess).toMatchObject({
      transactionEvent: { type: 'CHARGE_SUCCESS' },
      data: null,
    });
    expect((await complete(checkout.checkout!.id)).order!.isPaid).toBe(true);
  });

  it('declined on the hosted page fails the transaction; a new one can then succeed', async () => {
    const checkout = await chooseShipping(await newCheckout([{ variantId: variant().id, quantity: 1 }]));
    const started = await pay(checkout.checkout!.id, 'CHARGE_ACTION_REQUIRED');
    await fetch(`${started.data!.externalUrl}/decline`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: new URL(started.data!.externalUrl!).origin },
    });
    const processed = await service.gql<{ transactionProcess: { transactionEvent: { type: string } } }>(
      `mutation ($id: ID) { transactionProcess(id: $id) { transactionEvent { type } } }`,
      { id: started.transaction!.id },
    );
    expect(processed.data!.transactionProcess.transactionEvent.type).toBe('CHARGE_FAILURE');
    expect((await pay(checkout.checkout!.id, 'CHARGE_SUCCESS')).transactionEvent!.type).toBe(
      'CHARGE_SUCCESS',
    );
    expect((await complete(checkout.checkout!.id)).order!.paymentStatus).toBe('FULLY_CHARGED');
  });

  it('authorizes: the order is complete but not yet paid', async () => {
    const checkout = await chooseShipping(await newCheckout([{ variantId: variant().id, quantity: 1 }]));
    expect((await pay(checkout.checkout!.id, 'AUTHORIZATION_SUCCESS')).errors).toEqual([]);
    const { order } = await complete(checkout.checkout!.id);
    expect(order).toMatchObject({ isPaid: false, paymentStatus: 'NOT_CHARGED', chargeStatus: 'NONE' });
  });

  it('refuses an amount of 0, an unknown gateway and an id that is no checkout or order', async () => {
    const checkout = await newCheckout([{ variantId: variant().id, quantity: 1 }]);
    expect((await pay(checkout.id, 'CHARGE_SUCCESS', 0)).errors[0]).toMatchObject({
      field: 'amount',
      code: 'INVALID',
    });
    expect(
      (await pay(Buffer.from('Checkout:nope').toString('base64'), 'CHARGE_SUCCESS')).errors[0],
    ).toMatchObject({
      field: 'id',
      code: 'NOT_FOUND',
    });
    const unknown = await service.gql<{ transactionInitialize: Initialize }>(
      `mutation ($id: ID!) { transactionInitialize(id: $id, paymentGateway: { id: "some.other.app" }) { errors { field code message } } }`,
      { id: checkout.id },
    );
    expect(unknown.data!.transactionInitialize.errors[0]).toMatchObject({
      field: 'paymentGateway',
      code: 'NOT_FOUND',
    });
  });

  it('pays an order placed unpaid (authorized) through a new order transaction', async () => {
    const checkout = await chooseShipping(await newCheckout([{ variantId: variant().id, quantity: 1 }]));
    await pay(checkout.checkout!.id, 'AUTHORIZATION_SUCCESS');
    const { order } = await complete(checkout.checkout!.id);
    const charged = await service.gql<{ transactionInitialize: Initialize }>(INITIALIZE, {
      id: order!.id,
      amount: order!.total.gross.amount,
      data: { event: { type: 'CHARGE_SUCCESS' } },
    });
    expect(charged.data!.transactionInitialize.errors).toEqual([]);
    const after = await service.gql<{ orderByToken: { isPaid: boolean; paymentStatus: string } }>(
      'query ($token: UUID!) { orderByToken(token: $token) { isPaid paymentStatus } }',
      { token: order!.token },
    );
    expect(after.data!.orderByToken).toEqual({ isPaid: true, paymentStatus: 'FULLY_CHARGED' });
  });
});

describe('checkoutComplete', () => {
  it('needs lines, an email and a shipping method, each with its Saleor code', async () => {
    const empty = await service.gql<{ checkoutCreate: Payload }>(
      `mutation { checkoutCreate(input: { channel: "default-channel", lines: [] }) { checkout { id } } }`,
    );
    expect((await complete(empty.data!.checkoutCreate.checkout!.id)).errors[0]).toMatchObject({
      code: 'NO_LINES',
    });
    const anonymous = await service.gql<{ checkoutCreate: Payload }>(
      `mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { ${CHECKOUT} } }`,
      { input: { channel: 'default-channel', lines: [{ variantId: variant().id, quantity: 1 }] } },
    );
    const noEmail = anonymous.data!.checkoutCreate.checkout!;
    expect((await complete(noEmail.id)).errors[0]).toMatchObject({
      field: 'email',
      message: 'Checkout email must be set.',
      code: 'EMAIL_NOT_SET',
    });
    await service.gql(
      'mutation ($id: ID) { checkoutEmailUpdate(id: $id, email: "late@example.com") { errors { code } } }',
      {
        id: noEmail.id,
      },
    );
    expect((await complete(noEmail.id)).errors[0]).toMatchObject({
      field: 'shippingAddress',
      message: 'Shipping address is not set',
      code: 'SHIPPING_ADDRESS_NOT_SET',
    });
    await addresses(noEmail.id);
    expect((await complete(noEmail.id)).errors[0]).toMatchObject({
      field: 'shippingMethod',
      code: 'SHIPPING_METHOD_NOT_SET',
    });
  });

  it('completes a digital order with no shipping step', async () => {
    const checkout = await addresses(
      (await newCheckout([{ variantId: variant({ shipping: false }).id, quantity: 1 }])).id,
    );
    await pay(checkout.id, 'CHARGE_SUCCESS');
    const { order, errors } = await complete(checkout.id);
    expect(errors).toEqual([]);
    expect(order!.shippingPrice.gross.amount).toBe(0);
  });

  it('never sells more than the stock: 20 completions race for the last 5 units', async () => {
    await readCatalogue();
    const contested = variant({ stock: 5 });
    soldInRace.add(contested.id);
    // Leave exactly 5 available: hold the rest in one paid order first.
    if (contested.quantityAvailable > 5) {
      const hold = await chooseShipping(
        await newCheckout([{ variantId: contested.id, quantity: contested.quantityAvailable - 5 }]),
        'Express',
      );
      await pay(hold.checkout!.id, 'CHARGE_SUCCESS');
      expect((await complete(hold.checkout!.id)).errors).toEqual([]);
    }
    const checkouts = [];
    for (let i = 0; i < 20; i++) {
      const ready = await chooseShipping(
        await newCheckout([{ variantId: contested.id, quantity: 1 }]),
        'Express',
      );
      await pay(ready.checkout!.id, 'CHARGE_SUCCESS');
      checkouts.push(ready.checkout!.id);
    }
    const results = await Promise.all(checkouts.map((id) => complete(id)));
    const orders = results.filter((r) => r.order);
    expect(orders).toHaveLength(5);
    for (const refused of results.filter((r) => !r.order))
      expect(refused.errors[0]).toMatchObject({ code: 'INSUFFICIENT_STOCK', variants: [contested.id] });
    expect(await availableNow(contested.id)).toBe(0);
  }, 60_000);
});

describe('the legacy gateways', () => {
  const PAYMENT_CREATE = `mutation ($id: ID, $input: PaymentInput!) { checkoutPaymentCreate(id: $id, input: $input) {
    payment { id gateway isActive chargeStatus total { amount } } errors { field message code } } }`;

  async function legacyCheckout() {
    const ready = await chooseShipping(await newCheckout([{ variantId: variant().id, quantity: 1 }]));
    return ready.checkout!;
  }

  it('charges through mirumee.payments.dummy for the exact total, and refuses a partial amount', async () => {
    const checkout = await legacyCheckout();
    const total = checkout.totalPrice.gross.amount;
    const partial = await service.gql<{ checkoutPaymentCreate: { errors: { code: string }[] } }>(
      PAYMENT_CREATE,
      {
        id: checkout.id,
        input: { gateway: 'mirumee.payments.dummy', token: 'charged', amount: total - 1 },
      },
    );
    expect(partial.data!.checkoutPaymentCreate.errors[0].code).toBe('PARTIAL_PAYMENT_NOT_ALLOWED');
    const created = await service.gql<{ checkoutPaymentCreate: { payment: { isActive: boolean } } }>(
      PAYMENT_CREATE,
      {
        id: checkout.id,
        input: { gateway: 'mirumee.payments.dummy', token: 'charged', amount: total },
      },
    );
    expect(created.data!.checkoutPaymentCreate.payment).toMatchObject({
      isActive: true,
      total: { amount: total },
    });
    expect((await complete(checkout.id)).order).toMatchObject({
      isPaid: true,
      paymentStatus: 'FULLY_CHARGED',
    });
  });

  it('declines a test card with its message and keeps the checkout for another try', async () => {
    const checkout = await legacyCheckout();
    const total = checkout.totalPrice.gross.amount;
    await service.gql(PAYMENT_CREATE, {
      id: checkout.id,
      input: { gateway: 'mirumee.payments.dummy_credit_card', token: '4000000000000069', amount: total },
    });
    expect((await complete(checkout.id)).errors).toEqual([
      { field: null, message: 'Card expired', code: 'PAYMENT_ERROR', variants: null },
    ]);
    await service.gql(PAYMENT_CREATE, {
      id: checkout.id,
      input: { gateway: 'mirumee.payments.dummy_credit_card', token: '4242424242424242', amount: total },
    });
    expect((await complete(checkout.id)).order!.isPaid).toBe(true);
  });

  it('refuses a gateway that is not offered', async () => {
    const checkout = await legacyCheckout();
    const { data } = await service.gql<{ checkoutPaymentCreate: { errors: { code: string }[] } }>(
      PAYMENT_CREATE,
      {
        id: checkout.id,
        input: { gateway: 'stripe', token: 'x' },
      },
    );
    expect(data!.checkoutPaymentCreate.errors[0].code).toBe('NOT_SUPPORTED_GATEWAY');
  });
});

describe('orders from and to checkouts', () => {
  it('orderCreateFromCheckout is for apps: a shopper gets PermissionDenied', async () => {
    const checkout = await newCheckout([{ variantId: variant().id, quantity: 1 }]);
    const result = await service.gql(
      'mutation ($id: ID!) { orderCreateFromCheckout(id: $id) { order { id } } }',
      {
        id: checkout.id,
      },
    );
    expect(result.errors![0]).toMatchObject({
      message: 'To access this path, you need one of the following permissions: HANDLE_CHECKOUTS',
      extensions: { exception: { code: 'PermissionDenied' } },
    });
  });

  it('checkoutCreateFromOrder makes a new cart from a guest order', async () => {
    const checkout = await chooseShipping(await newCheckout([{ variantId: variant().id, quantity: 1 }]));
    await pay(checkout.checkout!.id, 'CHARGE_SUCCESS');
    const { order } = await complete(checkout.checkout!.id);
    const { data } = await service.gql<{
      checkoutCreateFromOrder: {
        checkout: { lines: { quantity: number }[] };
        unavailableVariants: unknown[];
      };
    }>(
      'mutation ($id: ID!) { checkoutCreateFromOrder(id: $id) { checkout { lines { quantity } } unavailableVariants { code variantId lineId } errors { code } } }',
      { id: order!.id },
    );
    expect(data!.checkoutCreateFromOrder).toMatchObject({
      checkout: { lines: [{ quantity: 1 }] },
      unavailableVariants: [],
    });
  });
});

describe('checkout addresses', () => {
  const UPDATE = `mutation ($id: ID, $address: AddressInput!, $rules: CheckoutAddressValidationRules) {
    checkoutShippingAddressUpdate(id: $id, shippingAddress: $address, validationRules: $rules) {
      checkout { shippingAddress { postalCode countryArea country { code } } } errors { field code addressType } } }`;

  it("are validated by the country's rules, beside the field, and the rules can be relaxed", async () => {
    const checkout = await newCheckout([{ variantId: variant().id, quantity: 1 }]);
    const bad = await service.gql<{ checkoutShippingAddressUpdate: { errors: unknown[] } }>(UPDATE, {
      id: checkout.id,
      address: { ...ADDRESS, country: 'US', postalCode: 'ABC', countryArea: 'CA', city: 'Mountain View' },
    });
    expect(bad.data!.checkoutShippingAddressUpdate.errors).toContainEqual({
      field: 'postalCode',
      code: 'INVALID',
      addressType: 'SHIPPING',
    });
    const relaxed = await service.gql<{ checkoutShippingAddressUpdate: { errors: unknown[] } }>(UPDATE, {
      id: checkout.id,
      address: { ...ADDRESS, country: 'US', postalCode: 'ABC', countryArea: 'CA', city: 'Mountain View' },
      rules: { checkFieldsFormat: false },
    });
    expect(relaxed.data!.checkoutShippingAddressUpdate.errors).toEqual([]);
  });

  it('are copied into the order', async () => {
    const checkout = await chooseShipping(await newCheckout([{ variantId: variant().id, quantity: 1 }]));
    await pay(checkout.checkout!.id, 'CHARGE_SUCCESS');
    const { order } = await complete(checkout.checkout!.id);
    const { data } = await service.gql<{
      orderByToken: { shippingAddress: { city: string }; billingAddress: { postalCode: string } };
    }>(
      'query ($t: UUID!) { orderByToken(token: $t) { shippingAddress { city } billingAddress { postalCode } } }',
      {
        t: order!.token,
      },
    );
    expect(data!.orderByToken).toEqual({
      shippingAddress: { city: 'LONDON' },
      billingAddress: { postalCode: 'SW1A 2AA' },
    });
  });
});

describe('a customer order', () => {
  it("is the customer's from the cart on, and shows in me.orders", async () => {
    const { data } = await service.gql<{ tokenCreate: { token: string } }>(
      'mutation { tokenCreate(email: "customer@example.com", password: "demo-shopper-2026") { token } }',
    );
    const auth = { Authorization: `Bearer ${data!.tokenCreate.token}` };
    const created = await service.gql<{
      checkoutCreate: { checkout: { id: string; email: string; user: { email: string } } };
    }>(
      'mutation ($v: ID!) { checkoutCreate(input: { channel: "default-channel", lines: [{ variantId: $v, quantity: 1 }] }) { checkout { id email user { email } } } }',
      { v: variant().id },
      auth,
    );
    const checkout = created.data!.checkoutCreate.checkout;
    expect(checkout).toMatchObject({
      email: 'customer@example.com',
      user: { email: 'customer@example.com' },
    });
    const ready = await chooseShipping(await addresses(checkout.id), 'Standard');
    await pay(ready.checkout!.id, 'CHARGE_SUCCESS');
    const { order } = await complete(ready.checkout!.id);
    const mine = await service.gql<{ me: { orders: { edges: { node: { number: string } }[] } } }>(
      '{ me { orders(first: 20) { edges { node { number } } } } }',
      {},
      auth,
    );
    expect(mine.data!.me.orders.edges[0].node.number).toBe(order!.number);
  });

  it('takes over a guest cart after login (checkoutCustomerAttach), and is refused to a visitor', async () => {
    const guest = await newCheckout([{ variantId: variant().id, quantity: 1 }], 'someone@example.com');
    const ATTACH =
      'mutation ($id: ID) { checkoutCustomerAttach(id: $id) { checkout { email } errors { code } } }';
    const anonymous = await service.gql(ATTACH, { id: guest.id });
    expect(anonymous.errors?.[0].extensions?.exception?.code).toBe('PermissionDenied');
    const { data } = await service.gql<{ tokenCreate: { token: string } }>(
      'mutation { tokenCreate(email: "customer@example.com", password: "demo-shopper-2026") { token } }',
    );
    const attached = await service.gql<{ checkoutCustomerAttach: { checkout: { email: string } } }>(
      ATTACH,
      { id: guest.id },
      { Authorization: `Bearer ${data!.tokenCreate.token}` },
    );
    expect(attached.data!.checkoutCustomerAttach.checkout.email).toBe('customer@example.com');
  });
});
