import { toGlobalId } from '../../../src/lib/globalId';
import { findOrder, OrderNotFoundError, type OrderLookup } from '../../../src/lib/orders/findOrder';

const TOKEN = '6b1f2a9e-3c4d-4e5f-8a7b-9c0d1e2f3a4b';
const OTHER = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';

function lookup(orders: Record<string, string>, overrides: Partial<OrderLookup<string>> = {}) {
  const calls: string[] = [];
  const deps: OrderLookup<string> = {
    orderMapping: {},
    byToken: async (token) => {
      calls.push(`token:${token}`);
      return orders[token] ?? null;
    },
    byId: async (id) => {
      calls.push(`id:${id}`);
      return null;
    },
    isPermissionError: (error) => (error as { code?: string }).code === 'PermissionDenied',
    ...overrides,
  };
  return { deps, calls };
}

describe('the paid-order lookup', () => {
  it('tries the stored mapping first', async () => {
    const { deps, calls } = lookup({ [TOKEN]: 'order 42' }, { orderMapping: { '42': TOKEN } });
    expect(await findOrder('42', deps)).toBe('order 42');
    expect(calls).toEqual([`token:${TOKEN}`]);
  });

  it('then the id as a token, then the UUID inside a global id', async () => {
    const asToken = lookup({ [TOKEN]: 'by token' });
    expect(await findOrder(TOKEN, asToken.deps)).toBe('by token');
    const inside = lookup(
      { [OTHER]: 'by inner uuid' },
      { orderMapping: { [toGlobalId('Order', OTHER)]: TOKEN } },
    );
    expect(await findOrder(toGlobalId('Order', OTHER), inside.deps)).toBe('by inner uuid');
    expect(inside.calls).toEqual([`token:${TOKEN}`, `token:${OTHER}`]);
  });

  it('then the direct query, ignoring a permission failure, and says which order was not found', async () => {
    const direct = lookup({}, { byId: async (id) => (id === toGlobalId('Order', '42') ? 'direct' : null) });
    expect(await findOrder('42', direct.deps)).toBe('direct');
    const denied = lookup(
      {},
      {
        byId: async () => {
          throw Object.assign(new Error('denied'), { code: 'PermissionDenied' });
        },
      },
    );
    await expect(findOrder('42', denied.deps)).rejects.toThrow(new OrderNotFoundError('42'));
    await expect(findOrder('42', denied.deps)).rejects.toThrow('Order 42 not found');
  });

  it('does not hide other failures of the direct query', async () => {
    const broken = lookup({}, { byId: async () => Promise.reject(new Error('network down')) });
    await expect(findOrder('42', broken.deps)).rejects.toThrow('network down');
  });
});
