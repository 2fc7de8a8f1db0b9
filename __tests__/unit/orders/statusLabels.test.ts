import { orderStatusDisplay, paymentStatusDisplay } from '../../../src/features/orders/statusLabels';

describe('order and payment status display', () => {
  it.each([
    ['UNCONFIRMED', 'Awaiting confirmation', 'yellow'],
    ['UNFULFILLED', 'Awaiting shipment', 'blue'],
    ['FULFILLED', 'Shipped', 'green'],
    ['CANCELED', 'Cancelled', 'red'],
    ['EXPIRED', 'Expired', 'gray'],
  ] as const)('shows %s as "%s" in %s', (status, label, colour) => {
    const display = orderStatusDisplay(status);
    expect(display.label.defaultMessage).toBe(label);
    expect(display.colour).toBe(colour);
  });

  it('shows a paid order as paid in green whatever its status says', () => {
    expect(paymentStatusDisplay('PARTIALLY_CHARGED', true)).toMatchObject({
      colour: 'green',
      label: { defaultMessage: 'Paid' },
    });
  });

  it('shows an order authorised in full as authorised in purple, never as unpaid', () => {
    const authorised = {
      colour: 'purple',
      label: { id: 'paymentStatus.authorised', defaultMessage: 'Authorised' },
    };
    expect(paymentStatusDisplay('NOT_CHARGED', false, 'FULL')).toMatchObject(authorised);
    expect(paymentStatusDisplay(null, false, 'FULL')).toMatchObject(authorised);
    expect(paymentStatusDisplay('PARTIALLY_CHARGED', false, 'FULL')).toMatchObject(authorised);
    // Partly authorised still owes money; paid and refunded say what they are.
    expect(paymentStatusDisplay('NOT_CHARGED', false, 'PARTIAL')).toMatchObject({ colour: 'red' });
    expect(paymentStatusDisplay('FULLY_CHARGED', true, 'FULL')).toMatchObject({ colour: 'green' });
    expect(paymentStatusDisplay('FULLY_REFUNDED', false, 'FULL')).toMatchObject({ colour: 'gray' });
  });

  it('shows an absent payment status as unpaid in red', () => {
    expect(paymentStatusDisplay(null)).toMatchObject({ colour: 'red', label: { defaultMessage: 'Unpaid' } });
    expect(paymentStatusDisplay('FULLY_REFUNDED')).toMatchObject({
      colour: 'gray',
      label: { defaultMessage: 'Refunded' },
    });
  });
});
