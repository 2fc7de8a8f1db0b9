import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { OrderStatus, PaymentChargeStatusEnum } from '../../api/generated/schemaTypes';

// The labels and colours of spec section 4, plus Saleor's EXPIRED (gray), which the spec's table lacks.

export type StatusColour = 'gray' | 'yellow' | 'blue' | 'orange' | 'green' | 'red';

const orderLabels = defineMessages({
  DRAFT: { id: 'orderStatus.draft', defaultMessage: 'Draft', description: 'Order status DRAFT' },
  UNCONFIRMED: {
    id: 'orderStatus.unconfirmed',
    defaultMessage: 'Awaiting confirmation',
    description: 'Order status UNCONFIRMED',
  },
  UNFULFILLED: {
    id: 'orderStatus.unfulfilled',
    defaultMessage: 'Awaiting shipment',
    description: 'Order status UNFULFILLED',
  },
  PARTIALLY_FULFILLED: {
    id: 'orderStatus.partiallyFulfilled',
    defaultMessage: 'Partly shipped',
    description: 'Order status PARTIALLY_FULFILLED',
  },
  FULFILLED: {
    id: 'orderStatus.fulfilled',
    defaultMessage: 'Shipped',
    description: 'Order status FULFILLED',
  },
  CANCELED: { id: 'orderStatus.canceled', defaultMessage: 'Cancelled', description: 'Order status CANCELED' },
  PARTIALLY_RETURNED: {
    id: 'orderStatus.partiallyReturned',
    defaultMessage: 'Partly returned',
    description: 'Order status PARTIALLY_RETURNED',
  },
  RETURNED: { id: 'orderStatus.returned', defaultMessage: 'Returned', description: 'Order status RETURNED' },
  EXPIRED: { id: 'orderStatus.expired', defaultMessage: 'Expired', description: 'Order status EXPIRED' },
});

const paymentLabels = defineMessages({
  NOT_CHARGED: {
    id: 'paymentStatus.notCharged',
    defaultMessage: 'Unpaid',
    description: 'Payment status NOT_CHARGED (also shown when absent)',
  },
  PENDING: {
    id: 'paymentStatus.pending',
    defaultMessage: 'Processing',
    description: 'Payment status PENDING',
  },
  PARTIALLY_CHARGED: {
    id: 'paymentStatus.partiallyCharged',
    defaultMessage: 'Partially charged',
    description: 'Payment status PARTIALLY_CHARGED',
  },
  FULLY_CHARGED: {
    id: 'paymentStatus.fullyCharged',
    defaultMessage: 'Paid',
    description: 'Payment status FULLY_CHARGED, or an order with isPaid',
  },
  PARTIALLY_REFUNDED: {
    id: 'paymentStatus.partiallyRefunded',
    defaultMessage: 'Partially refunded',
    description: 'Payment status PARTIALLY_REFUNDED',
  },
  FULLY_REFUNDED: {
    id: 'paymentStatus.fullyRefunded',
    defaultMessage: 'Refunded',
    description: 'Payment status FULLY_REFUNDED',
  },
  REFUSED: { id: 'paymentStatus.refused', defaultMessage: 'Refused', description: 'Payment status REFUSED' },
  CANCELLED: {
    id: 'paymentStatus.cancelled',
    defaultMessage: 'Cancelled',
    description: 'Payment status CANCELLED',
  },
});

const orderColours: Record<OrderStatus, StatusColour> = {
  DRAFT: 'gray',
  UNCONFIRMED: 'yellow',
  UNFULFILLED: 'blue',
  PARTIALLY_FULFILLED: 'orange',
  FULFILLED: 'green',
  CANCELED: 'red',
  PARTIALLY_RETURNED: 'orange',
  RETURNED: 'red',
  EXPIRED: 'gray',
};

const paymentColours: Record<PaymentChargeStatusEnum, StatusColour> = {
  NOT_CHARGED: 'red',
  PENDING: 'yellow',
  PARTIALLY_CHARGED: 'orange',
  FULLY_CHARGED: 'green',
  PARTIALLY_REFUNDED: 'orange',
  FULLY_REFUNDED: 'gray',
  REFUSED: 'red',
  CANCELLED: 'gray',
};

export function orderStatusDisplay(status: OrderStatus): { label: MessageDescriptor; colour: StatusColour } {
  return { label: orderLabels[status], colour: orderColours[status] };
}

/** isPaid shows as paid in green; an absent status as unpaid in red (spec section 4). */
export function paymentStatusDisplay(
  status: PaymentChargeStatusEnum | null | undefined,
  isPaid?: boolean | null,
) {
  const shown: PaymentChargeStatusEnum = isPaid ? 'FULLY_CHARGED' : (status ?? 'NOT_CHARGED');
  return { label: paymentLabels[shown], colour: paymentColours[shown] };
}
