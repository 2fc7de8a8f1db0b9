import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { StockState } from '../../lib/catalog/stock';
import { productMessages as m } from './productMessages';

const DOT_COLOUR = { inStock: 'success.main', low: 'warning.main', soldOut: 'error.main' } as const;

/** In stock, only N left, or sold out: a coloured dot for the eye, words for everyone (announced on change). */
export function StockStatus({ state }: { state: StockState }) {
  const intl = useIntl();
  const text =
    state.kind === 'inStock'
      ? intl.formatMessage(m.inStock)
      : state.kind === 'low'
        ? intl.formatMessage(m.lowStock, { count: state.quantity })
        : intl.formatMessage(m.soldOut);
  return (
    <Typography
      component="p"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: state.kind === 'inStock' ? 400 : 600 }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: DOT_COLOUR[state.kind], flex: 'none' }}
      />
      {text}
    </Typography>
  );
}
