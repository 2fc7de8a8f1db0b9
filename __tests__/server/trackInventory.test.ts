import { removeDataDir, startService, type Service } from './harness';

// Saleor's ProductVariant.trackInventory: the demo shop's downloads (e-books, music) keep no count.
// Such a variant answers quantityAvailable with the per-checkout limit (50), is never short of stock
// in the cart or at completion, and buying it takes nothing from its stock; goods that ship are
// counted as before, and every line of either kind stays within the per-checkout limit.

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
  name: string;
  sku: string;
  trackInventory: boolean;
  quantityAvailable: number | null;
}
interface Product {
  slug: string;
  isAvailable: boolean;
  productType: { isShippingRequired: boolean };
  variants: Variant[];
}

async function catalogue(): Promise<Product[]> {
  const { data, errors } = await service.gql<{ products: { edges: { node: Product }[] } }>(
    `{ products(first: 100, channel: "default-channel") { edges { node { slug isAvailable
       productType { isShippingRequired } variants { id name sku trackInventory quantityAvailable } } } } }`,
  );
  expect(errors).toBeUndefined();
  return data!.products.edges.map((edge) => edge.node);
}

async function ebook(slug = 'the-home-barista'): Promise<Variant> {
  const { data, errors } = await service.gql<{ product: Product }>(
    `query ($slug: String) { product(slug: $slug, channel: "default-channel") {
       slug isAvailable productType { isShippingRequired } variants { id name sku trackInventory quantityAvailable } } }`,
    { slug },
  );
  expect(errors).toBeUndefined();
  return data!.product.variants[0];
}

const ERRORS = 'errors { field message code variants }';

async function checkoutOf(lines: { variantId: string; quantity: number }[]) {
  const { data } = await service.gql<{
    checkoutCreate: {
      checkout: { id: string; lines: { quantity: number }[] } | null;
      errors: { field: string | null; message: string; code: string; variants: string[] | null }[];
    };
  }>(
    `mutation ($lines: [CheckoutLineInput!]!) { checkoutCreate(input: { channel: "default-channel",
       email: "reader@example.com", lines: $lines }) { checkout { id lines { quantity } } ${ERRORS} } }`,
    { lines },
  );
  return data!.checkoutCreate;
}

/** Pays for a checkout of downloads (no shipping) and completes it; the completion's answer. */
async function payAndComplete(id: string) {
  await service.gql(
    `mutation ($id: ID, $a: AddressInput!) { checkoutBillingAddressUpdate(id: $id, billingAddress: $a) { errors { code } } }`,
    {
      id,
      a: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        streetAddress1: '10 Downing Street',
        city: 'London',
        postalCode: 'SW1A 2AA',
        country: 'GB',
      },
    },
  );
  await service.gql(
    `mutation ($id: ID!) { transactionInitialize(id: $id, paymentGateway: { id: "saleor.io.dummy-payment-app",
       data: { event: { type: "CHARGE_SUCCESS" } } }) { errors { code } } }`,
    { id },
  );
  const { data } = await service.gql<{
    checkoutComplete: {
      order: { id: string; lines: { quantity: number; productSku: string }[] } | null;
      errors: { code: string; message: string }[];
    };
  }>(
    `mutation ($id: ID) { checkoutComplete(id: $id) { order { id lines { quantity productSku } } errors { code message } } }`,
    { id },
  );
  return data!.checkoutComplete;
}

describe('ProductVariant.trackInventory', () => {
  it('is false for every download and true for every good that ships', async () => {
    const products = await catalogue();
    const downloads = products.filter((p) => !p.productType.isShippingRequired);
    expect(downloads.length).toBeGreaterThan(0);
    for (const product of products)
      for (const variant of product.variants)
        expect(variant.trackInventory).toBe(product.productType.isShippingRequired);
  });

  it("answers a download's quantityAvailable with the per-checkout limit, as Saleor does", async () => {
    const products = await catalogue();
    const downloads = products.filter((p) => !p.productType.isShippingRequired);
    for (const variant of downloads.flatMap((p) => p.variants)) expect(variant.quantityAvailable).toBe(50);
    // Counted stock is capped at the same limit, so no answer tells the shop's exact stock.
    const counted = products.filter((p) => p.productType.isShippingRequired).flatMap((p) => p.variants);
    expect(counted.every((v) => v.quantityAvailable! >= 0 && v.quantityAvailable! <= 50)).toBe(true);
    expect(counted.some((v) => v.quantityAvailable! < 50)).toBe(true);
  });

  it('lists every download as available, none as sold out', async () => {
    const downloads = (await catalogue()).filter((p) => !p.productType.isShippingRequired);
    expect(downloads.filter((p) => !p.isAvailable).map((p) => p.slug)).toEqual([]);
  });
});

describe('buying a download', () => {
  it('takes 50 copies twice over, more than any stock the shop holds, and stays at 50 available', async () => {
    const variant = await ebook();
    const buyFifty = async () => {
      const { checkout, errors } = await checkoutOf([{ variantId: variant.id, quantity: 50 }]);
      expect(errors).toEqual([]);
      const completed = await payAndComplete(checkout!.id);
      expect(completed.errors).toEqual([]);
      expect(completed.order!.lines).toEqual([{ quantity: 50, productSku: variant.sku }]);
      expect((await ebook()).quantityAvailable).toBe(50);
    };
    // The seed stocks nothing beyond 64: a hundred copies could not all come out of stock.
    await buyFifty();
    await buyFifty();
  });

  it('adds to a line of a download up to the limit, and "Buy again" carries the whole line over', async () => {
    const variant = await ebook('weekend-camping-guide');
    const { checkout } = await checkoutOf([{ variantId: variant.id, quantity: 40 }]);
    const added = await service.gql<{
      checkoutLinesAdd: { checkout: { lines: { quantity: number }[] } | null; errors: unknown[] };
    }>(
      `mutation ($id: ID, $lines: [CheckoutLineInput!]!) { checkoutLinesAdd(id: $id, lines: $lines) {
         checkout { lines { quantity } } ${ERRORS} } }`,
      { id: checkout!.id, lines: [{ variantId: variant.id, quantity: 10 }] },
    );
    expect(added.data!.checkoutLinesAdd).toEqual({ checkout: { lines: [{ quantity: 50 }] }, errors: [] });
    const { order } = await payAndComplete(checkout!.id);

    const again = await service.gql<{
      checkoutCreateFromOrder: {
        checkout: { lines: { quantity: number; variant: { id: string } }[] } | null;
        unavailableVariants: unknown[];
      };
    }>(
      `mutation ($id: ID!) { checkoutCreateFromOrder(id: $id) {
         checkout { lines { quantity variant { id } } } unavailableVariants { code } } }`,
      { id: order!.id },
    );
    expect(again.data!.checkoutCreateFromOrder).toEqual({
      checkout: { lines: [{ quantity: 50, variant: { id: variant.id } }] },
      unavailableVariants: [],
    });
  });
});

describe('the per-checkout limit', () => {
  it("refuses a 51st copy of a download with Saleor's QUANTITY_GREATER_THAN_LIMIT", async () => {
    const variant = await ebook();
    const { checkout, errors } = await checkoutOf([{ variantId: variant.id, quantity: 51 }]);
    expect(checkout).toBeNull();
    expect(errors).toEqual([
      {
        field: 'quantity',
        code: 'QUANTITY_GREATER_THAN_LIMIT',
        message: `Cannot add more than 50 times this item: ${variant.name}.`,
        variants: null,
      },
    ]);
  });

  it('applies to counted goods too, before their stock is looked at', async () => {
    const counted = (await catalogue())
      .filter((p) => p.productType.isShippingRequired)
      .flatMap((p) => p.variants)
      .find((v) => v.quantityAvailable! > 0)!;
    const { errors } = await checkoutOf([{ variantId: counted.id, quantity: 51 }]);
    expect(errors.map((e) => e.code)).toEqual(['QUANTITY_GREATER_THAN_LIMIT']);
  });
});
