import { authAs, lastLink, mailTo, register, STOREFRONT, uniqueEmail, type Mail } from './accountHelpers';
import { removeDataDir, startService, type Service } from './harness';

// The shop's emails in the shopper's language, over HTTP with the real database: the checkout keeps a
// language (checkoutCreate, checkoutLanguageCodeUpdate), the order takes it with its lines' translated
// names, and the order confirmation, account confirmation and password reset are written in it
// (Traditional Chinese for every ZH_HANT code, Simplified for the other Chinese codes, English for the
// rest).

let service: Service;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

interface Translated {
  name: string;
  translation: { name: string | null } | null;
}
interface ProductNode extends Translated {
  productType: { isShippingRequired: boolean };
  variants: (Translated & { id: string; quantityAvailable: number })[];
}

/** A product that ships, has a Traditional Chinese name, and a variant in good supply. */
async function translatedProduct() {
  const { data } = await service.gql<{ products: { edges: { node: ProductNode }[] } }>(
    `{ products(first: 100, channel: "default-channel") { edges { node { name
       translation(languageCode: ZH_HANT) { name } productType { isShippingRequired }
       variants { id name quantityAvailable translation(languageCode: ZH_HANT) { name } } } } } }`,
  );
  for (const { node } of data!.products.edges) {
    const variant = node.variants.find((v) => v.quantityAvailable >= 3);
    const name = node.translation?.name;
    if (node.productType.isShippingRequired && variant && name && name !== node.name)
      return { product: node, variant, name };
  }
  throw new Error('the demo shop has no product with a Traditional Chinese name');
}

const CHECKOUT = `checkout { id languageCode totalPrice { gross { amount } }
  availableShippingMethods { id } } errors { field message code }`;

interface Payload {
  checkout: {
    id: string;
    languageCode: string;
    totalPrice: { gross: { amount: number } };
    availableShippingMethods: { id: string }[];
  } | null;
  errors: { field: string | null; message: string; code: string }[];
}

async function createCheckout(variantId: string, email: string, languageCode?: string) {
  const { data } = await service.gql<{ checkoutCreate: Payload }>(
    `mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { ${CHECKOUT} } }`,
    {
      input: {
        channel: 'default-channel',
        email,
        lines: [{ variantId, quantity: 2 }],
        ...(languageCode ? { languageCode } : {}),
      },
    },
  );
  expect(data!.checkoutCreate.errors).toEqual([]);
  return data!.checkoutCreate.checkout!;
}

const setLanguage = async (id: string, languageCode: string) =>
  (
    await service.gql<{ checkoutLanguageCodeUpdate: Payload }>(
      `mutation ($id: ID, $languageCode: LanguageCodeEnum!) {
        checkoutLanguageCodeUpdate(id: $id, languageCode: $languageCode) { ${CHECKOUT} } }`,
      { id, languageCode },
    )
  ).data!.checkoutLanguageCodeUpdate;

const ADDRESS = {
  firstName: '美玲',
  lastName: '林',
  streetAddress1: '10 Downing Street',
  city: 'London',
  postalCode: 'SW1A 2AA',
  country: 'GB',
};

interface Order {
  number: string;
  token: string;
  languageCode: string;
  languageCodeEnum: string;
  total: { gross: { amount: number; currency: string } };
  lines: {
    productName: string;
    variantName: string;
    translatedProductName: string;
    translatedVariantName: string;
    quantity: number;
    totalPrice: { gross: { amount: number } };
  }[];
}

/** Addresses, the first shipping method, a charge by the dummy payment app, and the completion. */
async function completeOrder(id: string): Promise<Order> {
  for (const field of ['shippingAddress', 'billingAddress'] as const) {
    const mutation =
      field === 'shippingAddress' ? 'checkoutShippingAddressUpdate' : 'checkoutBillingAddressUpdate';
    const { data } = await service.gql<Record<string, Payload>>(
      `mutation ($id: ID, $address: AddressInput!) { ${mutation}(id: $id, ${field}: $address) { ${CHECKOUT} } }`,
      { id, address: ADDRESS },
    );
    expect(data![mutation].errors).toEqual([]);
  }
  const { data: addressed } = await service.gql<{ checkout: Payload['checkout'] }>(
    'query ($id: ID) { checkout(id: $id) { availableShippingMethods { id } } }',
    { id },
  );
  const { data: delivery } = await service.gql<{ checkoutDeliveryMethodUpdate: Payload }>(
    `mutation ($id: ID, $method: ID) { checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $method) { ${CHECKOUT} } }`,
    { id, method: addressed!.checkout!.availableShippingMethods[0].id },
  );
  expect(delivery!.checkoutDeliveryMethodUpdate.errors).toEqual([]);
  const amount = delivery!.checkoutDeliveryMethodUpdate.checkout!.totalPrice.gross.amount;
  const { data: paid } = await service.gql<{ transactionInitialize: { errors: unknown[] } }>(
    `mutation ($id: ID!, $amount: PositiveDecimal, $data: JSON) { transactionInitialize(id: $id,
       amount: $amount, paymentGateway: { id: "saleor.io.dummy-payment-app", data: $data }) {
       errors { field message code } } }`,
    { id, amount, data: { event: { type: 'CHARGE_SUCCESS' } } },
  );
  expect(paid!.transactionInitialize.errors).toEqual([]);
  const { data } = await service.gql<{ checkoutComplete: { order: Order | null; errors: unknown[] } }>(
    `mutation ($id: ID) { checkoutComplete(id: $id) { order { number token languageCode languageCodeEnum
       total { gross { amount currency } }
       lines { productName variantName translatedProductName translatedVariantName quantity totalPrice { gross { amount } } } }
       errors { field message code } } }`,
    { id },
  );
  expect(data!.checkoutComplete.errors).toEqual([]);
  return data!.checkoutComplete.order!;
}

/**
 * The order's Order.deliveryMethod (Saleor 3.21+) with its ZH_HANT translation: the method the
 * checkout chose, named as the order kept it, and translated (the demo shop translates every method).
 */
async function deliveryMethodOf(token: string) {
  const { data, errors } = await service.gql<{
    orderByToken: {
      shippingMethodName: string | null;
      deliveryMethod: {
        __typename: string;
        id?: string;
        name?: string;
        translation?: { name: string | null };
      };
    };
  }>(
    `query ($token: UUID!, $languageCode: LanguageCodeEnum!) { orderByToken(token: $token) {
       shippingMethodName deliveryMethod { __typename ... on ShippingMethod { id name
       translation(languageCode: $languageCode) { name } } } } }`,
    { token, languageCode: 'ZH_HANT' },
  );
  expect(errors).toBeUndefined();
  const { shippingMethodName, deliveryMethod } = data!.orderByToken;
  expect(deliveryMethod).toMatchObject({ __typename: 'ShippingMethod', name: shippingMethodName });
  expect(deliveryMethod.id).toMatch(/^[A-Za-z0-9+/=]+$/);
  const translated = deliveryMethod.translation?.name;
  expect(translated).toBeTruthy();
  expect(translated).not.toBe(shippingMethodName);
  return { name: shippingMethodName!, translated: translated! };
}

async function confirmationOf(email: string, order: Order): Promise<Mail> {
  const mails = await mailTo(service, email);
  const mail = mails.find((m) => m.links[0]?.includes(`token=${order.token}`));
  expect(mail).toBeDefined();
  return mail!;
}

const money = (locale: string, amount: number, currency: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);

describe('the order confirmation in the checkout’s language', () => {
  it('a checkout made in ZH_HANT becomes a ZH_HANT order with a Traditional Chinese email', async () => {
    const { product, variant, name } = await translatedProduct();
    const email = uniqueEmail('taipei.buyer');
    const checkout = await createCheckout(variant.id, email, 'ZH_HANT');
    expect(checkout.languageCode).toBe('ZH_HANT');

    const order = await completeOrder(checkout.id);
    expect(order.languageCodeEnum).toBe('ZH_HANT');
    expect(order.languageCode).toBe('zh-hant'); // Saleor's deprecated string: Django's code
    const translatedVariant = variant.translation?.name;
    expect(order.lines).toEqual([
      expect.objectContaining({
        productName: product.name,
        translatedProductName: name,
        variantName: variant.name,
        translatedVariantName:
          translatedVariant && translatedVariant !== variant.name ? translatedVariant : '',
        quantity: 2,
      }),
    ]);

    const mail = await confirmationOf(email, order);
    const { currency, amount } = order.total.gross;
    expect(mail.language).toBe('zh-TW');
    expect(mail.subject).toBe(`訂單 #${order.number} 已確認`);
    expect(mail.text).toContain(`感謝您的訂購！您的訂單 #${order.number} 已確認。`);
    expect(mail.text).toContain(`2 × ${name}`);
    expect(mail.text).toContain(`：${money('zh-TW', order.lines[0].totalPrice.gross.amount, currency)}`);
    expect(mail.text).toContain(`總計：${money('zh-TW', amount, currency)}`);
    // The shipping method by its Traditional Chinese name, as Order.deliveryMethod's translation gives it.
    const shipping = await deliveryMethodOf(order.token);
    expect(mail.text).toMatch(new RegExp(`^運費（${shipping.translated}）：`, 'm'));
    // The link opens the order by its token, which is all a guest holds.
    const link = `${STOREFRONT}/orders/${order.number}?token=${order.token}`;
    expect(mail.links).toEqual([link]);
    expect(mail.text).toContain(`您可以隨時在這裡查看訂單：${link}`);
  });

  it('checkoutLanguageCodeUpdate changes the language the order and its email take', async () => {
    const { variant } = await translatedProduct();
    const email = uniqueEmail('beijing.buyer');
    const checkout = await createCheckout(variant.id, email);
    expect(checkout.languageCode).toBe('EN'); // Saleor's default, whatever the customer's language

    const updated = await setLanguage(checkout.id, 'ZH_HANS');
    expect(updated.errors).toEqual([]);
    expect(updated.checkout).toMatchObject({ id: checkout.id, languageCode: 'ZH_HANS' });

    const order = await completeOrder(checkout.id);
    expect(order.languageCodeEnum).toBe('ZH_HANS');
    const mail = await confirmationOf(email, order);
    const { currency, amount } = order.total.gross;
    expect(mail.language).toBe('zh-CN');
    expect(mail.subject).toBe(`订单 #${order.number} 已确认`);
    expect(mail.text).toContain(`合计：${money('zh-CN', amount, currency)}`);
  });

  it('answers an unknown checkout with NOT_FOUND and no checkout', async () => {
    const unknown = Buffer.from('Checkout:00000000-0000-4000-8000-000000000000').toString('base64');
    expect(await setLanguage(unknown, 'ZH_HANT')).toEqual({
      checkout: null,
      errors: [{ field: 'id', message: `Couldn't resolve to a node: ${unknown}`, code: 'NOT_FOUND' }],
    });
  });

  it('writes in English for a language the shop does not write (JA)', async () => {
    const { product, variant } = await translatedProduct();
    const email = uniqueEmail('tokyo.buyer');
    const checkout = await createCheckout(variant.id, email, 'JA');
    const order = await completeOrder(checkout.id);
    expect(order.languageCodeEnum).toBe('JA');
    expect(order.lines[0].translatedProductName).toBe(''); // no Japanese translation
    const mail = await confirmationOf(email, order);
    const { currency, amount } = order.total.gross;
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe(`Order #${order.number} confirmed`);
    expect(mail.text).toContain(`2 × ${product.name}`);
    expect(mail.text).toContain(`Total: ${money('en', amount, currency)}`);
    // No Japanese name for the shipping method either: the shop's own.
    const shipping = await deliveryMethodOf(order.token);
    expect(mail.text).toMatch(new RegExp(`^Shipping \\(${shipping.name}\\): `, 'm'));
  });
});

describe('the account emails in the account’s language', () => {
  const SET_PASSWORD = `mutation ($email: String!, $token: String!, $password: String!) {
    setPassword(email: $email, token: $token, password: $password) { token errors { field code } } }`;
  const RESET = `mutation ($email: String!, $redirectUrl: String!) {
    requestPasswordReset(email: $email, redirectUrl: $redirectUrl) { errors { field message code } } }`;

  const registerIn = async (name: string, languageCode?: string) => {
    const email = uniqueEmail(name);
    const result = await register(service, {
      email,
      password: 'Plum-Orchard-77',
      firstName: '小明',
      lastName: '王',
      redirectUrl: `${STOREFRONT}/account/confirm`,
      channel: 'default-channel',
      ...(languageCode ? { languageCode } : {}),
    });
    expect(result.errors).toEqual([]);
    return email;
  };

  const askReset = async (email: string) => {
    const { data } = await service.gql<{ requestPasswordReset: { errors: unknown[] } }>(RESET, {
      email,
      redirectUrl: `${STOREFRONT}/account/reset-password`,
    });
    expect(data!.requestPasswordReset.errors).toEqual([]);
    return lastLink(service, email);
  };

  it('confirms a ZH_HANS registration in Simplified Chinese', async () => {
    const email = await registerIn('simplified.shopper', 'ZH_HANS');
    const { mail } = await lastLink(service, email);
    expect(mail).toMatchObject({ subject: '请确认您的账户', language: 'zh-CN' });
    expect(mail.text).toContain('小明，您好：');
    expect(mail.text).toContain(`请打开以下链接，确认您的电子邮件地址：\n\n${mail.links[0]}`);
    expect(mail.text).toContain('将在 3 天后失效');
  });

  it('confirms a registration in another language (FR) in English', async () => {
    const email = await registerIn('french.shopper', 'FR');
    const { mail } = await lastLink(service, email);
    expect(mail).toMatchObject({ subject: 'Confirm your account', language: 'en' });
    expect(mail.text).toContain('expires in 3 days');
  });

  it('sends the password reset in the user’s language, and follows accountUpdate', async () => {
    const email = await registerIn('reset.taipei', 'ZH_HANT');
    const first = await askReset(email);
    expect(first.mail).toMatchObject({ subject: '重設您的密碼', language: 'zh-TW' });
    expect(first.mail.text).toContain(`有人要求重設帳號 ${email} 的密碼。`);
    expect(first.mail.text).toContain(first.mail.links[0]);

    // The reset logs the shopper in; switching language then changes the account's.
    const { data } = await service.gql<{ setPassword: { token: string; errors: unknown[] } }>(SET_PASSWORD, {
      email,
      token: first.token,
      password: 'Quince-Harbour-42',
    });
    expect(data!.setPassword.errors).toEqual([]);
    const headers = await authAs(service, email, 'Quince-Harbour-42');
    const update = await service.gql<{ accountUpdate: { errors: unknown[] } }>(
      'mutation { accountUpdate(input: { languageCode: ZH_HANS }) { errors { field code } } }',
      {},
      headers,
    );
    expect(update.data!.accountUpdate.errors).toEqual([]);
    const second = await askReset(email);
    expect(second.mail).toMatchObject({ subject: '重置您的密码', language: 'zh-CN' });

    const english = await registerIn('reset.english');
    expect((await askReset(english)).mail).toMatchObject({ subject: 'Reset your password', language: 'en' });
  });

  it('shows Chinese mail on the outbox page in UTF-8, each email marked with its language', async () => {
    const email = await registerIn('outbox.page', 'ZH_HANT');
    const response = await fetch(`${service.url}/_dev/mail?to=${encodeURIComponent(email)}`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<article lang="zh-TW">');
    expect(html).toContain('<h2>請確認您的帳號</h2>');
  });
});
