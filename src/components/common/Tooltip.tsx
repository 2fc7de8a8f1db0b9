import MuiTooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { TOOLTIP_ENTER_DELAY_MS } from '../../lib/theme';

/** A tooltip that follows another within 300 ms opens at once: moving along a row of icons is not slowed. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Module-wide, like MUI's own "hysteresis", but with the spec's window: tooltips open at once while one
// is open, and for 300 ms after the last one closed (MUI's is a fixed 800 ms and cannot be configured).
let openCount = 0;
let skipping = false;
let skipTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setSkipping(value: boolean) {
  if (skipping === value) return;
  skipping = value;
  for (const listener of listeners) listener();
}

function tooltipOpened() {
  openCount += 1;
  clearTimeout(skipTimer);
  setSkipping(true);
}

function tooltipClosed() {
  openCount = Math.max(0, openCount - 1);
  if (openCount > 0) return;
  clearTimeout(skipTimer);
  skipTimer = setTimeout(() => setSkipping(false), TOOLTIP_SKIP_DELAY_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isSkipping = () => skipping;
const neverSkipping = () => false;

/** Forgets every tooltip (tests). */
export function resetTooltipSkipForTests() {
  openCount = 0;
  clearTimeout(skipTimer);
  skipping = false;
}

/**
 * MUI's Tooltip with the spec's delays: opens after 700 ms (or `enterDelay`), and at once while another
 * tooltip is open or within 300 ms of the last one closing. Use it instead of @mui/material/Tooltip.
 */
export function Tooltip({ enterDelay = TOOLTIP_ENTER_DELAY_MS, onOpen, onClose, ...props }: TooltipProps) {
  const skip = useSyncExternalStore(subscribe, isSkipping, neverSkipping);
  // Whether this tooltip is counted as open. Counted as MUI opens and closes it (the 300 ms start
  // when it closes), and uncounted on unmount, where MUI calls no onClose.
  const counted = useRef(false);
  const count = (open: boolean) => {
    if (counted.current === open) return;
    counted.current = open;
    if (open) tooltipOpened();
    else tooltipClosed();
  };
  useEffect(
    () => () => {
      if (counted.current) {
        counted.current = false;
        tooltipClosed();
      }
    },
    [],
  );
  const delay = skip ? 0 : enterDelay;
  return (
    <MuiTooltip
      {...props}
      // The same delay either way, so MUI's own 800 ms window has no say.
      enterDelay={delay}
      enterNextDelay={delay}
      onOpen={(event) => {
        count(true);
        onOpen?.(event);
      }}
      onClose={(event) => {
        count(false);
        onClose?.(event);
      }}
    />
  );
}
