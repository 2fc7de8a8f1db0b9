import {
  giftCardUsable,
  isCounted,
  totalRows,
  type TotalLine,
  type Totals,
  type TotalsInput,
  utcToday,
} from '../../../src/components/totals/totalRows';
import { checkoutTotalsInput } from '../../../src/features/checkout/checkoutMoney';
import { orderTotalsInput } from '../../../src/features/orders/orderMoney';
import { checkoutWith, money, standardShipping, taxed } from '../../support/fixtures/checkout';
import { orderWith, taxedUsd, usd } from '../../support/fixtures/orders';

// The rows of every totals box (cart, checkout, order) come from Saleor's own figures as they are:
// subtotal and shipping already net of the voucher (so they agree with the lines), total already less
// the gift cards. A discount shows as a saving included in them, not counted again; the counted rows
// must add up to the total to the cent.

const cents = (amount: number) => Math.round(amount * 100);

/** The counted rows' amounts (not the total, not the included discounts) added in cents. */
function sumOfRows(totals: Totals) {
  return totals.lines
    .filter((line) => line.kind !== 'total' && line.kind !== 'discount')
    .reduce((sum, line) => sum + ('amount' in line ? cents(line.amount) : 0), 0);
}
const totalOf = (totals: Totals) => cents((totals.lines.at(-1) as { amount: number }).amount);
const kinds = (totals: Totals) => totals.lines.map((line) => line.kind);
const lineOf = <K extends TotalLine['kind']>(totals: Totals, kind: K) =>
  totals.lines.find((line) => line.kind === kind) as Extract<TotalLine, { kind: K }>;

const input = (over: Partial<TotalsInput>): TotalsInput => ({
  subtotal: taxed(0),
  shipping: 'none',
  total: taxed(0),
  displayGrossPrices: true,
  discounts: [],
  giftCards: [],
  ...over,
});

it('without codes: subtotal, shipping and the total, which they add up to', () => {
  const totals = totalRows(input({ subtotal: taxed(45), shipping: taxed(5), total: taxed(50) }));
  expect(totals.lines).toEqual([
    { kind: 'subtotal', amount: 45 },
    { kind: 'shipping', state: 'amount', amount: 5 },
    { kind: 'total', amount: 50 },
  ]);
  expect(totals.includedTax).toBeNull();
  expect(totals.currency).toBe('USD');
});

it('an order voucher: the subtotal Saleor gives (the lines after it), then the code as included', () => {
  // WELCOME10 on 45.00 of items: Saleor answers the subtotal (the sum of the lines) already 40.50.
  const totals = totalRows(
    input({
      subtotal: taxed(40.5),
      shipping: taxed(5),
      total: taxed(45.5),
      discounts: [{ amount: 4.5, code: 'WELCOME10', name: '10 % off' }],
    }),
  );
  expect(totals.lines).toEqual([
    { kind: 'subtotal', amount: 40.5 },
    { kind: 'shipping', state: 'amount', amount: 5 },
    { kind: 'discount', amount: -4.5, code: 'WELCOME10', name: '10 % off' },
    { kind: 'total', amount: 45.5 },
  ]);
  expect(sumOfRows(totals)).toBe(totalOf(totals));
  expect(totals.lines.filter(isCounted).map((line) => line.kind)).toEqual(['subtotal', 'shipping']);
});

it('a shipping voucher: the shipping Saleor gives (after it), the subtotal alone, the code as included', () => {
  const totals = totalRows(
    input({
      subtotal: taxed(30),
      shipping: taxed(0),
      total: taxed(30),
      discounts: [{ amount: 7.99, code: 'FREESHIP', name: null }],
    }),
  );
  expect(totals.lines).toEqual([
    { kind: 'subtotal', amount: 30 },
    { kind: 'shipping', state: 'amount', amount: 0 },
    { kind: 'discount', amount: -7.99, code: 'FREESHIP', name: null },
    { kind: 'total', amount: 30 },
  ]);
  expect(sumOfRows(totals)).toBe(totalOf(totals));
});

it('a discount before a delivery method is chosen comes after the shipping row still to come', () => {
  const totals = totalRows(
    input({
      subtotal: taxed(18),
      shipping: 'later',
      total: taxed(18),
      discounts: [{ amount: 2, code: 'X', name: null }],
    }),
  );
  expect(kinds(totals)).toEqual(['subtotal', 'shipping', 'discount', 'total']);
  expect(lineOf(totals, 'subtotal').amount).toBe(18);
  expect(lineOf(totals, 'shipping')).toEqual({ kind: 'shipping', state: 'later' });
  expect(sumOfRows(totals)).toBe(totalOf(totals));
});

it('a discount of nothing shows no row', () => {
  const totals = totalRows(
    input({ subtotal: taxed(18), total: taxed(18), discounts: [{ amount: 0.001, code: 'X', name: null }] }),
  );
  expect(kinds(totals)).toEqual(['subtotal', 'shipping', 'total']);
});

it('prices shown with tax: a caption says how much of the total is tax, and no tax row', () => {
  // GB 20 % on prices entered with tax: 60.00 gross is 50.00 net; shipping 6.00 is 5.00 net.
  const totals = totalRows(input({ subtotal: taxed(60, 50), shipping: taxed(6, 5), total: taxed(66, 55) }));
  expect(kinds(totals)).toEqual(['subtotal', 'shipping', 'total']);
  expect(totals.includedTax).toBe(11);
  expect(lineOf(totals, 'total').amount).toBe(66);
});

it('prices shown without tax: net rows, a tax row, and the total with tax', () => {
  const totals = totalRows(
    input({
      displayGrossPrices: false,
      subtotal: taxed(60, 50),
      shipping: taxed(6, 5),
      total: taxed(66, 55),
    }),
  );
  expect(totals.lines).toEqual([
    { kind: 'subtotal', amount: 50 },
    { kind: 'shipping', state: 'amount', amount: 5 },
    { kind: 'tax', amount: 11 },
    { kind: 'total', amount: 66 },
  ]);
  expect(totals.includedTax).toBeNull();
});

it('net display with a voucher: the discount without tax, beside net rows, and still exact to the cent', () => {
  // 19 % tax; a 10.00 voucher (entered with tax) on items now 109.00 gross, 91.60 net.
  const totals = totalRows(
    input({
      displayGrossPrices: false,
      subtotal: taxed(109, 91.6),
      shipping: taxed(4.99, 4.19),
      total: taxed(113.99, 95.79),
      discounts: [{ amount: 10, code: 'SAVE10', name: null }],
    }),
  );
  expect(kinds(totals)).toEqual(['subtotal', 'shipping', 'discount', 'tax', 'total']);
  expect(lineOf(totals, 'subtotal').amount).toBe(91.6);
  expect(lineOf(totals, 'shipping')).toEqual({ kind: 'shipping', state: 'amount', amount: 4.19 });
  expect(lineOf(totals, 'discount').amount).toBe(-8.4); // 10.00 × 95.79 / 113.99, rounded to the cent
  expect(lineOf(totals, 'tax').amount).toBe(18.2); // (109 + 4.99) − (91.60 + 4.19)
  expect(sumOfRows(totals)).toBe(totalOf(totals));
});

it('a gift card paying part: its row is what separates subtotal and shipping from the total', () => {
  const totals = totalRows(
    input({
      subtotal: taxed(40),
      shipping: taxed(5),
      total: taxed(20),
      giftCards: [{ last4: 'DEMO', balance: 25 }],
    }),
  );
  expect(lineOf(totals, 'giftCard')).toEqual({ kind: 'giftCard', amount: -25, last4: ['DEMO'] });
  expect(lineOf(totals, 'total').amount).toBe(20);
  expect(sumOfRows(totals)).toBe(totalOf(totals));
});

it('a gift card paying all: only what the order costs comes off its balance, and the total is 0', () => {
  const totals = totalRows(
    input({
      subtotal: taxed(18),
      shipping: taxed(4.5),
      total: taxed(0),
      giftCards: [{ last4: 'DEMO', balance: 100 }],
    }),
  );
  expect(lineOf(totals, 'giftCard').amount).toBe(-22.5);
  expect(lineOf(totals, 'total').amount).toBe(0);
  expect(sumOfRows(totals)).toBe(0);
});

it('two gift cards: each pays what its balance allows, in order, the last the rest', () => {
  const totals = totalRows(
    input({
      subtotal: taxed(120),
      shipping: taxed(0),
      total: taxed(0),
      giftCards: [
        { last4: 'AAAA', balance: 25 },
        { last4: 'BBBB', balance: 100 },
      ],
    }),
  );
  expect(totals.lines.filter((line) => line.kind === 'giftCard')).toEqual([
    { kind: 'giftCard', amount: -25, last4: ['AAAA'] },
    { kind: 'giftCard', amount: -95, last4: ['BBBB'] },
  ]);
  expect(sumOfRows(totals)).toBe(0);
});

it("an order's gift cards (balances unknown): one row naming them all", () => {
  const totals = totalRows(
    input({
      subtotal: taxed(50),
      total: taxed(10),
      giftCards: [
        { last4: 'AAAA', balance: null },
        { last4: 'BBBB', balance: null },
      ],
    }),
  );
  expect(lineOf(totals, 'giftCard')).toEqual({ kind: 'giftCard', amount: -40, last4: ['AAAA', 'BBBB'] });
});

it('an expired card on the checkout takes nothing: no gift card row', () => {
  const totals = totalRows(
    input({ subtotal: taxed(30), total: taxed(30), giftCards: [{ last4: 'XPRD', balance: 10 }] }),
  );
  expect(kinds(totals)).toEqual(['subtotal', 'shipping', 'total']);
});

it('an expired card left on the checkout takes no share: the usable card after it pays it all', () => {
  // Saleor leaves the expired card out of the total: the 30.00 covered came from BBBB alone.
  const totals = totalRows(
    input({
      subtotal: taxed(50),
      total: taxed(20),
      giftCards: [
        { last4: 'XPRD', balance: 25, usable: false },
        { last4: 'BBBB', balance: 100 },
      ],
    }),
  );
  expect(totals.lines.filter((line) => line.kind === 'giftCard')).toEqual([
    { kind: 'giftCard', amount: -30, last4: ['BBBB'] },
  ]);
  expect(sumOfRows(totals)).toBe(totalOf(totals));
});

it('a gift card can pay while active and up to its expiry date (a UTC day), not after', () => {
  const today = '2026-11-25';
  expect(giftCardUsable({ isActive: true, expiryDate: null }, today)).toBe(true);
  expect(giftCardUsable({ isActive: true, expiryDate: '2026-11-25' }, today)).toBe(true);
  expect(giftCardUsable({ isActive: true, expiryDate: '2026-11-24' }, today)).toBe(false);
  expect(giftCardUsable({ isActive: false, expiryDate: null }, today)).toBe(false);
  expect(utcToday(new Date('2026-11-25T23:30:00-05:00'))).toBe('2026-11-26');
});

describe('rounding: the rows add up to the total exactly, in integer cents', () => {
  // Amounts whose binary floating-point sums drift (0.1 + 0.2 ≠ 0.3): every case must still add up.
  const cases: [string, TotalsInput][] = [
    [
      'thirds of a voucher, gross',
      input({
        subtotal: taxed(66.67, 55.56),
        shipping: taxed(0.1, 0.08),
        total: taxed(66.77, 55.64),
        discounts: [{ amount: 33.33, code: 'THIRD', name: null }],
      }),
    ],
    [
      'thirds of a voucher, net, with a gift card',
      input({
        displayGrossPrices: false,
        subtotal: taxed(66.67, 55.56),
        shipping: taxed(0.2, 0.17),
        total: taxed(41.87, 34.89),
        discounts: [{ amount: 33.33, code: 'THIRD', name: null }],
        giftCards: [{ last4: 'DEMO', balance: 25 }],
      }),
    ],
    [
      'a shipping voucher shown net',
      input({
        displayGrossPrices: false,
        subtotal: taxed(0.3, 0.25),
        shipping: taxed(0.1, 0.08),
        total: taxed(0.4, 0.33),
        discounts: [{ amount: 0.7, code: 'SHIP', name: null }],
      }),
    ],
    [
      'a voucher larger than the subtotal, net display',
      input({
        displayGrossPrices: false,
        subtotal: taxed(0, 0),
        shipping: taxed(5.55, 4.63),
        total: taxed(5.55, 4.63),
        discounts: [{ amount: 19.99, code: 'ALL', name: null }],
      }),
    ],
  ];
  it.each(cases)('%s', (_name, totalsInput) => {
    const totals = totalRows(totalsInput);
    expect(sumOfRows(totals)).toBe(totalOf(totals));
    // Each amount is a whole number of cents (no float residue to show as 0.30000000000000004).
    for (const line of totals.lines) if ('amount' in line) expect(line.amount).toBe(cents(line.amount) / 100);
  });

  it('for subtotals from 13.34 to 23.33 under a 10 % voucher, net and gross', () => {
    for (let a = 1; a <= 1000; a += 7) {
      const before = a + 1333;
      const discount = Math.round(before / 10);
      const subtotalGross = before - discount;
      const subtotalNet = Math.round(subtotalGross / 1.2);
      for (const displayGrossPrices of [true, false]) {
        const totals = totalRows(
          input({
            displayGrossPrices,
            subtotal: taxed(subtotalGross / 100, subtotalNet / 100),
            shipping: taxed(4.99, 4.16),
            total: taxed((subtotalGross + 499) / 100, (subtotalNet + 416) / 100),
            discounts: [{ amount: discount / 100, code: 'WELCOME10', name: null }],
          }),
        );
        expect(sumOfRows(totals)).toBe(subtotalGross + 499);
        if (displayGrossPrices) {
          expect(cents(lineOf(totals, 'subtotal').amount)).toBe(subtotalGross);
          expect(cents(lineOf(totals, 'discount').amount)).toBe(-discount);
        } else expect(cents(lineOf(totals, 'subtotal').amount)).toBe(subtotalNet);
      }
    }
  });
});

it('a currency without minor units (JPY) counts whole yen', () => {
  const yen = (amount: number) => ({ gross: { amount, currency: 'JPY' }, net: { amount, currency: 'JPY' } });
  const totals = totalRows(
    input({
      subtotal: yen(900),
      shipping: yen(500),
      total: yen(1400),
      discounts: [{ amount: 100, code: 'YEN', name: null }],
    }),
  );
  expect(totals.currency).toBe('JPY');
  expect(lineOf(totals, 'subtotal').amount).toBe(900);
  expect(lineOf(totals, 'discount').amount).toBe(-100);
});

describe('a checkout', () => {
  it('a voucher in the checkout language: the translated name, else the shop one', () => {
    const checkout = checkoutWith({
      subtotalPrice: taxed(17.1),
      totalPrice: taxed(17.1),
      voucherCode: 'WELCOME10',
      discount: money(1.9),
      discountName: 'Welcome',
      translatedDiscountName: '欢迎',
    });
    const totals = totalRows(checkoutTotalsInput(checkout));
    expect(lineOf(totals, 'discount')).toEqual({
      kind: 'discount',
      amount: -1.9,
      code: 'WELCOME10',
      name: '欢迎',
    });
    expect(lineOf(totals, 'subtotal').amount).toBe(17.1);
    // No delivery method chosen yet: the shipping is still to come.
    expect(lineOf(totals, 'shipping')).toEqual({ kind: 'shipping', state: 'later' });
    const untranslated = checkoutTotalsInput({ ...checkout, translatedDiscountName: '' });
    expect(untranslated.discounts[0].name).toBe('Welcome');
  });

  it('a shipping voucher: the shipping as Saleor gives it (after the voucher), the code as included', () => {
    const checkout = checkoutWith({
      shippingMethod: { id: standardShipping.id, name: 'Standard', translation: null },
      shippingPrice: taxed(0),
      discount: money(5),
      voucherCode: 'FREESHIP',
    });
    const totals = totalRows(checkoutTotalsInput(checkout));
    expect(totals.lines).toEqual([
      { kind: 'subtotal', amount: 19 },
      { kind: 'shipping', state: 'amount', amount: 0 },
      { kind: 'discount', amount: -5, code: 'FREESHIP', name: null },
      { kind: 'total', amount: 19 },
    ]);
  });

  it('gift cards with their balances, and a cart that ships nothing', () => {
    const checkout = checkoutWith({
      isShippingRequired: false,
      subtotalPrice: taxed(19),
      totalPrice: taxed(0),
      giftCards: [
        {
          id: 'R2lmdENhcmQ6MQ==',
          last4CodeChars: 'DEMO',
          isActive: true,
          expiryDate: null,
          currentBalance: money(25),
        },
      ],
    });
    const totals = totalRows(checkoutTotalsInput(checkout));
    expect(totals.lines).toEqual([
      { kind: 'subtotal', amount: 19 },
      { kind: 'shipping', state: 'none' },
      { kind: 'giftCard', amount: -19, last4: ['DEMO'] },
      { kind: 'total', amount: 0 },
    ]);
  });

  it('a card that expired yesterday is no part of the split', () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const checkout = checkoutWith({
      subtotalPrice: taxed(19),
      totalPrice: taxed(0),
      giftCards: [
        {
          id: 'R2lmdENhcmQ6Mg==',
          last4CodeChars: 'EXPD',
          isActive: true,
          expiryDate: yesterday,
          currentBalance: money(50),
        },
        {
          id: 'R2lmdENhcmQ6MQ==',
          last4CodeChars: 'DEMO',
          isActive: true,
          expiryDate: null,
          currentBalance: money(25),
        },
      ],
    });
    expect(totalRows(checkoutTotalsInput(checkout)).lines.filter((line) => line.kind === 'giftCard')).toEqual(
      [{ kind: 'giftCard', amount: -19, last4: ['DEMO'] }],
    );
  });
});

describe('an order', () => {
  it('its voucher from Order.discounts with the order code, and the gift cards used', () => {
    const order = orderWith({
      isShippingRequired: true,
      subtotal: taxedUsd(45),
      shippingPrice: taxedUsd(5),
      total: taxedUsd(25),
      voucherCode: 'WELCOME10',
      discounts: [
        {
          id: 'T3JkZXJEaXNjb3VudDox',
          type: 'VOUCHER',
          name: 'Welcome',
          translatedName: '',
          valueType: 'PERCENTAGE',
          value: 10,
          total: usd(5),
        },
      ],
      giftCards: [{ id: 'R2lmdENhcmQ6MQ==', last4CodeChars: 'DEMO' }],
    });
    const totals = totalRows(orderTotalsInput(order));
    expect(totals.lines).toEqual([
      { kind: 'subtotal', amount: 45 },
      { kind: 'shipping', state: 'amount', amount: 5 },
      { kind: 'discount', amount: -5, code: 'WELCOME10', name: 'Welcome' },
      { kind: 'giftCard', amount: -25, last4: ['DEMO'] },
      { kind: 'total', amount: 25 },
    ]);
    expect(sumOfRows(totals)).toBe(totalOf(totals));
  });

  it('a shipping voucher: the shipping the order charged, the discount as included', () => {
    const order = orderWith({
      isShippingRequired: true,
      subtotal: taxedUsd(30),
      shippingPrice: taxedUsd(0),
      total: taxedUsd(30),
      voucherCode: 'FREESHIP',
      discounts: [
        {
          id: 'T3JkZXJEaXNjb3VudDox',
          type: 'VOUCHER',
          name: 'Free shipping',
          translatedName: '免运费',
          valueType: 'PERCENTAGE',
          value: 100,
          total: usd(7.99),
        },
      ],
    });
    const totals = totalRows(orderTotalsInput(order));
    expect(totals.lines).toEqual([
      { kind: 'subtotal', amount: 30 },
      { kind: 'shipping', state: 'amount', amount: 0 },
      { kind: 'discount', amount: -7.99, code: 'FREESHIP', name: '免运费' },
      { kind: 'total', amount: 30 },
    ]);
  });

  it('each of its discounts in a row of its own, the code on the voucher only', () => {
    const order = orderWith({
      isShippingRequired: false,
      subtotal: taxedUsd(40),
      total: taxedUsd(40),
      voucherCode: 'SAVE5',
      discounts: [
        {
          id: 'T3JkZXJEaXNjb3VudDox',
          type: 'MANUAL',
          name: 'Loyal customer',
          translatedName: '',
          valueType: 'FIXED',
          value: 2,
          total: usd(2),
        },
        {
          id: 'T3JkZXJEaXNjb3VudDoy',
          type: 'VOUCHER',
          name: '',
          translatedName: '',
          valueType: 'FIXED',
          value: 5,
          total: usd(5),
        },
      ],
    });
    const totals = totalRows(orderTotalsInput(order));
    expect(totals.lines.filter((line) => line.kind === 'discount')).toEqual([
      { kind: 'discount', amount: -2, code: null, name: 'Loyal customer' },
      { kind: 'discount', amount: -5, code: 'SAVE5', name: null },
    ]);
    expect(sumOfRows(totals)).toBe(totalOf(totals));
  });
});
