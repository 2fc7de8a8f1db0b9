import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Money } from '../../components/common/Money';
import type { CartCheckoutFragment } from './Cart.generated';
import { AppLink } from '../../components/common/AppLink';
import { QuantityStepper } from './QuantityStepper';
import { useLineQuantity } from './useLineQuantity';

type Line = CartCheckoutFragment['lines'][number];

/**
 * One cart line: picture, name, variant, unit and line price, quantity and remove. The stepper shows
 * the quantity chosen at once; `onQuantity` sends one update and resolves true when the server took it.
 */
export function CartLineItem({
  line,
  busy,
  onQuantity,
  onRemove,
}: {
  line: Line;
  busy: boolean;
  onQuantity: (quantity: number) => Promise<boolean>;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const [quantity, chooseQuantity] = useLineQuantity(line.quantity, onQuantity);
  const { product } = line.variant;
  const name = product.name;
  return (
    <Stack
      component="li"
      direction="row"
      spacing={2}
      sx={{ py: 2, borderBottom: 1, borderColor: 'divider', alignItems: 'center', listStyle: 'none' }}
    >
      <Box
        component="img"
        src={product.thumbnail?.url}
        alt={product.thumbnail?.alt || name}
        width={80}
        height={80}
        loading="lazy"
        sx={{ borderRadius: 1, objectFit: 'cover', flexShrink: 0, bgcolor: 'action.hover' }}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Link component={AppLink} to={`/products/${product.slug}`} underline="hover" sx={{ fontWeight: 600 }}>
          {name}
        </Link>
        {line.variant.name && line.variant.name !== name && (
          <Typography variant="body2" color="text.secondary">
            {line.variant.name}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage
            id="cart.line.unitPrice"
            defaultMessage="{price} each"
            description="Unit price of a cart line"
            values={{ price: <Money {...line.unitPrice.gross} /> }}
          />
        </Typography>
      </Box>
      <QuantityStepper
        value={quantity}
        max={line.variant.quantityAvailable ?? Number.POSITIVE_INFINITY}
        disabled={busy}
        label={intl.formatMessage(
          {
            id: 'cart.line.quantity',
            defaultMessage: 'Quantity of {name}',
            description: 'Name of a quantity field',
          },
          { name },
        )}
        onChange={chooseQuantity}
      />
      <Typography sx={{ minWidth: 88, textAlign: 'right', fontWeight: 600 }}>
        <Money {...line.totalPrice.gross} />
      </Typography>
      <IconButton
        onClick={onRemove}
        disabled={busy}
        aria-label={intl.formatMessage(
          {
            id: 'cart.line.remove',
            defaultMessage: 'Remove {name} from the cart',
            description: 'Remove button name',
          },
          { name },
        )}
      >
        <span aria-hidden="true">✕</span>
      </IconButton>
    </Stack>
  );
}
