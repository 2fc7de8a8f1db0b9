import type { Service } from './harness';

// Completing a checkout as the storefront does: billing address, shipping address and the first
// applicable method when it needs shipping, a paid transaction (the dummy app), checkoutComplete.

/** An address as a GraphQL literal (AddressInput). */
export const DE_ADDRESS = `{ firstName: "Del", lastName: "Ete", streetAddress1: "1 Main St", city: "Berlin", postalCode: "10115", country: DE }`;

/** Completes the checkout with a billing (and if needed shipping) address and a paid transaction. */
export async function completeCheckout(
  service: Service,
  id: string,
  {
    address = DE_ADDRESS,
    headers = {},
    saveAddress,
  }: { address?: string; headers?: Record<string, string>; saveAddress?: boolean } = {},
): Promise<string> {
  // Left out, saveAddress takes Saleor's default (true).
  const save = saveAddress == null ? '' : `, saveAddress: ${saveAddress}`;
  await service.gql(
    `mutation ($id: ID) { checkoutBillingAddressUpdate(id: $id, billingAddress: ${address}${save}) { errors { code } } }`,
    { id },
    headers,
  );
  const shipped = await service.gql<{
    checkoutShippingAddressUpdate: {
      checkout: { isShippingRequired: boolean; shippingMethods: { id: string; active: boolean }[] };
    };
  }>(
    `mutation ($id: ID) { checkoutShippingAddressUpdate(id: $id, shippingAddress: ${address}${save}) {
       checkout { isShippingRequired shippingMethods { id active } } } }`,
    { id },
    headers,
  );
  const checkout = shipped.data!.checkoutShippingAddressUpdate.checkout;
  if (checkout.isShippingRequired) {
    const method = checkout.shippingMethods.find((m) => m.active)!;
    await service.gql(
      'mutation ($id: ID, $m: ID) { checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $m) { errors { code } } }',
      { id, m: method.id },
      headers,
    );
  }
  await service.gql(
    'mutation ($id: ID!) { transactionInitialize(id: $id, paymentGateway: { id: "saleor.io.dummy-payment-app", data: { event: { type: "CHARGE_SUCCESS" } } }) { errors { code } } }',
    { id },
    headers,
  );
  const done = await service.gql<{
    checkoutComplete: {
      order: { token: string } | null;
      errors: { field: string | null; message: string; code: string }[];
    };
  }>(
    'mutation ($id: ID) { checkoutComplete(id: $id) { order { token } errors { field message code } } }',
    { id },
    headers,
  );
  expect(done.data!.checkoutComplete.errors).toEqual([]);
  return done.data!.checkoutComplete.order!.token;
}
