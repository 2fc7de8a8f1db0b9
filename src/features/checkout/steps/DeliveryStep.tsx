import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Money } from '../../../components/common/Money';
import { ServerDetails, type ShownError } from '../../../components/errors/ServerDetails';
import { serverWords } from '../../../api/failure';
import { firstMessage, mutationErrors } from '../../account';
import type { CheckoutDetailsFragment } from '../CheckoutDetails.generated';
import { useCheckoutShippingMethodUpdateMutation } from '../checkoutStepsApi';
import { checkoutMessages } from '../checkoutMessages';
import { stepText } from '../stepLabels';

type Method = CheckoutDetailsFragment['shippingMethods'][number];

/**
 * The shipping methods for the checkout's address, each with its price and delivery time. Those the
 * order price rules out (minimum or maximum order price) stay in the list, disabled, saying why.
 */
export function DeliveryStep({
  checkout,
  onDone,
  onChangeAddress,
}: {
  checkout: CheckoutDetailsFragment;
  onDone: () => void;
  onChangeAddress: () => void;
}) {
  const intl = useIntl();
  const methods = checkout.shippingMethods;
  const [choice, setChoice] = useState(
    checkout.shippingMethod?.id ?? methods.find((method) => method.active)?.id ?? '',
  );
  const [problem, setProblem] = useState<ShownError | null>(null);
  const [update, { isLoading }] = useCheckoutShippingMethodUpdateMutation();

  const submit = async () => {
    if (choice && choice === checkout.shippingMethod?.id) return onDone();
    setProblem(null);
    const errors = mutationErrors(
      await update({ id: checkout.id, shippingMethodId: choice }),
      (data) => data.checkoutShippingMethodUpdate,
    );
    if (!errors) return onDone();
    setProblem({
      text:
        firstMessage(errors, intl.formatMessage) ?? intl.formatMessage(checkoutMessages.shippingMethodFailed),
      details: serverWords(errors),
    });
  };

  if (!methods.length)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="warning">{intl.formatMessage(deliveryText.none)}</Alert>
        <Button onClick={onChangeAddress}>{intl.formatMessage(deliveryText.changeAddress)}</Button>
      </Stack>
    );

  return (
    <Stack spacing={2}>
      {problem && (
        <Alert severity="error" role="alert">
          {problem.text}
          <ServerDetails details={problem.details} shown={problem.text} />
        </Alert>
      )}
      <RadioGroup
        name="shipping-method"
        aria-label={intl.formatMessage(deliveryText.methods)}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
      >
        {methods.map((method) => (
          <FormControlLabel
            key={method.id}
            value={method.id}
            disabled={!method.active}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiRadio-root': { mt: -0.75 } }}
            label={<MethodLabel method={method} />}
          />
        ))}
      </RadioGroup>
      <Box>
        <Button variant="contained" loading={isLoading} disabled={!choice} onClick={() => void submit()}>
          {intl.formatMessage(stepText.continue)}
        </Button>
      </Box>
    </Stack>
  );
}

function MethodLabel({ method }: { method: Method }) {
  const { minimumDeliveryDays: min, maximumDeliveryDays: max } = method;
  return (
    <Box>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {method.name}
      </Typography>{' '}
      · <Money {...method.price} />
      {(min != null || max != null) && (
        <Typography variant="body2" color="text.secondary">
          {(min ?? max) === (max ?? min) ? (
            <FormattedMessage {...deliveryText.exactDays} values={{ days: min ?? max }} />
          ) : (
            <FormattedMessage {...deliveryText.days} values={{ min, max }} />
          )}
        </Typography>
      )}
      {method.minimumOrderPrice && method.minimumOrderPrice.amount > 0 && (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage
            {...deliveryText.minimum}
            values={{ amount: <Money {...method.minimumOrderPrice} /> }}
          />
        </Typography>
      )}
      {method.maximumOrderPrice && (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage
            {...deliveryText.maximum}
            values={{ amount: <Money {...method.maximumOrderPrice} /> }}
          />
        </Typography>
      )}
    </Box>
  );
}

const deliveryText: Record<string, MessageDescriptor> = defineMessages({
  methods: {
    id: 'checkout.delivery.methods',
    defaultMessage: 'Shipping methods',
    description: 'Name of the list of shipping methods',
  },
  days: {
    id: 'checkout.delivery.days',
    defaultMessage: '{min}–{max} working days',
    description: 'Delivery time of a shipping method (min and max working days)',
  },
  exactDays: {
    id: 'checkout.delivery.exactDays',
    defaultMessage: '{days, plural, one {# working day} other {# working days}}',
    description: 'Delivery time of a shipping method with one number of working days',
  },
  minimum: {
    id: 'checkout.delivery.minimum',
    defaultMessage: 'For orders of {amount} or more',
    description: 'Rule of a shipping method: minimum order price',
  },
  maximum: {
    id: 'checkout.delivery.maximum',
    defaultMessage: 'For orders up to {amount}',
    description: 'Rule of a shipping method: maximum order price',
  },
  none: {
    id: 'checkout.delivery.none',
    defaultMessage: 'No shipping method delivers to this address. Check the address, or choose another one.',
    description: 'Shown when no shipping method is available',
  },
  changeAddress: {
    id: 'checkout.delivery.changeAddress',
    defaultMessage: 'Change the shipping address',
    description: 'Button back to the shipping address step',
  },
});
