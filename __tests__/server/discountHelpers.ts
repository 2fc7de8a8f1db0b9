import { removeDataDir, startService, type Service } from './harness';

// The service for the voucher, gift card and tax tests: the demo shop with a shop owner's SQL port
// (ownerServer.ts), to set up what the storefront's API cannot: a voucher with a given rule, a
// price, a tax rate, a code that expires meanwhile.

export type Shop = Service;

export async function startShop(): Promise<Shop> {
  const service = await startService({ owner: true });
  return {
    ...service,
    stop: async () => {
      await service.stop();
      removeDataDir(service);
    },
  };
}

/** A demo variant a test may price as it likes. */
export interface FreeVariant {
  id: string;
  pk: number;
  /** Its product's category slug. */
  category: string | null;
}

/**
 * The demo's variants a test may price as it likes: for each product that ships, its first variant
 * in good supply (20 or more) that no promotion lowers; and the variants of products that ship nothing.
 */
export async function freeVariants(shop: Shop): Promise<{ shipped: FreeVariant[]; digital: FreeVariant[] }> {
  const { data } = await shop.gql<{
    products: {
      edges: {
        node: {
          category: { slug: string } | null;
          productType: { isShippingRequired: boolean };
          variants: { id: string; quantityAvailable: number; pricing: { onSale: boolean | null } | null }[];
        };
      }[];
    };
  }>(
    `{ products(first: 100, channel: "default-channel") { edges { node { category { slug }
      productType { isShippingRequired } variants { id quantityAvailable pricing { onSale } } } } } }`,
  );
  const products = data!.products.edges.map(({ node }) => node);
  const free = (category: { slug: string } | null) => (v: { id: string }) => ({
    id: v.id,
    pk: pk(v.id),
    category: category?.slug ?? null,
  });
  return {
    shipped: products.flatMap((p) =>
      p.productType.isShippingRequired
        ? p.variants
            .filter((v) => v.quantityAvailable >= 20 && !v.pricing?.onSale)
            .slice(0, 1)
            .map(free(p.category))
        : [],
    ),
    digital: products.flatMap((p) =>
      p.productType.isShippingRequired ? [] : p.variants.map(free(p.category)),
    ),
  };
}

/** A SQL string literal. */
export const lit = (text: string) => `'${text.replace(/'/g, "''")}'`;

export interface TestVoucher {
  code: string;
  type?: 'ENTIRE_ORDER' | 'SPECIFIC_PRODUCT' | 'SHIPPING';
  valueType?: 'PERCENTAGE' | 'FIXED';
  value: string;
  minSpent?: string;
  oncePerOrder?: boolean;
  usageLimit?: number;
  countries?: string[];
  variantIds?: number[];
  endsInPast?: boolean;
}

/** Adds a voucher with one code, listed in the demo channel. */
export async function addVoucher(shop: Shop, voucher: TestVoucher) {
  const [row] = await shop.sql<{ id: number }>(
    `INSERT INTO voucher (name, type, discount_value_type, usage_limit, apply_once_per_order, countries, end_date)
     VALUES (${lit(`Test ${voucher.code}`)}, ${lit(voucher.type ?? 'ENTIRE_ORDER')},
       ${lit(voucher.valueType ?? 'PERCENTAGE')}, ${voucher.usageLimit ?? 'NULL'}, ${voucher.oncePerOrder ?? false},
       ARRAY[${(voucher.countries ?? []).map(lit).join(', ')}]::text[],
       ${voucher.endsInPast ? "now() - interval '1 minute'" : 'NULL'}) RETURNING id`,
  );
  await shop.sql(`INSERT INTO voucher_code (voucher_id, code) VALUES (${row.id}, ${lit(voucher.code)})`);
  await shop.sql(
    `INSERT INTO voucher_channel_listing (voucher_id, channel_id, discount_value, min_spent_amount, currency)
     SELECT ${row.id}, id, ${voucher.value}, ${voucher.minSpent ?? 'NULL'}, currency_code FROM channel`,
  );
  for (const variantId of voucher.variantIds ?? [])
    await shop.sql(`INSERT INTO voucher_variant (voucher_id, variant_id) VALUES (${row.id}, ${variantId})`);
  return row.id;
}

/** Adds a gift card in the demo channel's currency. */
export async function addGiftCard(
  shop: Shop,
  code: string,
  balance: string,
  expiryDate: string | null = null,
) {
  await shop.sql(
    `INSERT INTO gift_card (code, currency, initial_balance_amount, current_balance_amount, expiry_date)
     VALUES (${lit(code)}, 'USD', ${balance}, ${balance}, ${expiryDate ? lit(expiryDate) : 'NULL'})`,
  );
}

export const pk = (globalId: string) => Number(Buffer.from(globalId, 'base64').toString().split(':')[1]);

export const CHECKOUT_FIELDS = `id email voucherCode discount { amount } discountName translatedDiscountName
  displayGrossPrices quantity
  lines { id quantity variant { id } undiscountedUnitPrice { amount } undiscountedTotalPrice { amount }
    unitPrice { gross { amount } net { amount } } totalPrice { gross { amount } net { amount } tax { amount } } }
  subtotalPrice { gross { amount } net { amount } tax { amount } }
  shippingPrice { gross { amount } net { amount } tax { amount } }
  totalPrice { gross { amount } net { amount } tax { amount } }
  totalBalance { amount } chargeStatus
  shippingMethods { id name active price { amount } }
  giftCards { id last4CodeChars displayCode isActive expiryDate currentBalance { amount } initialBalance { amount } }`;

export const CHECKOUT = `checkout { ${CHECKOUT_FIELDS} } errors { field message code }`;

interface Amount {
  amount: number;
}
interface Taxed {
  gross: Amount;
  net: Amount;
  tax?: Amount;
}

export interface CheckoutView {
  id: string;
  email: string | null;
  voucherCode: string | null;
  discount: Amount | null;
  discountName: string | null;
  translatedDiscountName: string | null;
  displayGrossPrices: boolean;
  quantity: number;
  lines: {
    id: string;
    quantity: number;
    variant: { id: string };
    undiscountedUnitPrice: Amount;
    undiscountedTotalPrice: Amount;
    unitPrice: Taxed;
    totalPrice: Taxed;
  }[];
  subtotalPrice: Taxed;
  shippingPrice: Taxed;
  totalPrice: Taxed;
  totalBalance: Amount;
  chargeStatus: string;
  shippingMethods: { id: string; name: string; active: boolean; price: Amount }[];
  giftCards: {
    id: string;
    last4CodeChars: string;
    displayCode: string;
    isActive: boolean;
    expiryDate: string | null;
    currentBalance: Amount;
    initialBalance: Amount;
  }[];
}

export interface Payload {
  checkout: CheckoutView | null;
  errors: { field: string | null; message: string; code: string }[];
}

/** The checkout mutations and reads the tests use, on one shop. */
export function checkoutOps(shop: Shop) {
  const mutate = async (
    name: string,
    signature: string,
    call: string,
    variables: Record<string, unknown>,
  ) => {
    const result = await shop.gql<Record<string, Payload>>(
      `mutation (${signature}) { ${name}(${call}) { ${CHECKOUT} } }`,
      variables,
    );
    if (!result.data?.[name]) throw new Error(JSON.stringify(result.errors));
    return result.data[name];
  };
  return {
    create: (lines: { variantId: string; quantity: number }[], email = 'shopper@example.com') =>
      mutate('checkoutCreate', '$input: CheckoutCreateInput!', 'input: $input', {
        input: { channel: 'default-channel', lines, email },
      }),
    addCode: (id: string, promoCode: string) =>
      mutate('checkoutAddPromoCode', '$id: ID, $code: String!', 'id: $id, promoCode: $code', {
        id,
        code: promoCode,
      }),
    removeCode: (id: string, args: { promoCode?: string; promoCodeId?: string }) =>
      mutate(
        'checkoutRemovePromoCode',
        '$id: ID, $code: String, $codeId: ID',
        'id: $id, promoCode: $code, promoCodeId: $codeId',
        { id, code: args.promoCode, codeId: args.promoCodeId },
      ),
    setQuantity: (id: string, lineId: string, quantity: number) =>
      mutate(
        'checkoutLinesUpdate',
        '$id: ID, $lines: [CheckoutLineUpdateInput!]!',
        'id: $id, lines: $lines',
        { id, lines: [{ lineId, quantity }] },
      ),
    address: (id: string, country: string, kind: 'shipping' | 'billing' = 'shipping') =>
      kind === 'shipping'
        ? mutate(
            'checkoutShippingAddressUpdate',
            '$id: ID, $address: AddressInput!',
            'id: $id, shippingAddress: $address',
            { id, address: ADDRESSES[country] },
          )
        : mutate(
            'checkoutBillingAddressUpdate',
            '$id: ID, $address: AddressInput!',
            'id: $id, billingAddress: $address',
            { id, address: ADDRESSES[country] },
          ),
    delivery: (id: string, methodId: string) =>
      mutate('checkoutDeliveryMethodUpdate', '$id: ID, $method: ID', 'id: $id, deliveryMethodId: $method', {
        id,
        method: methodId,
      }),
    read: async (id: string) =>
      (
        await shop.gql<{ checkout: CheckoutView | null }>(
          `query ($id: ID) { checkout(id: $id) { ${CHECKOUT_FIELDS} } }`,
          { id },
        )
      ).data!.checkout,
  };
}

export const ADDRESSES: Record<string, Record<string, string>> = {
  US: {
    firstName: 'Grace',
    lastName: 'Hopper',
    streetAddress1: '1600 Amphitheatre Parkway',
    city: 'MOUNTAIN VIEW',
    postalCode: '94043',
    country: 'US',
    countryArea: 'CA',
  },
  DE: {
    firstName: 'Emmy',
    lastName: 'Noether',
    streetAddress1: 'Unter den Linden 6',
    city: 'Berlin',
    postalCode: '10117',
    country: 'DE',
  },
  CA: {
    firstName: 'Alice',
    lastName: 'Munro',
    streetAddress1: '290 Bremner Blvd',
    city: 'TORONTO',
    postalCode: 'M5V 3L9',
    country: 'CA',
    countryArea: 'ON',
  },
  GB: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    streetAddress1: '10 Downing Street',
    city: 'London',
    postalCode: 'SW1A 2AA',
    country: 'GB',
  },
};

export const ORDER = `order { id number status isPaid chargeStatus paymentStatus voucherCode displayGrossPrices
  total { gross { amount } net { amount } } subtotal { gross { amount } net { amount } }
  shippingPrice { gross { amount } net { amount } } undiscountedTotal { gross { amount } }
  undiscountedShippingPrice { amount } totalBalance { amount } totalCharged { amount }
  discounts { type name valueType value total { amount } }
  giftCards { last4CodeChars currentBalance { amount } }
  lines { quantity taxRate unitDiscount { amount } unitPrice { gross { amount } net { amount } }
    totalPrice { gross { amount } net { amount } } undiscountedUnitPrice { gross { amount } } } }`;

export interface OrderView {
  id: string;
  number: string;
  status: string;
  isPaid: boolean;
  chargeStatus: string;
  paymentStatus: string;
  voucherCode: string | null;
  displayGrossPrices: boolean;
  total: Taxed;
  subtotal: Taxed;
  shippingPrice: Taxed;
  undiscountedTotal: Taxed;
  undiscountedShippingPrice: Amount;
  totalBalance: Amount;
  totalCharged: Amount;
  discounts: { type: string; name: string | null; valueType: string; value: number; total: Amount }[];
  giftCards: { last4CodeChars: string; currentBalance: Amount }[];
  lines: {
    quantity: number;
    taxRate: number;
    unitDiscount: Amount;
    unitPrice: Taxed;
    totalPrice: Taxed;
    undiscountedUnitPrice: Taxed;
  }[];
}

export interface Completion {
  order: OrderView | null;
  errors: { field: string | null; message: string; code: string }[];
}

/** Charges what the checkout still owes through the dummy payment app; answers the amount. */
export async function pay(shop: Shop, id: string) {
  const { data } = await shop.gql<{
    transactionInitialize: { transaction: { chargedAmount: Amount } | null; errors: unknown[] };
  }>(
    `mutation ($id: ID!) { transactionInitialize(id: $id, paymentGateway: { id: "saleor.io.dummy-payment-app",
      data: { event: { type: "CHARGE_SUCCESS" } } }) { transaction { chargedAmount { amount } } errors { field message code } } }`,
    { id },
  );
  if (data!.transactionInitialize.errors.length) throw new Error(JSON.stringify(data));
  return data!.transactionInitialize.transaction!.chargedAmount.amount;
}

/** Completes the checkout (paying first what is left, when asked) and answers the order or errors. */
export async function complete(shop: Shop, id: string, { pay: charge = false }: { pay?: boolean } = {}) {
  if (charge) await pay(shop, id);
  const { data, errors } = await shop.gql<{ checkoutComplete: Completion }>(
    `mutation ($id: ID) { checkoutComplete(id: $id) { ${ORDER} errors { field message code } } }`,
    { id },
  );
  if (!data?.checkoutComplete) throw new Error(JSON.stringify(errors));
  return data.checkoutComplete;
}

/** The emails sent to an address, newest first (the demo outbox). */
export async function mailTo(shop: Shop, to: string): Promise<{ subject: string; text: string }[]> {
  const response = await fetch(`${shop.url}/_dev/mail.json?to=${encodeURIComponent(to)}`);
  return (await response.json()) as never;
}

/** Rounds half up to the cent, on cents. */
export const halfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

export const cents = (amount: number) => Math.round(amount * 100);
