import { expect, test } from './fixtures';

test('the language switch keeps the page, and the choice survives a reload', async ({ page, context }) => {
  await page.goto('/categories?from=test');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: '繁體中文' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '商品分類' })).toBeVisible();
  await expect(page).toHaveURL(/\/categories\?from=test$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('zh-TW');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '商品分類' })).toBeVisible();
});

test('a first visit picks the language from the browser', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'zh-CN', baseURL });
  const page = await context.newPage();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: '购物车' })).toBeVisible();
  await context.close();
});

test('the colour mode can be chosen, is kept, and system mode follows the system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect.poll(background).toBe('rgb(250, 250, 250)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(background).toBe('rgb(18, 18, 18)');

  await page.getByRole('button', { name: /^Colour mode:/ }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect.poll(background).toBe('rgb(250, 250, 250)');
  expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('light');
  await page.reload();
  await expect.poll(background).toBe('rgb(250, 250, 250)');
});

test('the header categories come from the catalogue and lead to a category page', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Apparel' })
    .click();
  await expect(page).toHaveURL(/\/categories\/apparel$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('keyboard users reach the skip link first and it moves focus to the content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
});
