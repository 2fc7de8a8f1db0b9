// Exact money arithmetic in integer cents. Rates and reward values come from NUMERIC columns as
// decimal text; they are read as scaled integers so no binary fraction ever reaches a rounding.

export type Rounding = 'HALF_UP' | 'HALF_EVEN';

/**
 * a / b rounded to an integer: HALF_UP (away from zero at exactly half, Saleor's quantize_price) or
 * HALF_EVEN (to the even neighbour at exactly half, how Saleor prints a Money it did not round).
 */
export function divideRounded(a: bigint, b: bigint, rounding: Rounding = 'HALF_UP'): bigint {
  if (b < 0n) return divideRounded(-a, -b, rounding);
  if (a < 0n) return -divideRounded(-a, b, rounding);
  const quotient = a / b;
  const twiceRemainder = 2n * (a % b);
  if (twiceRemainder > b) return quotient + 1n;
  if (twiceRemainder < b) return quotient;
  return rounding === 'HALF_UP' || quotient % 2n === 1n ? quotient + 1n : quotient;
}

/** A decimal ("20", "7.25", "12.3456", 7.25) as an integer scaled by 10^digits, rounded half up. */
export function scaled(value: string | number, digits: number): bigint {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && !match[3])) {
    // Exponent notation (1e-7), which a number may print as: go through a fixed rendering.
    if (typeof value === 'number' && Number.isFinite(value)) return scaled(value.toFixed(digits + 1), digits);
    throw new Error(`not a decimal: ${text}`);
  }
  const fraction = match[3] ?? '';
  const kept = BigInt((match[2] || '0') + fraction.slice(0, digits).padEnd(digits, '0'));
  const roundUp = fraction.length > digits && fraction[digits] >= '5';
  const magnitude = roundUp ? kept + 1n : kept;
  return match[1] ? -magnitude : magnitude;
}

/** Rates in percent are kept to 4 decimals (Saleor's NUMERIC(12,4)): 23 % -> 230000. */
export const RATE_DIGITS = 4;
export const HUNDRED_PERCENT = 100n * 10n ** BigInt(RATE_DIGITS);
