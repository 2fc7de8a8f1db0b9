import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '../../app/hooks';
import { AppLink } from '../../components/common/AppLink';
import { firstMessage, mutationErrors } from '../account/profile/mutationErrors';
import { checkoutTokenSet } from '../checkout/checkoutSlice';
import type { CheckoutCreateFromOrderMutation } from './Order.generated';
import { ordersApi } from './ordersApi';

type Unavailable = NonNullable<
  NonNullable<CheckoutCreateFromOrderMutation['checkoutCreateFromOrder']>['unavailableVariants']
>;

/**
 * "Order again": a new cart from the order's lines (checkoutCreateFromOrder). Lines that cannot be
 * bought any more are listed with the server's reason; the rest are in the cart.
 */
export function ReorderButton({
  orderId,
  productNames,
}: {
  orderId: string;
  productNames: Record<string, string>;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [reorder, { isLoading }] = ordersApi.useCheckoutCreateFromOrderMutation();
  const [result, setResult] = useState<{ unavailable: Unavailable } | { error: string } | null>(null);

  const run = async () => {
    const answer = await reorder({ id: orderId });
    const errors = mutationErrors(answer, (data) => data.checkoutCreateFromOrder);
    const payload = answer.data?.checkoutCreateFromOrder;
    if (errors || !payload?.checkout)
      return setResult({
        error:
          firstMessage(errors ?? []) ??
          intl.formatMessage({
            id: 'order.reorder.failed',
            defaultMessage: 'Failed to create checkout',
            description: 'Shown when a new cart cannot be made from an order',
          }),
      });
    dispatch(checkoutTokenSet(payload.checkout.token));
    setResult({ unavailable: payload.unavailableVariants ?? [] });
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" loading={isLoading} onClick={() => void run()}>
        <FormattedMessage
          id="order.reorder"
          defaultMessage="Order again"
          description="Button that puts an order's items in a new cart"
        />
      </Button>
      {result && 'error' in result && (
        <Alert severity="error" role="alert">
          {result.error}
        </Alert>
      )}
      {result && 'unavailable' in result && (
        <Alert
          severity={result.unavailable.length ? 'warning' : 'success'}
          role="status"
          action={
            <Button color="inherit" component={AppLink} to="/cart">
              <FormattedMessage
                id="order.reorder.toCart"
                defaultMessage="View cart"
                description="Link to the cart after reordering"
              />
            </Button>
          }
        >
          {result.unavailable.length ? (
            <>
              <AlertTitle>
                <FormattedMessage
                  id="order.reorder.partial"
                  defaultMessage="Some items could not be added to your new cart:"
                  description="Heading of the items a reorder left out"
                />
              </AlertTitle>
              <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
                {result.unavailable.map((item) => (
                  <li key={item.lineId}>
                    {productNames[item.lineId] ? `${productNames[item.lineId]}: ` : ''}
                    {item.message}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <FormattedMessage
              id="order.reorder.done"
              defaultMessage="The items of this order are in your new cart."
              description="Shown when every item of an order was put in a new cart"
            />
          )}
        </Alert>
      )}
    </Stack>
  );
}
