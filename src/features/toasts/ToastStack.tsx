import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Slide from '@mui/material/Slide';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectToasts, toastDismissed, toastRemoved, type ToastItem } from './toastsSlice';
import { useToastTimer } from './useToastTimer';

import { SWIPE_THRESHOLD_PX, TOAST_GAP_PX, type ToasterPosition } from './toasterOptions';

function Toast({ item, reducedMotion }: { item: ToastItem; reducedMotion: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragX, setDragX] = useState(0);
  const drag = useRef<{ start: number; dx: number } | null>(null);
  const shown = useRef(item.state === 'open');
  const dismiss = () => dispatch(toastDismissed(item.id));

  useEffect(() => {
    // A toast pushed out by the limit before it was ever shown has no exit animation to wait for.
    if (item.state === 'closing' && !shown.current) dispatch(toastRemoved(item.id));
  }, [item.state, item.id, dispatch]);
  const fraction = useToastTimer(item.duration, hovered || focused || item.state === 'closing', dismiss);

  const text =
    typeof item.message === 'string' ? item.message : intl.formatMessage(item.message, item.message.values);
  const closeLabel = intl.formatMessage({
    id: 'toast.close',
    defaultMessage: 'Close notification',
    description: 'Name of the button that closes a toast',
  });

  const onPointerDown = (event: PointerEvent) => {
    drag.current = { start: event.clientX, dx: 0 };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag.current) return;
    drag.current.dx = event.clientX - drag.current.start;
    setDragX(drag.current.dx);
  };
  const onPointerEnd = () => {
    // A swipe past the threshold dismisses; a shorter one springs back.
    if (drag.current && Math.abs(drag.current.dx) > SWIPE_THRESHOLD_PX) dismiss();
    else setDragX(0);
    drag.current = null;
  };

  return (
    <Slide
      direction="left"
      in={item.state === 'open'}
      appear={!reducedMotion}
      timeout={reducedMotion ? 0 : 200}
      onExited={() => dispatch(toastRemoved(item.id))}
    >
      <Box
        data-state={item.state}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={(event) => event.key === 'Escape' && dismiss()}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        sx={{
          transform: dragX ? `translateX(${dragX}px)` : undefined,
          touchAction: 'pan-y',
          pointerEvents: 'auto',
        }}
      >
        <Alert
          severity={item.severity}
          variant="filled"
          role={item.severity === 'error' || item.severity === 'warning' ? 'alert' : 'status'}
          onClose={dismiss}
          slotProps={{ closeButton: { 'aria-label': closeLabel, title: closeLabel } }}
          sx={{ minWidth: 280, maxWidth: 420, boxShadow: 6, pb: item.duration === null ? undefined : 1.5 }}
        >
          {text}
        </Alert>
        {item.duration !== null && (
          <LinearProgress
            variant="determinate"
            value={Math.round(fraction * 100)}
            aria-label={intl.formatMessage({
              id: 'toast.timeLeft',
              defaultMessage: 'Time until this notification closes',
              description: 'Name of the timer bar of a toast',
            })}
            sx={{
              mt: '-4px',
              mx: 1,
              height: 3,
              borderRadius: 2,
              bgcolor: 'transparent',
              '& .MuiLinearProgress-bar': { bgcolor: 'common.white', opacity: 0.7, transition: 'none' },
            }}
          />
        )}
      </Box>
    </Slide>
  );
}

/** The visible toasts (loaded with the first toast), stacked 16 px apart, newest nearest the corner. */
export default function ToastStack({ position }: { position: ToasterPosition }) {
  const toasts = useAppSelector(selectToasts);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'right'];
  return (
    <Box
      sx={{
        position: 'fixed',
        [vertical]: 16,
        [horizontal]: 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: vertical === 'bottom' ? 'column' : 'column-reverse',
        alignItems: horizontal === 'right' ? 'flex-end' : 'flex-start',
        gap: `${TOAST_GAP_PX}px`,
        pointerEvents: 'none',
      }}
    >
      {toasts.map((item) => (
        <Toast key={item.id} item={item} reducedMotion={reducedMotion} />
      ))}
    </Box>
  );
}
