import { useEffect, useRef, useState } from 'react';

const TICK_MS = 100;

/**
 * Counts a toast's time down while it is not paused (the shopper is reading it: pointer on it, focus
 * in it, or a swipe under way), and calls onExpire at zero. Returns the remaining fraction, 1 to 0,
 * for the timer bar. Wall-clock based, so a throttled background tab does not stretch the duration.
 */
export function useToastTimer(duration: number | null, paused: boolean, onExpire: () => void): number {
  const [remaining, setRemaining] = useState(duration ?? 0);
  const remainingRef = useRef(remaining);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    if (duration === null || paused) return;
    const startedAt = Date.now();
    const startRemaining = remainingRef.current;
    const timer = window.setInterval(() => {
      const left = Math.max(0, startRemaining - (Date.now() - startedAt));
      remainingRef.current = left;
      setRemaining(left);
      if (left === 0) {
        window.clearInterval(timer);
        expire.current();
      }
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [duration, paused]);

  return duration ? remaining / duration : 1;
}
