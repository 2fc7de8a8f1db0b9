import { useEffect, useRef, useState } from 'react';
import { createQuantityQueue, type QuantityQueue } from './quantityQueue';

/**
 * A cart line's quantity as the shopper sees it: what they chose last, at once, while the updates
 * are under way (one at a time, the latest sent last: see quantityQueue); then the server's.
 * `send` resolves true when the server took the quantity.
 */
export function useLineQuantity(serverQuantity: number, send: (quantity: number) => Promise<boolean>) {
  const [chosen, setChosen] = useState<number | null>(null);
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });
  const queue = useRef<QuantityQueue | null>(null);
  const choose = (quantity: number) => {
    setChosen(quantity);
    queue.current ??= createQuantityQueue(
      (next) => sendRef.current(next),
      // The cart already holds the server's answer (cartApi writes it): show that from now on.
      () => setChosen(null),
    );
    queue.current.want(quantity);
  };
  return [chosen ?? serverQuantity, choose] as const;
}
