import { createQuantityQueue } from '../../../src/features/cart/quantityQueue';

// Lets the queue react to an answer (a few promise steps; no time passes).
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

// A fake server: every update waits until the test answers it, as a slow network would.
function slowServer() {
  const sent: number[] = [];
  const pending: ((ok: boolean) => void)[] = [];
  const send = (quantity: number) => {
    sent.push(quantity);
    return new Promise<boolean>((resolve) => pending.push(resolve));
  };
  const answer = async (ok = true) => {
    pending.shift()!(ok);
    await flush();
  };
  return {
    sent,
    send,
    answer,
    get waiting() {
      return pending.length;
    },
  };
}

describe('the quantity queue', () => {
  it('sends the first choice at once and only the last of the clicks made meanwhile', async () => {
    const server = slowServer();
    const settled = jest.fn();
    const queue = createQuantityQueue(server.send, settled);
    for (const quantity of [11, 10, 9, 8, 7]) queue.want(quantity);
    expect(server.sent).toEqual([11]);
    expect(queue.busy).toBe(true);
    await server.answer();
    expect(server.sent).toEqual([11, 7]);
    expect(settled).not.toHaveBeenCalled();
    await server.answer();
    expect(server.sent).toEqual([11, 7]);
    expect(queue.busy).toBe(false);
    expect(settled).toHaveBeenCalledWith(7, true);
  });

  it('sends nothing more when the shopper came back to the quantity under way', async () => {
    const server = slowServer();
    const settled = jest.fn();
    const queue = createQuantityQueue(server.send, settled);
    queue.want(4);
    queue.want(5);
    queue.want(4);
    await server.answer();
    expect(server.sent).toEqual([4]);
    expect(settled).toHaveBeenCalledWith(4, true);
  });

  it('keeps going after a refused update and reports how the last one went', async () => {
    const server = slowServer();
    const settled = jest.fn();
    const queue = createQuantityQueue(server.send, settled);
    queue.want(3);
    queue.want(2);
    await server.answer(false);
    expect(server.sent).toEqual([3, 2]);
    await server.answer(false);
    expect(settled).toHaveBeenCalledWith(2, false);
    expect(server.waiting).toBe(0);
  });

  it('treats a failed request as a refused update and starts afresh on the next click', async () => {
    const settled = jest.fn();
    const sent: number[] = [];
    const queue = createQuantityQueue((quantity) => {
      sent.push(quantity);
      return quantity === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(true);
    }, settled);
    queue.want(1);
    await flush();
    expect(settled).toHaveBeenLastCalledWith(1, false);
    queue.want(6);
    await flush();
    expect(sent).toEqual([1, 6]);
    expect(settled).toHaveBeenLastCalledWith(6, true);
  });
});
