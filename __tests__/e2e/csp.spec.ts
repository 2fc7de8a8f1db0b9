import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { GUARDED, ROUTES } from './routeList';

// The built storefront runs under its Content-Security-Policy: every route, as a visitor and as the
// demo customer, opens with the policy on the document and without one violation (the page's own
// securitypolicyviolation events and the browser's console reports both count).

declare global {
  interface Window {
    cspViolations: string[];
  }
}

function watchViolations(page: Page) {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  return page
    .addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile})`),
      );
    })
    .then(() => reported);
}

function expectPolicy(response: Response | null, path: string) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, path).toContain("script-src 'self'");
  expect(policy, path).toContain("frame-ancestors 'none'");
  expect(policy, path).toContain("object-src 'none'");
  expect(policy, path).toContain("base-uri 'self'");
  expect(response?.headers()['x-content-type-options'], path).toBe('nosniff');
}

/** Opens the path and waits for its heading and every picture, then returns its violations. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expectPolicy(response, path);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await page.waitForLoadState('load');
  return (await page.evaluate(() => window.cspViolations)).map((violation) => `${path}: ${violation}`);
}

test('every route runs under the CSP without a violation, for a visitor', async ({ page }) => {
  test.setTimeout(180_000);
  const reported = await watchViolations(page);
  const violations: string[] = [];
  for (const path of [...ROUTES, ...GUARDED]) violations.push(...(await visit(page, path)));
  expect(violations).toEqual([]);
  expect(reported).toEqual([]);
});

test('the account pages run under the CSP without a violation, for the demo customer', async ({ page }) => {
  test.setTimeout(120_000);
  const reported = await watchViolations(page);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill('customer@example.com');
  await page.getByLabel(/^Password/).fill('demo-shopper-2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Demo Customer' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth-token'))).toBeTruthy();
  const violations: string[] = [];
  for (const path of [...GUARDED, '/orders', '/checkout']) violations.push(...(await visit(page, path)));
  // The menus and dialogs that load their own code on demand.
  await page.getByRole('button', { name: 'Account menu for Demo Customer' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Colour mode:/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  violations.push(...(await page.evaluate(() => window.cspViolations)));
  expect(violations).toEqual([]);
  expect(reported).toEqual([]);
});
