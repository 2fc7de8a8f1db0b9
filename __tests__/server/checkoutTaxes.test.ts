import {
  addGiftCard,
  checkoutOps,
  complete,
  freeVariants,
  mailTo,
  pay,
  startShop,
  type Shop,
} from './discountHelpers';

// Flat-rate taxes in the checkout and the order, over HTTP. The demo channel's prices include tax
// (Saleor's default); the rate is the country's: the shipping address's when the cart is shipped,
// the billing address's when it is not, else the channel's (US, 0 %, gross shown). Canada (5 %)
// shows net prices. Each line total is taxed and rounded on its own, the
// subtotal is the sum of the rounded lines, shipping is taxed apart, and the total is their sum, so
// every figure the shopper sees adds up to the cent.

let shop: Shop;
let ops: ReturnType<typeof checkoutOps>;
let a: { id: string; pk: number };
let b: { id: string; pk: number };
/** A variant nothing ships (a download). */
let digital: { id: string; pk: number };

beforeAll(async () => {
  shop = await startShop();
  ops = checkoutOps(shop);
  const free = await freeVariants(shop);
  [a, b] = free.shipped;
  digital = free.digital[0];
  expect(digital).toBeDefined();
  await shop.sql(`UPDATE product_variant SET price_amount = 10.05 WHERE id IN (${a.pk}, ${digital.pk})`);
  await shop.sql(`UPDATE product_variant SET price_amount = 7.77 WHERE id = ${b.pk}`);
}, 60_000);
afterAll(async () => {
  await shop?.stop();
});

const cartOfTwo = async (email = 'taxes@example.com') =>
  (
    await ops.create(
      [
        { variantId: a.id, quantity: 3 },
        { variantId: b.id, quantity: 1 },
      ],
      email,
    )
  ).checkout!;

/** The cart shipped to Britain by Standard (6.00), billed there too. */
async function britishCheckout(email?: string, country: 'GB' | 'CA' = 'GB') {
  const checkout = await cartOfTwo(email);
  await ops.address(checkout.id, country);
  const billed = (await ops.address(checkout.id, country, 'billing')).checkout!;
  const standard = billed.shippingMethods.find((m) => m.name === 'Standard')!;
  expect(standard.price.amount).toBe(6);
  return (await ops.delivery(checkout.id, standard.id)).checkout!;
}

const sum = (...amounts: number[]) => Math.round(amounts.reduce((x, y) => x + y * 100, 0)) / 100;

describe('checkout taxes', () => {
  it('uses the channel’s country without an address: US, no tax, gross prices shown', async () => {
    const checkout = await cartOfTwo();
    expect(checkout.displayGrossPrices).toBe(true);
    expect(checkout.subtotalPrice).toEqual({
      gross: { amount: 37.92 },
      net: { amount: 37.92 },
      tax: { amount: 0 },
    });
  });

  it('taxes each line in Britain at 20 %, rounding each line, and adds up to the cent', async () => {
    const checkout = await britishCheckout();
    expect(checkout.displayGrossPrices).toBe(true);
    const [lineA, lineB] = checkout.lines;
    // 30.15 / 1.2 = 25.125 -> 25.13; 7.77 / 1.2 = 6.475 -> 6.48 (each half up).
    expect(lineA.totalPrice).toEqual({
      gross: { amount: 30.15 },
      net: { amount: 25.13 },
      tax: { amount: 5.02 },
    });
    expect(lineB.totalPrice).toEqual({
      gross: { amount: 7.77 },
      net: { amount: 6.48 },
      tax: { amount: 1.29 },
    });
    // The unit price is the line over its quantity, rounded: 25.13 / 3 = 8.3767 -> 8.38.
    expect(lineA.unitPrice).toEqual({ gross: { amount: 10.05 }, net: { amount: 8.38 } });
    // The subtotal sums the rounded lines: 31.61, where 37.92 / 1.2 taken whole would give 31.60.
    expect(checkout.subtotalPrice).toEqual({
      gross: { amount: 37.92 },
      net: { amount: 31.61 },
      tax: { amount: 6.31 },
    });
    expect(checkout.shippingPrice).toEqual({ gross: { amount: 6 }, net: { amount: 5 }, tax: { amount: 1 } });
    expect(checkout.totalPrice).toEqual({
      gross: { amount: 43.92 },
      net: { amount: 36.61 },
      tax: { amount: 7.31 },
    });
    expect(checkout.totalPrice.net.amount).toBe(
      sum(checkout.subtotalPrice.net.amount, checkout.shippingPrice.net.amount),
    );
  });

  it('shows net lines and the tax apart to a Canadian address, at 5 %', async () => {
    const checkout = await cartOfTwo();
    const shipped = (await ops.address(checkout.id, 'CA')).checkout!;
    expect(shipped.displayGrossPrices).toBe(false);
    // 30.15 / 1.05 = 28.7143 -> 28.71; 7.77 / 1.05 = 7.40.
    expect(shipped.lines.map((line) => line.totalPrice.net.amount)).toEqual([28.71, 7.4]);
    expect(shipped.subtotalPrice).toEqual({
      gross: { amount: 37.92 },
      net: { amount: 36.11 },
      tax: { amount: 1.81 },
    });
  });

  it('writes a Canadian order’s email as the shopper saw it: net amounts, then the tax added', async () => {
    const checkout = await britishCheckout('tax.canada@example.com', 'CA');
    await pay(shop, checkout.id);
    expect((await complete(shop, checkout.id)).errors).toEqual([]);
    const [mail] = await mailTo(shop, 'tax.canada@example.com');
    // Lines 28.71 + 7.40 net; shipping 6.00 / 1.05 = 5.71; tax 43.92 - 41.82 = 2.10.
    expect(mail.text).toMatch(
      /: \$28\.71\n[^\n]*: \$7\.40\n\nSubtotal: \$36\.11\nShipping[^\n]*: \$5\.71\nTax: \$2\.10\nTotal: \$43\.92/,
    );
  });

  it('taxes a shipped cart in its shipping country only: a billing address alone leaves the channel’s', async () => {
    const checkout = await cartOfTwo();
    const billed = (await ops.address(checkout.id, 'DE', 'billing')).checkout!;
    expect(billed.subtotalPrice).toEqual({
      gross: { amount: 37.92 },
      net: { amount: 37.92 },
      tax: { amount: 0 },
    });
    // Shipped to Britain and billed to Germany: British VAT.
    const shipped = (await ops.address(checkout.id, 'GB')).checkout!;
    expect(shipped.subtotalPrice.net.amount).toBe(31.61);
  });

  it('taxes a cart nothing ships in its billing country', async () => {
    const { checkout } = await ops.create([{ variantId: digital.id, quantity: 1 }], 'digital@example.com');
    const billed = (await ops.address(checkout!.id, 'DE', 'billing')).checkout!;
    // 19 %: 10.05 / 1.19 = 8.4454 -> 8.45.
    expect(billed.subtotalPrice).toEqual({
      gross: { amount: 10.05 },
      net: { amount: 8.45 },
      tax: { amount: 1.6 },
    });
    expect(billed.displayGrossPrices).toBe(true);
  });

  it('takes the voucher off before tax, and a gift card off the total with its net side scaled alike', async () => {
    const checkout = await britishCheckout();
    const { checkout: withCode } = await ops.addCode(checkout.id, 'WELCOME10');
    // 10 % of 37.92 = 3.792 -> 3.79, shared 3.01 / 0.78: lines 27.14 and 6.99 gross.
    expect(withCode!.lines.map((line) => line.totalPrice.gross.amount)).toEqual([27.14, 6.99]);
    expect(withCode!.lines.map((line) => line.totalPrice.net.amount)).toEqual([22.62, 5.83]);
    expect(withCode!.subtotalPrice.net.amount).toBe(28.45);
    expect(withCode!.totalPrice).toEqual({
      gross: { amount: 40.13 },
      net: { amount: 33.45 },
      tax: { amount: 6.68 },
    });
    await addGiftCard(shop, 'GIFT-TAX-0010', '10.00');
    const { checkout: withCard } = await ops.addCode(checkout.id, 'GIFT-TAX-0010');
    // 33.45 x 30.13 / 40.13 = 25.1145 -> 25.11.
    expect(withCard!.totalPrice).toEqual({
      gross: { amount: 30.13 },
      net: { amount: 25.11 },
      tax: { amount: 5.02 },
    });
    expect(withCard!.subtotalPrice.gross.amount).toBe(34.13);
  });

  it('keeps the taxes on the order, and its email says the tax its total includes', async () => {
    const checkout = await britishCheckout('tax.order@example.com');
    await pay(shop, checkout.id);
    const { order, errors } = await complete(shop, checkout.id);
    expect(errors).toEqual([]);
    expect(order).toMatchObject({
      displayGrossPrices: true,
      total: { gross: { amount: 43.92 }, net: { amount: 36.61 } },
      subtotal: { gross: { amount: 37.92 }, net: { amount: 31.61 } },
      shippingPrice: { gross: { amount: 6 }, net: { amount: 5 } },
      undiscountedTotal: { gross: { amount: 43.92 } },
      lines: [
        { quantity: 3, taxRate: 0.2, totalPrice: { gross: { amount: 30.15 }, net: { amount: 25.13 } } },
        { quantity: 1, taxRate: 0.2, totalPrice: { gross: { amount: 7.77 }, net: { amount: 6.48 } } },
      ],
    });
    const [mail] = await mailTo(shop, 'tax.order@example.com');
    // Subtotal and shipping, the tax they include (7.31 = 43.92 - 36.61), then the total.
    expect(mail.text).toMatch(
      /Subtotal: \$37\.92\nShipping[^\n]*: \$6\.00\nTax included above: \$7\.31\nTotal: \$43\.92/,
    );
  });
});

interface Price {
  gross: { amount: number };
  net: { amount: number };
}

describe('a line’s variant', () => {
  it('is priced in the checkout’s and the order’s own channel, not another of the same currency', async () => {
    // A second US-dollar channel whose country is Britain: its prices are taxed at 20 % there.
    await shop.sql(
      `INSERT INTO channel (slug, name, currency_code, default_country) VALUES ('uk-dollars', 'UK dollars', 'USD', 'GB')`,
    );
    const VARIANT_PRICE = 'variant { pricing { price { gross { amount } net { amount } } } }';
    const created = await shop.gql<{
      checkoutCreate: { checkout: { id: string; lines: { variant: { pricing: { price: Price } } }[] } };
    }>(
      `mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) {
        checkout { id lines { ${VARIANT_PRICE} } } errors { code } } }`,
      {
        input: { channel: 'uk-dollars', lines: [{ variantId: a.id, quantity: 1 }], email: 'uk@example.com' },
      },
    );
    const checkout = created.data!.checkoutCreate.checkout;
    // 10.05 / 1.2 = 8.375 -> 8.38.
    expect(checkout.lines[0].variant.pricing.price).toEqual({
      gross: { amount: 10.05 },
      net: { amount: 8.38 },
    });
    await ops.address(checkout.id, 'GB');
    const billed = (await ops.address(checkout.id, 'GB', 'billing')).checkout!;
    await ops.delivery(checkout.id, billed.shippingMethods.find((m) => m.active)!.id);
    await pay(shop, checkout.id);
    const { order, errors } = await complete(shop, checkout.id);
    expect(errors).toEqual([]);
    const read = await shop.gql<{ order: { lines: { variant: { pricing: { price: Price } } }[] } }>(
      `query ($id: ID!) { order(id: $id) { lines { ${VARIANT_PRICE} } } }`,
      { id: order!.id },
    );
    expect(read.data!.order.lines[0].variant.pricing.price).toEqual({
      gross: { amount: 10.05 },
      net: { amount: 8.38 },
    });
  });
});
