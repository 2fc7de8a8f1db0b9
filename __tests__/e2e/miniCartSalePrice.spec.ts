import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { gql } from './shopApi';

// The mini cart at a phone's width: a line whose variant a promotion lowers shows its listing price
// struck through over what is paid, as the cart page does, and the drawer keeps room for the name.

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';

interface Money {
  amount: number;
  currency: string;
}
interface Variant {
  id: string;
  quantityAvailable: number | null;
  pricing: { onSale: boolean | null; price: { gross: Money }; priceUndiscounted: { gross: Money } } | null;
}

test('360 px: the mini cart strikes through the listing price of a line on sale, over the price paid', async ({
  page,
  request,
  problems,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { category } = await gql<{ category: { id: string } }>(
    request,
    `{ category(slug: "hoodies") { id } }`,
  );
  const { products } = await gql<{
    products: { edges: { node: { name: string; slug: string; variants: Variant[] } }[] };
  }>(
    request,
    `query ($id: ID!) { products(first: 20, channel: "default-channel", filter: { categories: [$id] }) {
      edges { node { name slug variants { id quantityAvailable
        pricing { onSale price { gross { amount currency } } priceUndiscounted { gross { amount currency } } } } } } } }`,
    { id: category.id },
  );
  const found = products.edges
    .map(({ node }) => ({
      node,
      variant: node.variants.find((v) => v.pricing?.onSale && (v.quantityAvailable ?? 1) > 0),
    }))
    .find((p) => p.variant);
  if (!found) throw new Error('No hoodie on sale in stock in the demo shop');
  const { node: product, variant } = found;
  // The demo's US shopper sees gross prices.
  const format = (money: Money) =>
    new Intl.NumberFormat('en', { style: 'currency', currency: money.currency }).format(money.amount);
  const was = format(variant!.pricing!.priceUndiscounted.gross);
  const now = format(variant!.pricing!.price.gross);

  await page.goto(`/products/${product.slug}?variant=${encodeURIComponent(variant!.id)}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  const line = drawer.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line.locator('s')).toHaveText(was);
  await expect(line.locator('[data-price="now"]')).toHaveText(now);
  await expect(line.getByText(`Was ${was}, now ${now}`)).toHaveCount(1);
  // Compact: the struck price sits over the price paid, and the name keeps most of the line.
  const struck = (await line.locator('s').boundingBox())!;
  const paid = (await line.locator('[data-price="now"]').boundingBox())!;
  expect(struck.y + struck.height).toBeLessThanOrEqual(paid.y + 1);
  const name = (await line.getByText(product.name, { exact: true }).boundingBox())!;
  expect(name.width).toBeGreaterThan(120);
  expect(paid.x + paid.width).toBeLessThanOrEqual(360);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/mini-cart-sale-360.png` });
  expect(problems.list).toEqual([]);
});
