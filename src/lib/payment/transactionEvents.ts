// What a transaction event means for the shopper (failure, action required, success), and where a payment
// response sends the shopper next.

export type EventOutcome = 'success' | 'failure' | 'actionRequired' | 'pending';

/**
 * *_SUCCESS is success, *_FAILURE failure, *_ACTION_REQUIRED needs the shopper (a page of the payment
 * provider, then transactionProcess); anything else (*_REQUEST, no event) is still pending.
 */
export function eventOutcome(type: string | null | undefined): EventOutcome {
  if (type === 'AUTHORIZATION_SUCCESS' || type === 'CHARGE_SUCCESS') return 'success';
  if (type === 'AUTHORIZATION_FAILURE' || type === 'CHARGE_FAILURE') return 'failure';
  if (type === 'AUTHORIZATION_ACTION_REQUIRED' || type === 'CHARGE_ACTION_REQUIRED') return 'actionRequired';
  return 'pending';
}

const URL_KEYS = ['externalUrl', 'redirectUrl', 'paymentUrl', 'url'] as const;

/**
 * The page a payment response sends the shopper to: the event's externalUrl (Saleor), else a
 * redirect, payment or plain url in the app's data. Only http(s) addresses are followed.
 */
export function paymentRedirectUrl(
  event: { externalUrl?: string | null } | null | undefined,
  data: unknown,
): string | null {
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const candidates = [event?.externalUrl, ...URL_KEYS.map((key) => record[key])];
  for (const candidate of candidates)
    if (typeof candidate === 'string' && /^https?:\/\//i.test(candidate)) return candidate;
  return null;
}
