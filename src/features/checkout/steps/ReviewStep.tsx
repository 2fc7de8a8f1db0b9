import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Money } from '../../../components/common/Money';
import { shownPrice } from '../../../components/totals/totalRows';
import { AddressText } from '../../addresses';
import { PromoCodeForm } from '../../cart';
import type { CheckoutDetailsFragment } from '../CheckoutDetails.generated';
import type { CheckoutStep } from '../checkoutSteps';
import { stepLabels, stepText } from '../stepLabels';
import { giftMessageText } from './GiftMessageField';

/** Everything the shopper gave, each part with a way back to change it, before paying. */
export function ReviewStep({
  checkout,
  onEdit,
  onDone,
}: {
  checkout: CheckoutDetailsFragment;
  onEdit: (step: CheckoutStep) => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const promoHeading = useId();
  const part = (step: CheckoutStep, content: ReactNode) => (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {intl.formatMessage(stepLabels[step])}
          </Typography>
          {content}
        </Box>
        <Button
          size="small"
          onClick={() => onEdit(step)}
          aria-label={`${intl.formatMessage(stepText.change)}: ${intl.formatMessage(stepLabels[step])}`}
        >
          {intl.formatMessage(stepText.change)}
        </Button>
      </Stack>
    </Paper>
  );
  return (
    <Stack spacing={2}>
      {part(
        'contact',
        <>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{checkout.email}</Typography>
          <Typography color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {checkout.giftMessage
              ? intl.formatMessage(giftMessageText.review, { message: checkout.giftMessage })
              : intl.formatMessage(giftMessageText.reviewNone)}
          </Typography>
        </>,
      )}
      {checkout.shippingAddress && part('shipping', <AddressText address={checkout.shippingAddress} />)}
      {checkout.billingAddress && part('billing', <AddressText address={checkout.billingAddress} />)}
      {checkout.isShippingRequired &&
        checkout.shippingMethod &&
        part(
          'delivery',
          <Typography>
            {checkout.shippingMethod.name} ·{' '}
            <Money {...shownPrice(checkout.shippingPrice, checkout.displayGrossPrices)} />
          </Typography>,
        )}
      <Paper variant="outlined" component="section" aria-labelledby={promoHeading} sx={{ p: 2 }}>
        <Typography id={promoHeading} variant="subtitle2" component="h3" gutterBottom>
          <FormattedMessage
            id="checkout.review.promoCode"
            defaultMessage="Promo code or gift card"
            description="Heading of the review step's part where a promo code or gift card is entered"
          />
        </Typography>
        <PromoCodeForm checkout={checkout} />
      </Paper>
      <Box>
        <Button variant="contained" size="large" onClick={onDone}>
          <FormattedMessage
            id="checkout.review.toPayment"
            defaultMessage="Continue to payment"
            description="Button from the review step to the payment step"
          />
        </Button>
      </Box>
    </Stack>
  );
}
