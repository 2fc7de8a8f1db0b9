import { DEMO, LOGIN, sendLogin } from './accountHelpers';
import { cartWithOneItem } from './cartHelpers';
import { removeDataDir, startService, type Service } from './harness';

// orderCreateFromCheckout over HTTP, as Saleor answers anyone but an app with HANDLE_CHECKOUTS (its
// check_permissions looks at the calling app only): a top-level PermissionDenied naming the
// permission, the field null, HTTP 200, and the checkout left as it was. The permission is checked
// before the checkout is looked up, so an unknown id gets the same answer.

let service: Service;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

const ORDER_FROM_CHECKOUT = `mutation ($id: ID!, $removeCheckout: Boolean) {
  orderCreateFromCheckout(id: $id, removeCheckout: $removeCheckout) {
    order { id number }
    errors { field message code }
  }
}`;
const SALEOR_REFUSAL = 'To access this path, you need one of the following permissions: HANDLE_CHECKOUTS';

async function customerBearer() {
  const { data } = await sendLogin<{ tokenCreate: { token: string; errors: never[] } }>(service, LOGIN, DEMO);
  return { Authorization: `Bearer ${data!.tokenCreate.token}` };
}

async function checkoutStillThere(id: string) {
  const { data } = await service.gql<{ checkout: { id: string; lines: unknown[] } | null }>(
    'query ($id: ID) { checkout(id: $id) { id lines { id } } }',
    { id },
  );
  return data!.checkout;
}

describe('orderCreateFromCheckout', () => {
  it.each([
    ['an anonymous caller', async () => ({})],
    ['a logged-in customer', customerBearer],
  ])('refuses %s with Saleor’s PermissionDenied and keeps the checkout', async (_who, headers) => {
    const id = await cartWithOneItem(service);
    const result = await service.gql(ORDER_FROM_CHECKOUT, { id, removeCheckout: true }, await headers());
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ orderCreateFromCheckout: null });
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0]).toMatchObject({
      message: SALEOR_REFUSAL,
      path: ['orderCreateFromCheckout'],
      extensions: { exception: { code: 'PermissionDenied' } },
    });
    expect(await checkoutStillThere(id)).toMatchObject({ id, lines: [expect.anything()] });
  });

  it('checks the permission before the checkout: an unknown id is refused the same way', async () => {
    const unknown = Buffer.from('Checkout:00000000-0000-4000-8000-000000000000').toString('base64');
    const result = await service.gql(ORDER_FROM_CHECKOUT, { id: unknown, removeCheckout: false });
    expect(result.data).toEqual({ orderCreateFromCheckout: null });
    expect(result.errors![0]).toMatchObject({
      message: SALEOR_REFUSAL,
      extensions: { exception: { code: 'PermissionDenied' } },
    });
  });
});
