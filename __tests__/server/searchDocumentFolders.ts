import { PGlite } from '@electric-sql/pglite';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../server/src/config';
import { seedDemoShop } from '../../server/src/seed/seed';

// Run by catalogueSearch.test.ts with tsx (PGlite's WASM does not load inside jest's module
// sandbox), on a data folder no service has open:
//   `before-search-document <dir>` seeds the demo shop as the service did before products stored
//     their search document (every migration but that one), as an existing shop's folder is;
//   `write <dir>` changes the catalogue the ways a search document depends on, straight in the
//     database, as an import or an admin tool would (the service itself has no catalogue writes).

const MIGRATIONS_DIR = path.join(__dirname, '../../server/src/db/migrations');
const SEARCH_DOCUMENT_MIGRATION = '009_product_search_document';

async function beforeSearchDocument(dataDir: string) {
  const db = await PGlite.create(path.join(dataDir, 'pgdata'));
  // As server/src/db/database.ts records them, so the service applies just the missing one.
  await db.exec(`CREATE TABLE schema_migrations (
    version TEXT PRIMARY KEY,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`);
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const version = file.replace(/\.sql$/, '');
    if (version === SEARCH_DOCUMENT_MIGRATION) continue;
    await db.exec(readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
    await db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
  }
  await seedDemoShop(db, { ...loadConfig(), dataDir });
  await db.close();
}

/** One statement each, so every trigger sees the statements a tool would send. */
const WRITES = [
  // The product's own columns.
  `UPDATE product SET name = 'Quokka Trail Hammock' WHERE name = 'Trail Hammock'`,
  `UPDATE product SET description_plaintext = description_plaintext || ' Smells faintly of marzipan.'
     WHERE name = 'Morning Mug'`,
  // Variants added, renamed, and added then removed.
  `INSERT INTO product_variant (product_id, name, sku, price_amount, sort_order)
     SELECT v.product_id, 'Signed copy', 'ZANZIBAR-1', v.price_amount, 1 FROM product_variant v
     JOIN product p ON p.id = v.product_id WHERE p.name = 'Weekend Camping Guide'`,
  `UPDATE product_variant SET name = 'Wombat edition'
     WHERE product_id = (SELECT id FROM product WHERE name = 'Kenya AA')`,
  `INSERT INTO product_variant (product_id, name, sku, price_amount, sort_order)
     SELECT v.product_id, 'Pelican edition', 'PELICAN-1', v.price_amount, 1 FROM product_variant v
     JOIN product p ON p.id = v.product_id WHERE p.name = 'Quiet Harbour'`,
  `DELETE FROM product_variant WHERE sku = 'PELICAN-1'`,
  // A product's attribute value given to two products, then taken from one.
  `INSERT INTO attribute_value (attribute_id, name, slug)
     SELECT id, 'Kauri wood', 'kauri-wood' FROM attribute WHERE slug = 'material'`,
  `INSERT INTO product_attribute_value (product_id, value_id)
     SELECT p.id, av.id FROM product p, attribute_value av
     WHERE p.name IN ('Camp Chair', 'Ultralight Tarp') AND av.slug = 'kauri-wood'`,
  `DELETE FROM product_attribute_value WHERE value_id = (SELECT id FROM attribute_value WHERE slug = 'kauri-wood')
     AND product_id = (SELECT id FROM product WHERE name = 'Ultralight Tarp')`,
  // A variant attribute value given to two products' variants, then taken from one's.
  `INSERT INTO attribute_value (attribute_id, name, slug)
     SELECT id, 'Narwhal Grey', 'narwhal-grey' FROM attribute WHERE slug = 'colour'`,
  `INSERT INTO variant_attribute_value (variant_id, value_id)
     SELECT v.id, av.id FROM product_variant v JOIN product p ON p.id = v.product_id, attribute_value av
     WHERE p.name IN ('Arc Table Lamp', 'Mushroom Lamp') AND av.slug = 'narwhal-grey'`,
  `DELETE FROM variant_attribute_value WHERE value_id = (SELECT id FROM attribute_value WHERE slug = 'narwhal-grey')
     AND variant_id IN (SELECT v.id FROM product_variant v JOIN product p ON p.id = v.product_id
                        WHERE p.name = 'Mushroom Lamp')`,
  // A value renamed: every product carrying it on a variant.
  `UPDATE attribute_value SET name = 'Lagoon Blue' WHERE name = 'Ocean Blue'`,
];

async function write(dataDir: string) {
  const db = await PGlite.create(path.join(dataDir, 'pgdata'));
  for (const statement of WRITES) await db.query(statement);
  await db.close();
}

async function main() {
  const [mode, dataDir] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: searchDocumentFolders.ts before-search-document|write <data dir>');
  if (mode === 'before-search-document') await beforeSearchDocument(dataDir);
  else if (mode === 'write') await write(dataDir);
  else throw new Error(`unknown mode ${mode}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
