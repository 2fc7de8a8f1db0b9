import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import { isClientUnavailable } from '../../api/saleorBaseQuery';
import { dataClientMessages } from '../../lib/dataClientMessages';
import { AppLink } from '../../components/common/AppLink';
import { checkoutIdFromToken } from '../../lib/globalId';
import { permissionRefusal, usePermissionWarning } from './GatewayCheck';
import {
  OrderCreateFromCheckoutDocument,
  type OrderCreateFromCheckoutMutation,
  type OrderCreateFromCheckoutMutationVariables,
} from './OrderFromCheckout.generated';
import { failureText } from '../../api/errorMessages';
import { failureOf } from '../../api/failure';

// orderCreateFromCheckout on the test checkout. Saleor lets only apps with HANDLE_CHECKOUTS create an order
// this way (shoppers complete the checkout instead), so from a shopper's session the expected answer is
// PermissionDenied: shown in the shopper's language, with Saleor's own words under it. An app token in
// config.json's publicApiToken may be allowed.

const orderFromCheckoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    orderCreateFromCheckout: build.mutation<
      WithGraphQLErrors<OrderCreateFromCheckoutMutation>,
      OrderCreateFromCheckoutMutationVariables
    >({
      query: (variables) => ({ document: OrderCreateFromCheckoutDocument, variables }),
    }),
  }),
});

export const { useOrderCreateFromCheckoutMutation } = orderFromCheckoutApi;

type Answer = ReturnType<typeof useOrderCreateFromCheckoutMutation>[1];

/** How the call ended, in the shopper's language: refused, failed, or the order it created. */
function Outcome({ answer }: { answer: Answer }) {
  const intl = useIntl();
  const refusal = answer.isLoading ? null : permissionRefusal(answer.data, answer.error);
  usePermissionWarning(refusal);
  if (answer.isUninitialized || answer.isLoading) return null;
  if (refusal)
    return (
      <Alert severity="warning">
        <AlertTitle>{intl.formatMessage(text.refused)}</AlertTitle>
        {intl.formatMessage(text.refusedWhy)}
        <Box sx={{ fontFamily: 'monospace', mt: 1, wordBreak: 'break-word' }}>{refusal}</Box>
      </Alert>
    );
  const result = answer.data?.orderCreateFromCheckout;
  const order = result?.order;
  if (order)
    return (
      <Alert severity="success">
        {intl.formatMessage(text.created, { number: order.number })}{' '}
        <Link component={AppLink} to={`/orders/${order.token}`} color="inherit">
          {intl.formatMessage(text.openOrder)}
        </Link>
      </Alert>
    );
  // The first server message, else the default; a client that never loaded says so.
  const failure = failureOf(
    { data: answer.data, error: answer.error },
    (data) => data.orderCreateFromCheckout,
  ) ?? {
    kind: 'graphql',
    errors: [],
  };
  const said = isClientUnavailable(answer.error)
    ? intl.formatMessage(dataClientMessages.unavailable)
    : failureText(failure, intl.formatMessage, text.failed);
  return <Alert severity="error">{said}</Alert>;
}

export function OrderFromCheckoutCheck({
  checkoutToken,
  disabled,
}: {
  checkoutToken: string;
  disabled: boolean;
}) {
  const intl = useIntl();
  const [create, answer] = useOrderCreateFromCheckoutMutation();
  // Saleor's own default: the checkout goes once its order exists.
  const [removeCheckout, setRemoveCheckout] = useState(true);
  return (
    <Stack component="section" spacing={1.5} aria-label={intl.formatMessage(text.heading)}>
      <Typography variant="h6" component="h2">
        {intl.formatMessage(text.heading)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(text.intro)}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox checked={removeCheckout} onChange={(event) => setRemoveCheckout(event.target.checked)} />
        }
        label={intl.formatMessage(text.removeCheckout)}
      />
      <Box>
        <Button
          variant="outlined"
          disabled={disabled || answer.isLoading}
          loading={answer.isLoading}
          onClick={() => void create({ id: checkoutIdFromToken(checkoutToken), removeCheckout })}
        >
          {intl.formatMessage(text.create)}
        </Button>
      </Box>
      <Box aria-live="polite">
        <Outcome answer={answer} />
      </Box>
    </Stack>
  );
}

type Text =
  | 'heading'
  | 'intro'
  | 'removeCheckout'
  | 'create'
  | 'refused'
  | 'refusedWhy'
  | 'created'
  | 'openOrder'
  | 'failed';

const text: Record<Text, MessageDescriptor> = defineMessages({
  heading: {
    id: 'paymentDiagnostics.orderFromCheckout.heading',
    defaultMessage: 'Order from checkout',
    description: 'Heading of the check that asks Saleor to turn the test checkout into an order',
  },
  intro: {
    id: 'paymentDiagnostics.orderFromCheckout.intro',
    defaultMessage:
      'Asks Saleor to create the order from the test checkout (orderCreateFromCheckout). Saleor allows this only to apps with the HANDLE_CHECKOUTS permission, so a shopper is refused.',
    description: 'Explains the order-from-checkout check and its expected answer',
  },
  removeCheckout: {
    id: 'paymentDiagnostics.orderFromCheckout.removeCheckout',
    defaultMessage: 'Remove the checkout once the order exists',
    description: 'Checkbox: whether Saleor deletes the checkout after creating its order (removeCheckout)',
  },
  create: {
    id: 'paymentDiagnostics.orderFromCheckout.create',
    defaultMessage: 'Create the order from this checkout',
    description: 'Button that sends orderCreateFromCheckout for the test checkout',
  },
  refused: {
    id: 'paymentDiagnostics.orderFromCheckout.refused',
    defaultMessage:
      'Permission denied: only an app with HANDLE_CHECKOUTS may create an order from a checkout',
    description: 'Title when Saleor refuses orderCreateFromCheckout for lack of permission',
  },
  refusedWhy: {
    id: 'paymentDiagnostics.orderFromCheckout.refusedWhy',
    defaultMessage:
      'This is the expected answer for a shopper: shoppers place an order by completing the checkout, as the checkout page does.',
    description: 'Explains that the refusal is normal for a shopper (Saleor’s message follows)',
  },
  created: {
    id: 'paymentDiagnostics.orderFromCheckout.created',
    defaultMessage: 'Order {number} was created from this checkout.',
    description: 'Shown when orderCreateFromCheckout succeeded (an app token was configured)',
  },
  openOrder: {
    id: 'paymentDiagnostics.orderFromCheckout.openOrder',
    defaultMessage: 'Open the order',
    description: 'Link to the order that orderCreateFromCheckout created',
  },
  failed: {
    id: 'checkout.error.orderCreateFromCheckoutFailed',
    defaultMessage: 'Failed to create order from checkout',
    description: 'Default error when orderCreateFromCheckout fails without a message of its own',
  },
});
