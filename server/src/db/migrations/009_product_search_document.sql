-- Each product's search document, stored as Saleor stores its search_vector: the words of its name
-- and its variants' SKUs and names (weight A), of the attribute values it and its variants carry (B)
-- and of its description (C), accents removed. Building it inside every search cost a second of
-- database time at 3,000 products; stored and indexed, a search reads it. Saleor refreshes its
-- vector later from a search_index_dirty flag; here triggers rewrite it in the same transaction as
-- the write, so a search never sees a product as it was.

-- Text without its accents ("Café" reads "Cafe"), as Saleor strips them from index and query.
CREATE FUNCTION search_plain_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN regexp_replace(normalize(coalesce($1, ''), NFD), '[\u0300-\u036f]', '', 'g');

-- The document of one product, given its own columns (a BEFORE trigger has them before the row is
-- stored) and reading its variants and attribute values from their tables.
CREATE FUNCTION product_search_document(product_id INT, name TEXT, description TEXT) RETURNS tsvector
  LANGUAGE sql STABLE
  RETURN setweight(to_tsvector('simple'::regconfig, search_plain_text(name)), 'A')
    || setweight(to_tsvector('simple'::regconfig, search_plain_text(
      (SELECT string_agg(concat_ws(' ', v.sku, v.name), ' ' ORDER BY v.sort_order, v.id)
        FROM product_variant v WHERE v.product_id = product_search_document.product_id))), 'A')
    -- Every use of a value counts (a colour on four variants weighs four times), so no DISTINCT.
    -- The product's own values first, then each variant's in turn (values by id), as the search
    -- built in the query read them; word order matters to the rank of a search of several words.
    || setweight(to_tsvector('simple'::regconfig, search_plain_text(
      (SELECT string_agg(av.name, ' ' ORDER BY used.source, used.sort_order, used.variant_id, av.id)
        FROM attribute_value av JOIN (
          SELECT 0 AS source, 0 AS sort_order, 0 AS variant_id, pav.value_id
            FROM product_attribute_value pav WHERE pav.product_id = product_search_document.product_id
          UNION ALL
          SELECT 1, v.sort_order, v.id, vav.value_id FROM variant_attribute_value vav
            JOIN product_variant v ON v.id = vav.variant_id
            WHERE v.product_id = product_search_document.product_id) used
        ON used.value_id = av.id))), 'B')
    || setweight(to_tsvector('simple'::regconfig, search_plain_text(description)), 'C');

ALTER TABLE product ADD COLUMN search_document tsvector NOT NULL DEFAULT ''::tsvector;

-- Rewrites the documents of the given products (their rows only take the new document, so the
-- product trigger below, which watches the name and description, does not fire again).
CREATE FUNCTION refresh_product_search_documents(ids INT[]) RETURNS void
  LANGUAGE sql
  BEGIN ATOMIC
    UPDATE product p SET search_document = product_search_document(p.id, p.name, p.description_plaintext)
      WHERE p.id = ANY(ids);
  END;

-- A product's own words: computed as the row is written, from the row about to be stored.
CREATE FUNCTION product_search_document_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := product_search_document(NEW.id, NEW.name, NEW.description_plaintext);
  RETURN NEW;
END $$;
CREATE TRIGGER product_search_document BEFORE INSERT OR UPDATE OF name, description_plaintext ON product
  FOR EACH ROW EXECUTE FUNCTION product_search_document_of_row();

-- Variants and attribute assignments: once per statement, over every product the statement touched
-- (a seed inserts thousands of rows per statement; each product is rewritten once, not per row).
-- On UPDATE both the old and the new product count, as a row may move from one product to another.
CREATE FUNCTION product_variant_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_search_documents(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_search_documents(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    -- Only the words (SKU, name), their order and the product matter: a price change rewrites nothing.
    PERFORM refresh_product_search_documents(ARRAY(
      SELECT DISTINCT unnest(ARRAY[o.product_id, n.product_id]) FROM old_rows o JOIN new_rows n USING (id)
        WHERE (o.product_id, o.sku, o.name, o.sort_order) IS DISTINCT FROM (n.product_id, n.sku, n.name, n.sort_order)));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER product_variant_search_inserted AFTER INSERT ON product_variant
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variant_search_changed();
CREATE TRIGGER product_variant_search_updated AFTER UPDATE ON product_variant
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_variant_search_changed();
CREATE TRIGGER product_variant_search_deleted AFTER DELETE ON product_variant
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variant_search_changed();

CREATE FUNCTION product_attribute_value_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_search_documents(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_search_documents(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM refresh_product_search_documents(ARRAY(
      SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER product_attribute_value_search_inserted AFTER INSERT ON product_attribute_value
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_attribute_value_search_changed();
CREATE TRIGGER product_attribute_value_search_updated AFTER UPDATE ON product_attribute_value
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_attribute_value_search_changed();
CREATE TRIGGER product_attribute_value_search_deleted AFTER DELETE ON product_attribute_value
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_attribute_value_search_changed();

-- A variant's values: the product is the variant's (read after the statement, so a value removed
-- with its variant is already covered by the variant's own trigger).
CREATE FUNCTION variant_attribute_value_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_search_documents(ARRAY(
      SELECT DISTINCT v.product_id FROM new_rows r JOIN product_variant v ON v.id = r.variant_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_search_documents(ARRAY(
      SELECT DISTINCT v.product_id FROM old_rows r JOIN product_variant v ON v.id = r.variant_id));
  ELSE
    PERFORM refresh_product_search_documents(ARRAY(
      SELECT v.product_id FROM (SELECT variant_id FROM old_rows UNION SELECT variant_id FROM new_rows) r
        JOIN product_variant v ON v.id = r.variant_id));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER variant_attribute_value_search_inserted AFTER INSERT ON variant_attribute_value
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_attribute_value_search_changed();
CREATE TRIGGER variant_attribute_value_search_updated AFTER UPDATE ON variant_attribute_value
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION variant_attribute_value_search_changed();
CREATE TRIGGER variant_attribute_value_search_deleted AFTER DELETE ON variant_attribute_value
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_attribute_value_search_changed();

-- A renamed value: every product carrying it, itself or on a variant.
CREATE FUNCTION attribute_value_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search_documents(ARRAY(
    SELECT pav.product_id FROM product_attribute_value pav
      JOIN old_rows o ON o.id = pav.value_id JOIN new_rows n ON n.id = o.id
      WHERE (o.name, o.sort_order) IS DISTINCT FROM (n.name, n.sort_order)
    UNION
    SELECT v.product_id FROM variant_attribute_value vav JOIN product_variant v ON v.id = vav.variant_id
      JOIN old_rows o ON o.id = vav.value_id JOIN new_rows n ON n.id = o.id
      WHERE (o.name, o.sort_order) IS DISTINCT FROM (n.name, n.sort_order)));
  RETURN NULL;
END $$;
CREATE TRIGGER attribute_value_search_updated AFTER UPDATE ON attribute_value
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION attribute_value_search_changed();

-- The products already in the data folder (a new one has none yet).
SELECT refresh_product_search_documents(ARRAY(SELECT id FROM product));

-- Saleor's index for its search vector: a search matches through it rather than reading every row.
CREATE INDEX product_search_document ON product USING gin (search_document);
