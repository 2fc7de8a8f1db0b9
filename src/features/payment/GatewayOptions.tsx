import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LightTextField } from '../../components/common/LightTextField';
import { DUMMY_APP_RESULTS, type DummyAppResult, type GatewayKind } from '../../lib/payment/gatewayKinds';

/** What the shopper set for the chosen gateway: the dummy app's result, the legacy token, a card. */
export interface GatewaySettings {
  dummyResult: DummyAppResult;
  legacyToken: 'charged' | 'not-charged';
  cardNumber: string;
}

export const initialGatewaySettings: GatewaySettings = {
  dummyResult: 'CHARGE_SUCCESS',
  legacyToken: 'charged',
  cardNumber: '',
};

/** The controls a gateway needs before paying; none for a real payment app (its own page asks). */
export function GatewayOptions({
  kind,
  settings,
  onChange,
}: {
  kind: GatewayKind;
  settings: GatewaySettings;
  onChange: (settings: GatewaySettings) => void;
}) {
  const intl = useIntl();
  switch (kind) {
    case 'dummyApp':
      return (
        <RadioGroup
          name="dummy-result"
          aria-label={intl.formatMessage(optionText.dummyResult)}
          value={settings.dummyResult}
          onChange={(event) => onChange({ ...settings, dummyResult: event.target.value as DummyAppResult })}
        >
          {DUMMY_APP_RESULTS.map((result) => (
            <FormControlLabel
              key={result}
              value={result}
              control={<Radio size="small" />}
              label={intl.formatMessage(dummyResultLabels[result])}
            />
          ))}
        </RadioGroup>
      );
    case 'legacyDummy':
      return (
        <RadioGroup
          name="legacy-token"
          aria-label={intl.formatMessage(optionText.legacyToken)}
          value={settings.legacyToken}
          onChange={(event) => onChange({ ...settings, legacyToken: event.target.value as 'charged' })}
        >
          <FormControlLabel
            value="charged"
            control={<Radio size="small" />}
            label={intl.formatMessage(optionText.charge)}
          />
          <FormControlLabel
            value="not-charged"
            control={<Radio size="small" />}
            label={intl.formatMessage(optionText.authorizeOnly)}
          />
        </RadioGroup>
      );
    case 'legacyCard':
      return (
        <LightTextField
          id="card-number"
          name="cardNumber"
          required
          label={intl.formatMessage(optionText.cardNumber)}
          helperText={intl.formatMessage(optionText.cardHint)}
          value={settings.cardNumber}
          onChange={(event) => onChange({ ...settings, cardNumber: event.target.value })}
          inputProps={{ inputMode: 'numeric', autoComplete: 'cc-number' }}
          sx={{ maxWidth: 360 }}
        />
      );
    case 'legacyUnsupported':
      return <Alert severity="info">{intl.formatMessage(optionText.unsupported)}</Alert>;
    case 'app':
      return null;
  }
}

const optionText = defineMessages({
  dummyResult: {
    id: 'payment.dummy.result',
    defaultMessage: 'Result of the test payment',
    description: 'Name of the choice of result the test payment app simulates',
  },
  legacyToken: {
    id: 'payment.legacy.token',
    defaultMessage: 'Test payment',
    description: 'Name of the choice of the legacy test gateway',
  },
  charge: {
    id: 'payment.legacy.charge',
    defaultMessage: 'Charge the payment',
    description: 'Legacy test gateway: charge',
  },
  authorizeOnly: {
    id: 'payment.legacy.authorizeOnly',
    defaultMessage: 'Only authorise it (charged later)',
    description: 'Legacy test gateway: authorise only',
  },
  cardNumber: {
    id: 'payment.card.number',
    defaultMessage: 'Card number',
    description: 'Label of the test card number field',
  },
  cardHint: {
    id: 'payment.card.testHint',
    defaultMessage:
      'A test gateway on this website, for test numbers only (never a real card): 4242 4242 4242 4242 pays; numbers ending 0002 are declined.',
    description: 'Hint under the test card number field, which is on the shop’s own page',
  },
  unsupported: {
    id: 'payment.gateway.unsupported',
    defaultMessage:
      'This payment method needs its provider’s own card form, which this shop does not include. Please choose another one.',
    description: 'Shown for a legacy gateway the storefront cannot drive',
  },
});

const dummyResultLabels: Record<DummyAppResult, MessageDescriptor> = defineMessages({
  CHARGE_SUCCESS: {
    id: 'payment.dummy.chargeSuccess',
    defaultMessage: 'Pay at once',
    description: 'Test payment result: charged immediately',
  },
  CHARGE_ACTION_REQUIRED: {
    id: 'payment.dummy.actionRequired',
    defaultMessage: 'Confirm on the payment page',
    description: 'Test payment result: the shopper approves or declines on a hosted page',
  },
  AUTHORIZATION_SUCCESS: {
    id: 'payment.dummy.authorizationSuccess',
    defaultMessage: 'Authorise only (charged later)',
    description: 'Test payment result: authorised, not charged',
  },
  CHARGE_FAILURE: {
    id: 'payment.dummy.chargeFailure',
    defaultMessage: 'Fail the payment',
    description: 'Test payment result: the charge fails',
  },
});
