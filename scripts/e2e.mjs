// `npm run test:e2e`: builds the storefront, starts the whole shop (storefront + embedded service) on a
// free port with a fresh data folder and the demo shop, runs the Playwright suite against it, and stops
// everything it started, on success, failure or Ctrl-C. Extra arguments go to `playwright test`.
import { spawnSync } from 'node:child_process';
import { buildStorefront, startShop } from './lib/shop.mjs';

buildStorefront();

let code = 1;
let shop;
try {
  shop = await startShop({ prefix: 'shop-e2e-' });
  const started = Date.now();
  const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: shop.baseUrl },
  });
  code = run.status ?? 1;
  console.log(`e2e: suite took ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error('e2e:', error.message);
} finally {
  shop?.stop();
}
process.exit(code);
