-- Translations of the catalogue, kept beside each object as Saleor keeps them: one row per object and
-- language, the language stored as its LanguageCodeEnum name ('ZH_HANS', 'ZH_HANT', 'EN'). A row is
-- found by its exact code only (ZH_HANS_CN does not find ZH_HANS). A null field has no translation:
-- the object's own text stands for it.

CREATE TABLE product_translation (
  id SERIAL PRIMARY KEY,
  product_id INT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  language_code TEXT NOT NULL,
  name TEXT,
  description JSONB,
  seo_title TEXT,
  seo_description TEXT,
  slug TEXT,
  UNIQUE (product_id, language_code)
);

CREATE TABLE product_variant_translation (
  id SERIAL PRIMARY KEY,
  variant_id INT NOT NULL REFERENCES product_variant(id) ON DELETE CASCADE,
  language_code TEXT NOT NULL,
  name TEXT NOT NULL,
  UNIQUE (variant_id, language_code)
);

CREATE TABLE category_translation (
  id SERIAL PRIMARY KEY,
  category_id INT NOT NULL REFERENCES category(id) ON DELETE CASCADE,
  language_code TEXT NOT NULL,
  name TEXT,
  description JSONB,
  seo_title TEXT,
  seo_description TEXT,
  slug TEXT,
  UNIQUE (category_id, language_code)
);

CREATE TABLE attribute_translation (
  id SERIAL PRIMARY KEY,
  attribute_id INT NOT NULL REFERENCES attribute(id) ON DELETE CASCADE,
  language_code TEXT NOT NULL,
  name TEXT NOT NULL,
  UNIQUE (attribute_id, language_code)
);

CREATE TABLE attribute_value_translation (
  id SERIAL PRIMARY KEY,
  attribute_value_id INT NOT NULL REFERENCES attribute_value(id) ON DELETE CASCADE,
  language_code TEXT NOT NULL,
  name TEXT NOT NULL,
  rich_text JSONB,
  plain_text TEXT,
  UNIQUE (attribute_value_id, language_code)
);

CREATE TABLE shipping_method_translation (
  id SERIAL PRIMARY KEY,
  shipping_method_id INT NOT NULL REFERENCES shipping_method(id) ON DELETE CASCADE,
  language_code TEXT NOT NULL,
  name TEXT,
  description JSONB,
  UNIQUE (shipping_method_id, language_code)
);

-- A translation is catalogue text like any other: a write to one drops the kept catalogue answers
-- (graphql/responseCache.ts), as the triggers of migration 012 do for the catalogue's own tables.
DO $$
DECLARE
  t TEXT;
BEGIN
  FOREACH t IN ARRAY ARRAY['product_translation', 'product_variant_translation', 'category_translation',
    'attribute_translation', 'attribute_value_translation', 'shipping_method_translation']
  LOOP
    EXECUTE format('CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()', t);
  END LOOP;
END $$;
