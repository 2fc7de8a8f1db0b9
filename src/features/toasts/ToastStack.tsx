import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSelector } from 'react-redux';
import { Toast } from './Toast';
import { TOAST_GAP_PX, type ToasterPosition } from './toasterOptions';
import { selectToasts } from './toastsSlice';

/**
 * The toasts, 16 px apart in the chosen corner, the newest nearest the corner (at the bottom of a
 * bottom stack, the top of a top one). Loaded with the first toast.
 */
export default function ToastStack({ position }: { position: ToasterPosition }) {
  const toasts = useSelector(selectToasts);
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
        // The empty parts of the stack must not block clicks on the page under it.
        pointerEvents: 'none',
      }}
    >
      {toasts.map((item) => (
        <Toast key={item.id} item={item} side={horizontal} reducedMotion={reducedMotion} />
      ))}
    </Box>
  );
}
