import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '../../components/common/AppLink';
import { checkoutTotalsInput, isStaleFailure } from '../checkout';
import { failureOf } from '../../api/failure';
import { toast } from '../toasts';
import { useCartLinesDeleteMutation, useCartLinesUpdateMutation } from './cartApi';
import { cartFailureOf, cartFailureText, cartMessages, type CartFailure } from './cartFailures';
import { CartLineItem } from './CartLineItem';
import { totalRows } from '../../components/totals/totalRows';
import { TotalsList } from '../../components/totals/TotalsList';
import { PromoCodeForm } from './PromoCodeForm';
import { useCart } from './useCart';
import { useAppDispatch } from '../../app/hooks';

/** The cart: its lines with quantity and remove, the totals, and the way on to checkout. */
export function CartView() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { checkout, isLoading, failed, refetch } = useCart();
  const [updateLines] = useCartLinesUpdateMutation();
  const [deleteLines] = useCartLinesDeleteMutation();
  const [busyLine, setBusyLine] = useState<string | null>(null);

  const say = (failure: CartFailure) =>
    dispatch(
      toast({
        severity: 'error',
        message: cartFailureText(failure, intl.formatMessage),
      }),
    );

  // One update of a line's quantity; the line's stepper queues them (one at a time, latest last).
  async function changeQuantity(checkoutId: string, lineId: string, quantity: number) {
    const result = await updateLines({ id: checkoutId, lines: [{ lineId, quantity }] });
    const failure = failureOf(result, (data) => data.checkoutLinesUpdate);
    if (!failure) return true;
    // An aborted update (the page left) is ignored silently; a cart the server no longer knows has
    // been emptied and said so (staleCheckout.ts).
    const aborted =
      failure.kind === 'transport' && 'status' in failure.error && failure.error.status === 'ABORTED';
    if (!aborted && !isStaleFailure(failure)) say(cartFailureOf(failure, cartMessages.updateFailed));
    return false;
  }

  async function remove(lineId: string) {
    if (!checkout) return;
    setBusyLine(lineId);
    const result = await deleteLines({ id: checkout.id, linesIds: [lineId] });
    setBusyLine(null);
    const failure = failureOf(result, (data) => data.checkoutLinesDelete);
    if (failure && !isStaleFailure(failure)) say(cartFailureOf(failure, cartMessages.removeFailed));
  }

  if (isLoading)
    return <Skeleton variant="rounded" height={240} aria-label={intl.formatMessage(cartText.loading)} />;
  if (failed && !checkout)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            <FormattedMessage
              id="cart.retry"
              defaultMessage="Try again"
              description="Retry loading the cart"
            />
          </Button>
        }
      >
        {intl.formatMessage(cartMessages.fetchFailed)}
      </Alert>
    );
  if (!checkout?.lines.length) return <EmptyCart />;

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="ul"
        aria-label={intl.formatMessage(cartText.lines)}
        sx={{ flexGrow: 1, m: 0, p: 0, width: '100%' }}
      >
        {checkout.lines.map((line) => (
          <CartLineItem
            key={line.id}
            line={line}
            displayGross={checkout.displayGrossPrices}
            busy={busyLine === line.id}
            onQuantity={(quantity) => changeQuantity(checkout.id, line.id, quantity)}
            onRemove={() => void remove(line.id)}
          />
        ))}
      </Box>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="cart-summary"
        sx={{ p: { xs: 2, sm: 3 }, width: { xs: '100%', md: 360 }, flexShrink: 0 }}
      >
        <Typography id="cart-summary" variant="h6" component="h2" gutterBottom>
          <FormattedMessage
            id="cart.summary"
            defaultMessage="Order summary"
            description="Heading of the cart totals"
          />
        </Typography>
        <TotalsList
          totals={totalRows(checkoutTotalsInput(checkout))}
          shippingLater={
            <FormattedMessage
              id="cart.shipping.atCheckout"
              defaultMessage="Chosen at checkout"
              description="Shipping cost before a method is chosen"
            />
          }
          shippingNone={
            <FormattedMessage
              id="cart.shipping.none"
              defaultMessage="Not needed"
              description="No shipping needed"
            />
          }
        />
        <Divider sx={{ my: 2 }} />
        <PromoCodeForm checkout={checkout} />
        <Button component={AppLink} to="/checkout" variant="contained" size="large" fullWidth sx={{ mt: 2 }}>
          <FormattedMessage
            id="cart.checkout"
            defaultMessage="Go to checkout"
            description="Button from the cart to checkout"
          />
        </Button>
      </Paper>
    </Stack>
  );
}

const cartText = defineMessages({
  loading: {
    id: 'cart.loading',
    defaultMessage: 'Loading your cart',
    description: 'Name of the cart placeholder',
  },
  lines: {
    id: 'cart.lines',
    defaultMessage: 'Items in your cart',
    description: 'Name of the list of cart lines',
  },
});

function EmptyCart() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 4 }}>
      <Typography variant="h6" component="h2">
        <FormattedMessage
          id="cart.empty.title"
          defaultMessage="Your cart is empty"
          description="Empty cart heading"
        />
      </Typography>
      <Typography color="text.secondary">
        <FormattedMessage
          id="cart.empty.body"
          defaultMessage="Find something you like in the catalogue, or search for it."
          description="Empty cart suggestion"
        />
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button component={AppLink} to="/categories" variant="contained">
          <FormattedMessage
            id="cart.empty.browse"
            defaultMessage="Browse categories"
            description="Empty cart link"
          />
        </Button>
        <Button component={AppLink} to="/search" variant="outlined">
          <FormattedMessage
            id="cart.empty.search"
            defaultMessage="Search"
            description="Empty cart search link"
          />
        </Button>
      </Stack>
    </Stack>
  );
}
