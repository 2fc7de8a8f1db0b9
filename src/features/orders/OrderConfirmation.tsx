import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../components/common/AppLink';
import { OrderView } from './OrderView';

/** The order a payment or checkout just made, named by ?order= (its token, number or id). */
export function OrderConfirmation() {
  const [params] = useSearchParams();
  const reference = params.get('order');
  if (!reference)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">
          <FormattedMessage
            id="orderSuccess.noOrder"
            defaultMessage="This page shows an order after checkout. Your orders are in your order list."
            description="Shown on the success page without an order to show"
          />
        </Alert>
        <Button component={AppLink} to="/orders" variant="contained">
          <FormattedMessage
            id="orderSuccess.toOrders"
            defaultMessage="My orders"
            description="Link to the order list"
          />
        </Button>
      </Stack>
    );
  return <OrderView reference={reference} />;
}
