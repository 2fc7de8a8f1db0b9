import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Slide from '@mui/material/Slide';
import SvgIcon from '@mui/material/SvgIcon';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useAppDispatch } from '../../app/hooks';
import { forgetToastAction, takeToastAction } from './toast';
import { toastDismissed, toastRemoved, type ToastItem, type ToastMessage } from './toastsSlice';
import { useSwipeToDismiss } from './useSwipeToDismiss';
import { useToastTimer } from './useToastTimer';

const EXIT_MS = 200;

const format = (intl: IntlShape, message: ToastMessage) =>
  typeof message === 'string' ? message : intl.formatMessage(message, message.values);

function CloseIcon() {
  return (
    <SvgIcon fontSize="small">
      <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
    </SvgIcon>
  );
}

export interface ToastProps {
  item: ToastItem;
  /** The side of the screen the toast enters from and leaves to. */
  side: 'left' | 'right';
  reducedMotion: boolean;
}

/** One toast: open, then closing (its exit animation), then removed from the store. */
export function Toast({ item, side, reducedMotion }: ToastProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const wasShown = useRef(item.state === 'open');
  const dismiss = () => dispatch(toastDismissed(item.id));
  const remove = () => {
    dispatch(forgetToastAction(item.id));
    dispatch(toastRemoved(item.id));
  };
  const swipe = useSwipeToDismiss(dismiss);
  const closing = item.state === 'closing';
  const remaining = useToastTimer(item.duration, hovered || focused || swipe.dragging || closing, dismiss);

  useEffect(() => {
    // Pushed out by the limit before it was ever shown: there is no exit animation to wait for.
    if (closing && !wasShown.current) remove();
  });

  const closeLabel = intl.formatMessage({
    id: 'toast.close',
    defaultMessage: 'Close notification',
    description: 'Name of the button that closes a toast',
  });
  const actionLabel = item.actionLabel === undefined ? null : format(intl, item.actionLabel);

  return (
    <Slide
      direction={side === 'right' ? 'left' : 'right'}
      in={!closing}
      appear={!reducedMotion}
      timeout={reducedMotion ? 0 : EXIT_MS}
      onExited={remove}
    >
      {/* Slide owns this element's transform; the swipe moves the one inside. */}
      <Box data-toast-state={item.state} sx={{ pointerEvents: 'auto', maxWidth: '100%' }}>
        <Box
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') dismiss();
          }}
          {...swipe.handlers}
          style={{
            transform: swipe.offset ? `translateX(${swipe.offset}px)` : undefined,
            opacity: swipe.offset ? Math.max(0.3, 1 - Math.abs(swipe.offset) / 200) : undefined,
            transition: swipe.dragging || reducedMotion ? 'none' : 'transform 150ms, opacity 150ms',
          }}
          sx={{ touchAction: 'pan-y', userSelect: swipe.dragging ? 'none' : undefined }}
        >
          <Alert
            severity={item.severity}
            variant="filled"
            role={item.severity === 'error' || item.severity === 'warning' ? 'alert' : 'status'}
            action={
              <>
                {actionLabel !== null && (
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => {
                      const run = dispatch(takeToastAction(item.id));
                      dismiss();
                      run?.();
                    }}
                  >
                    {actionLabel}
                  </Button>
                )}
                <IconButton
                  color="inherit"
                  size="small"
                  aria-label={closeLabel}
                  title={closeLabel}
                  onClick={dismiss}
                >
                  <CloseIcon />
                </IconButton>
              </>
            }
            sx={{
              position: 'relative',
              overflow: 'hidden',
              width: { xs: 'calc(100vw - 32px)', sm: 'auto' },
              minWidth: { sm: 300 },
              maxWidth: { sm: 420 },
              boxShadow: 6,
            }}
          >
            {format(intl, item.message)}
            {item.duration !== null && (
              <LinearProgress
                variant="determinate"
                value={Math.round(remaining * 100)}
                aria-label={intl.formatMessage({
                  id: 'toast.timeLeft',
                  defaultMessage: 'Time until this notification closes',
                  description: 'Name of the timer bar of a toast',
                })}
                sx={{
                  position: 'absolute',
                  insetInline: 0,
                  bottom: 0,
                  height: 3,
                  bgcolor: 'transparent',
                  // The alert's own text colour, which the theme keeps readable on every severity.
                  '& .MuiLinearProgress-bar': {
                    bgcolor: 'currentColor',
                    opacity: 0.6,
                    // One tick of the timer, so that the bar glides rather than jumps.
                    transition: reducedMotion ? 'none' : 'transform 100ms linear',
                  },
                }}
              />
            )}
          </Alert>
        </Box>
      </Box>
    </Slide>
  );
}
