import { removeDataDir, startService, type Service } from './harness';

const DEMO = { email: 'customer@example.com', password: 'demo-shopper-2026' };

let service: Service;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

describe('orders and transactions', () => {
  it('answer an unknown order token or id with null', async () => {
    const token = '8f0f2c1d-9e10-4f4e-9a51-5d3e1c7a2b6f';
    const byToken = await service.gql('query ($token: UUID!) { orderByToken(token: $token) { id } }', {
      token,
    });
    expect(byToken.data).toEqual({ orderByToken: null });
    const id = Buffer.from(`Order:${token}`).toString('base64');
    expect((await service.gql('query ($id: ID) { order(id: $id) { id } }', { id })).data).toEqual({
      order: null,
    });
  });

  it("refuses an order id that is not one with Saleor's error", async () => {
    const result = await service.gql('{ order(id: "bm9wZQ==") { id } }');
    expect(result.errors?.[0].message).toBe('Invalid ID: bm9wZQ==. Expected: Order.');
  });

  it("answers a shopper's transaction query with Saleor's PermissionDenied", async () => {
    const id = Buffer.from('TransactionItem:1').toString('base64');
    const result = await service.gql('query ($id: ID) { transaction(id: $id) { id } }', { id });
    expect(result.data).toEqual({ transaction: null });
    expect(result.errors?.[0]).toMatchObject({
      message:
        'To access this path, you need one of the following permissions: HANDLE_PAYMENTS, MANAGE_ORDERS',
      extensions: { exception: { code: 'PermissionDenied' } },
    });
  });
});

describe("a customer's orders", () => {
  async function login() {
    const { data } = await service.gql<{ tokenCreate: { token: string } }>(
      'mutation ($email: String!, $password: String!) { tokenCreate(email: $email, password: $password) { token } }',
      DEMO,
    );
    return { Authorization: `Bearer ${data!.tokenCreate.token}` };
  }

  it("lists the demo customer's past orders, newest first, with Saleor's page limit", async () => {
    const auth = await login();
    const { data } = await service.gql<{
      me: {
        orders: {
          totalCount: number;
          edges: { node: { number: string; created: string; status: string; isPaid: boolean } }[];
        };
      };
    }>(
      '{ me { orders(first: 20) { totalCount edges { node { number created status isPaid } } } } }',
      {},
      auth,
    );
    const orders = data!.me.orders;
    expect(orders.totalCount).toBeGreaterThanOrEqual(2);
    const created = orders.edges.map((edge) => Date.parse(edge.node.created));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    expect(orders.edges.every((edge) => edge.node.isPaid)).toBe(true);
    const tooMany = await service.gql('{ me { orders(first: 101) { totalCount } } }', {}, auth);
    expect(tooMany.errors?.[0].message).toBe(
      'Requesting 101 records on the `orders` connection exceeds the `first` limit of 100 records.',
    );
  });

  it("answers each line's variant with its product, in a language asked for, as Saleor's OrderLine.variant", async () => {
    const auth = await login();
    type Named = { name: string; translation: { name: string | null } | null };
    const { data, errors } = await service.gql<{
      me: {
        orders: {
          edges: {
            node: {
              lines: { productName: string; variant: (Named & { id: string; product: Named }) | null }[];
            };
          }[];
        };
      };
    }>(
      `{ me { orders(first: 20) { edges { node { lines { productName variant {
           id name translation(languageCode: ZH_HANT) { name }
           product { name translation(languageCode: ZH_HANT) { name } } } } } } } } }`,
      {},
      auth,
    );
    expect(errors).toBeUndefined();
    const lines = data!.me.orders.edges.flatMap((edge) => edge.node.lines);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.variant).not.toBeNull();
      expect(line.variant!.id).toMatch(/^[A-Za-z0-9+/=]+$/);
      expect(line.variant!.product.name).toBe(line.productName);
    }
    expect(lines.some((line) => line.variant!.product.translation?.name)).toBe(true);
  });
});

describe('durability', () => {
  it('keeps every acknowledged order across a kill -9 and a restart', async () => {
    const own = await startService();
    try {
      const { data: listing } = await own.gql<{
        products: {
          edges: {
            node: {
              productType: { isShippingRequired: boolean };
              variants: { id: string; quantityAvailable: number }[];
            };
          }[];
        };
      }>(
        '{ products(first: 50, channel: "default-channel") { edges { node { productType { isShippingRequired } variants { id quantityAvailable } } } } }',
      );
      const digital = listing!.products.edges
        .filter((edge) => !edge.node.productType.isShippingRequired)
        .flatMap((edge) => edge.node.variants)
        .find((v) => v.quantityAvailable >= 3)!;
      const tokens: string[] = [];
      for (let i = 0; i < 3; i++) {
        const created = await own.gql<{ checkoutCreate: { checkout: { id: string } } }>(
          'mutation ($v: ID!) { checkoutCreate(input: { channel: "default-channel", email: "kill@example.com", lines: [{ variantId: $v, quantity: 1 }] }) { checkout { id } } }',
          { v: digital.id },
        );
        const id = created.data!.checkoutCreate.checkout.id;
        await own.gql(
          'mutation ($id: ID) { checkoutBillingAddressUpdate(id: $id, billingAddress: { firstName: "K", lastName: "Nine", streetAddress1: "1 Main St", city: "Berlin", postalCode: "10115", country: DE }) { errors { code } } }',
          { id },
        );
        await own.gql(
          'mutation ($id: ID!) { transactionInitialize(id: $id, paymentGateway: { id: "saleor.io.dummy-payment-app", data: { event: { type: "CHARGE_SUCCESS" } } }) { errors { code } } }',
          { id },
        );
        const done = await own.gql<{ checkoutComplete: { order: { token: string } } }>(
          'mutation ($id: ID) { checkoutComplete(id: $id) { order { token } } }',
          { id },
        );
        tokens.push(done.data!.checkoutComplete.order.token);
      }
      await own.kill();
      const again = await startService({ dataDir: own.dataDir });
      try {
        for (const token of tokens) {
          const { data } = await again.gql<{ orderByToken: { isPaid: boolean } | null }>(
            'query ($token: UUID!) { orderByToken(token: $token) { isPaid } }',
            { token },
          );
          expect(data!.orderByToken).toEqual({ isPaid: true });
        }
      } finally {
        await again.stop();
      }
    } finally {
      removeDataDir(own);
    }
  }, 60_000);
});
