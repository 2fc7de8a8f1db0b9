import { removeDataDir, startService, type Service } from './harness';

// ProductVariant.media as Saleor answers it: the pictures linked to the variant (the demo shop links
// each colour's variants to that colour's picture), none for a variant without a picture of its own;
// and an order line's thumbnail is its variant's picture, else the product's first.

let service: Service;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

interface Media {
  id: string;
  url: string;
  alt: string;
}
interface Variant {
  id: string;
  name: string;
  quantityAvailable: number;
  media: Media[] | null;
  attributes: { attribute: { slug: string }; values: { name: string }[] }[];
}

async function product(slug: string) {
  const { data, errors } = await service.gql<{
    product: { media: Media[]; thumbnail: { url: string }; variants: Variant[] };
  }>(
    `query ($slug: String!) { product(slug: $slug, channel: "default-channel") {
       thumbnail(size: 160) { url } media { id url alt }
       variants { id name quantityAvailable media { id url(size: 160) alt }
         attributes { attribute { slug } values { name } } } } }`,
    { slug },
  );
  expect(errors).toBeUndefined();
  return data!.product;
}

const colourOf = (variant: Variant) =>
  variant.attributes.find((a) => a.attribute.slug === 'colour')?.values[0]?.name;

describe('ProductVariant.media', () => {
  it("gives every colour of a tee its own picture, one of the product's, named after the colour", async () => {
    const tee = await product('v-neck-tee');
    const colours = [...new Set(tee.variants.map(colourOf))];
    expect(colours).toEqual(expect.arrayContaining(['Black', 'White', 'Ocean Blue', 'Sand']));
    expect(tee.media).toHaveLength(colours.length);
    for (const variant of tee.variants) {
      expect(variant.media).toHaveLength(1);
      const [picture] = variant.media!;
      expect(tee.media.map((m) => m.id)).toContain(picture.id);
      expect(picture.alt).toBe(`V-Neck Tee, ${colourOf(variant)}`);
      expect(picture.url).toMatch(/size=160/);
      expect((await fetch(picture.url)).status).toBe(200);
    }
    // Variants of one colour share its picture; the product's thumbnail stays its first picture.
    const blue = tee.variants.filter((v) => colourOf(v) === 'Ocean Blue').map((v) => v.media![0].id);
    expect(new Set(blue).size).toBe(1);
    const path = (url: string) => new URL(url).pathname;
    expect(path(tee.thumbnail.url)).toBe(path(tee.media[0].url));
  });

  it('answers an empty list for a variant without a picture of its own (a size-only product)', async () => {
    const { data } = await service.gql<{
      products: { edges: { node: { variants: Variant[] } }[] };
    }>(
      `{ products(first: 100, channel: "default-channel") { edges { node {
         variants { id name quantityAvailable media { id url alt } attributes { attribute { slug } values { name } } } } } } }`,
    );
    const uncoloured = data!.products.edges
      .flatMap((edge) => edge.node.variants)
      .filter((variant) => !colourOf(variant));
    expect(uncoloured.length).toBeGreaterThan(0);
    for (const variant of uncoloured) expect(variant.media).toEqual([]);
  });
});

describe('OrderLine.thumbnail', () => {
  it("is the ordered variant's picture, not the product's first", async () => {
    // A colour other than the product's first picture (Black), in stock.
    const tee = await product('relaxed-boxy-tee');
    const blue = tee.variants.find((v) => colourOf(v) === 'Ocean Blue' && v.quantityAvailable > 0)!;
    expect(blue.media![0].id).not.toBe(tee.media[0].id);
    const address = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      streetAddress1: '10 Downing Street',
      city: 'London',
      postalCode: 'SW1A 2AA',
      country: 'GB',
    };
    const created = await service.gql<{ checkoutCreate: { checkout: { id: string } } }>(
      `mutation ($v: ID!) { checkoutCreate(input: { channel: "default-channel", email: "blue@example.com",
         lines: [{ variantId: $v, quantity: 1 }] }) { checkout { id } } }`,
      { v: blue.id },
    );
    const id = created.data!.checkoutCreate.checkout.id;
    const addressed = await service.gql<{
      checkoutShippingAddressUpdate: { checkout: { availableShippingMethods: { id: string }[] } };
    }>(
      `mutation ($id: ID, $a: AddressInput!) { checkoutShippingAddressUpdate(id: $id, shippingAddress: $a) {
         checkout { availableShippingMethods { id } } } }`,
      { id, a: address },
    );
    await service.gql(
      `mutation ($id: ID, $a: AddressInput!, $m: ID) {
         checkoutBillingAddressUpdate(id: $id, billingAddress: $a) { errors { code } }
         checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $m) { errors { code } } }`,
      {
        id,
        a: address,
        m: addressed.data!.checkoutShippingAddressUpdate.checkout.availableShippingMethods[0].id,
      },
    );
    await service.gql(
      `mutation ($id: ID!) { transactionInitialize(id: $id, paymentGateway: { id: "saleor.io.dummy-payment-app",
         data: { event: { type: "CHARGE_SUCCESS" } } }) { errors { code } } }`,
      { id },
    );
    const completed = await service.gql<{
      checkoutComplete: { order: { lines: { thumbnail: { url: string } | null }[] } };
    }>(
      'mutation ($id: ID) { checkoutComplete(id: $id) { order { lines { thumbnail(size: 160) { url } } } } }',
      {
        id,
      },
    );
    expect(completed.errors).toBeUndefined();
    expect(completed.data!.checkoutComplete.order.lines[0].thumbnail?.url).toBe(blue.media![0].url);
  });
});
