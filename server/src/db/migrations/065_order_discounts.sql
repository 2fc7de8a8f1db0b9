-- An order keeps its money as the checkout worked it out: both sides of every amount (the *_amount
-- columns are gross, the *_net_amount ones net), the prices before discounts, the voucher and its
-- discount, each line's tax rate, whether the shopper saw gross or net prices, and the gift cards
-- that paid for it. Orders placed before had no taxes or discounts: net = gross, undiscounted = paid.
ALTER TABLE "order" ADD COLUMN voucher_code TEXT;
ALTER TABLE "order" ADD COLUMN display_gross_prices BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE "order" ADD COLUMN subtotal_net_amount NUMERIC(12,2);
ALTER TABLE "order" ADD COLUMN shipping_net_amount NUMERIC(12,2);
ALTER TABLE "order" ADD COLUMN total_net_amount NUMERIC(12,2);
ALTER TABLE "order" ADD COLUMN undiscounted_total_amount NUMERIC(12,2);
ALTER TABLE "order" ADD COLUMN undiscounted_total_net_amount NUMERIC(12,2);
-- The shipping method's price before a shipping voucher, as entered.
ALTER TABLE "order" ADD COLUMN undiscounted_shipping_amount NUMERIC(12,2);
UPDATE "order" SET subtotal_net_amount = subtotal_amount, shipping_net_amount = shipping_amount,
  total_net_amount = total_amount, undiscounted_total_amount = total_amount,
  undiscounted_total_net_amount = total_amount, undiscounted_shipping_amount = shipping_amount;
ALTER TABLE "order" ALTER COLUMN subtotal_net_amount SET NOT NULL;
ALTER TABLE "order" ALTER COLUMN shipping_net_amount SET NOT NULL;
ALTER TABLE "order" ALTER COLUMN total_net_amount SET NOT NULL;
ALTER TABLE "order" ALTER COLUMN undiscounted_total_amount SET NOT NULL;
ALTER TABLE "order" ALTER COLUMN undiscounted_total_net_amount SET NOT NULL;
ALTER TABLE "order" ALTER COLUMN undiscounted_shipping_amount SET NOT NULL;

-- unit_price stays the gross unit price; a line's total is kept as worked out (unit x quantity may
-- differ from it by rounding), its undiscounted prices at the line's rate, its rate as a fraction.
ALTER TABLE order_line ADD COLUMN unit_price_net NUMERIC(12,2);
ALTER TABLE order_line ADD COLUMN total_price_gross NUMERIC(12,2);
ALTER TABLE order_line ADD COLUMN total_price_net NUMERIC(12,2);
ALTER TABLE order_line ADD COLUMN undiscounted_unit_price_gross NUMERIC(12,2);
ALTER TABLE order_line ADD COLUMN undiscounted_unit_price_net NUMERIC(12,2);
ALTER TABLE order_line ADD COLUMN undiscounted_total_price_gross NUMERIC(12,2);
ALTER TABLE order_line ADD COLUMN undiscounted_total_price_net NUMERIC(12,2);
ALTER TABLE order_line ADD COLUMN unit_discount_amount NUMERIC(12,2) NOT NULL DEFAULT 0;
ALTER TABLE order_line ADD COLUMN tax_rate NUMERIC(5,4) NOT NULL DEFAULT 0;
UPDATE order_line SET unit_price_net = unit_price, total_price_gross = unit_price * quantity,
  total_price_net = unit_price * quantity, undiscounted_unit_price_gross = unit_price,
  undiscounted_unit_price_net = unit_price, undiscounted_total_price_gross = unit_price * quantity,
  undiscounted_total_price_net = unit_price * quantity;
ALTER TABLE order_line ALTER COLUMN unit_price_net SET NOT NULL;
ALTER TABLE order_line ALTER COLUMN total_price_gross SET NOT NULL;
ALTER TABLE order_line ALTER COLUMN total_price_net SET NOT NULL;
ALTER TABLE order_line ALTER COLUMN undiscounted_unit_price_gross SET NOT NULL;
ALTER TABLE order_line ALTER COLUMN undiscounted_unit_price_net SET NOT NULL;
ALTER TABLE order_line ALTER COLUMN undiscounted_total_price_gross SET NOT NULL;
ALTER TABLE order_line ALTER COLUMN undiscounted_total_price_net SET NOT NULL;

-- The order's discounts (Saleor's OrderDiscount): here the voucher's, with its name at the time.
CREATE TABLE order_discount (
  id SERIAL PRIMARY KEY,
  order_id INT NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('VOUCHER', 'MANUAL', 'PROMOTION', 'ORDER_PROMOTION', 'SALE')),
  value_type TEXT NOT NULL CHECK (value_type IN ('PERCENTAGE', 'FIXED')),
  value NUMERIC(12,2) NOT NULL,
  amount NUMERIC(12,2) NOT NULL,
  currency CHAR(3) NOT NULL,
  name TEXT,
  translated_name TEXT,
  voucher_code TEXT
);
CREATE INDEX order_discount_order ON order_discount(order_id);

-- The gift cards that paid for the order, and how much each gave.
CREATE TABLE order_gift_card (
  order_id INT NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  gift_card_id INT NOT NULL REFERENCES gift_card(id) ON DELETE CASCADE,
  amount NUMERIC(12,2) NOT NULL,
  PRIMARY KEY (order_id, gift_card_id)
);
