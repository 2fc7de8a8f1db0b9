import {
  addVoucher,
  cents,
  checkoutOps,
  complete,
  freeVariants,
  halfUp,
  mailTo,
  pay,
  startShop,
  type CheckoutView,
  type FreeVariant,
  type Shop,
} from './discountHelpers';

// Promo codes (Saleor's vouchers) over HTTP, against the demo shop's codes and a few made for the
// test: which codes are refused and how, what each rule takes off and from which lines, how a code
// goes when the cart no longer meets it, and what completion counts and refuses. The shop is in the
// US (tax 0 %, gross shown), so gross = net = the entered prices here; taxes have their own test.

let shop: Shop;
let ops: ReturnType<typeof checkoutOps>;

type Pick = FreeVariant;
/** Shipped variants in good supply that no promotion lowers: a T-shirt and three others. */
let tee: Pick;
let plain: Pick[];

/** Sets a variant's listing price (dollars), so the amounts below are the test's own. */
const price = (variant: Pick, amount: string) =>
  shop.sql(`UPDATE product_variant SET price_amount = ${amount} WHERE id = ${variant.pk}`);

beforeAll(async () => {
  shop = await startShop();
  ops = checkoutOps(shop);
  const candidates = (await freeVariants(shop)).shipped;
  tee = candidates.find((c) => c.category === 't-shirts')!;
  plain = candidates.filter((c) => c.category !== 't-shirts').slice(0, 3);
  expect(tee).toBeDefined();
  expect(plain).toHaveLength(3);
}, 60_000);
afterAll(async () => {
  await shop?.stop();
});

const amount = (view: { amount: number } | null | undefined) => view?.amount;
const lineOf = (checkout: CheckoutView, variant: Pick) =>
  checkout.lines.find((line) => line.variant.id === variant.id)!;

describe('adding a code', () => {
  it('refuses unknown, ended, used-up and wrongly cased codes as invalid, saying no more', async () => {
    const { checkout } = await ops.create([{ variantId: plain[0].id, quantity: 1 }]);
    for (const code of ['NOPE', 'EXPIRED', 'LIMIT1', 'welcome10', ' WELCOME10']) {
      const answer = await ops.addCode(checkout!.id, code);
      expect(answer).toEqual({
        checkout: null,
        errors: [{ field: 'promoCode', message: 'Promo code is invalid', code: 'INVALID' }],
      });
    }
    expect((await ops.read(checkout!.id))!.voucherCode).toBeNull();
  });

  it('answers NOT_FOUND on the id field for a checkout that does not exist', async () => {
    const unknown = Buffer.from('Checkout:00000000-0000-4000-8000-000000000000').toString('base64');
    const answer = await ops.addCode(unknown, 'WELCOME10');
    expect(answer.errors).toEqual([
      { field: 'id', message: `Couldn't resolve to a node: ${unknown}`, code: 'NOT_FOUND' },
    ]);
  });

  it('takes a percentage off the order, rounded half up, shared over the lines to the cent', async () => {
    await price(plain[0], '10.05');
    await price(plain[1], '20.10');
    const { checkout } = await ops.create([
      { variantId: plain[0].id, quantity: 1 },
      { variantId: plain[1].id, quantity: 1 },
    ]);
    const { checkout: withCode, errors } = await ops.addCode(checkout!.id, 'WELCOME10');
    expect(errors).toEqual([]);
    // 10 % of 30.15 is 3.015: 3.02 half up (half to even would say 3.01).
    expect(withCode).toMatchObject({
      voucherCode: 'WELCOME10',
      discountName: 'Welcome: 10% off',
      translatedDiscountName: '',
      discount: { amount: 3.02 },
    });
    // Shares in proportion: 3.02 x 10.05 / 30.15 = 1.0067 -> 1.01; the last line takes the rest, 2.01.
    expect(amount(lineOf(withCode!, plain[0]).totalPrice.gross)).toBe(9.04);
    expect(amount(lineOf(withCode!, plain[1]).totalPrice.gross)).toBe(18.09);
    expect(amount(lineOf(withCode!, plain[0]).undiscountedTotalPrice)).toBe(10.05);
    expect(withCode!.subtotalPrice.gross.amount).toBe(27.13);
    expect(withCode!.totalPrice.gross.amount).toBe(27.13);
  });

  it('names the voucher in the checkout’s language when it has a translation', async () => {
    const { checkout } = await ops.create([{ variantId: plain[0].id, quantity: 1 }]);
    await shop.gql(
      'mutation ($id: ID!) { checkoutLanguageCodeUpdate(id: $id, languageCode: ZH_HANT) { errors { code } } }',
      {
        id: checkout!.id,
      },
    );
    const { checkout: withCode } = await ops.addCode(checkout!.id, 'WELCOME10');
    expect(withCode!.translatedDiscountName).toBe('新客優惠：九折');
  });
});

describe('conditions', () => {
  it('keeps a minimum-spend code while the subtotal reaches it, and drops it silently below', async () => {
    await price(plain[0], '10.05');
    const { checkout } = await ops.create([{ variantId: plain[0].id, quantity: 1 }]);
    expect((await ops.addCode(checkout!.id, 'SAVE5')).errors).toEqual([
      {
        field: 'promoCode',
        message: 'Voucher is not applicable to this checkout.',
        code: 'VOUCHER_NOT_APPLICABLE',
      },
    ]);
    const lineId = checkout!.lines[0].id;
    await ops.setQuantity(checkout!.id, lineId, 5); // 50.25
    const { checkout: withCode } = await ops.addCode(checkout!.id, 'SAVE5');
    expect(withCode).toMatchObject({ voucherCode: 'SAVE5', discount: { amount: 5 } });
    expect(withCode!.subtotalPrice.gross.amount).toBe(45.25);
    const shrunk = await ops.setQuantity(checkout!.id, lineId, 4); // 40.20
    expect(shrunk.errors).toEqual([]);
    expect(shrunk.checkout).toMatchObject({ voucherCode: null, discount: { amount: 0 }, discountName: null });
    expect(shrunk.checkout!.subtotalPrice.gross.amount).toBe(40.2);
  });

  it('needs the minimum quantity of items for BULK3', async () => {
    await price(plain[0], '10.05');
    const { checkout } = await ops.create([{ variantId: plain[0].id, quantity: 2 }]);
    expect((await ops.addCode(checkout!.id, 'BULK3')).errors[0].code).toBe('VOUCHER_NOT_APPLICABLE');
    await ops.setQuantity(checkout!.id, checkout!.lines[0].id, 3);
    const { checkout: withCode } = await ops.addCode(checkout!.id, 'BULK3');
    expect(withCode!.discount!.amount).toBe(3.02); // 10 % of 30.15
  });

  it('takes a category code off the matching lines only, and needs one in the cart', async () => {
    await price(plain[0], '10.05');
    await price(tee, '19.00');
    const { checkout } = await ops.create([{ variantId: plain[0].id, quantity: 1 }]);
    expect((await ops.addCode(checkout!.id, 'TEES15')).errors[0].code).toBe('VOUCHER_NOT_APPLICABLE');
    const { checkout: both } = await ops.create([
      { variantId: plain[0].id, quantity: 1 },
      { variantId: tee.id, quantity: 2 },
    ]);
    const { checkout: withCode } = await ops.addCode(both!.id, 'TEES15');
    expect(withCode!.discount!.amount).toBe(5.7); // 15 % of 38.00
    expect(lineOf(withCode!, tee).totalPrice.gross.amount).toBe(32.3);
    expect(lineOf(withCode!, tee).unitPrice.gross.amount).toBe(16.15);
    expect(lineOf(withCode!, tee).undiscountedUnitPrice.amount).toBe(19);
    expect(lineOf(withCode!, plain[0]).totalPrice.gross.amount).toBe(10.05);
    // A second code replaces the first: one voucher per checkout.
    const { checkout: replaced } = await ops.addCode(both!.id, 'WELCOME10');
    expect(replaced).toMatchObject({ voucherCode: 'WELCOME10', discount: { amount: 4.81 } }); // 10 % of 48.05
  });

  it('needs a chosen shipping method for a shipping code, to a country it lists', async () => {
    await addVoucher(shop, { code: 'SHIPGB', type: 'SHIPPING', value: '100', countries: ['GB'] });
    const { checkout } = await ops.create([{ variantId: plain[0].id, quantity: 1 }]);
    expect((await ops.addCode(checkout!.id, 'FREESHIP')).errors[0].code).toBe('VOUCHER_NOT_APPLICABLE');
    const addressed = (await ops.address(checkout!.id, 'US')).checkout!;
    const method = addressed.shippingMethods.find((m) => m.name === 'Standard')!;
    await ops.delivery(checkout!.id, method.id);
    expect((await ops.addCode(checkout!.id, 'SHIPGB')).errors[0].code).toBe('VOUCHER_NOT_APPLICABLE');
    const { checkout: free } = await ops.addCode(checkout!.id, 'FREESHIP');
    expect(free).toMatchObject({
      voucherCode: 'FREESHIP',
      discount: { amount: method.price.amount },
      shippingPrice: { gross: { amount: 0 } },
    });
    expect(free!.subtotalPrice.gross.amount).toBe(free!.totalPrice.gross.amount);
    // Shipped to Britain instead, the British-only code applies.
    await ops.address(checkout!.id, 'GB');
    expect((await ops.addCode(checkout!.id, 'SHIPGB')).checkout!.voucherCode).toBe('SHIPGB');
  });
});

describe('amounts', () => {
  it('never takes off more than the order: a fixed amount is capped at the subtotal', async () => {
    await addVoucher(shop, { code: 'BIGFIX', valueType: 'FIXED', value: '1000' });
    await price(plain[0], '10.05');
    const { checkout } = await ops.create([{ variantId: plain[0].id, quantity: 2 }]);
    const { checkout: withCode } = await ops.addCode(checkout!.id, 'BIGFIX');
    expect(withCode!.discount!.amount).toBe(20.1);
    expect(withCode!.totalPrice.gross.amount).toBe(0);
  });

  it('takes a fixed product amount per unit of the matching lines', async () => {
    await addVoucher(shop, {
      code: 'TEE2',
      type: 'SPECIFIC_PRODUCT',
      valueType: 'FIXED',
      value: '2',
      variantIds: [tee.pk],
    });
    await price(tee, '19.00');
    await price(plain[0], '10.05');
    const { checkout } = await ops.create([
      { variantId: tee.id, quantity: 3 },
      { variantId: plain[0].id, quantity: 1 },
    ]);
    const { checkout: withCode } = await ops.addCode(checkout!.id, 'TEE2');
    expect(withCode!.discount!.amount).toBe(6);
    expect(lineOf(withCode!, tee).totalPrice.gross.amount).toBe(51);
    expect(lineOf(withCode!, plain[0]).totalPrice.gross.amount).toBe(10.05);
  });

  it('applies a once-per-order code to one unit of the cheapest line', async () => {
    await addVoucher(shop, { code: 'HALFONE', value: '50', oncePerOrder: true });
    await price(plain[0], '10.05');
    await price(plain[1], '20.10');
    const { checkout } = await ops.create([
      { variantId: plain[1].id, quantity: 1 },
      { variantId: plain[0].id, quantity: 2 },
    ]);
    const { checkout: withCode } = await ops.addCode(checkout!.id, 'HALFONE');
    expect(withCode!.discount!.amount).toBe(5.03); // 50 % of 10.05, half up
    expect(lineOf(withCode!, plain[0]).totalPrice.gross.amount).toBe(15.07);
    expect(lineOf(withCode!, plain[1]).totalPrice.gross.amount).toBe(20.1);
  });

  it('spreads an order discount over many lines so that they add up exactly', async () => {
    await price(plain[0], '3.33');
    await price(plain[1], '7.77');
    await price(plain[2], '1.11');
    const { checkout } = await ops.create(plain.map((p, i) => ({ variantId: p.id, quantity: i + 1 })));
    const { checkout: withCode } = await ops.addCode(checkout!.id, 'WELCOME10');
    const base = 333 + 777 * 2 + 111 * 3;
    const discount = halfUp(base * 10, 100);
    expect(cents(withCode!.discount!.amount)).toBe(discount);
    const lines = withCode!.lines.map((line) => cents(line.totalPrice.gross.amount));
    expect(lines.reduce((a, b) => a + b, 0)).toBe(base - discount);
    expect(cents(withCode!.subtotalPrice.gross.amount)).toBe(base - discount);
  });
});

describe('amounts that do not divide evenly', () => {
  it('takes a fixed order amount off in full, handing what a small line cannot take to the others', async () => {
    await addVoucher(shop, { code: 'FIX60', valueType: 'FIXED', value: '60' });
    for (const variant of plain) await price(variant, '19.99');
    await price(tee, '0.05');
    const { checkout } = await ops.create(
      [...plain, tee].map((variant) => ({ variantId: variant.id, quantity: 1 })),
    );
    const { checkout: withCode, errors } = await ops.addCode(checkout!.id, 'FIX60');
    expect(errors).toEqual([]);
    // 60.00 off 60.02: the shares add up to the whole amount and no line goes below zero.
    expect(withCode!.discount!.amount).toBe(60);
    expect(withCode!.subtotalPrice.gross.amount).toBe(0.02);
    const lines = withCode!.lines.map((line) => cents(line.totalPrice.gross.amount));
    expect(lines.reduce((a, b) => a + b, 0)).toBe(2);
    expect(lines.every((line) => line >= 0)).toBe(true);
  });

  it('counts a percentage product code per unit, while each line rounds its own total', async () => {
    await addVoucher(shop, {
      code: 'TEE10PCT',
      type: 'SPECIFIC_PRODUCT',
      valueType: 'PERCENTAGE',
      value: '10',
      variantIds: [tee.pk],
    });
    await price(tee, '10.05');
    const { checkout } = await ops.create([{ variantId: tee.id, quantity: 3 }]);
    const { checkout: withCode } = await ops.addCode(checkout!.id, 'TEE10PCT');
    // Per unit 1.005 -> 1.01, three times: 3.03; the line's 10 % of 30.15 = 3.015 -> 3.02.
    expect(withCode!.discount!.amount).toBe(3.03);
    expect(lineOf(withCode!, tee).totalPrice.gross.amount).toBe(27.13);
    expect(withCode!.subtotalPrice.gross.amount).toBe(27.13);
  });
});

describe('removing a code', () => {
  it('answers Saleor’s errors for codes the checkout does not hold', async () => {
    const { checkout } = await ops.create([{ variantId: plain[0].id, quantity: 1 }]);
    await ops.addCode(checkout!.id, 'WELCOME10');
    expect((await ops.removeCode(checkout!.id, { promoCode: 'BULK3' })).errors).toEqual([
      {
        field: 'promoCode',
        message: 'Cannot remove a voucher not attached to this checkout.',
        code: 'INVALID',
      },
    ]);
    expect((await ops.removeCode(checkout!.id, { promoCode: 'NOPE' })).errors).toEqual([
      { field: 'promoCode', message: 'Promo code does not exists.', code: 'NOT_FOUND' },
    ]);
    expect((await ops.removeCode(checkout!.id, { promoCode: 'DEMO-CARD-0025' })).errors).toEqual([
      {
        field: 'promoCode',
        message: 'Cannot remove a gift card not attached to this checkout.',
        code: 'INVALID',
      },
    ]);
    expect((await ops.removeCode(checkout!.id, { promoCodeId: checkout!.id })).errors).toEqual([
      { field: 'promoCodeId', message: 'Must receive Voucher or GiftCard id.', code: 'NOT_FOUND' },
    ]);
    expect((await ops.read(checkout!.id))!.voucherCode).toBe('WELCOME10');
  });

  it('takes the voucher off by its code or by its id', async () => {
    const { checkout } = await ops.create([{ variantId: plain[0].id, quantity: 1 }]);
    await ops.addCode(checkout!.id, 'WELCOME10');
    const removed = await ops.removeCode(checkout!.id, { promoCode: 'WELCOME10' });
    expect(removed.errors).toEqual([]);
    expect(removed.checkout).toMatchObject({ voucherCode: null, discount: { amount: 0 } });
    const id = await addVoucher(shop, { code: 'BYID', value: '5' });
    await ops.addCode(checkout!.id, 'BYID');
    const byId = await ops.removeCode(checkout!.id, {
      promoCodeId: Buffer.from(`Voucher:${id}`).toString('base64'),
    });
    expect(byId.errors).toEqual([]);
    expect(byId.checkout!.voucherCode).toBeNull();
  });
});

/** A checkout with an address and a shipping method, the code added. */
async function readyCheckout(lines: { variantId: string; quantity: number }[], code: string, email?: string) {
  const { checkout } = await ops.create(lines, email);
  await ops.address(checkout!.id, 'US');
  const billed = (await ops.address(checkout!.id, 'US', 'billing')).checkout!;
  await ops.delivery(checkout!.id, billed.shippingMethods.find((m) => m.active)!.id);
  const added = await ops.addCode(checkout!.id, code);
  expect(added.errors).toEqual([]);
  return added.checkout!;
}

describe('completing', () => {
  it('keeps the voucher on the order and counts its use: a code used up is then invalid', async () => {
    await addVoucher(shop, { code: 'ONEUSE', value: '10', usageLimit: 1 });
    await price(plain[0], '10.05');
    const checkout = await readyCheckout([{ variantId: plain[0].id, quantity: 2 }], 'ONEUSE');
    const { order, errors } = await complete(shop, checkout.id, { pay: true });
    expect(errors).toEqual([]);
    expect(order).toMatchObject({
      voucherCode: 'ONEUSE',
      discounts: [
        { type: 'VOUCHER', name: 'Test ONEUSE', valueType: 'PERCENTAGE', value: 10, total: { amount: 2.01 } },
      ],
      subtotal: { gross: { amount: 18.09 } },
      // The unit price is the line's total over its quantity, rounded (9.045 -> 9.05): 1.00 off each.
      lines: [
        {
          quantity: 2,
          unitPrice: { gross: { amount: 9.05 } },
          unitDiscount: { amount: 1 },
          totalPrice: { gross: { amount: 18.09 } },
          undiscountedUnitPrice: { gross: { amount: 10.05 } },
        },
      ],
    });
    expect(order!.undiscountedTotal.gross.amount).toBe(
      Math.round((20.1 + order!.shippingPrice.gross.amount) * 100) / 100,
    );
    // The email names the saving the lines already include; subtotal + shipping = total.
    const [mail] = await mailTo(shop, 'shopper@example.com');
    expect(mail.text).toContain('Discount (Test ONEUSE), included above: -$2.01');
    expect(mail.text).toContain('Subtotal: $18.09');
    const { checkout: next } = await ops.create([{ variantId: plain[0].id, quantity: 1 }]);
    expect((await ops.addCode(next!.id, 'ONEUSE')).errors[0]).toMatchObject({ code: 'INVALID' });
  });

  it('refuses the order when the voucher ended after it was added', async () => {
    const id = await addVoucher(shop, { code: 'SOON', value: '10' });
    const checkout = await readyCheckout([{ variantId: plain[0].id, quantity: 1 }], 'SOON');
    await shop.sql(`UPDATE voucher SET end_date = now() - interval '1 second' WHERE id = ${id}`);
    // The checkout still shows the code, with nothing off, for the shopper to remove.
    expect(await ops.read(checkout.id)).toMatchObject({ voucherCode: 'SOON', discount: { amount: 0 } });
    const { order, errors } = await complete(shop, checkout.id, { pay: true });
    expect(order).toBeNull();
    expect(errors).toEqual([
      { field: 'voucherCode', message: 'Voucher not applicable', code: 'VOUCHER_NOT_APPLICABLE' },
    ]);
  });

  it('gives a once-per-customer code once, even to two orders placed at the same moment', async () => {
    const email = 'twice@example.com';
    const first = await readyCheckout([{ variantId: plain[0].id, quantity: 1 }], 'ONCE20', email);
    const second = await readyCheckout([{ variantId: plain[1].id, quantity: 1 }], 'ONCE20', email);
    // Both paid, then both completed at once.
    await pay(shop, first.id);
    await pay(shop, second.id);
    const results = await Promise.all([complete(shop, first.id), complete(shop, second.id)]);
    const orders = results.filter((r) => r.order);
    const refused = results.filter((r) => !r.order);
    expect(orders).toHaveLength(1);
    expect(orders[0].order!.voucherCode).toBe('ONCE20');
    expect(refused.map((r) => r.errors)).toEqual([
      [{ field: 'voucherCode', message: 'Voucher not applicable', code: 'VOUCHER_NOT_APPLICABLE' }],
    ]);
    const { checkout: third } = await ops.create([{ variantId: plain[0].id, quantity: 1 }], email);
    expect((await ops.addCode(third!.id, 'ONCE20')).errors[0].code).toBe('VOUCHER_NOT_APPLICABLE');
  });

  it('counts a once-per-customer code against the account, whatever email its checkouts give', async () => {
    const login = await shop.gql<{ tokenCreate: { token: string } }>(
      'mutation { tokenCreate(email: "customer@example.com", password: "demo-shopper-2026") { token } }',
    );
    const headers = { Authorization: `Bearer ${login.data!.tokenCreate.token}` };
    /** A checkout of the logged-in customer, its email changed to another of theirs. */
    const customerCheckout = async (email: string) => {
      const created = await shop.gql<{ checkoutCreate: { checkout: { id: string } } }>(
        `mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id } } }`,
        { input: { channel: 'default-channel', lines: [{ variantId: plain[0].id, quantity: 1 }] } },
        headers,
      );
      const { id } = created.data!.checkoutCreate.checkout;
      const updated = await shop.gql<{ checkoutEmailUpdate: { errors: unknown[] } }>(
        'mutation ($id: ID, $email: String!) { checkoutEmailUpdate(id: $id, email: $email) { errors { code } } }',
        { id, email },
        headers,
      );
      expect(updated.data!.checkoutEmailUpdate.errors).toEqual([]);
      return id;
    };
    const first = await customerCheckout('customer+one@example.com');
    await ops.address(first, 'US');
    const billed = (await ops.address(first, 'US', 'billing')).checkout!;
    await ops.delivery(first, billed.shippingMethods.find((m) => m.active)!.id);
    expect((await ops.addCode(first, 'ONCE20')).errors).toEqual([]);
    const { order, errors } = await complete(shop, first, { pay: true });
    expect(errors).toEqual([]);
    expect(order!.voucherCode).toBe('ONCE20');
    // Another address of the same customer does not make a new customer.
    const second = await customerCheckout('customer+two@example.com');
    expect((await ops.addCode(second, 'ONCE20')).errors).toEqual([
      {
        field: 'promoCode',
        message: 'Voucher is not applicable to this checkout.',
        code: 'VOUCHER_NOT_APPLICABLE',
      },
    ]);
  });
});
