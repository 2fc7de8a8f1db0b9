import type { Queryable } from '../db/database';
import type { AddressData } from './validation';

// Address rows: insert, update, copy and read, inside the caller's transaction or on the database.
// A row read with readAddress also says whether it is its owner's default shipping/billing address.

export interface AddressRow {
  id: number;
  user_id: number | null;
  first_name: string;
  last_name: string;
  company_name: string;
  street_address_1: string;
  street_address_2: string;
  city: string;
  city_area: string;
  postal_code: string;
  country: string;
  country_area: string;
  phone: string;
  /** Null unless the address belongs to a user's address book. */
  is_default_shipping?: boolean | null;
  is_default_billing?: boolean | null;
}

const COLUMNS = [
  'first_name',
  'last_name',
  'company_name',
  'street_address_1',
  'street_address_2',
  'city',
  'city_area',
  'postal_code',
  'country',
  'country_area',
  'phone',
] as const;

const values = (data: AddressData) => [
  data.firstName,
  data.lastName,
  data.companyName,
  data.streetAddress1,
  data.streetAddress2,
  data.city,
  data.cityArea,
  data.postalCode,
  data.country,
  data.countryArea,
  data.phone,
];

const SELECT = `SELECT a.*,
    CASE WHEN a.user_id IS NULL THEN NULL ELSE COALESCE(u.default_shipping_address_id = a.id, false) END AS is_default_shipping,
    CASE WHEN a.user_id IS NULL THEN NULL ELSE COALESCE(u.default_billing_address_id = a.id, false) END AS is_default_billing
  FROM address a LEFT JOIN account_user u ON u.id = a.user_id`;

/** Inserts a validated address; userId puts it in that user's address book. */
export async function insertAddress(
  q: Queryable,
  data: AddressData,
  userId: number | null = null,
): Promise<AddressRow> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO address (${COLUMNS.join(', ')}, user_id)
     VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}, $${COLUMNS.length + 1}) RETURNING id`,
    [...values(data), userId],
  );
  return (await readAddress(q, rows[0].id))!;
}

/** Replaces an address's fields; null when there is no such address. */
export async function updateAddress(q: Queryable, id: number, data: AddressData): Promise<AddressRow | null> {
  const { rows } = await q.query<{ id: number }>(
    `UPDATE address SET ${COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1 RETURNING id`,
    [id, ...values(data)],
  );
  return rows.length ? readAddress(q, id) : null;
}

/** A copy of an address (for a checkout or an order), owned by userId (null: nobody's book). */
export async function copyAddress(q: Queryable, id: number, userId: number | null = null) {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO address (${COLUMNS.join(', ')}, user_id)
     SELECT ${COLUMNS.join(', ')}, $2 FROM address WHERE id = $1 RETURNING id`,
    [id, userId],
  );
  return rows.length ? readAddress(q, rows[0].id) : null;
}

export async function readAddress(q: Queryable, id: number | null | undefined): Promise<AddressRow | null> {
  if (id == null) return null;
  const { rows } = await q.query<AddressRow>(`${SELECT} WHERE a.id = $1`, [id]);
  return rows[0] ?? null;
}

/** A user's address book, oldest first. */
export async function userAddresses(q: Queryable, userId: number): Promise<AddressRow[]> {
  const { rows } = await q.query<AddressRow>(`${SELECT} WHERE a.user_id = $1 ORDER BY a.id`, [userId]);
  return rows;
}

/** The address fields of a row, as validateAddress returns them (to re-validate or copy). */
export const addressData = (row: AddressRow): AddressData => ({
  firstName: row.first_name,
  lastName: row.last_name,
  companyName: row.company_name,
  streetAddress1: row.street_address_1,
  streetAddress2: row.street_address_2,
  city: row.city,
  cityArea: row.city_area,
  postalCode: row.postal_code,
  country: row.country.trim(),
  countryArea: row.country_area,
  phone: row.phone,
});
