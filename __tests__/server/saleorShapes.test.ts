import { authAs, DEMO, uniqueEmail } from './accountHelpers';
import { cartWithOneItem } from './cartHelpers';
import { removeDataDir, startService, type Service } from './harness';

// Limits and shapes a Saleor client relies on, as Saleor 3.23 answers them: quantityAvailable
// capped at the per-checkout limit, Order.statusDisplay, checkoutCustomerDetach, the user
// accountRegister answers, and the deprecated product sort fields.

let service: Service;
beforeAll(async () => {
  // Without email confirmation, so that a newly registered shopper can log in at once.
  service = await startService({ owner: true, env: { ACCOUNT_CONFIRMATION: 'false' } });
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

const PERMISSION_DENIED = 'PermissionDenied';

describe('ProductVariant.quantityAvailable', () => {
  async function quantityOf(sku: string) {
    const [{ slug }] = await service.sql<{ slug: string }>(
      `SELECT p.slug FROM product p JOIN product_variant v ON v.product_id = p.id WHERE v.sku = '${sku}'`,
    );
    const { data, errors } = await service.gql<{
      product: { variants: { sku: string; quantityAvailable: number | null }[] };
    }>(
      `query ($slug: String) { product(slug: $slug, channel: "default-channel") { variants { sku quantityAvailable } } }`,
      { slug },
    );
    expect(errors).toBeUndefined();
    return data!.product.variants.find((variant) => variant.sku === sku)!.quantityAvailable;
  }

  it('is the stock left, at most the per-checkout limit of 50, never below zero; 50 when not tracked', async () => {
    const tracked = await service.sql<{ sku: string }>(
      `SELECT v.sku FROM product_variant v JOIN stock s ON s.variant_id = v.id
       WHERE v.track_inventory AND v.sku IS NOT NULL ORDER BY v.id LIMIT 4`,
    );
    expect(tracked).toHaveLength(4);
    const [plenty, few, oversold, untracked] = tracked.map((row) => row.sku);
    await service.sql(`
      UPDATE stock SET quantity = 203, quantity_allocated = 3
        WHERE variant_id = (SELECT id FROM product_variant WHERE sku = '${plenty}');
      UPDATE stock SET quantity = 9, quantity_allocated = 2
        WHERE variant_id = (SELECT id FROM product_variant WHERE sku = '${few}');
      UPDATE stock SET quantity = 1, quantity_allocated = 4
        WHERE variant_id = (SELECT id FROM product_variant WHERE sku = '${oversold}');
      UPDATE stock SET quantity = 0, quantity_allocated = 0
        WHERE variant_id = (SELECT id FROM product_variant WHERE sku = '${untracked}');
      UPDATE product_variant SET track_inventory = false WHERE sku = '${untracked}';
    `);
    expect(await quantityOf(plenty)).toBe(50);
    expect(await quantityOf(few)).toBe(7);
    expect(await quantityOf(oversold)).toBe(0);
    expect(await quantityOf(untracked)).toBe(50);
  });
});

describe('Order.statusDisplay', () => {
  it("is Saleor's label of each order status", async () => {
    const [{ token }] = await service.sql<{ token: string }>(
      'SELECT token::text AS token FROM "order" ORDER BY id LIMIT 1',
    );
    const labels: Record<string, string> = {
      DRAFT: 'Draft',
      UNCONFIRMED: 'Unconfirmed',
      UNFULFILLED: 'Unfulfilled',
      PARTIALLY_FULFILLED: 'Partially fulfilled',
      FULFILLED: 'Fulfilled',
      PARTIALLY_RETURNED: 'Partially returned',
      RETURNED: 'Returned',
      CANCELED: 'Canceled',
      EXPIRED: 'Expired',
    };
    for (const [status, label] of Object.entries(labels)) {
      await service.sql(`UPDATE "order" SET status = '${status}' WHERE token = '${token}'`);
      const { data, errors } = await service.gql<{ orderByToken: { status: string; statusDisplay: string } }>(
        'query ($token: UUID!) { orderByToken(token: $token) { status statusDisplay } }',
        { token },
      );
      expect(errors).toBeUndefined();
      expect(data!.orderByToken).toEqual({ status, statusDisplay: label });
    }
  });
});

describe('checkoutCustomerDetach', () => {
  const DETACH = `mutation ($id: ID) { checkoutCustomerDetach(id: $id) {
    checkout { id email user { email } } errors { field message code } } }`;
  const CREATE = `mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) {
    checkout { id user { email } } errors { code } } }`;
  type Detach = {
    checkoutCustomerDetach: {
      checkout: { id: string; email: string | null; user: { email: string } | null } | null;
      errors: unknown[];
    } | null;
  };

  async function customersCheckout(headers: Record<string, string>) {
    const { data: catalogue } = await service.gql<{
      products: { edges: { node: { variants: { id: string; quantityAvailable: number }[] } }[] };
    }>(
      '{ products(first: 20, channel: "default-channel") { edges { node { variants { id quantityAvailable } } } } }',
    );
    const variant = catalogue!.products.edges
      .flatMap((edge) => edge.node.variants)
      .find((v) => v.quantityAvailable > 5)!;
    const { data } = await service.gql<{
      checkoutCreate: { checkout: { id: string; user: { email: string } | null } };
    }>(
      CREATE,
      { input: { channel: 'default-channel', lines: [{ variantId: variant.id, quantity: 1 }] } },
      headers,
    );
    return data!.checkoutCreate.checkout;
  }

  async function newShopper() {
    const email = uniqueEmail('detach');
    const password = 'a-long-and-unusual-passphrase-42';
    const { data } = await service.gql<{ accountRegister: { errors: unknown[] } }>(
      'mutation ($input: AccountRegisterInput!) { accountRegister(input: $input) { errors { code } } }',
      { input: { email, password } },
    );
    expect(data!.accountRegister.errors).toEqual([]);
    return authAs(service, email, password);
  }

  it('lets a logged-in customer take their own checkout off their account; its email stays', async () => {
    const demo = await authAs(service, DEMO.email, DEMO.password);
    const checkout = await customersCheckout(demo);
    expect(checkout.user).toEqual({ email: DEMO.email });

    const { data, errors } = await service.gql<Detach>(DETACH, { id: checkout.id }, demo);
    expect(errors).toBeUndefined();
    expect(data!.checkoutCustomerDetach).toEqual({
      checkout: { id: checkout.id, email: DEMO.email, user: null },
      errors: [],
    });
    // Read again later, the checkout still has no customer.
    const { data: again } = await service.gql<{ checkout: { user: unknown } }>(
      'query ($id: ID) { checkout(id: $id) { user { email } } }',
      { id: checkout.id },
      demo,
    );
    expect(again!.checkout.user).toBeNull();
  });

  it('answers a checkout with no customer as it is', async () => {
    const id = await cartWithOneItem(service);
    const demo = await authAs(service, DEMO.email, DEMO.password);
    const { data, errors } = await service.gql<Detach>(DETACH, { id }, demo);
    expect(errors).toBeUndefined();
    expect(data!.checkoutCustomerDetach).toMatchObject({ checkout: { id, user: null }, errors: [] });
  });

  it("refuses a visitor, and another customer's checkout, with Saleor's permission errors", async () => {
    const demo = await authAs(service, DEMO.email, DEMO.password);
    const checkout = await customersCheckout(demo);

    const visitor = await service.gql<Detach>(DETACH, { id: checkout.id });
    expect(visitor.data!.checkoutCustomerDetach).toBeNull();
    expect(visitor.errors).toEqual([
      expect.objectContaining({
        message:
          'To access this path, you need one of the following permissions: AUTHENTICATED_APP, AUTHENTICATED_USER',
        extensions: expect.objectContaining({ exception: { code: PERMISSION_DENIED } }),
      }),
    ]);

    const other = await service.gql<Detach>(DETACH, { id: checkout.id }, await newShopper());
    expect(other.data!.checkoutCustomerDetach).toBeNull();
    expect(other.errors).toEqual([
      expect.objectContaining({
        message: 'To access this path, you need one of the following permissions: IMPERSONATE_USER',
        extensions: expect.objectContaining({ exception: { code: PERMISSION_DENIED } }),
      }),
    ]);
    // The owner still has it.
    const { data } = await service.gql<{ checkout: { user: { email: string } | null } }>(
      'query ($id: ID) { checkout(id: $id) { user { email } } }',
      { id: checkout.id },
      demo,
    );
    expect(data!.checkout.user).toEqual({ email: DEMO.email });
  });

  it('answers an unknown checkout with the usual not-found error', async () => {
    const demo = await authAs(service, DEMO.email, DEMO.password);
    const id = Buffer.from('Checkout:00000000-0000-4000-8000-000000000000').toString('base64');
    const { data } = await service.gql<{
      checkoutCustomerDetach: { checkout: unknown; errors: { field: string; code: string }[] };
    }>(DETACH, { id }, demo);
    expect(data!.checkoutCustomerDetach.checkout).toBeNull();
    expect(data!.checkoutCustomerDetach.errors).toEqual([
      expect.objectContaining({ field: 'id', code: 'NOT_FOUND' }),
    ]);
  });
});

describe('accountRegister', () => {
  const REGISTER = `mutation ($input: AccountRegisterInput!) { accountRegister(input: $input) {
    requiresConfirmation
    user { id email firstName lastName isActive isConfirmed languageCode addresses { id } defaultShippingAddress { id } }
    errors { field message code } } }`;
  type Register = {
    accountRegister: {
      requiresConfirmation: boolean | null;
      user: Record<string, unknown> | null;
      errors: { field: string | null; code: string }[];
    };
  };
  const password = 'a-long-and-unusual-passphrase-42';

  it('answers the user built from the input, with an empty id', async () => {
    const email = uniqueEmail('shape');
    const { data, errors } = await service.gql<Register>(REGISTER, {
      input: {
        email: email.toUpperCase(),
        password,
        firstName: 'Ada',
        lastName: 'Lovelace',
        languageCode: 'ZH_HANT',
      },
    });
    expect(errors).toBeUndefined();
    expect(data!.accountRegister).toEqual({
      requiresConfirmation: false,
      user: {
        id: '',
        email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        isActive: true,
        isConfirmed: false,
        languageCode: 'ZH_HANT',
        addresses: [],
        defaultShippingAddress: null,
      },
      errors: [],
    });
  });

  it('answers an already-used email the same way, from the input, revealing nothing of the account', async () => {
    const { data, errors } = await service.gql<Register>(REGISTER, {
      input: { email: DEMO.email, password, firstName: 'Someone', lastName: 'Else' },
    });
    expect(errors).toBeUndefined();
    expect(data!.accountRegister).toEqual({
      requiresConfirmation: false,
      user: {
        id: '',
        email: DEMO.email,
        firstName: 'Someone',
        lastName: 'Else',
        isActive: true,
        isConfirmed: false,
        languageCode: 'EN',
        addresses: [],
        defaultShippingAddress: null,
      },
      errors: [],
    });
    // Nor its orders: they are another's, which only staff may read.
    const orders = await service.gql<{ accountRegister: { user: unknown } }>(
      `mutation ($input: AccountRegisterInput!) { accountRegister(input: $input) {
        user { email orders(first: 5) { edges { node { id } } } } } }`,
      { input: { email: DEMO.email, password } },
    );
    expect(orders.errors).toEqual([
      expect.objectContaining({
        message: 'To access this path, you need one of the following permissions: MANAGE_STAFF, OWNER',
      }),
    ]);
  });

  it('answers no user when the input is refused', async () => {
    const { data } = await service.gql<Register>(REGISTER, {
      input: { email: uniqueEmail('refused'), password: 'x9q' },
    });
    expect(data!.accountRegister.user).toBeNull();
    expect(data!.accountRegister.errors).toEqual([
      expect.objectContaining({ field: 'password', code: 'PASSWORD_TOO_SHORT' }),
    ]);
  });
});

describe('product sort by the deprecated fields', () => {
  type Listing = { products: { edges: { node: { slug: string } }[] } };
  async function slugs(field: string, direction = 'DESC') {
    const { data, errors } = await service.gql<Listing>(
      `query ($sortBy: ProductOrder) { products(first: 100, channel: "default-channel", sortBy: $sortBy) {
        edges { node { slug } } } }`,
      { sortBy: { field, direction } },
    );
    expect(errors).toBeUndefined();
    return data!.products.edges.map((edge) => edge.node.slug);
  }

  it('sorts DATE as LAST_MODIFIED_AT (the last change) and PUBLICATION_DATE as PUBLISHED_AT', async () => {
    const byCreation = await slugs('CREATED_AT');
    const oldest = byCreation[byCreation.length - 1];
    // The oldest product changes last: it leads the listing by last change, not the one by creation.
    await service.sql(`UPDATE product SET updated_at = now() + interval '1 minute' WHERE slug = '${oldest}'`);
    const byDate = await slugs('DATE');
    expect(byDate[0]).toBe(oldest);
    expect(byDate).toEqual(await slugs('LAST_MODIFIED_AT'));
    expect(byCreation[0]).not.toBe(oldest);

    expect(await slugs('PUBLICATION_DATE')).toEqual(await slugs('PUBLISHED_AT'));
    expect(await slugs('PUBLISHED_AT', 'ASC')).toEqual(await slugs('CREATED_AT', 'ASC'));
  });
});
