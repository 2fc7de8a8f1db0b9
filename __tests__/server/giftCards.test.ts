import {
  addGiftCard,
  checkoutOps,
  complete,
  freeVariants,
  lit,
  mailTo,
  pay,
  startShop,
  type Shop,
} from './discountHelpers';

// Gift cards over HTTP: added with the promo-code field, they take their balances off what is left
// to pay (the subtotal stays whole); completion debits them in code order and an order they pay in
// full needs no payment; a card that expired meanwhile stops the order; only the card's owner reads
// its whole code. The shop ships to the US here (tax 0 %).

let shop: Shop;
let ops: ReturnType<typeof checkoutOps>;
let variants: { id: string; pk: number }[];

const price = (index: number, amount: string) =>
  shop.sql(`UPDATE product_variant SET price_amount = ${amount} WHERE id = ${variants[index].pk}`);

beforeAll(async () => {
  shop = await startShop();
  ops = checkoutOps(shop);
  variants = (await freeVariants(shop)).shipped.slice(0, 2);
  await price(0, '20.00');
  await price(1, '7.50');
}, 60_000);
afterAll(async () => {
  await shop?.stop();
});

/** A checkout with addresses and the cheapest applicable shipping method. */
async function readyCheckout(quantity = 1, email = 'cards@example.com', headers?: Record<string, string>) {
  const created = headers
    ? (
        await shop.gql<{ checkoutCreate: { checkout: { id: string } } }>(
          `mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id } } }`,
          { input: { channel: 'default-channel', lines: [{ variantId: variants[0].id, quantity }] } },
          headers,
        )
      ).data!.checkoutCreate.checkout
    : (await ops.create([{ variantId: variants[0].id, quantity }], email)).checkout!;
  await ops.address(created.id, 'US');
  const billed = (await ops.address(created.id, 'US', 'billing')).checkout!;
  const method = billed.shippingMethods
    .filter((m) => m.active)
    .sort((a, b) => a.price.amount - b.price.amount)[0];
  return (await ops.delivery(created.id, method.id)).checkout!;
}

describe('adding a gift card', () => {
  it('takes its balance off the total, not the subtotal, and shows only its last four characters', async () => {
    const { checkout } = await ops.create([{ variantId: variants[0].id, quantity: 2 }]);
    const { checkout: withCard, errors } = await ops.addCode(checkout!.id, 'DEMO-CARD-0025');
    expect(errors).toEqual([]);
    expect(withCard).toMatchObject({
      voucherCode: null,
      subtotalPrice: { gross: { amount: 40 } },
      totalPrice: { gross: { amount: 15 }, net: { amount: 15 } },
      giftCards: [
        { last4CodeChars: '0025', displayCode: '0025', isActive: true, currentBalance: { amount: 25 } },
      ],
    });
    // The same card again changes nothing.
    const again = await ops.addCode(checkout!.id, 'DEMO-CARD-0025');
    expect(again.checkout!.giftCards).toHaveLength(1);
    const removed = await ops.removeCode(checkout!.id, { promoCode: 'DEMO-CARD-0025' });
    expect(removed.errors).toEqual([]);
    expect(removed.checkout).toMatchObject({ giftCards: [], totalPrice: { gross: { amount: 40 } } });
  });

  it('refuses an expired card, or one bound to another customer, as an invalid code', async () => {
    const { checkout } = await ops.create([{ variantId: variants[0].id, quantity: 1 }]);
    await addGiftCard(shop, 'GIFT-THEIRS-0001', '10.00');
    await shop.sql(
      `UPDATE gift_card SET used_by_email = 'someone.else@example.com' WHERE code = 'GIFT-THEIRS-0001'`,
    );
    for (const code of ['DEMO-CARD-EXPD', 'GIFT-THEIRS-0001', 'demo-card-0025']) {
      expect(await ops.addCode(checkout!.id, code)).toEqual({
        checkout: null,
        errors: [{ field: 'promoCode', message: 'Promo code is invalid', code: 'INVALID' }],
      });
    }
  });

  it('lets only the card’s owner read its whole code: a guest gets PermissionDenied', async () => {
    const { checkout } = await ops.create([{ variantId: variants[0].id, quantity: 1 }]);
    await ops.addCode(checkout!.id, 'DEMO-CARD-0100');
    const guest = await shop.gql('query ($id: ID) { checkout(id: $id) { id giftCards { code } } }', {
      id: checkout!.id,
    });
    expect(guest.data).toEqual({ checkout: null });
    expect(guest.errors![0]).toMatchObject({
      message: 'To access this path, you need one of the following permissions: MANAGE_GIFT_CARD, OWNER',
      extensions: { exception: { code: 'PermissionDenied' } },
    });

    await addGiftCard(shop, 'GIFT-MINE-0042', '10.00');
    await shop.sql(
      `UPDATE gift_card SET used_by_email = 'customer@example.com' WHERE code = 'GIFT-MINE-0042'`,
    );
    const login = await shop.gql<{ tokenCreate: { token: string } }>(
      'mutation { tokenCreate(email: "customer@example.com", password: "demo-shopper-2026") { token } }',
    );
    const headers = { Authorization: `Bearer ${login.data!.tokenCreate.token}` };
    const mine = await readyCheckout(1, 'customer@example.com', headers);
    await ops.addCode(mine.id, 'GIFT-MINE-0042');
    const owner = await shop.gql<{ checkout: { giftCards: { code: string }[] } }>(
      'query ($id: ID) { checkout(id: $id) { giftCards { code } } }',
      { id: mine.id },
      headers,
    );
    expect(owner.errors).toBeUndefined();
    expect(owner.data!.checkout.giftCards).toEqual([{ code: 'GIFT-MINE-0042' }]);
  });
});

describe('whose card it is', () => {
  it('accepts only cards bound to nobody on a checkout without an email', async () => {
    const { checkout } = await ops.create([{ variantId: variants[0].id, quantity: 1 }], null as never);
    expect(checkout!.email).toBeNull();
    await addGiftCard(shop, 'GIFT-BOUND-0001', '10.00');
    await shop.sql(`UPDATE gift_card SET used_by_email = 'bound@example.com' WHERE code = 'GIFT-BOUND-0001'`);
    expect(await ops.addCode(checkout!.id, 'GIFT-BOUND-0001')).toEqual({
      checkout: null,
      errors: [{ field: 'promoCode', message: 'Promo code is invalid', code: 'INVALID' }],
    });
    await addGiftCard(shop, 'GIFT-FREE-0001', '10.00');
    const added = await ops.addCode(checkout!.id, 'GIFT-FREE-0001');
    expect(added.errors).toEqual([]);
    expect(added.checkout!.giftCards.map((card) => card.last4CodeChars)).toEqual(['0001']);
  });

  it('lets a logged-in customer use their card whatever email the checkout gives', async () => {
    await addGiftCard(shop, 'GIFT-ACCT-0007', '10.00');
    await shop.sql(
      `UPDATE gift_card SET used_by_email = 'customer@example.com' WHERE code = 'GIFT-ACCT-0007'`,
    );
    const login = await shop.gql<{ tokenCreate: { token: string } }>(
      'mutation { tokenCreate(email: "customer@example.com", password: "demo-shopper-2026") { token } }',
    );
    const headers = { Authorization: `Bearer ${login.data!.tokenCreate.token}` };
    const checkout = await readyCheckout(1, 'customer@example.com', headers);
    const updated = await shop.gql<{ checkoutEmailUpdate: { errors: unknown[] } }>(
      'mutation ($id: ID, $email: String!) { checkoutEmailUpdate(id: $id, email: $email) { errors { code } } }',
      { id: checkout.id, email: 'customer+gifts@example.com' },
      headers,
    );
    expect(updated.data!.checkoutEmailUpdate.errors).toEqual([]);
    const added = await ops.addCode(checkout.id, 'GIFT-ACCT-0007');
    expect(added.errors).toEqual([]);
    const { order, errors } = await complete(shop, checkout.id, { pay: true });
    expect(errors).toEqual([]);
    expect(order!.giftCards).toEqual([{ last4CodeChars: '0007', currentBalance: { amount: 0 } }]);
  });
});

describe('completing with gift cards', () => {
  it('places an order the cards pay in full without any payment, and debits them in code order', async () => {
    await addGiftCard(shop, 'GIFT-FULL-A001', '10.00');
    await addGiftCard(shop, 'GIFT-FULL-B001', '50.00');
    const checkout = await readyCheckout(1, 'full@example.com');
    const owed = checkout.totalPrice.gross.amount; // 20.00 + shipping
    await ops.addCode(checkout.id, 'GIFT-FULL-B001');
    const { checkout: covered } = await ops.addCode(checkout.id, 'GIFT-FULL-A001');
    expect(covered).toMatchObject({
      totalPrice: { gross: { amount: 0 } },
      totalBalance: { amount: 0 },
      chargeStatus: 'FULL',
    });
    const { order, errors } = await complete(shop, checkout.id);
    expect(errors).toEqual([]);
    // As Saleor: nothing paid through a transaction, so the order waits for confirmation.
    expect(order).toMatchObject({
      status: 'UNCONFIRMED',
      isPaid: true,
      chargeStatus: 'FULL',
      total: { gross: { amount: 0 } },
      totalBalance: { amount: 0 },
      subtotal: { gross: { amount: 20 } },
      giftCards: [
        { last4CodeChars: 'A001', currentBalance: { amount: 0 } },
        { last4CodeChars: 'B001', currentBalance: { amount: Math.round((60 - owed) * 100) / 100 } },
      ],
    });
  });

  it('charges what a card leaves through the payment gateway', async () => {
    await addGiftCard(shop, 'GIFT-PART-0005', '5.00');
    const checkout = await readyCheckout(1, 'part@example.com');
    const full = checkout.totalPrice.gross.amount;
    const { checkout: reduced } = await ops.addCode(checkout.id, 'GIFT-PART-0005');
    expect(reduced!.totalPrice.gross.amount).toBe(Math.round((full - 5) * 100) / 100);
    expect(await pay(shop, checkout.id)).toBe(reduced!.totalPrice.gross.amount);
    const { order, errors } = await complete(shop, checkout.id);
    expect(errors).toEqual([]);
    expect(order).toMatchObject({
      status: 'UNFULFILLED',
      isPaid: true,
      chargeStatus: 'FULL',
      total: { gross: { amount: reduced!.totalPrice.gross.amount } },
      totalCharged: { amount: reduced!.totalPrice.gross.amount },
      giftCards: [{ last4CodeChars: '0005', currentBalance: { amount: 0 } }],
    });
    const [mail] = await mailTo(shop, 'part@example.com');
    expect(mail.text).toContain('Paid by gift card: -$5.00');
  });

  it('refuses the order when a card expired after it was added, and no longer counts it', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await addGiftCard(shop, 'GIFT-LATE-0001', '5.00', today);
    const checkout = await readyCheckout(1, 'late@example.com');
    await ops.addCode(checkout.id, 'GIFT-LATE-0001');
    await shop.sql(
      `UPDATE gift_card SET expiry_date = current_date - 2 WHERE code = ${lit('GIFT-LATE-0001')}`,
    );
    expect((await ops.read(checkout.id))!.totalPrice.gross.amount).toBe(checkout.totalPrice.gross.amount);
    await pay(shop, checkout.id);
    const { order, errors } = await complete(shop, checkout.id);
    expect(order).toBeNull();
    expect(errors).toEqual([
      {
        field: 'giftCards',
        message: 'Gift card has expired. Order placement cancelled.',
        code: 'GIFT_CARD_NOT_APPLICABLE',
      },
    ]);
  });
});

describe('a customer’s orders', () => {
  it('reads the discounts and gift cards of a page of orders in one query each', async () => {
    const login = await shop.gql<{ tokenCreate: { token: string } }>(
      'mutation { tokenCreate(email: "customer@example.com", password: "demo-shopper-2026") { token } }',
    );
    const headers = { Authorization: `Bearer ${login.data!.tokenCreate.token}` };
    for (const code of ['GIFT-PAGE-0001', 'GIFT-PAGE-0002']) {
      await addGiftCard(shop, code, '5.00');
      const checkout = await readyCheckout(1, 'customer@example.com', headers);
      expect((await ops.addCode(checkout.id, 'WELCOME10')).errors).toEqual([]);
      expect((await ops.addCode(checkout.id, code)).errors).toEqual([]);
      expect((await complete(shop, checkout.id, { pay: true })).errors).toEqual([]);
    }
    const read = async (fields: string) => {
      await shop.statements.clear();
      const { data, errors } = await shop.gql<{
        me: { orders: { edges: { node: Record<string, { code?: string }[]> }[] } };
      }>(`{ me { orders(first: 20) { edges { node { number ${fields} } } } } }`, {}, headers);
      expect(errors).toBeUndefined();
      return { orders: data!.me.orders.edges.map((edge) => edge.node), sent: await shop.statements.list() };
    };
    const plain = await read('');
    const full = await read('discounts { name } giftCards { last4CodeChars code }');
    expect(full.orders.filter((order) => order.discounts.length).length).toBeGreaterThanOrEqual(2);
    const codes = full.orders.flatMap((order) => order.giftCards.map((card) => card.code));
    expect(codes).toEqual(expect.arrayContaining(['GIFT-PAGE-0001', 'GIFT-PAGE-0002']));
    expect(full.sent.filter((s) => /\border_discount\b/.test(s))).toHaveLength(1);
    expect(full.sent.filter((s) => /\border_gift_card\b/.test(s))).toHaveLength(1);
    // The viewer is read once for every card's code, not once per card.
    const viewerReads = (sent: string[]) => sent.filter((s) => /\baccount_user\b/.test(s)).length;
    expect(viewerReads(full.sent) - viewerReads(plain.sent)).toBeLessThanOrEqual(1);
  });
});
