import type { Locator, Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';

// The internal gallery pages: the aurora background and its controls, every button, the header and
// the user menu in each state. Controls are found by role and name, as a shopper's tools find them.

/** The computed animation of one of the aurora's layers (pseudo-elements, so read through the page). */
function auroraLayer(aurora: Locator, pseudo: '::before' | '::after' = '::before') {
  return aurora.evaluate((element, which) => {
    const style = getComputedStyle(element, which);
    return {
      name: style.animationName,
      duration: style.animationDuration,
      playState: style.animationPlayState,
      opacity: style.opacity,
      background: style.backgroundImage,
    };
  }, pseudo);
}

async function openAurora(page: Page) {
  await page.goto('/aurora-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora background test' })).toBeVisible();
  return page.getByRole('region', { name: 'Preview' });
}

test('the aurora moves, and its controls work from the keyboard alone', async ({ page, problems }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference', colorScheme: 'light' });
  const aurora = await openAurora(page);
  await expect(page).toHaveTitle(/^Aurora background test \| /);
  const start = await auroraLayer(aurora);
  expect(start.name).not.toBe('none');
  expect(start.playState).toBe('running');
  expect(start.duration).toBe('24s');
  expect(start.opacity).toBe('0.8');
  expect((await auroraLayer(aurora, '::after')).name).not.toBe('none');

  // Speed: focus by keyboard from the intro, then arrows (0.25 a step).
  const speed = page.getByRole('slider', { name: 'Speed' });
  await speed.focus();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
  await expect(speed).toHaveAttribute('aria-valuetext', '2× normal speed');
  await expect.poll(async () => (await auroraLayer(aurora)).duration).toBe('12s');

  // Intensity: the next tab stop; Home takes it to 0 %, End back to 100 %.
  await page.keyboard.press('Tab');
  const intensity = page.getByRole('slider', { name: 'Intensity' });
  await expect(intensity).toBeFocused();
  await page.keyboard.press('Home');
  await expect(intensity).toHaveAttribute('aria-valuetext', '0%');
  await expect.poll(async () => (await auroraLayer(aurora)).opacity).toBe('0');
  await page.keyboard.press('End');
  await expect.poll(async () => (await auroraLayer(aurora)).opacity).toBe('1');

  // Pause: a switch, toggled with Space.
  await page.keyboard.press('Tab');
  const pause = page.getByRole('switch', { name: 'Pause the animation' });
  await expect(pause).toBeFocused();
  await page.keyboard.press('Space');
  await expect(pause).toBeChecked();
  await expect.poll(async () => (await auroraLayer(aurora)).playState).toBe('paused');
  await page.keyboard.press('Space');
  await expect.poll(async () => (await auroraLayer(aurora)).playState).toBe('running');

  // Colours: past Reset to the radio group; the arrows pick the next set.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Reset' })).toBeFocused();
  await page.keyboard.press('Tab');
  const colours = page.getByRole('group', { name: 'Colours' });
  await expect(colours.getByRole('radio', { name: 'Theme green and blue' })).toBeFocused();
  const themeBackground = (await auroraLayer(aurora)).background;
  await page.keyboard.press('ArrowDown');
  await expect(colours.getByRole('radio', { name: 'Greens' })).toBeChecked();
  await expect.poll(async () => (await auroraLayer(aurora)).background).not.toBe(themeBackground);
  // The colour fields show the set and are the next tab stops, each with its label.
  await page.keyboard.press('Tab');
  await expect(colours.getByLabel('Colour 1')).toBeFocused();
  await expect(colours.getByLabel('Colour 1')).toHaveValue('#adddb0');
  // A colour of one's own switches to the custom set and reaches the aurora.
  await colours.getByLabel('Colour 2').fill('#ff0000');
  await expect(colours.getByRole('radio', { name: 'Custom' })).toBeChecked();
  await expect.poll(async () => (await auroraLayer(aurora)).background).toContain('rgb(255, 0, 0)');

  // Reset puts everything back.
  await page.getByRole('button', { name: 'Reset' }).focus();
  await page.keyboard.press('Enter');
  await expect(speed).toHaveAttribute('aria-valuetext', '1× normal speed');
  await expect(colours.getByRole('radio', { name: 'Theme green and blue' })).toBeChecked();
  await expect.poll(async () => auroraLayer(aurora)).toEqual({ ...start });
  expect(problems.list).toEqual([]);
});

test('with reduced motion the aurora stays still, and says why', async ({ page, problems }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const aurora = await openAurora(page);
  const notice = page.getByText(/asks for reduced motion/);
  await expect(notice).toBeVisible();
  expect((await auroraLayer(aurora)).name).toBe('none');
  expect((await auroraLayer(aurora, '::after')).name).toBe('none');
  // Still coloured: only the motion goes.
  expect((await auroraLayer(aurora)).background).toContain('radial-gradient');
  // The small previews too.
  for (const name of ['Light mode', 'Dark mode'])
    expect((await auroraLayer(page.getByRole('region', { name, exact: true }))).name).toBe('none');
  // The setting is followed live.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect.poll(async () => (await auroraLayer(aurora)).name).not.toBe('none');
  await expect(notice).toHaveCount(0);
  expect(problems.list).toEqual([]);
});

test('the aurora previews follow the colour mode, with both modes side by side', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const aurora = await openAurora(page);
  const background = (region: Locator) =>
    region.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background(aurora)).toBe('rgb(18, 18, 18)');
  expect(await background(page.getByRole('region', { name: 'Light mode', exact: true }))).toBe(
    'rgb(250, 250, 250)',
  );
  expect(await background(page.getByRole('region', { name: 'Dark mode', exact: true }))).toBe(
    'rgb(18, 18, 18)',
  );
});

test('the button gallery shows every variant, colour, size and state', async ({ page, problems }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/button-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Button gallery' })).toBeVisible();
  await expect(page).toHaveTitle(/^Button gallery \| /);
  const colours = [
    'Primary (green)',
    'Secondary (blue)',
    'Success',
    'Info',
    'Warning',
    'Error',
    'Inherited text colour',
  ];
  for (const variant of ['Contained buttons', 'Outlined buttons', 'Text buttons']) {
    const section = page.getByRole('region', { name: variant });
    for (const colour of colours) {
      const row = section.getByRole('group', { name: colour });
      for (const label of ['Small', 'Medium', 'Large', 'With icon'])
        await expect(row.getByRole('button', { name: label }), `${variant} ${colour} ${label}`).toBeEnabled();
      await expect(row.getByRole('button', { name: 'Disabled' })).toBeDisabled();
      await expect(row.getByRole('button', { name: 'Loading' })).toBeDisabled();
      await expect(row.getByRole('progressbar')).toBeVisible();
    }
  }
  // In the theme's colours: contained primary is the theme's green, secondary its blue.
  const fill = (colour: string) =>
    page
      .getByRole('region', { name: 'Contained buttons' })
      .getByRole('group', { name: colour })
      .getByRole('button', { name: 'Medium' })
      .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await fill('Primary (green)')).toBe('rgb(44, 108, 49)');
  expect(await fill('Secondary (blue)')).toBe('rgb(26, 98, 160)');
  const icons = page.getByRole('region', { name: 'Icon buttons' });
  await expect(icons.getByRole('button', { name: 'Cart (Primary (green))' })).toBeEnabled();
  await expect(icons.getByRole('button', { name: 'Wishlist, disabled (Error)' })).toBeDisabled();
  expect(problems.list).toEqual([]);
});

test('the header gallery shows each state, at phone width too, without a refused request', async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/header-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Header gallery' })).toBeVisible();
  await expect(page).toHaveTitle(/^Header gallery \| /);
  const loggedOut = page.getByRole('region', { name: 'Logged out, empty cart' });
  await expect(loggedOut.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(loggedOut.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
  const loggedIn = page.getByRole('region', { name: 'Logged in', exact: true });
  await expect(loggedIn.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeVisible();
  // The sample sessions show the shop's categories, which they do not ask for themselves.
  await expect(
    loggedIn.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Apparel' }),
  ).toBeVisible();
  const full = page.getByRole('region', { name: 'Logged in, full cart and wishlist' });
  await expect(full.getByRole('link', { name: 'Cart, 128 items' })).toBeVisible();
  await expect(full.getByRole('link', { name: 'Wishlist, 3 products' })).toBeVisible();

  const phone = page.getByRole('region', { name: 'Phone width (360 px), logged in, full cart' });
  const header = phone.locator('header');
  expect((await header.boundingBox())!.width).toBeLessThanOrEqual(360);
  // As on a phone, the search field takes a line of its own below the shop name.
  const name = await phone.getByRole('link', { name: 'Aurora Shop' }).boundingBox();
  const search = await phone.getByRole('combobox', { name: 'Search products' }).boundingBox();
  expect(search!.y).toBeGreaterThan(name!.y + name!.height);
  // A sample session's token never reaches the service (it would be refused and logged).
  expect(problems.list).toEqual([]);
});

test('the user menu gallery shows each state, and the logged-in menu opens', async ({ page, problems }) => {
  await page.goto('/user-menu-test');
  await expect(page.getByRole('heading', { level: 1, name: 'User menu gallery' })).toBeVisible();
  await expect(page).toHaveTitle(/^User menu gallery \| /);
  await expect(
    page.getByRole('region', { name: 'Logged out' }).getByRole('link', { name: 'Log in' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Logged in without a name' })
      .getByRole('button', { name: 'Account menu for ada@example.com' }),
  ).toBeVisible();
  const open = page.getByRole('region', { name: 'Menu open' }).getByRole('menu');
  await expect(open.getByRole('menuitem')).toHaveText(['My account', 'My orders', 'Wishlist', 'Log out']);

  const button = page
    .getByRole('region', { name: 'Logged in', exact: true })
    .getByRole('button', { name: 'Account menu for Ada Lovelace' });
  await button.focus();
  await page.keyboard.press('Enter');
  // The real menu (in a popup layer after the page) takes the focus; Escape gives it back.
  const menu = page.getByRole('menu').last();
  await expect(menu.getByRole('menuitem', { name: 'My account' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(problems.list).toEqual([]);
});

test('gallery titles come from route metadata in the shopper’s language', async ({ page, baseURL }) => {
  await useLanguage(page, baseURL!, 'zh-TW');
  for (const [path, title] of [
    ['/aurora-test', '極光背景測試'],
    ['/button-test', '按鈕展示'],
    ['/header-test', '頁首展示'],
    ['/user-menu-test', '使用者選單展示'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
  }
  await page.goto('/aurora-test');
  await expect(page.getByRole('slider', { name: '速度' })).toBeVisible();
  await expect(page.getByRole('switch', { name: '暫停動畫' })).toBeVisible();
});
