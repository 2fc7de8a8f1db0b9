-- Payments. Transactions (Saleor's transactions API) belong to a checkout and move to its order at
-- completion; the hosted payment page records the shopper's decision for transactionProcess to apply.
-- Legacy payments (checkoutPaymentCreate) are processed by checkoutComplete.
ALTER TABLE transaction_item ADD COLUMN gateway TEXT NOT NULL DEFAULT 'saleor.io.dummy-payment-app';
ALTER TABLE transaction_item ADD COLUMN flow TEXT NOT NULL DEFAULT 'CHARGE' CHECK (flow IN ('CHARGE', 'AUTHORIZATION'));
ALTER TABLE transaction_item ADD COLUMN amount NUMERIC(12,2) NOT NULL DEFAULT 0;
ALTER TABLE transaction_item ADD COLUMN charge_pending_amount NUMERIC(12,2) NOT NULL DEFAULT 0;
ALTER TABLE transaction_item ADD COLUMN authorize_pending_amount NUMERIC(12,2) NOT NULL DEFAULT 0;
ALTER TABLE transaction_item ADD COLUMN decision TEXT CHECK (decision IN ('APPROVED', 'DECLINED'));
ALTER TABLE transaction_item ADD COLUMN return_url TEXT;
ALTER TABLE transaction_item ADD COLUMN idempotency_key TEXT;
ALTER TABLE transaction_item ADD COLUMN modified_at TIMESTAMPTZ NOT NULL DEFAULT now();
CREATE UNIQUE INDEX transaction_item_idempotency ON transaction_item(idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX transaction_item_checkout ON transaction_item(checkout_token);
CREATE INDEX transaction_item_order ON transaction_item(order_id);
ALTER TABLE transaction_event ADD COLUMN external_url TEXT NOT NULL DEFAULT '';

CREATE TABLE payment (
  id SERIAL PRIMARY KEY,
  checkout_token UUID,
  order_id INT REFERENCES "order"(id) ON DELETE SET NULL,
  gateway TEXT NOT NULL,
  token TEXT NOT NULL DEFAULT '',
  currency CHAR(3) NOT NULL,
  total NUMERIC(12,2) NOT NULL,
  captured_amount NUMERIC(12,2) NOT NULL DEFAULT 0,
  charge_status TEXT NOT NULL DEFAULT 'NOT_CHARGED',
  is_active BOOLEAN NOT NULL DEFAULT TRUE,
  psp_reference TEXT,
  return_url TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  modified_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX payment_checkout ON payment(checkout_token);

-- The order remembers the checkout it came from: a second checkoutComplete returns the same order.
ALTER TABLE "order" ADD COLUMN checkout_token UUID UNIQUE;
ALTER TABLE "order" ADD COLUMN user_id INT REFERENCES account_user(id) ON DELETE SET NULL;
ALTER TABLE "order" ADD COLUMN shipping_method_name TEXT;
CREATE INDEX order_user ON "order"(user_id);
