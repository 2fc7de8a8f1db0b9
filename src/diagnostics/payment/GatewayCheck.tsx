import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { isClientUnavailable } from '../../api/saleorBaseQuery';
import { useConfig, useAppSelector } from '../../app/hooks';
import { dataClientMessages } from '../../lib/dataClientMessages';
import { LoadError } from '../../components/common/LoadError';
import type { GraphQLErrorInfo } from '../../lib/graphqlLogging';
import { gatewayKind } from '../../lib/payment/gatewayKinds';
import { selectCheckoutId, selectCheckoutToken } from '../../features/checkout/checkoutSlice';
import { isPermissionError } from '../../features/orders/useFindOrder';
import type { CheckoutPaymentGatewaysQuery } from '../../features/payment/Payment.generated';
import {
  useCheckoutPaymentGatewaysQuery,
  useLazyTransactionEventsQuery,
  useShopPaymentGatewaysQuery,
} from '../../features/payment/paymentApi';
import { paymentErrorMessages } from '../../features/payment/paymentErrorMessages';
import { paymentMessages } from '../../features/payment/paymentMessages';
import { selectTransactionIds } from '../../features/payment/paymentSlice';
import { kindText, text } from './gatewayCheckMessages';

// /admin/payment-gateway-check: what a shop's payment setup looks like from this shopper's session.
// A refusal for lack of permission is flagged with its text and a warning in the log.

type Gateway = NonNullable<CheckoutPaymentGatewaysQuery['checkout']>['availablePaymentGateways'][number];

// A refusal for lack of permission: a MANAGE_ permission marker or the word "permission" in its message.
const MANAGE_MARKER = /MANAGE_|permission/i;

/** What Saleor said when it refused for lack of permission, or null when the answer is anything else. */
export function permissionRefusal(
  data: { graphQLErrors?: GraphQLErrorInfo[] } | undefined,
  error: unknown,
): string | null {
  const errors = [
    ...(data?.graphQLErrors ?? []),
    ...((error as { graphQLErrors?: GraphQLErrorInfo[] } | undefined)?.graphQLErrors ?? []),
  ];
  const message = (error as { message?: string } | undefined)?.message ?? '';
  const refused =
    isPermissionError(error) ||
    isPermissionError({ graphQLErrors: errors }) ||
    errors.some((e) => MANAGE_MARKER.test(e.message)) ||
    MANAGE_MARKER.test(message);
  return refused ? (errors[0]?.message ?? message) || 'PermissionDenied' : null;
}

/** Why a request failed, in the shopper's language when it never left the browser. */
function failureText(intl: IntlShape, error: unknown): string {
  if (isClientUnavailable(error)) return intl.formatMessage(dataClientMessages.unavailable);
  return (error as { message?: string } | undefined)?.message ?? '';
}

/** The spec's permission warning, once per refusal seen (not on every render). */
export function usePermissionWarning(refusal: string | null) {
  useEffect(() => {
    if (refusal) console.warn(`[Payment] Permission error: ${refusal}`);
  }, [refusal]);
}

interface GatewayAnswer {
  gateways: readonly Gateway[];
  data?: { graphQLErrors?: GraphQLErrorInfo[] };
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

/** One list of gateways with how its query ended: loading, refused, failed, empty or the gateways. */
function GatewaySection({ title, answer }: { title: string; answer: GatewayAnswer }) {
  const intl = useIntl();
  const refusal = permissionRefusal(answer.data, answer.error);
  usePermissionWarning(refusal);
  const otherFailure =
    !refusal && (answer.error || answer.data?.graphQLErrors?.length)
      ? (answer.data?.graphQLErrors?.[0]?.message ?? failureText(intl, answer.error))
      : null;
  return (
    <Stack component="section" spacing={2} aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {answer.isLoading && <CircularProgress size={24} aria-label={intl.formatMessage(text.loading)} />}
      {refusal && (
        <Alert severity="warning">
          <AlertTitle>{intl.formatMessage(paymentErrorMessages.permission)}</AlertTitle>
          {refusal}
        </Alert>
      )}
      {otherFailure !== null && (
        <LoadError
          message={[intl.formatMessage(paymentMessages.gatewaysFailed), otherFailure]
            .filter(Boolean)
            .join(': ')}
          onRetry={() => void answer.refetch()}
        />
      )}
      {!answer.isLoading && !refusal && otherFailure === null && answer.gateways.length === 0 && (
        <Typography>{intl.formatMessage(text.noGateways)}</Typography>
      )}
      {answer.gateways.map((gateway) => (
        <GatewayCard key={gateway.id} gateway={gateway} />
      ))}
    </Stack>
  );
}

function GatewayCard({ gateway }: { gateway: Gateway }) {
  const intl = useIntl();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {gateway.name}
      </Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {gateway.id}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {intl.formatMessage(kindText[gatewayKind(gateway.id)])}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(text.currencies, { currencies: intl.formatList(gateway.currencies) || '—' })}
      </Typography>
      {gateway.config.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {intl.formatMessage(text.noConfig)}
        </Typography>
      ) : (
        <Table
          size="small"
          sx={{ mt: 1 }}
          aria-label={intl.formatMessage(text.config, { name: gateway.name })}
        >
          <TableHead>
            <TableRow>
              <TableCell>{intl.formatMessage(text.field)}</TableCell>
              <TableCell>{intl.formatMessage(text.value)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {gateway.config.map(({ field, value }) => (
              <TableRow key={field}>
                <TableCell component="th" scope="row">
                  {field}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{value ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

/**
 * Asks for the events of the first transaction this browser stored. Saleor refuses shoppers
 * (HANDLE_PAYMENTS or MANAGE_ORDERS): that is the expected answer, reported as such, not as a crash.
 */
function TransactionAccessCheck() {
  const intl = useIntl();
  const transactionId = Object.values(useAppSelector(selectTransactionIds)).flat()[0];
  const [check, { data, error, isFetching, isUninitialized }] = useLazyTransactionEventsQuery();
  const refusal = isFetching ? null : permissionRefusal(data, error);
  usePermissionWarning(refusal);
  const failure = error ? failureText(intl, error) : (data?.graphQLErrors?.[0]?.message ?? null);

  let result = null;
  if (isFetching) result = <Typography>{intl.formatMessage(text.checking)}</Typography>;
  else if (refusal)
    result = (
      <Alert severity="info">
        <AlertTitle>{intl.formatMessage(text.accessRefused)}</AlertTitle>
        {intl.formatMessage(text.accessRefusedWhy)}
        <Box sx={{ fontFamily: 'monospace', mt: 1 }}>{refusal}</Box>
      </Alert>
    );
  else if (failure !== null)
    result = (
      <Alert severity="error">
        {[intl.formatMessage(paymentMessages.eventsFailed), failure].filter(Boolean).join(': ')}
      </Alert>
    );
  else if (!isUninitialized && data)
    result = (
      <Alert severity={data.transaction ? 'success' : 'info'}>
        {data.transaction
          ? intl.formatMessage(text.accessGranted, {
              id: transactionId,
              count: data.transaction.events.length,
            })
          : intl.formatMessage(text.accessNotFound, { id: transactionId })}
      </Alert>
    );

  return (
    <Stack component="section" spacing={2} aria-label={intl.formatMessage(text.accessHeading)}>
      <Typography variant="h6" component="h2">
        {intl.formatMessage(text.accessHeading)}
      </Typography>
      <Box>
        <Button
          variant="outlined"
          disabled={!transactionId || isFetching}
          onClick={() => transactionId && void check({ id: transactionId })}
        >
          {intl.formatMessage(text.accessCheck)}
        </Button>
      </Box>
      {!transactionId && <Typography>{intl.formatMessage(text.accessNoTransaction)}</Typography>}
      <Box aria-live="polite">{result}</Box>
    </Stack>
  );
}

/** The gateways of the current checkout, or (without one) the shop's, and the transaction access check. */
export function GatewayCheck() {
  const config = useConfig();
  const intl = useIntl();
  const token = useAppSelector(selectCheckoutToken);
  const checkoutId = useAppSelector(selectCheckoutId);
  const channel = config.channel;
  const forCheckout = useCheckoutPaymentGatewaysQuery({ id: checkoutId ?? '' }, { skip: !token });
  // A token the server no longer knows is no checkout either: the shop's gateways stand in.
  const noCheckout =
    !token ||
    (forCheckout.isSuccess && !forCheckout.data.checkout && !forCheckout.data.graphQLErrors?.length);
  const forShop = useShopPaymentGatewaysQuery({ channel }, { skip: !noCheckout });

  return (
    <Stack spacing={4}>
      {noCheckout && (
        <Alert severity="warning">{intl.formatMessage(paymentMessages.noCheckoutSession)}</Alert>
      )}
      {token && !noCheckout && (
        <GatewaySection
          title={intl.formatMessage(text.checkoutHeading)}
          answer={{ ...forCheckout, gateways: forCheckout.data?.checkout?.availablePaymentGateways ?? [] }}
        />
      )}
      {noCheckout && (
        <GatewaySection
          title={intl.formatMessage(text.shopHeading, { channel })}
          answer={{ ...forShop, gateways: forShop.data?.shop.availablePaymentGateways ?? [] }}
        />
      )}
      <TransactionAccessCheck />
    </Stack>
  );
}
