-- Every write to what the catalogue shows (products, variants and their stock, categories,
-- attributes, pictures, channels) tells the service, which drops the answers it keeps for anonymous
-- catalogue reads (graphql/responseCache.ts). Once per statement; PostgreSQL folds the notices of one
-- transaction into one and delivers it when the transaction commits, so a rolled-back write says
-- nothing, and the service hears of a write before the request that made it is answered.
CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END $$;

DO $$
DECLARE
  t TEXT;
BEGIN
  FOREACH t IN ARRAY ARRAY['channel', 'category', 'product_type', 'attribute', 'attribute_value', 'product',
    'product_attribute_value', 'product_media', 'product_variant', 'variant_attribute_value',
    'variant_media', 'stock']
  LOOP
    EXECUTE format('CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()', t);
  END LOOP;
END $$;
