import type { CheckoutLineInput } from '../graphql/generated/resolverTypes';
import { randomUUID } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import { QUANTITY_LIMIT_PER_CHECKOUT, quantityLimitMessage } from '../catalog/quantityLimit';
import { fromGlobalId, toGlobalId } from '../graphql/ids';
import { fail } from './checkoutErrors';
import {
  checkoutLineIds,
  deleteLinesById,
  deleteVariantLine,
  insertCheckout,
  lineQuantity,
  lineVariantId,
  lockCheckoutRow,
  touchCheckout,
  upsertLine,
  UUID,
  variantStock,
  type VariantStock,
} from './store';

// The cart's rules, each inside the caller's transaction: lines merge per variant, a line holds at
// most the per-checkout limit and, for a variant that tracks inventory, no more than the stock left
// (quantity on hand minus allocations); zero removes a line.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type LineInput = CheckoutLineInput;

/** The checkout's token from its global id, locked for this transaction; NOT_FOUND otherwise. */
export async function lockCheckout(tx: Transaction, id: string | null | undefined): Promise<string> {
  const parsed = id ? fromGlobalId(id) : null;
  const token = parsed?.type === 'Checkout' && UUID.test(parsed.pk) ? parsed.pk : null;
  const found = token && (await lockCheckoutRow(tx, token));
  if (!found)
    return fail({ field: 'id', message: `Couldn't resolve to a node: ${id ?? ''}`, code: 'NOT_FOUND' });
  return token!;
}

/**
 * Saleor's answer for a variant id that names no variant (checkoutCreate, checkoutLinesAdd and
 * checkoutLinesUpdate read their variants with get_nodes_or_error): a GraphQLError turned into an
 * error of the `variantId` field, code GRAPHQL_ERROR, with the ids as a Python list.
 */
const unknownVariant = (variantId: string): never =>
  fail({
    field: 'variantId',
    message: `Could not resolve to a node with the global id list of '['${variantId}']'.`,
    code: 'GRAPHQL_ERROR',
  });

function variantPk(variantId: string): number {
  const parsed = fromGlobalId(variantId);
  if (parsed && parsed.type !== 'ProductVariant')
    fail({
      field: 'variantId',
      message: `Must receive ProductVariant id: ${variantId}.`,
      code: 'GRAPHQL_ERROR',
    });
  if (!parsed || !/^\d{1,9}$/.test(parsed.pk)) return unknownVariant(variantId);
  return Number(parsed.pk);
}

async function cartVariant(tx: Transaction, pk: number, variantId: string): Promise<VariantStock> {
  return (await variantStock(tx, pk)) ?? unknownVariant(variantId);
}

function checkQuantity(quantity: number) {
  if (!Number.isInteger(quantity) || quantity < 0) {
    fail({ field: 'quantity', message: 'The quantity should be higher than zero.', code: 'ZERO_QUANTITY' });
  }
}

/**
 * Sets a variant's quantity in the checkout (0 removes it): within the per-checkout limit, and within
 * the stock left unless the variant does not track inventory (Saleor checks the limit first).
 */
async function setQuantity(tx: Transaction, token: string, variantId: string, quantity: number) {
  checkQuantity(quantity);
  const variant = await cartVariant(tx, variantPk(variantId), variantId);
  if (quantity === 0) {
    await deleteVariantLine(tx, token, variant.id);
    return;
  }
  if (quantity > QUANTITY_LIMIT_PER_CHECKOUT)
    fail({
      field: 'quantity',
      message: quantityLimitMessage(variant.title),
      code: 'QUANTITY_GREATER_THAN_LIMIT',
    });
  if (variant.track_inventory && quantity > variant.available) {
    fail({
      field: 'quantity',
      message: `Could not add items ${variant.label}. Only ${Math.max(0, variant.available)} remaining in stock.`,
      code: 'INSUFFICIENT_STOCK',
      variants: [variantId],
    });
  }
  await upsertLine(tx, token, variant.id, quantity);
}

/** Adds quantities to the lines of the same variant (Saleor's checkoutLinesAdd). */
export async function addLines(tx: Transaction, token: string, lines: LineInput[]) {
  for (const line of lines) {
    checkQuantity(line.quantity);
    await setQuantity(
      tx,
      token,
      line.variantId,
      (await lineQuantity(tx, token, variantPk(line.variantId))) + line.quantity,
    );
  }
  await touchCheckout(tx, token);
}

/** Replaces quantities, by line id or variant id; 0 deletes the line. */
export async function updateLines(
  tx: Transaction,
  token: string,
  lines: { lineId?: string | null; variantId?: string | null; quantity?: number | null }[],
) {
  for (const line of lines) {
    let variantId = line.variantId ?? null;
    if (line.lineId) {
      const parsed = fromGlobalId(line.lineId);
      const lineVariant =
        parsed?.type === 'CheckoutLine' && /^\d{1,9}$/.test(parsed.pk)
          ? await lineVariantId(tx, token, Number(parsed.pk))
          : null;
      if (lineVariant == null)
        fail({
          field: 'lineId',
          message: `Couldn't resolve to a node: ${line.lineId}`,
          code: 'NOT_FOUND',
          lines: [line.lineId],
        });
      variantId = toGlobalId('ProductVariant', lineVariant!);
    }
    if (!variantId) fail({ field: 'lineId', message: 'Provide lineId or variantId.', code: 'REQUIRED' });
    if (line.quantity == null)
      fail({ field: 'quantity', message: 'This field is required.', code: 'REQUIRED' });
    await setQuantity(tx, token, variantId!, line.quantity!);
  }
  await touchCheckout(tx, token);
}

export async function deleteLines(tx: Transaction, token: string, lineIds: string[]) {
  const pks = lineIds.map((id) => {
    const parsed = fromGlobalId(id);
    return parsed?.type === 'CheckoutLine' && /^\d{1,9}$/.test(parsed.pk) ? Number(parsed.pk) : -1;
  });
  const found = await checkoutLineIds(tx, token, pks);
  const missing = lineIds.filter((_, i) => !found.includes(pks[i]));
  if (missing.length)
    fail({
      field: 'lineId',
      message: "Provided line_ids aren't part of checkout.",
      code: 'INVALID',
      lines: missing,
    });
  await deleteLinesById(tx, token, pks);
  await touchCheckout(tx, token);
}

export function checkEmail(email: string) {
  if (!EMAIL.test(email.trim()))
    fail({ field: 'email', message: 'Enter a valid email address.', code: 'INVALID' });
  return email.trim();
}

export async function createCheckout(
  tx: Transaction,
  channelId: number,
  email: string | null,
  userId: number | null,
  /** A LanguageCodeEnum name; Saleor's default is English, not the customer's language. */
  languageCode = 'EN',
): Promise<string> {
  const token = randomUUID();
  await insertCheckout(tx, { token, channelId, email, userId, languageCode });
  return token;
}
