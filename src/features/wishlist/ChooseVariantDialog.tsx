import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Price } from '../../components/common/Price';
import { availableQuantity, stockState } from '../../lib/catalog/stock';
import { productMessages as pm, StockStatus } from '../product';
import { productPrice } from './savedProductView';
import { variantChoice, type ChoiceStatus } from './variantChoice';
import type { WishlistProduct } from './wishlistApi';
import { wishlistMessages as m } from './wishlistMessages';

/**
 * Asks which variant to add, for a saved product with several and none saved: one radio group per
 * option (size, colour…), nothing picked at first. A value is offered only when some variant with it
 * and the other picks is in stock; the rest are shown struck through and cannot be picked.
 * `onAdd` resolves to an error text, or null once the cart has the variant.
 */
export function ChooseVariantDialog({
  product,
  onAdd,
  onClose,
}: {
  product: WishlistProduct;
  onAdd: (variantId: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const choice = useMemo(() => variantChoice(product.variants ?? []), [product.variants]);
  const [picked, setPicked] = useState<(string | null)[]>(() => choice.groups.map(() => null));
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const variant = choice.variantFor(picked);
  const price = productPrice(product, variant);

  async function add() {
    if (!variant) return;
    setAdding(true);
    setFailure(null);
    const error = await onAdd(variant.id);
    // On success the card, and this dialog with it, is gone.
    if (error === null) return;
    setAdding(false);
    setFailure(error);
  }

  const valueName = (label: string, status: ChoiceStatus) =>
    status === 'soldOut'
      ? intl.formatMessage(pm.optionSoldOut, { value: label })
      : status === 'unavailable'
        ? intl.formatMessage(pm.optionUnavailable, { value: label })
        : label;

  return (
    <Dialog open onClose={adding ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {intl.formatMessage(m.chooseNamed, { name: product.name })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {choice.groups.map((group, g) => (
            <FormControl key={group.name ?? 'variant'} component="fieldset" disabled={adding}>
              <FormLabel component="legend" sx={{ mb: 0.5 }}>
                {group.name ?? intl.formatMessage(pm.optionFallback)}
              </FormLabel>
              <RadioGroup
                row
                value={picked[g] ?? ''}
                onChange={(event) => {
                  setFailure(null);
                  setPicked(picked.map((key, h) => (h === g ? event.target.value : key)));
                }}
              >
                {group.values.map(({ key, label }) => {
                  const status = choice.statusOf(picked, g, key);
                  return (
                    <FormControlLabel
                      key={key}
                      value={key}
                      disabled={status !== 'available'}
                      control={<Radio slotProps={{ input: { 'aria-label': valueName(label, status) } }} />}
                      label={label}
                      sx={status === 'soldOut' ? { textDecoration: 'line-through' } : undefined}
                    />
                  );
                })}
              </RadioGroup>
            </FormControl>
          ))}
          <Typography variant="h6" component="p">
            {price ? <Price {...price} /> : null}
          </Typography>
          {variant ? (
            <StockStatus state={stockState(availableQuantity(variant))} variant={variant} />
          ) : (
            <Typography color="text.secondary">{intl.formatMessage(m.pickEach)}</Typography>
          )}
          {failure ? <Alert severity="error">{failure}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={adding}>
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button
          variant="contained"
          onClick={() => void add()}
          disabled={!variant || adding}
          startIcon={adding ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {intl.formatMessage(adding ? m.moving : m.move)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
