import { removeDataDir, startService, type Service } from './harness';

let service: Service;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

const CHECKOUT_FIELDS = `checkout { id token email quantity isShippingRequired
  lines { id quantity variant { id sku } unitPrice { gross { amount } } totalPrice { gross { amount } } }
  subtotalPrice { gross { amount currency } } shippingPrice { gross { amount } } totalPrice { gross { amount currency } } }
  errors { field message code variants lines }`;

interface CheckoutResult {
  checkout: {
    id: string;
    token: string;
    email: string | null;
    quantity: number;
    isShippingRequired: boolean;
    lines: {
      id: string;
      quantity: number;
      variant: { id: string; sku: string };
      unitPrice: { gross: { amount: number } };
      totalPrice: { gross: { amount: number } };
    }[];
    subtotalPrice: { gross: { amount: number; currency: string } };
    totalPrice: { gross: { amount: number; currency: string } };
  } | null;
  errors: {
    field: string | null;
    message: string;
    code: string;
    variants: string[] | null;
    lines: string[] | null;
  }[];
}

async function variantsOf(slug: string) {
  const { data } = await service.gql<{
    product: {
      variants: {
        id: string;
        sku: string;
        quantityAvailable: number;
        pricing: { price: { gross: { amount: number } } };
      }[];
    };
  }>(
    `query ($slug: String) { product(slug: $slug, channel: "default-channel") { variants { id sku quantityAvailable pricing { price { gross { amount } } } } } }`,
    { slug },
  );
  return data!.product.variants;
}

async function firstProduct(where: (variants: Awaited<ReturnType<typeof variantsOf>>) => boolean) {
  const { data } = await service.gql<{ products: { edges: { node: { slug: string } }[] } }>(
    '{ products(first: 100, channel: "default-channel") { edges { node { slug } } } }',
  );
  for (const { node } of data!.products.edges) {
    const variants = await variantsOf(node.slug);
    if (where(variants)) return variants;
  }
  throw new Error('no such product in the demo shop');
}

const create = async (lines: { variantId: string; quantity: number }[], email?: string) =>
  (
    await service.gql<{ checkoutCreate: CheckoutResult }>(
      `mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { ${CHECKOUT_FIELDS} } }`,
      {
        input: { channel: 'default-channel', lines, email },
      },
    )
  ).data!.checkoutCreate;

const add = async (id: string, lines: { variantId: string; quantity: number }[]) =>
  (
    await service.gql<{ checkoutLinesAdd: CheckoutResult }>(
      `mutation ($id: ID, $lines: [CheckoutLineInput!]!) { checkoutLinesAdd(id: $id, lines: $lines) { ${CHECKOUT_FIELDS} } }`,
      { id, lines },
    )
  ).data!.checkoutLinesAdd;

describe('the cart', () => {
  it('is created with lines, priced, and found again by its id', async () => {
    const [variant] = await variantsOf('everyday-crew-tee').then((vs) =>
      vs.filter((v) => v.quantityAvailable >= 3),
    );
    const { checkout, errors } = await create([{ variantId: variant.id, quantity: 2 }], 'ada@example.com');
    expect(errors).toEqual([]);
    expect(checkout).toMatchObject({ email: 'ada@example.com', quantity: 2, isShippingRequired: true });
    expect(checkout!.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(Buffer.from(checkout!.id, 'base64').toString()).toBe(`Checkout:${checkout!.token}`);
    const unit = variant.pricing.price.gross.amount;
    expect(checkout!.lines[0].totalPrice.gross.amount).toBeCloseTo(unit * 2, 2);
    expect(checkout!.totalPrice.gross).toEqual({
      amount: checkout!.subtotalPrice.gross.amount,
      currency: 'USD',
    });
    const found = await service.gql<{ checkout: { quantity: number } }>(
      'query ($id: ID) { checkout(id: $id) { quantity } }',
      { id: checkout!.id },
    );
    expect(found.data!.checkout.quantity).toBe(2);
  });

  it('needs no shipping for digital products only', async () => {
    const [ebook] = await variantsOf('the-home-barista');
    const { checkout } = await create([{ variantId: ebook.id, quantity: 1 }]);
    expect(checkout!.isShippingRequired).toBe(false);
  });

  it('merges quantities of the same variant into one line', async () => {
    const [variant] = (await variantsOf('kenya-aa')).filter((v) => v.quantityAvailable >= 3);
    const { checkout } = await create([{ variantId: variant.id, quantity: 1 }]);
    const added = await add(checkout!.id, [{ variantId: variant.id, quantity: 2 }]);
    expect(added.errors).toEqual([]);
    expect(added.checkout!.lines).toHaveLength(1);
    expect(added.checkout!.lines[0].quantity).toBe(3);
  });

  it("refuses more than the stock left with Saleor's code and message, keeping the cart as it was", async () => {
    const variants = await firstProduct((vs) =>
      vs.some((v) => v.quantityAvailable >= 1 && v.quantityAvailable <= 3),
    );
    const scarce = variants.find((v) => v.quantityAvailable >= 1 && v.quantityAvailable <= 3)!;
    const { checkout } = await create([{ variantId: scarce.id, quantity: 1 }]);
    const result = await add(checkout!.id, [{ variantId: scarce.id, quantity: scarce.quantityAvailable }]);
    expect(result.checkout).toBeNull();
    expect(result.errors).toEqual([
      {
        field: 'quantity',
        code: 'INSUFFICIENT_STOCK',
        message: `Could not add items ${scarce.sku}. Only ${scarce.quantityAvailable} remaining in stock.`,
        variants: [scarce.id],
        lines: null,
      },
    ]);
    const after = await service.gql<{ checkout: { quantity: number } }>(
      'query ($id: ID) { checkout(id: $id) { quantity } }',
      { id: checkout!.id },
    );
    expect(after.data!.checkout.quantity).toBe(1);
  });

  it('says "Only 0 remaining in stock" for a sold-out variant', async () => {
    const variants = await firstProduct((vs) => vs.every((v) => v.quantityAvailable === 0));
    const result = await create([{ variantId: variants[0].id, quantity: 1 }]);
    expect(result.errors[0]).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: `Could not add items ${variants[0].sku}. Only 0 remaining in stock.`,
    });
  });

  it('updates quantities, deletes a line at zero, and refuses negative ones', async () => {
    const [a, b] = (await variantsOf('everyday-crew-tee')).filter((v) => v.quantityAvailable >= 3);
    const { checkout } = await create([
      { variantId: a.id, quantity: 1 },
      { variantId: b.id, quantity: 1 },
    ]);
    const [lineA, lineB] = checkout!.lines;
    const update = async (lines: unknown[]) =>
      (
        await service.gql<{ checkoutLinesUpdate: CheckoutResult }>(
          `mutation ($id: ID, $lines: [CheckoutLineUpdateInput!]!) { checkoutLinesUpdate(id: $id, lines: $lines) { ${CHECKOUT_FIELDS} } }`,
          { id: checkout!.id, lines },
        )
      ).data!.checkoutLinesUpdate;
    const changed = await update([
      { lineId: lineA.id, quantity: 3 },
      { lineId: lineB.id, quantity: 0 },
    ]);
    expect(changed.checkout!.lines.map((l) => l.quantity)).toEqual([3]);
    const negative = await update([{ lineId: lineA.id, quantity: -1 }]);
    expect(negative.errors[0]).toMatchObject({ field: 'quantity', code: 'ZERO_QUANTITY' });
  });

  it('deletes lines by id and refuses ids that are not its lines', async () => {
    const [variant] = (await variantsOf('kenya-aa')).filter((v) => v.quantityAvailable >= 1);
    const { checkout } = await create([{ variantId: variant.id, quantity: 1 }]);
    const del = (linesIds: string[]) =>
      service.gql<{ checkoutLinesDelete: CheckoutResult }>(
        `mutation ($id: ID, $linesIds: [ID!]!) { checkoutLinesDelete(id: $id, linesIds: $linesIds) { ${CHECKOUT_FIELDS} } }`,
        { id: checkout!.id, linesIds },
      );
    const foreign = Buffer.from('CheckoutLine:999999').toString('base64');
    expect((await del([foreign])).data!.checkoutLinesDelete.errors[0]).toMatchObject({
      code: 'INVALID',
      lines: [foreign],
    });
    const removed = (await del([checkout!.lines[0].id])).data!.checkoutLinesDelete;
    expect(removed.checkout!.lines).toEqual([]);
    expect(removed.checkout!.quantity).toBe(0);
  });

  it('keeps an email, and refuses one that is not an address', async () => {
    const [variant] = (await variantsOf('kenya-aa')).filter((v) => v.quantityAvailable >= 1);
    const { checkout } = await create([{ variantId: variant.id, quantity: 1 }]);
    const update = (email: string) =>
      service.gql<{ checkoutEmailUpdate: CheckoutResult }>(
        `mutation ($id: ID, $email: String!) { checkoutEmailUpdate(id: $id, email: $email) { ${CHECKOUT_FIELDS} } }`,
        { id: checkout!.id, email },
      );
    expect((await update('grace@example.com')).data!.checkoutEmailUpdate.checkout!.email).toBe(
      'grace@example.com',
    );
    expect((await update('not-an-email')).data!.checkoutEmailUpdate.errors[0]).toMatchObject({
      field: 'email',
      code: 'INVALID',
      message: 'Enter a valid email address.',
    });
  });

  it('answers an unknown checkout with NOT_FOUND on its id', async () => {
    const id = Buffer.from('Checkout:00000000-0000-4000-8000-000000000000').toString('base64');
    const result = await add(id, []);
    expect(result.errors[0]).toMatchObject({ field: 'id', code: 'NOT_FOUND' });
  });

  it('refuses a variant id that is not one, as Saleor does (its GraphQL error on the field)', async () => {
    const result = await create([{ variantId: 'bm9wZQ==', quantity: 1 }]);
    expect(result.errors[0]).toMatchObject({ field: 'variantId', code: 'GRAPHQL_ERROR' });
  });
});
