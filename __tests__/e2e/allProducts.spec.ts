import { expect, test, useLanguage } from './fixtures';
import { logInThroughApi, seedStorage, sessionEntries } from './shopApi';

// /products is for guests only (its guard marker); "All products" takes a logged-in shopper straight to the
// same listing on /search, titled as all products, not as an empty search.

test('a guest follows "All products" to /products', async ({ page, problems }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'All products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  expect(problems.list).toEqual([]);
});

test('a logged-in shopper follows "All products" straight to every product, titled so, in Chinese', async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  await useLanguage(page, baseURL!, 'zh-CN');
  await seedStorage(page, sessionEntries(await logInThroughApi(request)));
  await page.goto('/');
  await page.getByRole('link', { name: '全部商品' }).click();

  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: '全部商品' })).toBeVisible();
  await expect(page).toHaveTitle(/^全部商品/);
  await expect(page.getByRole('list', { name: '商品' }).getByRole('listitem').first()).toBeVisible();
  expect(problems.list).toEqual([]);
});
