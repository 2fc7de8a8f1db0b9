import { addGiftCard, checkoutOps, complete, mailTo, pay, pk, startShop, type Shop } from './discountHelpers';

// Flat-rate taxes in the checkout and the order, over HTTP. The demo channel's prices include tax
// (Saleor's default); the rate is the country's: the shipping address's, else the billing address's,
// else the channel's (US, 0 %, shown net). Each line total is taxed and rounded on its own, the
// subtotal is the sum of the rounded lines, shipping is taxed apart, and the total is their sum, so
// every figure the shopper sees adds up to the cent.

let shop: Shop;
let ops: ReturnType<typeof checkoutOps>;
let a: { id: string; pk: number };
let b: { id: string; pk: number };

beforeAll(async () => {
  shop = await startShop();
  ops = checkoutOps(shop);
  const { data } = await shop.gql<{
    products: {
      edges: {
        node: {
          productType: { isShippingRequired: boolean };
          variants: { id: string; quantityAvailable: number; pricing: { onSale: boolean | null } | null }[];
        };
      }[];
    };
  }>(
    `{ products(first: 100, channel: "default-channel") { edges { node { productType { isShippingRequired }
      variants { id quantityAvailable pricing { onSale } } } } } }`,
  );
  [a, b] = data!.products.edges
    .flatMap(({ node }) =>
      node.productType.isShippingRequired
        ? node.variants.filter((v) => v.quantityAvailable >= 20 && !v.pricing?.onSale).slice(0, 1)
        : [],
    )
    .slice(0, 2)
    .map((v) => ({ id: v.id, pk: pk(v.id) }));
  await shop.sql(`UPDATE product_variant SET price_amount = 10.05 WHERE id = ${a.pk}`);
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
async function britishCheckout(email?: string) {
  const checkout = await cartOfTwo(email);
  await ops.address(checkout.id, 'GB');
  const billed = (await ops.address(checkout.id, 'GB', 'billing')).checkout!;
  const standard = billed.shippingMethods.find((m) => m.name === 'Standard')!;
  expect(standard.price.amount).toBe(6);
  return (await ops.delivery(checkout.id, standard.id)).checkout!;
}

const sum = (...amounts: number[]) => Math.round(amounts.reduce((x, y) => x + y * 100, 0)) / 100;

describe('checkout taxes', () => {
  it('uses the channel’s country without an address: US, no tax, net prices shown', async () => {
    const checkout = await cartOfTwo();
    expect(checkout.displayGrossPrices).toBe(false);
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

  it('uses the billing country when there is no shipping address', async () => {
    const checkout = await cartOfTwo();
    const billed = (await ops.address(checkout.id, 'DE', 'billing')).checkout!;
    // 19 %: 30.15 / 1.19 = 25.3361 -> 25.34; 7.77 / 1.19 = 6.5294 -> 6.53.
    expect(billed.subtotalPrice.net.amount).toBe(31.87);
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
    expect(mail.text).toContain('Subtotal: $37.92');
    expect(mail.text).toContain('Total: $43.92');
    expect(mail.text).toContain('Tax included: $7.31');
  });
});
