import type { GiftCard } from '../graphql/generated/resolverTypes';
import { toGlobalId } from '../graphql/ids';
import { money, toCents } from '../graphql/money';
import type { GiftCardRow } from './store';

// Saleor's gift card rules: a card pays while it is active and not past its expiry date (a UTC date,
// the day itself included), in its own currency, for anyone until its first use binds it to that
// customer. A shopper sees the card's last four characters; its whole code only its owner.

/** Today's date in UTC, as the expiry dates are written ('YYYY-MM-DD'). */
export const utcDate = (now: Date) => now.toISOString().slice(0, 10);

export function giftCardExpired(card: GiftCardRow, now: Date): boolean {
  return card.expiry_date != null && card.expiry_date < utcDate(now);
}

/**
 * Whether the card can pay for a checkout in this currency by this customer. `customer` is the
 * customer's email: a card bound to someone pays only for them, so a checkout with no email (null)
 * takes only cards bound to nobody; left out, whoever the card is bound to is not checked.
 */
export function giftCardUsable(
  card: GiftCardRow,
  { now, currency, customer }: { now: Date; currency: string; customer?: string | null },
): boolean {
  if (!card.is_active || giftCardExpired(card, now) || card.currency !== currency) return false;
  if (customer === undefined || card.used_by_email == null) return true;
  return customer != null && card.used_by_email.toLowerCase() === customer.toLowerCase();
}

/** Who may read the card's code: its buyer or the customer it is bound to. */
const owners = new WeakMap<object, string[]>();

/** The card as the schema's GiftCard; its `code` resolver asks `giftCardOwners` who may read it. */
export function giftCardValue(card: GiftCardRow): GiftCard {
  const last4 = card.code.slice(-4);
  const value: GiftCard = {
    id: toGlobalId('GiftCard', card.id),
    code: card.code,
    displayCode: last4,
    last4CodeChars: last4,
    created: new Date(card.created_at).toISOString(),
    expiryDate: card.expiry_date,
    isActive: card.is_active,
    initialBalance: money(toCents(card.initial_balance_amount), card.currency),
    currentBalance: money(toCents(card.current_balance_amount), card.currency),
  };
  owners.set(
    value,
    [card.created_by_email, card.used_by_email].flatMap((email) => (email ? [email.toLowerCase()] : [])),
  );
  return value;
}

/** The emails of the customers who may read the card's code. */
export const giftCardOwners = (value: GiftCard): string[] => owners.get(value) ?? [];
