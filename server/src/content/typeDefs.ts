// Saleor 3.23's menus and content pages, as a storefront reads them: same names and types (a strict
// subset; the conformance check proves it). Page types, attributes and metadata are left out.
export const contentTypeDefs = /* GraphQL */ `
  input MenuFilterInput {
    search: String
    slugs: [String!]
  }

  input PageFilterInput {
    search: String
    ids: [ID!]
    slugs: [String!]
  }

  type Menu {
    id: ID!
    name: String!
    slug: String!
    items: [MenuItem!]
  }

  type MenuCountableEdge {
    node: Menu!
    cursor: String!
  }

  type MenuCountableConnection {
    pageInfo: PageInfo!
    edges: [MenuCountableEdge!]!
    totalCount: Int
  }

  type MenuItem {
    id: ID!
    name: String!
    menu: Menu!
    parent: MenuItem
    category: Category
    collection: Collection
    page: Page
    level: Int!
    children: [MenuItem!]
    url: String
    translation(languageCode: LanguageCodeEnum!): MenuItemTranslation
  }

  type MenuItemTranslation {
    id: ID!
    language: LanguageDisplay!
    name: String!
  }

  type Page {
    id: ID!
    seoTitle: String
    seoDescription: String
    title: String!
    content: JSONString
    publishedAt: DateTime
    isPublished: Boolean!
    slug: String!
    created: DateTime!
    translation(languageCode: LanguageCodeEnum!): PageTranslation
  }

  type PageTranslation {
    id: ID!
    language: LanguageDisplay!
    seoTitle: String
    seoDescription: String
    slug: String
    title: String
    content: JSONString
  }

  type PageCountableEdge {
    node: Page!
    cursor: String!
  }

  type PageCountableConnection {
    pageInfo: PageInfo!
    edges: [PageCountableEdge!]!
    totalCount: Int
  }

  extend type Query {
    menu(channel: String, id: ID, name: String, slug: String): Menu
    menus(
      channel: String
      filter: MenuFilterInput
      before: String
      after: String
      first: Int
      last: Int
    ): MenuCountableConnection
    page(id: ID, slug: String): Page
    pages(
      filter: PageFilterInput
      search: String
      before: String
      after: String
      first: Int
      last: Int
    ): PageCountableConnection
  }
`;
