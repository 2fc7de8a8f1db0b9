import { removeDataDir, startService, type Service } from './harness';

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
