-- Collections, as Saleor keeps them: the collection itself (name, slug, Editor.js description, SEO
-- texts, a background picture), its publication per channel (collection_channel_listing: customers see
-- a collection only where it is published and its publication date has come), the products in it with
-- the shop's manual order (collection_product.sort_order, Saleor's COLLECTION sort), and translations.

CREATE TABLE collection (
  id SERIAL PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  description JSONB,
  seo_title TEXT,
  seo_description TEXT,
  background_image TEXT,
  background_image_alt TEXT
);

CREATE TABLE collection_channel_listing (
  id SERIAL PRIMARY KEY,
  collection_id INT NOT NULL REFERENCES collection(id) ON DELETE CASCADE,
  channel_id INT NOT NULL REFERENCES channel(id) ON DELETE CASCADE,
  is_published BOOLEAN NOT NULL DEFAULT FALSE,
  published_at TIMESTAMPTZ,
  UNIQUE (collection_id, channel_id)
);
CREATE INDEX collection_channel_listing_channel ON collection_channel_listing(channel_id, collection_id);

CREATE TABLE collection_product (
  id SERIAL PRIMARY KEY,
  collection_id INT NOT NULL REFERENCES collection(id) ON DELETE CASCADE,
  product_id INT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  sort_order INT NOT NULL DEFAULT 0,
  UNIQUE (collection_id, product_id)
);
CREATE INDEX collection_product_order ON collection_product(collection_id, sort_order, product_id);
CREATE INDEX collection_product_product ON collection_product(product_id);

CREATE TABLE collection_translation (
  id SERIAL PRIMARY KEY,
  collection_id INT NOT NULL REFERENCES collection(id) ON DELETE CASCADE,
  language_code TEXT NOT NULL,
  name TEXT,
  description JSONB,
  seo_title TEXT,
  seo_description TEXT,
  slug TEXT,
  UNIQUE (collection_id, language_code)
);

-- Collections are catalogue text and order like any other: a write drops the kept catalogue answers
-- (graphql/responseCache.ts), as the triggers of migrations 012 and 013 do.
DO $$
DECLARE
  t TEXT;
BEGIN
  FOREACH t IN ARRAY ARRAY['collection', 'collection_channel_listing', 'collection_product',
    'collection_translation']
  LOOP
    EXECUTE format('CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()', t);
  END LOOP;
END $$;
