import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { StockState } from '../../lib/catalog/stock';
import { productMessages as m } from './productMessages';

const DOT_COLOUR = { inStock: 'success.main', low: 'warning.main', soldOut: 'error.main' } as const;

/**
 * The variant the stock belongs to, as far as it decides what is said: Saleor's trackInventory false
 * (digital goods, services) means the shop keeps no count, so there is none to show; its
 * quantityAvailable is then only the per-checkout limit (MAX_CHECKOUT_LINE_QUANTITY), not stock.
 */
export interface StockVariant {
  trackInventory?: boolean | null;
  quantityAvailable?: number | null;
}

/**
 * In stock, only N left, or sold out: a coloured dot for the eye, words for everyone (announced on
 * change). A variant that does not track inventory is simply in stock, never "only N left".
 */
export function StockStatus({ state, variant }: { state: StockState; variant?: StockVariant }) {
  const intl = useIntl();
  const shown: StockState['kind'] = variant?.trackInventory === false ? 'inStock' : state.kind;
  const text =
    shown === 'inStock'
      ? intl.formatMessage(m.inStock)
      : shown === 'low'
        ? intl.formatMessage(m.lowStock, { count: state.quantity })
        : intl.formatMessage(m.soldOut);
  return (
    <Typography
      component="p"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: shown === 'inStock' ? 400 : 600 }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: DOT_COLOUR[shown], flex: 'none' }}
      />
      {text}
    </Typography>
  );
}
