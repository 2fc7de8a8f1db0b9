import AxeBuilder from '@axe-core/playwright';
import { expect, test, useLanguage } from './fixtures';

// The information pages in English and Traditional Chinese at phone width: each opens with its heading,
// fits the screen and logs no error; the contact form refuses a bad email, then prepares a good message.

const PAGES: { path: string; en: string; 'zh-TW': string }[] = [
  { path: '/help', en: 'Help', 'zh-TW': '說明' },
  { path: '/about', en: 'About us', 'zh-TW': '關於我們' },
  { path: '/terms', en: 'Terms of service', 'zh-TW': '服務條款' },
  { path: '/privacy', en: 'Privacy policy', 'zh-TW': '隱私權政策' },
  { path: '/returns', en: 'Returns', 'zh-TW': '退貨' },
  { path: '/shipping', en: 'Shipping', 'zh-TW': '配送' },
  { path: '/contact', en: 'Contact us', 'zh-TW': '聯絡我們' },
];

for (const locale of ['en', 'zh-TW'] as const) {
  test(`the information pages open in ${locale} at 360 px`, async ({ page, baseURL, problems }) => {
    await useLanguage(page, baseURL!, locale);
    await page.setViewportSize({ width: 360, height: 740 });
    const tooWide: string[] = [];
    for (const info of PAGES) {
      await page.goto(info.path);
      await expect(page.getByRole('heading', { level: 1, name: info[locale] })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) tooWide.push(`${info.path}: ${width} px`);
    }
    expect(tooWide).toEqual([]);
    expect(problems.list).toEqual([]);
  });
}

test('the contact form refuses a bad email, then prepares a good message, at 360 px', async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/contact');
  const email = page.getByRole('textbox', { name: 'Email address' });
  await page.getByRole('textbox', { name: 'Your name' }).fill('Ada Lovelace');
  await email.fill('ada.example.com');
  await page.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Delivery' });
  await page.getByRole('textbox', { name: 'Message' }).fill('My parcel has not arrived after eight days.');
  await page.getByRole('button', { name: 'Prepare my message' }).click();

  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your message is ready to send' })).toHaveCount(0);

  await email.fill('ada@example.com');
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  await page.getByRole('button', { name: 'Prepare my message' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your message is ready to send' })).toBeFocused();
  const summary = page.getByRole('region', { name: 'Your message' });
  await expect(summary.getByText('ada@example.com')).toBeVisible();
  await expect(summary.getByText('My parcel has not arrived after eight days.')).toBeVisible();
  await expect(summary.getByText(/^M-\d{8}-[0-9A-Z]{4}$/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(problems.list).toEqual([]);
});

// axe (WCAG 2 A and AA) on each page in both colour modes, the contact form with its errors showing and
// its confirmation included: states a plain page visit never reaches.
test('the information pages and both states of the contact form pass axe in light and dark mode', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ baseURL, colorScheme });
    const page = await context.newPage();
    const scan = async (label: string) => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      for (const violation of results.violations)
        found.push(`${colorScheme} ${label}: ${violation.id} ${violation.nodes[0]?.target.join(' ')}`);
    };
    for (const info of PAGES) {
      await page.goto(info.path);
      await expect(page.getByRole('heading', { level: 1, name: info.en })).toBeVisible();
      if (info.path === '/help') await page.getByRole('button', { name: 'I forgot my password.' }).click();
      await scan(info.path);
    }
    await page.getByRole('button', { name: 'Prepare my message' }).click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await scan('/contact with errors');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Ada');
    await page.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
    await page.getByRole('combobox', { name: 'Subject' }).selectOption('other');
    await page.getByRole('textbox', { name: 'Message' }).fill('A question about gift wrapping, please.');
    await page.getByRole('button', { name: 'Prepare my message' }).click();
    await expect(page.getByRole('heading', { name: 'Your message is ready to send' })).toBeVisible();
    await scan('/contact confirmation');
    await context.close();
  }
  expect(found).toEqual([]);
});
