import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Money } from '../../components/common/Money';
import { ReducedPrice } from '../../components/totals/ReducedPrice';
import { shownPrice } from '../../components/totals/totalRows';
import type { CartCheckoutFragment } from './Cart.generated';
import { AppLink } from '../../components/common/AppLink';
import { QuantityStepper } from './QuantityStepper';
import { useLineQuantity } from './useLineQuantity';

type Line = CartCheckoutFragment['lines'][number];

/**
 * One cart line: picture (the variant's), name, variant, unit and line price, quantity and remove. The stepper shows
 * the quantity chosen at once; `onQuantity` sends one update and resolves true when the server took it.
 * On a phone the stepper and the line's price take a row of their own under the name, so that neither
 * the name nor the stepper's hint is squeezed; from the sm breakpoint everything sits on one row.
 */
const LAYOUT = {
  display: 'grid',
  alignItems: 'center',
  columnGap: 2,
  rowGap: 1,
  gridTemplateColumns: { xs: '64px minmax(0, 1fr) auto', sm: '80px minmax(0, 1fr) auto auto auto' },
  gridTemplateAreas: {
    xs: '"picture details remove" "quantity quantity total"',
    sm: '"picture details quantity total remove"',
  },
} as const;
export function CartLineItem({
  line,
  displayGross,
  busy,
  onQuantity,
  onRemove,
}: {
  line: Line;
  /** Saleor's Checkout.displayGrossPrices: prices with tax, or without. */
  displayGross: boolean;
  busy: boolean;
  onQuantity: (quantity: number) => Promise<boolean>;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const [quantity, chooseQuantity] = useLineQuantity(line.quantity, onQuantity);
  const { product } = line.variant;
  const name = product.name;
  // The variant's own picture (the colour bought), else the product's: as Saleor's order lines show.
  const picture = line.variant.media?.[0] ?? product.thumbnail;
  // One unit as charged (after promotions and the voucher's share), and struck through before it the
  // listing price when that was more. The line total is what is charged: the lines add up to the
  // subtotal, which a voucher's row says it is included in.
  return (
    <Box component="li" sx={{ ...LAYOUT, py: 2, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Box
        component="img"
        src={picture?.url}
        // Decorative: the product's link beside it names it (the shop's alt text, in its own
        // language, would be read twice and untranslated).
        alt=""
        width={80}
        height={80}
        loading="lazy"
        sx={{
          gridArea: 'picture',
          width: { xs: 64, sm: 80 },
          height: { xs: 64, sm: 80 },
          borderRadius: 1,
          objectFit: 'cover',
          bgcolor: 'action.hover',
        }}
      />
      <Box sx={{ gridArea: 'details', minWidth: 0 }}>
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
            values={{ price: <UnitPrice line={line} displayGross={displayGross} /> }}
          />
        </Typography>
      </Box>
      <Box sx={{ gridArea: 'quantity' }}>
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
      </Box>
      <Typography sx={{ gridArea: 'total', minWidth: 88, textAlign: 'right', fontWeight: 600 }}>
        <Money {...shownPrice(line.totalPrice, displayGross)} />
      </Typography>
      <IconButton
        sx={{ gridArea: 'remove', alignSelf: { xs: 'start', sm: 'center' } }}
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
    </Box>
  );
}

/**
 * The unit price as charged, with the listing price struck through before it when it was more. The
 * listing price is the variant's priceUndiscounted, taxed as the unit price is (net and gross), shown in
 * the same basis: Saleor's undiscountedUnitPrice is the price as entered, gross or net as the shop
 * enters prices, and would compare one basis with the other. Without the variant's pricing (a variant
 * no longer listed in the channel) nothing is struck through.
 */
function UnitPrice({ line, displayGross }: { line: Line; displayGross: boolean }) {
  const listed = line.variant.pricing?.priceUndiscounted;
  return (
    <ReducedPrice
      now={shownPrice(line.unitPrice, displayGross)}
      was={listed ? shownPrice(listed, displayGross) : null}
    />
  );
}
