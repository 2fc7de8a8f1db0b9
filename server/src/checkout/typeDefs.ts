// The checkout part of Saleor 3.23's schema implemented so far: reading a checkout by its id.
export const checkoutTypeDefs = /* GraphQL */ `
  scalar UUID

  type Checkout {
    id: ID!
    token: UUID!
    email: String
    quantity: Int!
  }

  extend type Query {
    checkout(id: ID, token: UUID): Checkout
  }
`;
