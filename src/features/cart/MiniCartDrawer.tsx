import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { AppLink } from '../../components/common/AppLink';
import { ReducedPrice } from '../../components/totals/ReducedPrice';
import { fractionDigits, shownPrice, totalRows } from '../../components/totals/totalRows';
import { TotalsList } from '../../components/totals/TotalsList';
import { checkoutTotalsInput } from '../checkout';
import { useOverlay } from '../overlays';
import type { CartCheckoutFragment } from './Cart.generated';
import { PromoCodeForm } from './PromoCodeForm';
import { useCart } from './useCart';

// Typed as MessageDescriptor: react-intl's inferred types refuse values.
const m: Record<string, MessageDescriptor> = defineMessages({
  title: {
    id: 'miniCart.title',
    defaultMessage: 'Your cart',
    description: 'Heading of the mini-cart drawer',
  },
  close: {
    id: 'miniCart.close',
    defaultMessage: 'Close the cart',
    description: 'Button that closes the mini-cart',
  },
  lines: {
    id: 'miniCart.lines',
    defaultMessage: 'Items in your cart',
    description: 'Screen-reader name of the mini-cart list',
  },
  quantity: {
    id: 'miniCart.quantity',
    defaultMessage: 'Quantity: {quantity}',
    description: 'A mini-cart line’s quantity',
  },
  loading: { id: 'miniCart.loading', defaultMessage: 'Loading your cart', description: 'Mini-cart loading' },
  empty: {
    id: 'miniCart.empty',
    defaultMessage: 'Your cart is empty.',
    description: 'Mini-cart with no lines',
  },
  shippingLater: {
    id: 'cart.shipping.atCheckout',
    defaultMessage: 'Chosen at checkout',
    description: 'Shipping cost before a method is chosen',
  },
  checkout: {
    id: 'miniCart.checkout',
    defaultMessage: 'Go to checkout',
    description: 'Mini-cart button to the checkout',
  },
  viewCart: {
    id: 'miniCart.viewCart',
    defaultMessage: 'View cart',
    description: 'Mini-cart link to the cart page',
  },
});

/**
 * The mini-cart: opens beside the page when something is added (overlay "miniCart"), with the lines,
 * the subtotal and the ways on to the cart and the checkout, so the shopper can carry on browsing.
 * It is not modal: the page and the "added" toast (whose "View cart" keyboard users reach) stay
 * usable beside it. Escape, its close button or a new page close it.
 */
export default function MiniCartDrawer() {
  const intl = useIntl();
  const titleId = useId();
  const { open, close } = useOverlay('miniCart');
  // Not modal, so Escape is heard wherever focus is (still on "Add to cart", as a rule).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);
  return (
    <Drawer
      variant="persistent"
      anchor="right"
      open={open}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': false,
          'aria-labelledby': titleId,
          elevation: 16,
          sx: { width: { xs: '100%', sm: 400 }, zIndex: 'modal' },
        } as object,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {intl.formatMessage(m.title)}
        </Typography>
        <IconButton onClick={close} aria-label={intl.formatMessage(m.close)}>
          <span aria-hidden="true">✕</span>
        </IconButton>
      </Stack>
      <MiniCartContent onLeave={close} />
    </Drawer>
  );
}

function MiniCartContent({ onLeave }: { onLeave: () => void }) {
  const intl = useIntl();
  const { checkout, isLoading } = useCart();
  if (isLoading)
    return (
      <Skeleton variant="rounded" height={160} sx={{ mx: 2 }} aria-label={intl.formatMessage(m.loading)} />
    );
  if (!checkout?.lines.length)
    return (
      <Typography sx={{ px: 2 }} color="text.secondary">
        {intl.formatMessage(m.empty)}
      </Typography>
    );
  return (
    // The totals and buttons follow the lines rather than sit at the bottom of the screen, where the
    // "added" toast would cover them; a long cart scrolls the drawer.
    <Stack spacing={2} sx={{ px: 2, pb: 2 }}>
      <Box component="ul" aria-label={intl.formatMessage(m.lines)} sx={{ m: 0, p: 0 }}>
        {checkout.lines.map((line) => (
          <MiniCartLine key={line.id} line={line} displayGross={checkout.displayGrossPrices} />
        ))}
      </Box>
      <TotalsList
        totals={totalRows(checkoutTotalsInput(checkout))}
        shippingLater={intl.formatMessage(m.shippingLater)}
      />
      <PromoCodeForm checkout={checkout} />
      <Button variant="contained" size="large" component={AppLink} to="/checkout" onClick={onLeave}>
        {intl.formatMessage(m.checkout)}
      </Button>
      <Button variant="outlined" component={AppLink} to="/cart" onClick={onLeave}>
        {intl.formatMessage(m.viewCart)}
      </Button>
    </Stack>
  );
}

function MiniCartLine({
  line,
  displayGross,
}: {
  line: CartCheckoutFragment['lines'][number];
  displayGross: boolean;
}) {
  const intl = useIntl();
  const { product } = line.variant;
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box
        component="img"
        src={(line.variant.media?.[0] ?? product.thumbnail)?.url}
        alt=""
        width={64}
        height={64}
        sx={{
          width: 64,
          height: 64,
          borderRadius: 1,
          objectFit: 'cover',
          bgcolor: 'action.hover',
          flexShrink: 0,
        }}
      />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{product.name}</Typography>
        {line.variant.name && line.variant.name !== product.name && (
          <Typography variant="body2" color="text.secondary">
            {line.variant.name}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(m.quantity, { quantity: line.quantity })}
        </Typography>
      </Box>
      <Typography
        component="div"
        // The struck price over the one paid, so that a phone's narrow drawer keeps room for the name.
        sx={{ whiteSpace: 'nowrap', textAlign: 'right', '& [data-price]': { display: 'block', mr: 0 } }}
      >
        <LinePrice line={line} displayGross={displayGross} />
      </Typography>
    </Stack>
  );
}

/**
 * The line's price as charged, with its listing price struck through when that was more: the cart
 * page's rule for one unit, for the line. The listing price is the variant's priceUndiscounted, taxed
 * as the unit price is and shown in the same basis (Saleor's undiscountedTotalPrice is as the shop
 * enters prices, gross or net, and would compare one basis with the other), times the quantity in
 * whole minor units. Without the variant's pricing (no longer listed) nothing is struck through.
 */
function LinePrice({
  line,
  displayGross,
}: {
  line: CartCheckoutFragment['lines'][number];
  displayGross: boolean;
}) {
  const now = shownPrice(line.totalPrice, displayGross);
  const listed = line.variant.pricing?.priceUndiscounted;
  let was = null;
  if (listed) {
    const unit = shownPrice(listed, displayGross);
    const scale = 10 ** fractionDigits(unit.currency);
    was = { amount: (Math.round(unit.amount * scale) * line.quantity) / scale, currency: unit.currency };
  }
  return <ReducedPrice now={now} was={was} />;
}
