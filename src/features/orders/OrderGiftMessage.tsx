import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { OrderDetailsFragment } from './Order.generated';

/** The metadata key the checkout keeps the shopper's gift message under (Saleor copies it to the order). */
const GIFT_MESSAGE_KEY = 'gift_message';

/** The order's gift message, when the shopper wrote one at checkout. */
export function OrderGiftMessage({ metadata }: { metadata: OrderDetailsFragment['metadata'] }) {
  const message = metadata.find((item) => item.key === GIFT_MESSAGE_KEY)?.value.trim();
  if (!message) return null;
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="order-gift-message">
      <Typography id="order-gift-message" variant="subtitle2" component="h3" gutterBottom>
        <FormattedMessage
          id="order.giftMessage"
          defaultMessage="Gift message"
          description="Heading of the gift message the shopper wrote at checkout, on the order page"
        />
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message}</Typography>
    </Paper>
  );
}
