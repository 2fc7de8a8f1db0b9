import type { Service } from './harness';

/** A new guest checkout holding one item in good supply, by its global id. */
export async function cartWithOneItem(service: Service, email = 'guest@example.com') {
  const { data: catalogue } = await service.gql<{
    products: { edges: { node: { variants: { id: string; quantityAvailable: number }[] } }[] };
  }>(
    '{ products(first: 20, channel: "default-channel") { edges { node { variants { id quantityAvailable } } } } }',
  );
  const variant = catalogue!.products.edges
    .flatMap((edge) => edge.node.variants)
    .find((v) => v.quantityAvailable > 5)!;
  const { data } = await service.gql<{ checkoutCreate: { checkout: { id: string } } }>(
    `mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id } } }`,
    { input: { channel: 'default-channel', email, lines: [{ variantId: variant.id, quantity: 1 }] } },
  );
  return data!.checkoutCreate.checkout.id;
}
