import { authAs, register, uniqueEmail } from './accountHelpers';
import { completeCheckout } from './completionHelpers';
import { removeDataDir, startService, type Service } from './harness';

// saveAddress on checkoutShippingAddressUpdate / checkoutBillingAddressUpdate (Saleor 3.21+): at
// completion a customer's checkout addresses go to their address book unless an equal one is there
// or the shopper said no; and the checkout's public metadata (updateMetadata) goes to the order.

let service: Service;
beforeAll(async () => {
  service = await startService({ env: { ACCOUNT_CONFIRMATION: 'false' } });
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

interface BookAddress {
  streetAddress1: string;
  city: string;
  country: { code: string };
}

async function customer(name: string) {
  const email = uniqueEmail(name);
  const password = 'a-long-enough-password-1';
  expect((await register(service, { email, password })).errors).toEqual([]);
  return authAs(service, email, password);
}

/** A logged-in customer's new checkout (theirs from the start) with one item that needs shipping. */
async function customerCheckout(auth: Record<string, string>) {
  const { data: listing } = await service.gql<{
    products: {
      edges: {
        node: {
          productType: { isShippingRequired: boolean };
          variants: { id: string; quantityAvailable: number }[];
        };
      }[];
    };
  }>(
    '{ products(first: 50, channel: "default-channel") { edges { node { productType { isShippingRequired } variants { id quantityAvailable } } } } }',
  );
  const variant = listing!.products.edges
    .filter((edge) => edge.node.productType.isShippingRequired)
    .flatMap((edge) => edge.node.variants)
    .find((v) => v.quantityAvailable > 5)!;
  const { data } = await service.gql<{ checkoutCreate: { checkout: { id: string } } }>(
    'mutation ($v: ID!) { checkoutCreate(input: { channel: "default-channel", lines: [{ variantId: $v, quantity: 1 }] }) { checkout { id } } }',
    { v: variant.id },
    auth,
  );
  return data!.checkoutCreate.checkout.id;
}

async function addressBook(auth: Record<string, string>) {
  const { data } = await service.gql<{
    me: {
      addresses: BookAddress[];
      defaultShippingAddress: BookAddress | null;
      defaultBillingAddress: BookAddress | null;
    };
  }>(
    `{ me { addresses { streetAddress1 city country { code } }
        defaultShippingAddress { streetAddress1 city country { code } }
        defaultBillingAddress { streetAddress1 city country { code } } } }`,
    {},
    auth,
  );
  return data!.me;
}

const address = (street: string) =>
  `{ firstName: "Ada", lastName: "Lovelace", streetAddress1: "${street}", city: "Berlin", postalCode: "10115", country: DE }`;

describe('saveAddress', () => {
  it("adds a customer's checkout address to their address book by default, once, as their default", async () => {
    const auth = await customer('save-default');
    await completeCheckout(service, await customerCheckout(auth), {
      address: address('1 Unter den Linden'),
      headers: auth,
    });
    const book = await addressBook(auth);
    // The same address as shipping and billing is one entry, the default of both kinds.
    expect(book.addresses).toEqual([
      { streetAddress1: '1 Unter den Linden', city: 'Berlin', country: { code: 'DE' } },
    ]);
    expect(book.defaultShippingAddress?.streetAddress1).toBe('1 Unter den Linden');
    expect(book.defaultBillingAddress?.streetAddress1).toBe('1 Unter den Linden');

    // Ordering again to the same address adds nothing; a new one is added, the defaults kept.
    await completeCheckout(service, await customerCheckout(auth), {
      address: address('1 Unter den Linden'),
      headers: auth,
    });
    expect((await addressBook(auth)).addresses).toHaveLength(1);
    await completeCheckout(service, await customerCheckout(auth), {
      address: address('2 Friedrichstraße'),
      headers: auth,
      saveAddress: true,
    });
    const after = await addressBook(auth);
    expect(after.addresses.map((a) => a.streetAddress1)).toEqual(['1 Unter den Linden', '2 Friedrichstraße']);
    expect(after.defaultShippingAddress?.streetAddress1).toBe('1 Unter den Linden');
  });

  it('keeps the address book as it was when the shopper said not to save', async () => {
    const auth = await customer('save-no');
    await completeCheckout(service, await customerCheckout(auth), {
      address: address('3 Alexanderplatz'),
      headers: auth,
      saveAddress: false,
    });
    const book = await addressBook(auth);
    expect(book.addresses).toEqual([]);
    expect(book.defaultShippingAddress).toBeNull();
  });

  it("accepts saveAddress on a guest's checkout, which has no address book to save to", async () => {
    const { data } = await service.gql<{ checkoutCreate: { checkout: { id: string } } }>(
      `mutation { checkoutCreate(input: { channel: "default-channel", email: "guest-save@example.com", lines: [] }) { checkout { id } } }`,
    );
    // A guest checkout with an address and saveAddress: stored, and harmless.
    const id = data!.checkoutCreate.checkout.id;
    const result = await service.gql<{
      checkoutShippingAddressUpdate: { errors: unknown[]; checkout: { shippingAddress: { city: string } } };
    }>(
      `mutation ($id: ID) { checkoutShippingAddressUpdate(id: $id, saveAddress: true, shippingAddress: ${address('4 Kurfürstendamm')}) {
         errors { code } checkout { shippingAddress { city } } } }`,
      { id },
    );
    expect(result.data!.checkoutShippingAddressUpdate).toEqual({
      errors: [],
      checkout: { shippingAddress: { city: 'Berlin' } },
    });
  });
});

describe('metadata', () => {
  const UPDATE = `mutation ($id: ID!, $input: [MetadataInput!]!) {
    updateMetadata(id: $id, input: $input) {
      item { ... on Checkout { id metadata { key value } metafield(key: "gift_message") } }
      errors { field message code } } }`;

  it('lets whoever holds the checkout set its public metadata, which the order takes', async () => {
    const auth = await customer('gift');
    const id = await customerCheckout(auth);
    // Anyone holding the checkout id, logged in or not.
    const set = await service.gql<{
      updateMetadata: {
        item: { id: string; metadata: { key: string; value: string }[]; metafield: string | null };
        errors: unknown[];
      };
    }>(UPDATE, { id, input: [{ key: 'gift_message', value: 'Happy birthday, 祝你生日快乐!' }] });
    expect(set.data!.updateMetadata).toEqual({
      item: {
        id,
        metadata: [{ key: 'gift_message', value: 'Happy birthday, 祝你生日快乐!' }],
        metafield: 'Happy birthday, 祝你生日快乐!',
      },
      errors: [],
    });
    // A second key keeps the first; the same key replaces its value.
    await service.gql(UPDATE, { id, input: [{ key: 'wrap', value: 'yes' }] });
    await service.gql(UPDATE, { id, input: [{ key: 'gift_message', value: 'Happy birthday!' }] });

    const orderToken = await completeCheckout(service, id, { headers: auth });
    const { data } = await service.gql<{
      orderByToken: { metadata: { key: string; value: string }[]; metafield: string | null };
    }>(
      'query ($token: UUID!) { orderByToken(token: $token) { metadata { key value } metafield(key: "gift_message") } }',
      { token: orderToken },
    );
    expect(data!.orderByToken.metafield).toBe('Happy birthday!');
    expect(data!.orderByToken.metadata).toEqual(
      expect.arrayContaining([
        { key: 'gift_message', value: 'Happy birthday!' },
        { key: 'wrap', value: 'yes' },
      ]),
    );
  });

  it("answers Saleor's errors: an unknown checkout or order, an empty key, and a product (staff only)", async () => {
    const unknown = Buffer.from('Checkout:8f0f2c1d-9e10-4f4e-9a51-5d3e1c7a2b6f').toString('base64');
    const missing = await service.gql<{ updateMetadata: { errors: unknown[] } }>(UPDATE, {
      id: unknown,
      input: [{ key: 'a', value: 'b' }],
    });
    expect(missing.data!.updateMetadata.errors).toEqual([
      { field: 'id', code: 'NOT_FOUND', message: `Couldn't resolve to a node: ${unknown}` },
    ]);
    const auth = await customer('gift-empty');
    const id = await customerCheckout(auth);
    const empty = await service.gql<{ updateMetadata: { errors: unknown[] } }>(UPDATE, {
      id,
      input: [{ key: ' ', value: 'b' }],
    });
    expect(empty.data!.updateMetadata.errors).toEqual([
      { field: 'input', code: 'REQUIRED', message: 'Metadata key cannot be empty.' },
    ]);
    // An order's public metadata needs no permission (Saleor's PUBLIC_META_PERMISSION_MAP): an
    // unknown one is NOT_FOUND; a product's needs MANAGE_PRODUCTS, which no shopper has.
    const order = Buffer.from('Order:8f0f2c1d-9e10-4f4e-9a51-5d3e1c7a2b6f').toString('base64');
    const unknownOrder = await service.gql<{ updateMetadata: { errors: unknown[] } }>(UPDATE, {
      id: order,
      input: [{ key: 'a', value: 'b' }],
    });
    expect(unknownOrder.data!.updateMetadata.errors).toEqual([
      { field: 'id', code: 'NOT_FOUND', message: `Couldn't resolve to a node: ${order}` },
    ]);
    const product = Buffer.from('Product:1').toString('base64');
    const denied = await service.gql(UPDATE, { id: product, input: [{ key: 'a', value: 'b' }] });
    expect(denied.data).toEqual({ updateMetadata: null });
    expect(denied.errors?.[0].extensions?.exception?.code).toBe('PermissionDenied');
  });
});
