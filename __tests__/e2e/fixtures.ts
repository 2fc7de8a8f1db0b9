import { test as base, expect, type Page } from '@playwright/test';

// Every test gets a page whose console errors, page errors and failed requests are collected, in a
// browser context of its own (Playwright's default), in the language the test sets.

export interface Problems {
  list: string[];
}

export const test = base.extend<{ problems: Problems }>({
  problems: async ({ page }, use) => {
    const problems: Problems = { list: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') problems.list.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.list.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      // A navigation away aborts requests still under way: not a failure of the page.
      if (request.failure()?.errorText !== 'net::ERR_ABORTED')
        problems.list.push(`request failed: ${request.url()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.list.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await use(problems);
  },
});

export { expect };

export async function useLanguage(page: Page, baseURL: string, locale: 'en' | 'zh-CN' | 'zh-TW') {
  await page.context().addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL }]);
}
