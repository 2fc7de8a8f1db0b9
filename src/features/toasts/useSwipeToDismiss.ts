import { useRef, useState, type PointerEvent } from 'react';
import { SWIPE_THRESHOLD_PX } from './toasterOptions';

/**
 * A horizontal pointer drag (finger, pen or mouse) that dismisses past SWIPE_THRESHOLD_PX and springs
 * back short of it. Returns the current offset, whether a drag is under way, and the pointer handlers.
 */
export function useSwipeToDismiss(onDismiss: () => void) {
  const start = useRef<{ pointerId: number; x: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const end = (event: PointerEvent<HTMLElement>) => {
    if (start.current?.pointerId !== event.pointerId) return;
    const distance = event.clientX - start.current.x;
    start.current = null;
    setDragging(false);
    if (Math.abs(distance) > SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { pointerId: event.pointerId, x: event.clientX };
      // Keeps the moves coming when the pointer leaves the toast mid-swipe.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (start.current?.pointerId !== event.pointerId) return;
      setDragging(true);
      setOffset(event.clientX - start.current.x);
    },
    onPointerUp: end,
    onPointerCancel: (event: PointerEvent<HTMLElement>) => {
      if (start.current?.pointerId !== event.pointerId) return;
      start.current = null;
      setDragging(false);
      setOffset(0);
    },
  };
  return { offset, dragging, handlers };
}
