import { FormattedMessage } from 'react-intl';
import { OrderRow } from './OrderRow';
import { useOrderSummaryByTokenQuery } from './ordersApi';

/** One order this browser remembers, read by its token: a row of the order list like a customer's. */
export function RememberedOrder({ number, token }: { number: string; token: string }) {
  const { data, isLoading, isError } = useOrderSummaryByTokenQuery({ token });
  return (
    <OrderRow
      number={number}
      summary={data?.orderByToken}
      placeholder={
        isLoading ? (
          <FormattedMessage
            id="orders.loading"
            defaultMessage="Loading…"
            description="Shown while an order loads"
          />
        ) : isError ? (
          <FormattedMessage
            id="orders.loadFailed"
            defaultMessage="This order could not be loaded right now."
            description="Shown when an order fails to load"
          />
        ) : (
          <FormattedMessage
            id="orders.notFound"
            defaultMessage="Order {number} not found"
            description="Shown when no order has this number"
            values={{ number }}
          />
        )
      }
    />
  );
}
