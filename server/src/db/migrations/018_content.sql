-- Saleor's content: pages (Editor.js content, published from a date) and navigation menus whose
-- items nest and point at a category, a collection, a page or a custom URL. Menus are not bound to a
-- channel. Translations sit beside each object as for the catalogue (013): one row per language code.
-- menu_item.collection_id has no foreign key: collections arrive in their own migration (017), and a
-- link to a collection that is gone (or unpublished) answers null, as Saleor does.

CREATE TABLE page (
  id SERIAL PRIMARY KEY,
  title TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  content JSONB,
  seo_title TEXT,
  seo_description TEXT,
  is_published BOOLEAN NOT NULL DEFAULT FALSE,
  published_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE page_translation (
  id SERIAL PRIMARY KEY,
  page_id INT NOT NULL REFERENCES page(id) ON DELETE CASCADE,
  language_code TEXT NOT NULL,
  title TEXT,
  content JSONB,
  seo_title TEXT,
  seo_description TEXT,
  slug TEXT,
  UNIQUE (page_id, language_code)
);

CREATE TABLE menu (
  id SERIAL PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE
);

CREATE TABLE menu_item (
  id SERIAL PRIMARY KEY,
  menu_id INT NOT NULL REFERENCES menu(id) ON DELETE CASCADE,
  parent_id INT REFERENCES menu_item(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  sort_order INT,
  url TEXT,
  category_id INT REFERENCES category(id) ON DELETE CASCADE,
  collection_id INT,
  page_id INT REFERENCES page(id) ON DELETE CASCADE
);

CREATE INDEX menu_item_menu_idx ON menu_item (menu_id, parent_id, sort_order, id);

CREATE TABLE menu_item_translation (
  id SERIAL PRIMARY KEY,
  menu_item_id INT NOT NULL REFERENCES menu_item(id) ON DELETE CASCADE,
  language_code TEXT NOT NULL,
  name TEXT NOT NULL,
  UNIQUE (menu_item_id, language_code)
);

-- Menus and pages are read by every page's header and footer: their answers are kept like the
-- catalogue's (graphql/responseCache.ts), and dropped on any write to them.
DO $$
DECLARE
  t TEXT;
BEGIN
  FOREACH t IN ARRAY ARRAY['page', 'page_translation', 'menu', 'menu_item', 'menu_item_translation']
  LOOP
    EXECUTE format('CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()', t);
  END LOOP;
END $$;
