// One cart line's quantity updates, one request at a time: a click while an update is under way only
// records the wanted quantity, and when the update returns the latest wanted one is sent (if it
// differs from what was just sent). However fast the shopper clicks, the server ends with the last
// quantity they chose, in as few requests as the clicks allow.

export interface QuantityQueue {
  /** The shopper chose this quantity. */
  want: (quantity: number) => void;
  /** True while an update is under way. */
  readonly busy: boolean;
}

/**
 * `send` makes one update and resolves true when the server took it; `settled` is told when the
 * queue runs dry, with the last quantity sent and whether it was taken.
 */
export function createQuantityQueue(
  send: (quantity: number) => Promise<boolean>,
  settled: (quantity: number, ok: boolean) => void,
): QuantityQueue {
  let wanted: number | null = null;
  let busy = false;

  async function drain(first: number) {
    busy = true;
    let sent = first;
    let ok = await send(sent).catch(() => false);
    while (wanted !== null && wanted !== sent) {
      sent = wanted;
      ok = await send(sent).catch(() => false);
    }
    busy = false;
    wanted = null;
    settled(sent, ok);
  }

  return {
    want(quantity) {
      wanted = quantity;
      if (!busy) void drain(quantity);
    },
    get busy() {
      return busy;
    },
  };
}
