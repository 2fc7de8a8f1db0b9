-- Vouchers (promo codes) and gift cards, as Saleor models them. A voucher holds the rules; its codes
-- (several per voucher since Saleor 3.18) are what a shopper types, each with its own use count and
-- switch. A voucher is usable in a channel only through its listing there (the amount or percentage
-- and the minimum spend, in the channel's currency).
CREATE TABLE voucher (
  id SERIAL PRIMARY KEY,
  name TEXT,
  type TEXT NOT NULL DEFAULT 'ENTIRE_ORDER' CHECK (type IN ('ENTIRE_ORDER', 'SPECIFIC_PRODUCT', 'SHIPPING')),
  discount_value_type TEXT NOT NULL DEFAULT 'PERCENTAGE' CHECK (discount_value_type IN ('PERCENTAGE', 'FIXED')),
  start_date TIMESTAMPTZ NOT NULL DEFAULT now(),
  end_date TIMESTAMPTZ,
  -- Uses allowed per code; NULL: no limit.
  usage_limit INT CHECK (usage_limit IS NULL OR usage_limit >= 0),
  apply_once_per_order BOOLEAN NOT NULL DEFAULT FALSE,
  apply_once_per_customer BOOLEAN NOT NULL DEFAULT FALSE,
  only_for_staff BOOLEAN NOT NULL DEFAULT FALSE,
  single_use BOOLEAN NOT NULL DEFAULT FALSE,
  min_checkout_items_quantity INT CHECK (min_checkout_items_quantity IS NULL OR min_checkout_items_quantity >= 0),
  -- Shipping vouchers only: the countries shipped to where it applies; empty: everywhere.
  countries TEXT[] NOT NULL DEFAULT '{}'
);

CREATE TABLE voucher_code (
  id SERIAL PRIMARY KEY,
  voucher_id INT NOT NULL REFERENCES voucher(id) ON DELETE CASCADE,
  -- Matched exactly, as typed: codes are case-sensitive.
  code TEXT NOT NULL UNIQUE,
  used INT NOT NULL DEFAULT 0,
  is_active BOOLEAN NOT NULL DEFAULT TRUE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX voucher_code_voucher ON voucher_code(voucher_id);

CREATE TABLE voucher_channel_listing (
  voucher_id INT NOT NULL REFERENCES voucher(id) ON DELETE CASCADE,
  channel_id INT NOT NULL REFERENCES channel(id) ON DELETE CASCADE,
  -- A percentage (0-100) or an amount in the channel's currency, by the voucher's value type.
  discount_value NUMERIC(12,2) NOT NULL CHECK (discount_value >= 0),
  min_spent_amount NUMERIC(12,2),
  currency CHAR(3) NOT NULL,
  PRIMARY KEY (voucher_id, channel_id)
);

-- What a SPECIFIC_PRODUCT voucher applies to: a line matches by its variant, its product or its
-- product's own category (not a parent's). A voucher listing none of these applies to every line.
CREATE TABLE voucher_product (
  voucher_id INT NOT NULL REFERENCES voucher(id) ON DELETE CASCADE,
  product_id INT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  PRIMARY KEY (voucher_id, product_id)
);
CREATE TABLE voucher_variant (
  voucher_id INT NOT NULL REFERENCES voucher(id) ON DELETE CASCADE,
  variant_id INT NOT NULL REFERENCES product_variant(id) ON DELETE CASCADE,
  PRIMARY KEY (voucher_id, variant_id)
);
CREATE TABLE voucher_category (
  voucher_id INT NOT NULL REFERENCES voucher(id) ON DELETE CASCADE,
  category_id INT NOT NULL REFERENCES category(id) ON DELETE CASCADE,
  PRIMARY KEY (voucher_id, category_id)
);

-- Once-per-customer vouchers: who has used which code. The key makes two orders placed at the same
-- moment by one customer record it once; the second order is refused.
CREATE TABLE voucher_customer (
  id SERIAL PRIMARY KEY,
  voucher_code_id INT NOT NULL REFERENCES voucher_code(id) ON DELETE CASCADE,
  customer_email TEXT NOT NULL,
  UNIQUE (voucher_code_id, customer_email)
);

CREATE TABLE voucher_translation (
  voucher_id INT NOT NULL REFERENCES voucher(id) ON DELETE CASCADE,
  language_code TEXT NOT NULL,
  name TEXT,
  PRIMARY KEY (voucher_id, language_code)
);

-- The checkout's voucher, by the code the shopper typed (one voucher per checkout).
ALTER TABLE checkout ADD COLUMN voucher_code TEXT;

-- Gift cards: a code worth a balance in one currency until its expiry date (inclusive, UTC).
CREATE TABLE gift_card (
  id SERIAL PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  created_by_email TEXT,
  -- The customer the card is bound to (set by its first use); another customer cannot use it.
  used_by_email TEXT,
  currency CHAR(3) NOT NULL,
  initial_balance_amount NUMERIC(12,2) NOT NULL CHECK (initial_balance_amount >= 0),
  current_balance_amount NUMERIC(12,2) NOT NULL CHECK (current_balance_amount >= 0),
  expiry_date DATE,
  is_active BOOLEAN NOT NULL DEFAULT TRUE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  last_used_on TIMESTAMPTZ
);

CREATE TABLE checkout_gift_card (
  checkout_token UUID NOT NULL REFERENCES checkout(token) ON DELETE CASCADE,
  gift_card_id INT NOT NULL REFERENCES gift_card(id) ON DELETE CASCADE,
  PRIMARY KEY (checkout_token, gift_card_id)
);
