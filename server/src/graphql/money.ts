// Money is kept in exact decimals (NUMERIC(12,2)) in the database and in integer cents in code;
// floats appear only in the GraphQL answer, where Saleor's Money.amount is a Float.

export const FRACTION_DIGITS = 2;

/** "12.50" or 12.5 -> 1250, without floating-point arithmetic on strings. */
export function toCents(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(FRACTION_DIGITS) : value;
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?\d*$/.exec(text.trim());
  if (!match) throw new Error(`not a money amount: ${text}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

export const centsToDecimal = (cents: number) => (cents / 100).toFixed(FRACTION_DIGITS);

export function money(cents: number, currency: string) {
  return { currency, amount: cents / 100, fractionalAmount: cents, fractionDigits: FRACTION_DIGITS };
}

/** Prices are shown gross; this shop's demo prices include no separate tax. */
export function taxedMoney(cents: number, currency: string) {
  return { currency, gross: money(cents, currency), net: money(cents, currency), tax: money(0, currency) };
}
