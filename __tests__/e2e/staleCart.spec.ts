import { expect, test, useLanguage } from './fixtures';
import { digitalCheckout, payAndComplete } from './shopApi';

// A cart the server no longer knows (here: completed in another tab) is forgotten by whatever cart or
// checkout operation meets it first, and the page starts again.

test('a cart completed in another tab: the next quantity change empties the cart view and says why, in Chinese', async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  const cart = await digitalCheckout(request, 'two-tabs@example.com');
  await useLanguage(page, baseURL!, 'zh-CN');
  await page.addInitScript((value) => localStorage.setItem('checkout-token', value), cart.token);
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: '购物车中的商品' }).getByRole('listitem')).toHaveCount(1);

  await payAndComplete(request, cart.id);
  await page.getByRole('button', { name: '增加一件' }).click();

  await expect(page.getByText('您的购物车已不可用（可能已过期），已为您清空。')).toBeVisible();
  await expect(page.getByRole('heading', { name: '购物车是空的' })).toBeVisible();
  await expect(page.getByText(/Couldn't resolve/)).toHaveCount(0);
  // Forgotten for good: a reload does not bring the old cart back.
  await page.reload();
  await expect(page.getByRole('heading', { name: '购物车是空的' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('checkout-token'))).toBeNull();
  expect(problems.list).toEqual([]);
});

test('a stored cart that no longer exists is forgotten when the checkout page opens', async ({
  page,
  request,
  problems,
}) => {
  const cart = await digitalCheckout(request, 'gone-before@example.com');
  await payAndComplete(request, cart.id);
  await page.addInitScript((value) => localStorage.setItem('checkout-token', value), cart.token);
  await page.goto('/checkout');

  await expect(
    page.getByText('Your cart is no longer available (it may have expired), so it has been emptied.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Go to checkout/ })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('checkout-token'))).toBeNull();
  expect(problems.list).toEqual([]);
});
