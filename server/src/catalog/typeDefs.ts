// The catalogue part of Saleor 3.23's schema that this service implements: same names and types
// (a strict subset; the conformance check proves it).
export const catalogTypeDefs = /* GraphQL */ `
  scalar JSONString
  scalar DateTime

  enum OrderDirection {
    ASC
    DESC
  }

  enum ProductOrderField {
    NAME
    RANK
    PRICE
    DATE @deprecated(reason: "Use \`LAST_MODIFIED_AT\` instead.")
    PUBLICATION_DATE @deprecated(reason: "Use \`PUBLISHED_AT\` instead.")
    PUBLISHED_AT
    LAST_MODIFIED_AT
    CREATED_AT
    MINIMAL_PRICE
    RATING
  }

  enum ProductMediaType {
    IMAGE
  }

  enum AttributeInputTypeEnum {
    DROPDOWN
  }

  input ProductOrder {
    direction: OrderDirection!
    channel: String
    field: ProductOrderField
  }

  input PriceRangeInput {
    gte: Float
    lte: Float
  }

  input AttributeInput {
    slug: String
    values: [String!]
  }

  scalar Decimal
  scalar PositiveInt

  enum ThumbnailFormatEnum {
    ORIGINAL
    AVIF
    WEBP
  }

  input StringFilterInput {
    eq: String
    oneOf: [String!]
  }

  input DecimalRangeInput {
    gte: Decimal
    lte: Decimal
  }

  input DecimalFilterInput {
    eq: Decimal
    oneOf: [Decimal!]
    range: DecimalRangeInput
  }

  input GlobalIDFilterInput {
    eq: ID
    oneOf: [ID!]
  }

  input ProductWhereInput {
    ids: [ID!]
    name: StringFilterInput
    slug: StringFilterInput
    productType: GlobalIDFilterInput
    category: GlobalIDFilterInput
    collection: GlobalIDFilterInput
    isAvailable: Boolean
    hasCategory: Boolean
    price: DecimalFilterInput
    attributes: [AttributeInput!]
    AND: [ProductWhereInput!]
    OR: [ProductWhereInput!]
  }

  input ProductFilterInput {
    categories: [ID!]
    price: PriceRangeInput
    attributes: [AttributeInput!]
    search: String
    isAvailable: Boolean
  }

  input AttributeFilterInput {
    search: String
    ids: [ID!]
    inCategory: ID
    slugs: [String!]
  }

  input CategoryFilterInput {
    search: String
    ids: [ID!]
    slugs: [String!]
  }

  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }

  type Money {
    currency: String!
    amount: Float!
    fractionalAmount: Int!
    fractionDigits: Int!
  }

  type TaxedMoney {
    currency: String!
    gross: Money!
    net: Money!
    tax: Money!
  }

  type TaxedMoneyRange {
    start: TaxedMoney
    stop: TaxedMoney
  }

  type ProductPricingInfo {
    onSale: Boolean
    discount: TaxedMoney
    displayGrossPrices: Boolean!
    priceRange: TaxedMoneyRange
    priceRangeUndiscounted: TaxedMoneyRange
  }

  type VariantPricingInfo {
    onSale: Boolean
    discount: TaxedMoney
    price: TaxedMoney
    priceUndiscounted: TaxedMoney
  }

  type Image {
    url: String!
    alt: String
  }

  type ProductMedia {
    id: ID!
    url(size: Int, format: ThumbnailFormatEnum = ORIGINAL): String!
    alt: String!
    type: ProductMediaType!
    sortOrder: Int
  }

  type AttributeValue {
    id: ID!
    name: String
    slug: String
    value: String
    translation(languageCode: LanguageCodeEnum!): AttributeValueTranslation
  }

  type AttributeValueCountableEdge {
    node: AttributeValue!
    cursor: String!
  }

  type AttributeValueCountableConnection {
    pageInfo: PageInfo!
    edges: [AttributeValueCountableEdge!]!
    totalCount: Int
  }

  type Attribute {
    id: ID!
    name: String!
    slug: String!
    inputType: AttributeInputTypeEnum
    choices(first: Int, last: Int, before: String, after: String): AttributeValueCountableConnection
    translation(languageCode: LanguageCodeEnum!): AttributeTranslation
  }

  type AttributeCountableEdge {
    node: Attribute!
    cursor: String!
  }

  type AttributeCountableConnection {
    pageInfo: PageInfo!
    edges: [AttributeCountableEdge!]!
    totalCount: Int
  }

  # Saleor 3.22+: an object's attributes by kind of value; this shop's attributes are dropdowns, one
  # value each on an object (a single choice) or several (a multiple choice).
  interface AssignedAttribute {
    attribute: Attribute!
  }

  type AssignedChoiceAttributeValue {
    name: String
    slug: String
    translation(languageCode: LanguageCodeEnum!): String
  }

  type AssignedSingleChoiceAttribute implements AssignedAttribute {
    attribute: Attribute!
    value: AssignedChoiceAttributeValue
  }

  type AssignedMultiChoiceAttribute implements AssignedAttribute {
    attribute: Attribute!
    value(limit: PositiveInt = 100): [AssignedChoiceAttributeValue!]!
  }

  type ProductVariantCountableEdge {
    node: ProductVariant!
    cursor: String!
  }

  type ProductVariantCountableConnection {
    pageInfo: PageInfo!
    edges: [ProductVariantCountableEdge!]!
    totalCount: Int
  }

  type SelectedAttribute {
    attribute: Attribute!
    values: [AttributeValue!]!
  }

  type ProductType {
    id: ID!
    name: String!
    isShippingRequired: Boolean!
    hasVariants: Boolean!
  }

  type ProductVariant {
    id: ID!
    name: String!
    sku: String
    trackInventory: Boolean!
    quantityAvailable: Int
    quantityLimitPerCustomer: Int
    pricing(address: AddressInput): VariantPricingInfo
    attributes: [SelectedAttribute!]!
    assignedAttributes(limit: PositiveInt = 100): [AssignedAttribute!]!
    media: [ProductMedia!]
    product: Product!
    translation(languageCode: LanguageCodeEnum!): ProductVariantTranslation
  }

  type Product {
    id: ID!
    name: String!
    slug: String!
    description: JSONString
    seoTitle: String
    seoDescription: String
    created: DateTime!
    updatedAt: DateTime!
    rating: Float
    category: Category
    productType: ProductType!
    thumbnail(size: Int, format: ThumbnailFormatEnum = ORIGINAL): Image
    media: [ProductMedia!]
    pricing(address: AddressInput): ProductPricingInfo
    isAvailable: Boolean
    isAvailableForPurchase: Boolean
    defaultVariant: ProductVariant
    variants: [ProductVariant!]
    productVariants(before: String, after: String, first: Int, last: Int): ProductVariantCountableConnection
    attributes: [SelectedAttribute!]!
    assignedAttributes(limit: PositiveInt = 100): [AssignedAttribute!]!
    translation(languageCode: LanguageCodeEnum!): ProductTranslation
  }

  type ProductCountableEdge {
    node: Product!
    cursor: String!
  }

  type ProductCountableConnection {
    pageInfo: PageInfo!
    edges: [ProductCountableEdge!]!
    totalCount: Int
  }

  type Category {
    id: ID!
    name: String!
    slug: String!
    description: JSONString
    seoTitle: String
    seoDescription: String
    level: Int!
    parent: Category
    ancestors(before: String, after: String, first: Int, last: Int): CategoryCountableConnection
    children(before: String, after: String, first: Int, last: Int): CategoryCountableConnection
    products(
      filter: ProductFilterInput
      where: ProductWhereInput
      sortBy: ProductOrder
      search: String
      channel: String
      before: String
      after: String
      first: Int
      last: Int
    ): ProductCountableConnection
    backgroundImage(size: Int, format: ThumbnailFormatEnum = ORIGINAL): Image
    translation(languageCode: LanguageCodeEnum!): CategoryTranslation
  }

  type CategoryCountableEdge {
    node: Category!
    cursor: String!
  }

  type CategoryCountableConnection {
    pageInfo: PageInfo!
    edges: [CategoryCountableEdge!]!
    totalCount: Int
  }

  # Translations are kept beside each object, one per language code; a field of a translation may
  # be null (the object's own text stands then).
  type LanguageDisplay {
    code: LanguageCodeEnum!
    language: String!
  }

  type ProductTranslation {
    id: ID!
    language: LanguageDisplay!
    seoTitle: String
    seoDescription: String
    slug: String
    name: String
    description: JSONString
  }

  type ProductVariantTranslation {
    id: ID!
    language: LanguageDisplay!
    name: String!
  }

  type CategoryTranslation {
    id: ID!
    language: LanguageDisplay!
    seoTitle: String
    seoDescription: String
    slug: String
    name: String
    description: JSONString
  }

  type AttributeTranslation {
    id: ID!
    language: LanguageDisplay!
    name: String!
  }

  type AttributeValueTranslation {
    id: ID!
    language: LanguageDisplay!
    name: String!
    richText: JSONString
    plainText: String
  }

  type ShippingMethodTranslation {
    id: ID!
    language: LanguageDisplay!
    name: String
    description: JSONString
  }

  type Query {
    attributes(
      filter: AttributeFilterInput
      search: String
      channel: String
      before: String
      after: String
      first: Int
      last: Int
    ): AttributeCountableConnection
    categories(
      filter: CategoryFilterInput
      level: Int
      before: String
      after: String
      first: Int
      last: Int
    ): CategoryCountableConnection
    category(id: ID, slug: String): Category
    products(
      filter: ProductFilterInput
      where: ProductWhereInput
      sortBy: ProductOrder
      search: String
      channel: String
      before: String
      after: String
      first: Int
      last: Int
    ): ProductCountableConnection
    product(id: ID, slug: String, channel: String): Product
    productVariant(id: ID, sku: String, channel: String): ProductVariant
  }
`;
