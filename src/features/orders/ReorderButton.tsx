import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '../../app/hooks';
import { AppLink } from '../../components/common/AppLink';
import { ServerDetails } from '../../components/errors/ServerDetails';
import { cartFailureText } from '../cart';
import { reorderIntoCart, type ReorderResult } from './reorderIntoCart';
import { reorderMessages, unavailableReason } from './reorderMessages';

/**
 * "Buy again": the order's lines are added to the shopper's cart (see reorderIntoCart). Lines that
 * cannot be bought any more are listed by name with the reason, in the shopper's language.
 */
export function ReorderButton({
  orderId,
  productNames,
}: {
  orderId: string;
  /** Order line id -> the name the shopper knows the item by. */
  productNames: Record<string, string>;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ReorderResult | null>(null);

  const run = async () => {
    setBusy(true);
    setResult(null);
    setResult(await dispatch(reorderIntoCart(orderId)));
    setBusy(false);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" loading={busy} onClick={() => void run()}>
        <FormattedMessage
          id="order.reorder"
          defaultMessage="Order again"
          description="Button that adds an order's items to the cart"
        />
      </Button>
      {result && !result.ok && (
        <Alert severity="error" role="alert">
          {cartFailureText(result.failure, intl.formatMessage)}
          {'details' in result.failure && <ServerDetails details={result.failure.details} />}
        </Alert>
      )}
      {result?.ok && (
        <Alert
          severity={result.unavailable.length ? 'warning' : 'success'}
          role="status"
          action={
            result.added > 0 && (
              <Button color="inherit" component={AppLink} to="/cart">
                <FormattedMessage
                  id="order.reorder.toCart"
                  defaultMessage="View cart"
                  description="Link to the cart after reordering"
                />
              </Button>
            )
          }
        >
          {result.unavailable.length ? (
            <>
              <AlertTitle>{intl.formatMessage(reorderMessages.someMissing)}</AlertTitle>
              <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
                {result.unavailable.map((item) => (
                  <li key={item.lineId}>
                    <FormattedMessage
                      id="order.reorder.unavailable"
                      defaultMessage="{name}: {reason}"
                      description="One item left out of 'Buy again': its name and why"
                      values={{
                        name: productNames[item.lineId] ?? '',
                        reason: intl.formatMessage(unavailableReason(item.code)),
                      }}
                    />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            intl.formatMessage(reorderMessages.added)
          )}
        </Alert>
      )}
    </Stack>
  );
}
