-- The catalogue: channel, categories, product types, attributes, products, variants, media, stock,
-- and shipping methods. Money is NUMERIC(12,2): exact, never floating point.

CREATE TABLE channel (
  id SERIAL PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  currency_code CHAR(3) NOT NULL,
  default_country CHAR(2) NOT NULL
);

CREATE TABLE category (
  id SERIAL PRIMARY KEY,
  parent_id INT REFERENCES category(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  description JSONB,
  seo_title TEXT,
  seo_description TEXT,
  background_image TEXT,
  background_image_alt TEXT,
  level INT NOT NULL DEFAULT 0,
  sort_order INT NOT NULL DEFAULT 0
);
CREATE INDEX category_parent ON category(parent_id);

CREATE TABLE product_type (
  id SERIAL PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  is_shipping_required BOOLEAN NOT NULL,
  has_variants BOOLEAN NOT NULL DEFAULT TRUE
);

CREATE TABLE attribute (
  id SERIAL PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  input_type TEXT NOT NULL DEFAULT 'DROPDOWN'
);

CREATE TABLE attribute_value (
  id SERIAL PRIMARY KEY,
  attribute_id INT NOT NULL REFERENCES attribute(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  value TEXT,
  sort_order INT NOT NULL DEFAULT 0,
  UNIQUE (attribute_id, slug)
);

CREATE TABLE product (
  id SERIAL PRIMARY KEY,
  product_type_id INT NOT NULL REFERENCES product_type(id),
  category_id INT REFERENCES category(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  description JSONB,
  description_plaintext TEXT NOT NULL DEFAULT '',
  seo_title TEXT,
  seo_description TEXT,
  rating NUMERIC(3,1),
  -- The price range of the variants, kept here so listings sort and filter by price without
  -- aggregating every variant per request (maintained wherever variant prices change).
  min_price NUMERIC(12,2),
  max_price NUMERIC(12,2),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX product_category ON product(category_id);
CREATE INDEX product_name ON product(lower(name), id);
CREATE INDEX product_created ON product(created_at, id);
CREATE INDEX product_min_price ON product(min_price, id);

-- Product-level attribute values (material, brand, ...).
CREATE TABLE product_attribute_value (
  product_id INT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  value_id INT NOT NULL REFERENCES attribute_value(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, value_id)
);

CREATE TABLE product_media (
  id SERIAL PRIMARY KEY,
  product_id INT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  image TEXT NOT NULL,
  alt TEXT NOT NULL DEFAULT '',
  sort_order INT NOT NULL DEFAULT 0
);
CREATE INDEX product_media_product ON product_media(product_id, sort_order);

CREATE TABLE product_variant (
  id SERIAL PRIMARY KEY,
  product_id INT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  sku TEXT UNIQUE,
  price_amount NUMERIC(12,2) NOT NULL CHECK (price_amount >= 0),
  sort_order INT NOT NULL DEFAULT 0
);
CREATE INDEX product_variant_product ON product_variant(product_id, sort_order);

-- Variant selection attributes (size, colour).
CREATE TABLE variant_attribute_value (
  variant_id INT NOT NULL REFERENCES product_variant(id) ON DELETE CASCADE,
  value_id INT NOT NULL REFERENCES attribute_value(id) ON DELETE CASCADE,
  PRIMARY KEY (variant_id, value_id)
);

-- One warehouse: quantity on hand and allocated per variant; available = quantity - allocated.
CREATE TABLE stock (
  variant_id INT PRIMARY KEY REFERENCES product_variant(id) ON DELETE CASCADE,
  quantity INT NOT NULL CHECK (quantity >= 0),
  quantity_allocated INT NOT NULL DEFAULT 0 CHECK (quantity_allocated >= 0)
);

CREATE TABLE shipping_method (
  id SERIAL PRIMARY KEY,
  name TEXT NOT NULL,
  price_amount NUMERIC(12,2) NOT NULL CHECK (price_amount >= 0),
  minimum_order_price NUMERIC(12,2),
  maximum_order_price NUMERIC(12,2),
  minimum_delivery_days INT,
  maximum_delivery_days INT
);
