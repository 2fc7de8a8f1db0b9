import type { CheckoutLineInput } from '../graphql/generated/resolverTypes';
import { randomUUID } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import { QUANTITY_LIMIT_PER_CHECKOUT, quantityLimitMessage } from '../catalog/quantityLimit';
import { fromGlobalId, toGlobalId } from '../graphql/ids';
import { fail } from './checkoutErrors';

// The cart's rules, each inside the caller's transaction: lines merge per variant, a line holds at
// most the per-checkout limit and, for a variant that tracks inventory, no more than the stock left
// (quantity on hand minus allocations); zero removes a line.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type LineInput = CheckoutLineInput;

/** The checkout's token from its global id, locked for this transaction; NOT_FOUND otherwise. */
export async function lockCheckout(tx: Transaction, id: string | null | undefined): Promise<string> {
  const parsed = id ? fromGlobalId(id) : null;
  const token = parsed?.type === 'Checkout' && UUID.test(parsed.pk) ? parsed.pk : null;
  const found =
    token && (await tx.query('SELECT token FROM checkout WHERE token = $1 FOR UPDATE', [token])).rows.length;
  if (!found)
    return fail({ field: 'id', message: `Couldn't resolve to a node: ${id ?? ''}`, code: 'NOT_FOUND' });
  return token!;
}

function variantPk(variantId: string): number {
  const parsed = fromGlobalId(variantId);
  if (parsed?.type !== 'ProductVariant' || !/^\d{1,9}$/.test(parsed.pk)) {
    return fail({
      field: 'variantId',
      message: `Couldn't resolve to a node: ${variantId}`,
      code: 'NOT_FOUND',
      variants: [variantId],
    });
  }
  return Number(parsed.pk);
}

interface VariantStock {
  id: number;
  /** How the stock error names it (SKU, else name). */
  label: string;
  /** How the limit error names it: Saleor's str(variant), its name, else SKU, else "ID:pk". */
  title: string;
  track_inventory: boolean;
  available: number;
}

async function variantStock(tx: Transaction, pk: number, variantId: string): Promise<VariantStock> {
  const { rows } = await tx.query<VariantStock>(
    `SELECT v.id, COALESCE(v.sku, v.name) AS label, COALESCE(NULLIF(v.name, ''), v.sku, 'ID:' || v.id) AS title,
       v.track_inventory, COALESCE(s.quantity - s.quantity_allocated, 0) AS available
     FROM product_variant v LEFT JOIN stock s ON s.variant_id = v.id WHERE v.id = $1`,
    [pk],
  );
  return (
    rows[0] ??
    fail({
      field: 'variantId',
      message: `Couldn't resolve to a node: ${variantId}`,
      code: 'NOT_FOUND',
      variants: [variantId],
    })
  );
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
  const variant = await variantStock(tx, variantPk(variantId), variantId);
  if (quantity === 0) {
    await tx.query('DELETE FROM checkout_line WHERE checkout_token = $1 AND variant_id = $2', [
      token,
      variant.id,
    ]);
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
  await tx.query(
    `INSERT INTO checkout_line (checkout_token, variant_id, quantity) VALUES ($1, $2, $3)
     ON CONFLICT (checkout_token, variant_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
    [token, variant.id, quantity],
  );
}

async function currentQuantity(tx: Transaction, token: string, variantId: string): Promise<number> {
  const { rows } = await tx.query<{ quantity: number }>(
    'SELECT quantity FROM checkout_line WHERE checkout_token = $1 AND variant_id = $2',
    [token, variantPk(variantId)],
  );
  return rows[0]?.quantity ?? 0;
}

/** Adds quantities to the lines of the same variant (Saleor's checkoutLinesAdd). */
export async function addLines(tx: Transaction, token: string, lines: LineInput[]) {
  for (const line of lines) {
    checkQuantity(line.quantity);
    await setQuantity(
      tx,
      token,
      line.variantId,
      (await currentQuantity(tx, token, line.variantId)) + line.quantity,
    );
  }
  await touch(tx, token);
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
      const { rows } =
        parsed?.type === 'CheckoutLine' && /^\d{1,9}$/.test(parsed.pk)
          ? await tx.query<{ variant_id: number }>(
              'SELECT variant_id FROM checkout_line WHERE id = $1 AND checkout_token = $2',
              [Number(parsed.pk), token],
            )
          : { rows: [] };
      if (!rows.length)
        fail({
          field: 'lineId',
          message: `Couldn't resolve to a node: ${line.lineId}`,
          code: 'NOT_FOUND',
          lines: [line.lineId],
        });
      variantId = toGlobalId('ProductVariant', rows[0].variant_id);
    }
    if (!variantId) fail({ field: 'lineId', message: 'Provide lineId or variantId.', code: 'REQUIRED' });
    if (line.quantity == null)
      fail({ field: 'quantity', message: 'This field is required.', code: 'REQUIRED' });
    await setQuantity(tx, token, variantId!, line.quantity!);
  }
  await touch(tx, token);
}

export async function deleteLines(tx: Transaction, token: string, lineIds: string[]) {
  const pks = lineIds.map((id) => {
    const parsed = fromGlobalId(id);
    return parsed?.type === 'CheckoutLine' && /^\d{1,9}$/.test(parsed.pk) ? Number(parsed.pk) : -1;
  });
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id FROM checkout_line WHERE checkout_token = $1 AND id = ANY($2::int[])',
    [token, pks],
  );
  const missing = lineIds.filter((_, i) => !rows.some((row) => row.id === pks[i]));
  if (missing.length)
    fail({
      field: 'lineId',
      message: "Provided line_ids aren't part of checkout.",
      code: 'INVALID',
      lines: missing,
    });
  await tx.query('DELETE FROM checkout_line WHERE checkout_token = $1 AND id = ANY($2::int[])', [token, pks]);
  await touch(tx, token);
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
): Promise<string> {
  const token = randomUUID();
  await tx.query('INSERT INTO checkout (token, channel_id, email, user_id) VALUES ($1, $2, $3, $4)', [
    token,
    channelId,
    email,
    userId,
  ]);
  return token;
}

async function touch(tx: Transaction, token: string) {
  await tx.query('UPDATE checkout SET updated_at = now() WHERE token = $1', [token]);
}
