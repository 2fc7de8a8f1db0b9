-- Addresses, shared by the address book (user_id set), checkouts and orders (user_id null: their own
-- copies, as Saleor copies an address into a checkout or an order). Empty fields are '' as in Saleor.
CREATE TABLE address (
  id SERIAL PRIMARY KEY,
  user_id INTEGER REFERENCES account_user (id) ON DELETE CASCADE,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  company_name TEXT NOT NULL DEFAULT '',
  street_address_1 TEXT NOT NULL DEFAULT '',
  street_address_2 TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  city_area TEXT NOT NULL DEFAULT '',
  postal_code TEXT NOT NULL DEFAULT '',
  country CHAR(2) NOT NULL,
  country_area TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX address_user_id_idx ON address (user_id) WHERE user_id IS NOT NULL;

-- A customer's default shipping and billing addresses (from the address book).
ALTER TABLE account_user
  ADD COLUMN default_shipping_address_id INTEGER REFERENCES address (id) ON DELETE SET NULL,
  ADD COLUMN default_billing_address_id INTEGER REFERENCES address (id) ON DELETE SET NULL;
