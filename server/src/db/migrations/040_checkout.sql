-- Checkouts (carts). The pk is the token, a UUID, as in Saleor (its global id is "Checkout:<token>").
CREATE TABLE checkout (
  token UUID PRIMARY KEY,
  channel_id INT NOT NULL REFERENCES channel(id),
  email TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE checkout_line (
  id SERIAL PRIMARY KEY,
  checkout_token UUID NOT NULL REFERENCES checkout(token) ON DELETE CASCADE,
  variant_id INT NOT NULL REFERENCES product_variant(id),
  quantity INT NOT NULL CHECK (quantity > 0),
  UNIQUE (checkout_token, variant_id)
);
