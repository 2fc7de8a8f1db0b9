import type { Transaction } from '@electric-sql/pglite';
import { giftCardUsable } from '../discounts/giftCards';
import {
  attachGiftCard,
  detachGiftCard,
  giftCardByCode,
  setCheckoutVoucherCode,
  siblingVoucherCodes,
  voucherByCode,
  voucherCodes,
} from '../discounts/store';
import { voucherIsActive } from '../discounts/vouchers';
import { fromGlobalId } from '../graphql/ids';
import { fail } from './checkoutErrors';
import { checkoutTotals, now } from './load';
import { checkoutRow } from './store';

// checkoutAddPromoCode / checkoutRemovePromoCode, as Saleor: one field for voucher and gift card
// codes, looked up exactly as typed, a voucher code first. A checkout holds one voucher (a second
// replaces the first) and any number of gift cards. Why a code is refused is not told: "invalid"
// (unknown, not running, used up, not sold in this channel) or "not applicable" (its conditions).

const INVALID = { field: 'promoCode', message: 'Promo code is invalid', code: 'INVALID' } as const;

export async function addPromoCode(tx: Transaction, token: string, promoCode: string) {
  const checkout = (await checkoutRow(tx, token))!;
  const voucher = await voucherByCode(tx, promoCode, checkout.channel_id);
  if (voucher) {
    if (!voucherIsActive(voucher, now())) fail(INVALID);
    const withVoucher = { ...checkout, voucher_code: voucher.code };
    if (!(await checkoutTotals(tx, withVoucher)).voucher)
      fail({
        field: 'promoCode',
        message: 'Voucher is not applicable to this checkout.',
        code: 'VOUCHER_NOT_APPLICABLE',
      });
    await setCheckoutVoucherCode(tx, token, voucher.code);
    return;
  }
  const card = await giftCardByCode(tx, promoCode);
  // The customer is the account's email when one is logged in, else the checkout's (maybe none).
  const customer = checkout.customer_email;
  if (!card || !giftCardUsable(card, { now: now(), currency: checkout.currency, customer })) fail(INVALID);
  await attachGiftCard(tx, token, card!.id);
}

export async function removePromoCode(
  tx: Transaction,
  token: string,
  { promoCode, promoCodeId }: { promoCode?: string | null; promoCodeId?: string | null },
) {
  if (promoCode && promoCodeId)
    fail({
      field: null,
      message: "Argument 'promoCode' cannot be combined with 'promoCodeId'",
      code: 'GRAPHQL_ERROR',
    });
  if (!promoCode && !promoCodeId)
    fail({
      field: null,
      message: "At least one of arguments is required: 'promoCode', 'promoCodeId'.",
      code: 'GRAPHQL_ERROR',
    });
  const checkout = (await checkoutRow(tx, token))!;
  if (promoCode) {
    const voucher = await voucherByCode(tx, promoCode, checkout.channel_id);
    if (voucher) {
      // Any code of the checkout's voucher takes the voucher off.
      const codes = checkout.voucher_code ? await siblingVoucherCodes(tx, checkout.voucher_code) : [];
      if (!codes.includes(promoCode))
        fail({
          field: 'promoCode',
          message: 'Cannot remove a voucher not attached to this checkout.',
          code: 'INVALID',
        });
      await setCheckoutVoucherCode(tx, token, null);
      return;
    }
    const card = await giftCardByCode(tx, promoCode);
    if (!card) fail({ field: 'promoCode', message: 'Promo code does not exists.', code: 'NOT_FOUND' });
    if (!(await detachGiftCard(tx, token, card!.id)))
      fail({
        field: 'promoCode',
        message: 'Cannot remove a gift card not attached to this checkout.',
        code: 'INVALID',
      });
    return;
  }
  const parsed = fromGlobalId(promoCodeId!);
  if (!parsed)
    fail({
      field: 'promoCodeId',
      message: `Couldn't resolve to a node: ${promoCodeId}`,
      code: 'GRAPHQL_ERROR',
    });
  if (parsed!.type !== 'Voucher' && parsed!.type !== 'GiftCard')
    fail({ field: 'promoCodeId', message: 'Must receive Voucher or GiftCard id.', code: 'NOT_FOUND' });
  const pk = /^\d{1,9}$/.test(parsed!.pk) ? Number(parsed!.pk) : -1;
  if (parsed!.type === 'Voucher') {
    if (checkout.voucher_code == null) return;
    const codes = await voucherCodes(tx, pk);
    if (!codes.includes(checkout.voucher_code))
      fail({
        field: 'promoCodeId',
        message: "Couldn't remove a promo code from a checkout.",
        code: 'NOT_FOUND',
      });
    await setCheckoutVoucherCode(tx, token, null);
    return;
  }
  // As Saleor, a gift card id that is not attached removes nothing and is no error.
  await detachGiftCard(tx, token, pk);
}
