// A guest's way from a product page to the order page, driven in a real browser the way the checkout
// browser tests drive it (the happy path: valid address, billing as shipping, the first delivery method,
// the dummy payment app's immediate charge), recording every GraphQL request the page sends.
const STEP_TIMEOUT_MS = 30_000;

/** Resolves once `check` returns true; throws naming `what` after the step timeout. */
async function until(check, what) {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`guest checkout: ${what} did not happen within ${STEP_TIMEOUT_MS / 1000} s`);
}

/** A shipped product's variant in stock (several, so other buyers do not sell it out) and cheap enough. */
async function shippedVariant(baseUrl) {
  const response = await fetch(`${baseUrl}/graphql/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ products(first: 100, channel: "default-channel") { edges { node { slug productType { isShippingRequired }
        variants { id quantityAvailable pricing { price { gross { amount } } } } } } } }`,
    }),
  });
  const { data } = await response.json();
  const found = data.products.edges
    .map(({ node }) => node)
    .filter((product) => product.productType.isShippingRequired)
    .flatMap((product) =>
      product.variants
        .filter((v) => v.quantityAvailable >= 5 && v.pricing.price.gross.amount < 60)
        .map((variant) => ({ slug: product.slug, variantId: variant.id })),
    );
  // Not the first few: the browser tests buy those, and stock is shared when measuring a running shop.
  const choice = found[7] ?? found[0];
  if (!choice) throw new Error('guest checkout: the shop has no shipped product in stock');
  return choice;
}

async function fillAddress(form) {
  await form.getByRole('combobox', { name: /^Country/ }).selectOption('GB');
  await form.getByRole('textbox', { name: /^First name/ }).fill('Ada');
  await form.getByRole('textbox', { name: /^Last name/ }).fill('Lovelace');
  await form.getByRole('textbox', { name: /^Street address/ }).fill('10 Downing Street');
  await form.getByRole('textbox', { name: /^City/ }).fill('London');
  await form.getByRole('textbox', { name: /^Postal code/ }).fill('SW1A 2AA');
}

/**
 * Runs the guest checkout once in a fresh browser context and returns the operation names of the
 * GraphQL requests sent from the product page's load to the order page (in order).
 */
export async function guestCheckoutRequests(browser, baseUrl) {
  const { slug, variantId } = await shippedVariant(baseUrl);
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-GB' });
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl }]);
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const operations = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/graphql')) return;
    let name = '(unnamed)';
    try {
      name =
        request.method() === 'POST'
          ? (request.postDataJSON()?.operationName ?? name)
          : (new URL(request.url()).searchParams.get('operationName') ?? name);
    } catch {
      // a body that is not JSON still counts as a request
    }
    operations.push(name);
  });
  try {
    await page.goto(`/products/${slug}?variant=${encodeURIComponent(variantId)}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: 'View cart' }).click();
    await page.waitForURL(/\/cart$/);
    await page.getByRole('link', { name: 'Go to checkout' }).click();
    await page.waitForURL(/\/checkout/);

    await page.getByRole('textbox', { name: 'Email' }).fill('bench-guest@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    const shipping = page.getByRole('form', { name: 'Shipping address' });
    await fillAddress(shipping);
    await shipping.getByRole('button', { name: 'Continue' }).click();
    await shipping.waitFor({ state: 'hidden' });
    const sameAsShipping = page.getByRole('checkbox', { name: 'Same as the shipping address' });
    await until(() => sameAsShipping.isChecked(), 'billing as shipping checked');
    await page.getByRole('button', { name: 'Continue' }).click();
    await sameAsShipping.waitFor({ state: 'hidden' });
    const methods = page.getByRole('radiogroup', { name: 'Shipping methods' });
    const firstMethod = methods.getByRole('radio', { disabled: false }).first();
    await until(() => firstMethod.isChecked(), 'the first shipping method checked');
    await page.getByRole('button', { name: 'Continue' }).click();
    await methods.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await page.getByRole('radio', { name: 'Dummy Payment App', exact: true }).check();
    await page.getByRole('radio', { name: 'Pay at once', exact: true }).check();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/checkout\/success\?order=/);
    await page.getByRole('heading', { level: 2, name: /^Order #\d+$/ }).waitFor();
    await page.locator('[data-colour="green"]', { hasText: 'Paid' }).waitFor();
    // The local checkout is let go a second after the order; requests sent meanwhile count too.
    const cartWithOne = page.getByRole('link', { name: /^Cart.*1/ });
    await until(async () => (await cartWithOne.count()) === 0, "the header's cart count going");
    return operations;
  } finally {
    await context.close();
  }
}
