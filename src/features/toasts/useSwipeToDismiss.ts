import { useRef, useState, type PointerEvent } from 'react';
import { SWIPE_THRESHOLD_PX } from './toasterOptions';

/** Movement that turns a press into a drag; below it a press stays a click. */
const DRAG_START_PX = 4;

/**
 * A horizontal pointer drag (finger, pen or mouse) that dismisses past SWIPE_THRESHOLD_PX and springs
 * back short of it. Returns the current offset, whether a drag is under way, and the pointer handlers.
 */
export function useSwipeToDismiss(onDismiss: () => void) {
  const start = useRef<{ pointerId: number; x: number; captured: boolean } | null>(null);
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
      start.current = { pointerId: event.pointerId, x: event.clientX, captured: false };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (start.current?.pointerId !== event.pointerId) return;
      if (!start.current.captured) {
        if (Math.abs(event.clientX - start.current.x) < DRAG_START_PX) return;
        // Captured only once it is a drag, so the moves keep coming when the pointer leaves the toast.
        // Capturing at the press would send its click to the toast instead of the button pressed.
        start.current.captured = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
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
