import { keyframes, styled } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { TOOLTIP_ENTER_DELAY_MS } from '../../lib/theme';

/** A tooltip that follows another within 300 ms opens at once: moving along a row of icons is not slowed. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** A long press shows the tooltip after this long; it stays this long after the finger lifts. */
const TOUCH_ENTER_DELAY_MS = 700;
const TOUCH_LEAVE_DELAY_MS = 1500;
/** Space kept between the tooltip and the edges of the window. */
const VIEWPORT_MARGIN = 8;

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

/** True when the element shows keyboard focus (false where the browser cannot tell). */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

const appear = keyframes({
  from: { opacity: 0, transform: 'scale(0.75)' },
  to: { opacity: 1, transform: 'none' },
});

// Fixed to the window at the anchor's edge, outside any card that clips its content. The root is
// transparent and reaches the anchor (its padding is the gap), so the pointer can move onto the tooltip
// without leaving both: a tooltip stays while it is hovered.
const TooltipRoot = styled('div')(({ theme }) => ({
  position: 'fixed',
  zIndex: theme.zIndex.tooltip,
  paddingTop: VIEWPORT_MARGIN,
  '&[data-placement="top"]': { paddingTop: 0, paddingBottom: VIEWPORT_MARGIN },
}));

// MUI's tooltip look (its palette's Tooltip colour when the theme has CSS variables).
const TooltipBubble = styled('div')(({ theme }) => ({
  backgroundColor: theme.vars ? theme.vars.palette.Tooltip.bg : theme.alpha(theme.palette.grey[700], 0.92),
  borderRadius: (theme.vars ?? theme).shape.borderRadius,
  color: (theme.vars ?? theme).palette.common.white,
  fontFamily: theme.typography.fontFamily,
  padding: '4px 8px',
  fontSize: theme.typography.pxToRem(11),
  maxWidth: 300,
  overflowWrap: 'break-word',
  fontWeight: theme.typography.fontWeightMedium,
  transformOrigin: 'center top',
  animation: `${appear} ${theme.transitions.duration.shorter}ms ${theme.transitions.easing.easeOut}`,
  '[data-placement="top"] > &': { transformOrigin: 'center bottom' },
  '[data-touch] > &': {
    padding: '8px 16px',
    fontSize: theme.typography.pxToRem(14),
    lineHeight: `${Math.round((16 / 14) * 1e5) / 1e5}em`,
    fontWeight: theme.typography.fontWeightRegular,
  },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

interface Placement {
  top: number;
  left: number;
  side: 'bottom' | 'top';
}

/** Below the anchor and centred on it; above it when there is no room below; always inside the window. */
function placeBeside(anchor: DOMRect, tooltip: { width: number; height: number }): Placement {
  const roomBelow = window.innerHeight - anchor.bottom;
  const side = roomBelow < tooltip.height && anchor.top > roomBelow ? 'top' : 'bottom';
  const centred = anchor.left + anchor.width / 2 - tooltip.width / 2;
  const left = Math.max(
    VIEWPORT_MARGIN,
    Math.min(centred, window.innerWidth - tooltip.width - VIEWPORT_MARGIN),
  );
  return { side, left, top: side === 'bottom' ? anchor.bottom : anchor.top - tooltip.height };
}

/** The props the tooltip gives its child: the element must put them (and its ref) on its DOM node. */
interface AnchorProps {
  ref?: Ref<HTMLElement>;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}

export interface TooltipProps {
  /** What the tooltip says; nothing (null, '', false) shows no tooltip. */
  title: ReactNode;
  /** The element it explains: one element that passes its props and ref on to its DOM node. */
  children: ReactElement<AnchorProps>;
  /** Milliseconds the pointer or keyboard focus rests on the child before it opens (700). */
  enterDelay?: number;
  /** The title describes the child (aria-describedby) instead of naming it (aria-label, the default). */
  describeChild?: boolean;
  onOpen?: (event: Event) => void;
  onClose?: (event: Event) => void;
}

/**
 * A tooltip with the spec's delays: opens after 700 ms (or `enterDelay`), and at once while another
 * tooltip is open or within 300 ms of the last one closing. It opens on hover, on keyboard focus and on a
 * long press, stays while hovered, and closes on leaving, on blur and on Escape; the title names the child
 * (or describes it). It places itself with the anchor's box alone: no positioning engine (MUI's Tooltip
 * brings Popper.js, about 10 KB gzip, into every page with a tooltip).
 */
export function Tooltip({
  title,
  children,
  enterDelay = TOOLTIP_ENTER_DELAY_MS,
  describeChild = false,
  onOpen,
  onClose,
}: TooltipProps) {
  const skip = useSyncExternalStore(subscribe, isSkipping, neverSkipping);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const [openedByTouch, setOpenedByTouch] = useState(false);
  const [anchorNode, setAnchorNode] = useState<HTMLElement | null>(null);
  const anchorRef = useForkRef(children.props.ref, setAnchorNode);
  const tooltipRef = useRef<HTMLDivElement | null>(null);
  const enterTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // After a touch, the mouse events browsers send for it are not hovers.
  const touched = useRef(false);
  const hasTitle = Boolean(title) || title === 0;
  const shown = open && hasTitle;

  // Whether this tooltip is counted as open: as it opens and closes (the 300 ms start when it closes),
  // and uncounted on unmount, where no close happens.
  const counted = useRef(false);
  const count = (isOpen: boolean) => {
    if (counted.current === isOpen) return;
    counted.current = isOpen;
    if (isOpen) tooltipOpened();
    else tooltipClosed();
  };
  useEffect(
    () => () => {
      clearTimeout(enterTimer.current);
      clearTimeout(leaveTimer.current);
      if (counted.current) {
        counted.current = false;
        tooltipClosed();
      }
    },
    [],
  );

  const show = (event: Event) => {
    if (!hasTitle || counted.current) return;
    count(true);
    setOpen(true);
    setOpenedByTouch(touched.current);
    onOpen?.(event);
  };
  const hide = useCallback(
    (event: Event) => {
      clearTimeout(enterTimer.current);
      clearTimeout(leaveTimer.current);
      touched.current = false;
      if (!counted.current) return;
      counted.current = false;
      tooltipClosed();
      setOpen(false);
      onClose?.(event);
    },
    [onClose],
  );

  const enter = (event: Event, delay: number) => {
    clearTimeout(leaveTimer.current);
    clearTimeout(enterTimer.current);
    if (counted.current) return;
    if (delay <= 0) show(event);
    else enterTimer.current = setTimeout(() => show(event), delay);
  };
  const leave = (event: Event, delay = 0) => {
    clearTimeout(enterTimer.current);
    clearTimeout(leaveTimer.current);
    leaveTimer.current = setTimeout(() => hide(event), delay);
  };
  const delay = skip ? 0 : enterDelay;

  // Escape closes an open tooltip, wherever focus is.
  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide(event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, hide]);

  // Placed before the browser paints, and again as the page scrolls or the window changes size.
  useLayoutEffect(() => {
    if (!shown) return;
    const place = () => {
      const tooltip = tooltipRef.current;
      if (!anchorNode || !tooltip) return;
      setPlacement(placeBeside(anchorNode.getBoundingClientRect(), tooltip.getBoundingClientRect()));
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [shown, title, anchorNode]);

  // The child's own events, listened to on its element: the child keeps every prop it was given.
  useEffect(() => {
    if (!anchorNode) return;
    const listeners: [string, (event: Event) => void][] = [
      ['mouseover', (event) => !touched.current && enter(event, delay)],
      ['mouseleave', (event) => leave(event)],
      ['focus', (event) => isFocusVisible(anchorNode) && enter(event, delay)],
      ['blur', (event) => leave(event)],
      [
        'touchstart',
        (event) => {
          touched.current = true;
          enter(event, TOUCH_ENTER_DELAY_MS);
        },
      ],
      [
        'touchend',
        (event) => {
          clearTimeout(enterTimer.current);
          leave(event, TOUCH_LEAVE_DELAY_MS);
        },
      ],
    ];
    for (const [type, listener] of listeners) anchorNode.addEventListener(type, listener, { passive: true });
    return () => {
      for (const [type, listener] of listeners) anchorNode.removeEventListener(type, listener);
    };
  });

  const titleIsString = typeof title === 'string';
  const anchor = cloneElement(children, {
    ...(describeChild
      ? { 'aria-describedby': shown ? id : undefined }
      : {
          'aria-label': titleIsString ? title : undefined,
          'aria-labelledby': shown && !titleIsString ? id : undefined,
        }),
    ...children.props,
    ref: anchorRef,
  });

  return (
    <>
      {anchor}
      {shown &&
        createPortal(
          <TooltipRoot
            ref={tooltipRef}
            data-placement={placement?.side ?? 'bottom'}
            data-touch={openedByTouch || undefined}
            // Measured first (hidden), then shown where it fits.
            style={
              placement
                ? { top: placement.top, left: placement.left }
                : { top: 0, left: 0, visibility: 'hidden' }
            }
            onMouseOver={() => clearTimeout(leaveTimer.current)}
            onMouseLeave={(event) => leave(event.nativeEvent)}
          >
            <TooltipBubble role="tooltip" id={id}>
              {title}
            </TooltipBubble>
          </TooltipRoot>,
          document.body,
        )}
    </>
  );
}
