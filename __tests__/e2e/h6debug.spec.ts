import { expect, test, useLanguage } from './fixtures';
for (const [n, locale] of (['zh-CN', 'zh-TW', 'zh-CN', 'zh-TW'] as const).entries())
  test(`home imgs ${n} ${locale}`, async ({ page, baseURL }) => {
    await useLanguage(page, baseURL!, locale);
    await page.goto('/');
    await expect(page.getByRole('list', { name: /新品/ }).getByRole('listitem').first()).toBeVisible();
    const info = await page.evaluate(() =>
      [...document.querySelectorAll('img')].map((i) => `${i.alt}|${i.checkVisibility({ visibilityProperty: true })}|${i.checkVisibility()}`),
    );
    const names = await page.getByRole('list', { name: /新品/ }).getByRole('heading').allInnerTexts();
    console.log(locale, JSON.stringify(info), JSON.stringify(names));
  });
