// Crockford's base 32 without I, L, O and U: nothing in a reference can be misread or read aloud wrongly.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A reference for a prepared message, such as "M-20260514-7K3Q": the day (so the shop can find it by
 * date) and four random characters. It travels in the email the shopper sends, which is how the shop
 * sees it; this website keeps no copy.
 */
export function contactReference(
  now = new Date(),
  random: (count: number) => Uint8Array = randomBytes,
): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('');
  const suffix = Array.from(random(4), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `M-${day}-${suffix}`;
}

function randomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count));
}
