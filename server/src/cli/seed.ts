import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { DEMO_PRODUCT_COUNT, isEmpty, seedDemoShop } from '../seed/seed';

// `npm run seed [-- --products N]`: seeds the demo shop into an empty data folder (DATA_DIR), or
// says how to start over when it already holds a shop.
async function main() {
  const at = process.argv.indexOf('--products');
  const products = at > 0 ? Number(process.argv[at + 1]) : DEMO_PRODUCT_COUNT;
  if (!Number.isInteger(products) || products < 1)
    throw new Error('--products needs a positive whole number');
  const config = loadConfig();
  const db = await openDatabase(config.dataDir);
  if (!(await isEmpty(db))) {
    console.error(
      `[seed] ${config.dataDir} already holds a shop; remove it (or set DATA_DIR) to seed a new one.`,
    );
    await db.close();
    process.exit(1);
  }
  const started = Date.now();
  await seedDemoShop(db, config, { products });
  console.log(
    `[seed] ${products} products seeded into ${config.dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await db.close();
}

main().catch((error: unknown) => {
  console.error('[seed]', error instanceof Error ? error.message : error);
  process.exit(1);
});
