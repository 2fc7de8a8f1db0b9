// Saleor's query cost map (saleor/graphql/query_cost_map.py), the entries whose type and field this
// service has. A field costs `complexity` times the page sizes of its paginated ancestors and, with
// `multipliers`, its own (first + last); a field not listed costs nothing.

export interface FieldCost {
  complexity: number;
  multipliers?: readonly string[];
}

const PAGE = { complexity: 1, multipliers: ['first', 'last'] } as const;
const ONE = { complexity: 1 } as const;

export const COST_MAP: Readonly<Record<string, Readonly<Record<string, FieldCost>>>> = {
  Query: {
    addressValidationRules: ONE,
    attributes: PAGE,
    categories: PAGE,
    category: ONE,
    checkout: ONE,
    collection: ONE,
    collections: PAGE,
    me: ONE,
    menu: ONE,
    menus: PAGE,
    order: ONE,
    orderByToken: ONE,
    page: ONE,
    pages: PAGE,
    product: ONE,
    products: PAGE,
    productVariant: ONE,
  },
  Attribute: { choices: PAGE },
  Category: {
    ancestors: PAGE,
    children: PAGE,
    description: ONE,
    parent: ONE,
    products: PAGE,
  },
  Checkout: {
    availablePaymentGateways: ONE,
    availableShippingMethods: ONE,
    billingAddress: ONE,
    channel: ONE,
    lines: ONE,
    shippingAddress: ONE,
    shippingMethod: ONE,
    shippingMethods: ONE,
    user: ONE,
  },
  Collection: { products: PAGE },
  Fulfillment: { lines: ONE },
  FulfillmentLine: { orderLine: ONE },
  Menu: { items: ONE },
  MenuItem: {
    category: ONE,
    children: ONE,
    collection: ONE,
    page: ONE,
  },
  Order: {
    billingAddress: ONE,
    channel: ONE,
    fulfillments: ONE,
    lines: ONE,
    shippingAddress: ONE,
    transactions: ONE,
  },
  OrderLine: { thumbnail: ONE, variant: ONE },
  Product: {
    attributes: ONE,
    category: ONE,
    collections: ONE,
    defaultVariant: ONE,
    description: ONE,
    media: ONE,
    pricing: ONE,
    productType: ONE,
    thumbnail: ONE,
    variants: ONE,
  },
  ProductMedia: { url: ONE },
  ProductVariant: {
    attributes: ONE,
    media: ONE,
    pricing: ONE,
    product: ONE,
  },
  Shop: {
    availablePaymentGateways: ONE,
    countries: ONE,
  },
  User: { orders: PAGE },
};
