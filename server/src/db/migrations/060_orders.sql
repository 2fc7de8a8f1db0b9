-- Orders and their lines (copied from the checkout at completion, so later catalogue changes do
-- not rewrite history), and payment transactions with their events. "order" is quoted: a keyword.
CREATE TABLE "order" (
  id SERIAL PRIMARY KEY,
  token UUID NOT NULL UNIQUE,
  channel_id INT NOT NULL REFERENCES channel(id),
  user_email TEXT,
  status TEXT NOT NULL DEFAULT 'UNFULFILLED',
  currency CHAR(3) NOT NULL,
  subtotal_amount NUMERIC(12,2) NOT NULL,
  shipping_amount NUMERIC(12,2) NOT NULL DEFAULT 0,
  total_amount NUMERIC(12,2) NOT NULL,
  total_charged NUMERIC(12,2) NOT NULL DEFAULT 0,
  total_authorized NUMERIC(12,2) NOT NULL DEFAULT 0,
  metadata JSONB NOT NULL DEFAULT '{}',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE order_line (
  id SERIAL PRIMARY KEY,
  order_id INT NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  variant_id INT REFERENCES product_variant(id) ON DELETE SET NULL,
  product_name TEXT NOT NULL,
  variant_name TEXT NOT NULL,
  product_sku TEXT,
  quantity INT NOT NULL CHECK (quantity > 0),
  unit_price NUMERIC(12,2) NOT NULL,
  thumbnail TEXT
);
CREATE INDEX order_line_order ON order_line(order_id);

CREATE TABLE transaction_item (
  id SERIAL PRIMARY KEY,
  token UUID NOT NULL UNIQUE,
  order_id INT REFERENCES "order"(id) ON DELETE SET NULL,
  checkout_token UUID,
  name TEXT NOT NULL,
  psp_reference TEXT NOT NULL DEFAULT '',
  currency CHAR(3) NOT NULL,
  authorized_amount NUMERIC(12,2) NOT NULL DEFAULT 0,
  charged_amount NUMERIC(12,2) NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE transaction_event (
  id SERIAL PRIMARY KEY,
  transaction_id INT NOT NULL REFERENCES transaction_item(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  amount NUMERIC(12,2) NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  psp_reference TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
