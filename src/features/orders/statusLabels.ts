import { defineMessages, type MessageDescriptor } from 'react-intl';
import type {
  OrderAuthorizeStatusEnum,
  OrderStatus,
  PaymentChargeStatusEnum,
} from '../../api/generated/schemaTypes';

// The order and payment status labels and colours, plus Saleor's EXPIRED (gray), which the spec lacks, and
// "authorised" (purple: apart from paid green, unpaid red and the blue of "awaiting shipment" beside it) for
// an order whose authorised plus charged amounts cover its total.

export type StatusColour = 'gray' | 'yellow' | 'blue' | 'purple' | 'orange' | 'green' | 'red';

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
  AUTHORISED: {
    id: 'paymentStatus.authorised',
    defaultMessage: 'Authorised',
    description: 'Payment authorised in full but not yet charged: the shop charges it later',
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

type PaymentShown = PaymentChargeStatusEnum | 'AUTHORISED';

const paymentColours: Record<PaymentShown, StatusColour> = {
  NOT_CHARGED: 'red',
  PENDING: 'yellow',
  PARTIALLY_CHARGED: 'orange',
  FULLY_CHARGED: 'green',
  AUTHORISED: 'purple',
  PARTIALLY_REFUNDED: 'orange',
  FULLY_REFUNDED: 'gray',
  REFUSED: 'red',
  CANCELLED: 'gray',
};

export function orderStatusDisplay(status: OrderStatus): { label: MessageDescriptor; colour: StatusColour } {
  return { label: orderLabels[status], colour: orderColours[status] };
}

// What an order authorised in full shows instead: not charged yet, or only in part, is not "unpaid".
const COVERED_BY_AUTHORISATION = new Set<PaymentChargeStatusEnum>([
  'NOT_CHARGED',
  'PENDING',
  'PARTIALLY_CHARGED',
]);

/**
 * isPaid shows as paid in green; an absent status as unpaid in red (nothing says it was paid); an order whose
 * authorisations cover the rest (authorizeStatus FULL) as authorised in purple.
 */
export function paymentStatusDisplay(
  status: PaymentChargeStatusEnum | null | undefined,
  isPaid?: boolean | null,
  authorizeStatus?: OrderAuthorizeStatusEnum | null,
) {
  const charged: PaymentChargeStatusEnum = isPaid ? 'FULLY_CHARGED' : (status ?? 'NOT_CHARGED');
  const shown: PaymentShown =
    authorizeStatus === 'FULL' && COVERED_BY_AUTHORISATION.has(charged) ? 'AUTHORISED' : charged;
  return { label: paymentLabels[shown], colour: paymentColours[shown] };
}

/** Authorised plus charged cover the total and nothing is owed: the shop charges later. */
export const isAuthorisedInFull = (order: {
  isPaid?: boolean | null;
  authorizeStatus?: OrderAuthorizeStatusEnum | null;
}) => !order.isPaid && order.authorizeStatus === 'FULL';
