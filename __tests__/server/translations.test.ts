import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startService, templateDir, type Service } from './harness';

// Catalogue translations as Saleor answers them (`translation(languageCode)` on products, variants,
// categories, attributes, values and shipping methods), over HTTP against the seeded demo shop. The
// service's owner port (ownerServer.ts) lets the test count the statements a listing costs and write
// a translation row directly, as a shop owner's tool would, then read through the response cache.

let service: Service;
let dataDir: string;

/** Starts the service on the data folder (the demo shop, copied from the template). */
const start = async () => {
  service = await startService({ dataDir, owner: true });
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'translations-test-'));
  cpSync(templateDir(), dataDir, { recursive: true });
  await start();
}, 60_000);

afterAll(async () => {
  await service?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs a statement on the service's database. */
const sql = async (statement: string) => void (await service.sql(statement));
const statements = { clear: () => service.statements.clear(), list: () => service.statements.list() };

interface Answer<T> {
  data: T | null;
  errors?: { message: string }[];
  cache: string | null;
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<Answer<T>> {
  const response = await fetch(`${service.url}/graphql/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<Answer<T>, 'cache'>;
  return { ...body, cache: response.headers.get('x-response-cache') };
}

interface Translation {
  id: string;
  language: { code: string; language: string };
  name: string | null;
}

const PRODUCT = `query ($slug: String!, $lang: LanguageCodeEnum!) {
  product(slug: $slug, channel: "default-channel") {
    name
    translation(languageCode: $lang) { id language { code language } name description seoTitle seoDescription slug }
    category { name translation(languageCode: $lang) { id language { code language } name description seoTitle seoDescription slug } }
    variants { name translation(languageCode: $lang) { id language { code } name } }
    attributes {
      attribute { slug translation(languageCode: $lang) { id language { code } name } }
      values { name translation(languageCode: $lang) { id language { code } name richText plainText } }
    }
  }
}`;

interface ProductAnswer {
  product: {
    name: string;
    translation:
      (Translation & { description: string | null; seoTitle: string | null; slug: string | null }) | null;
    category: {
      name: string;
      translation: (Translation & { description: string | null; slug: string | null }) | null;
    };
    variants: { name: string; translation: Translation | null }[];
    attributes: {
      attribute: { slug: string; translation: Translation | null };
      values: { name: string; translation: (Translation & { richText: null; plainText: null }) | null }[];
    }[];
  };
}

const textOf = (description: string) =>
  (JSON.parse(description) as { blocks: { data: { text?: string; items?: string[] } }[] }).blocks
    .map((block) => block.data.text ?? block.data.items!.join(' '))
    .join(' ');

describe('a product and what it shows, in Chinese', () => {
  it('answers Simplified Chinese for ZH_HANS', async () => {
    const { data, errors } = await gql<ProductAnswer>(PRODUCT, {
      slug: 'ethiopia-yirgacheffe',
      lang: 'ZH_HANS',
    });
    expect(errors).toBeUndefined();
    const product = data!.product;
    expect(product.name).toBe('Ethiopia Yirgacheffe'); // the object's own field is never switched
    expect(product.translation).toMatchObject({
      language: { code: 'ZH_HANS', language: 'Chinese (Simplified)' },
      name: '埃塞俄比亚 耶加雪菲',
      seoTitle: '埃塞俄比亚 耶加雪菲',
      slug: null,
    });
    expect(Buffer.from(product.translation!.id, 'base64').toString()).toMatch(/^ProductTranslation:\d+$/);
    // The description in the shape of the English one (Editor.js blocks), in Chinese.
    const english = await gql<{ product: { description: string } }>(
      '{ product(slug: "ethiopia-yirgacheffe", channel: "default-channel") { description } }',
    );
    const blocks = (d: string) => (JSON.parse(d) as { blocks: { type: string }[] }).blocks.map((b) => b.type);
    expect(blocks(product.translation!.description!)).toEqual(blocks(english.data!.product.description));
    expect(textOf(product.translation!.description!)).toContain('烘焙');
    expect(textOf(product.translation!.description!)).not.toMatch(/[A-Za-z]{4,}/);

    expect(product.category.name).toBe('Coffee');
    expect(product.category.translation).toMatchObject({
      language: { code: 'ZH_HANS' },
      name: '咖啡',
      slug: null,
    });
    expect(textOf(product.category.translation!.description!)).toBe('来自小农庄园的新鲜烘焙咖啡豆。');

    expect(product.variants.map((v) => v.translation?.name)).toEqual(['埃塞俄比亚 耶加雪菲']);
    const material = product.attributes.find((a) => a.attribute.slug === 'material')!;
    expect(material.attribute.translation).toMatchObject({ language: { code: 'ZH_HANS' }, name: '材质' });
    expect(material.values.map((v) => [v.name, v.translation?.name])).toEqual([
      ['Arabica beans', '阿拉比卡咖啡豆'],
    ]);
    expect(material.values[0].translation).toMatchObject({ richText: null, plainText: null });
  });

  it('answers Traditional Chinese, in the words used in Taiwan, for ZH_HANT', async () => {
    const { data, errors } = await gql<ProductAnswer>(PRODUCT, {
      slug: 'classic-pullover-hoodie',
      lang: 'ZH_HANT',
    });
    expect(errors).toBeUndefined();
    const product = data!.product;
    expect(product.translation).toMatchObject({
      language: { code: 'ZH_HANT', language: 'Chinese (Traditional)' },
      name: '經典套頭帽T',
    });
    expect(product.category.translation?.name).toBe('帽T');
    // Variants named by size and colour: the size as it is, the colour in Chinese.
    expect(product.variants[0].name).toBe('XS / Black');
    expect(product.variants[0].translation?.name).toBe('XS / 黑色');
    const colours: Record<string, string> = {
      Black: '黑色',
      White: '白色',
      'Forest Green': '森林綠',
      'Ocean Blue': '海洋藍',
      Sand: '沙色',
      'Brick Red': '磚紅色',
    };
    for (const variant of product.variants) {
      const [size, colour] = variant.name.split(' / ');
      expect(variant.translation?.name).toBe(`${size} / ${colours[colour]}`);
    }
    const byAttribute = Object.fromEntries(
      product.attributes.map((a) => [
        a.attribute.slug,
        [a.attribute.translation?.name, a.values.map((v) => v.translation?.name)],
      ]),
    );
    expect(byAttribute.material).toEqual(['材質', ['純棉刷毛']]);
  });

  it('answers null for a language it has no translation in, and never another language instead', async () => {
    for (const lang of ['FR', 'ZH_HANS_CN', 'ZH_HANT_TW', 'ZH', 'EN']) {
      const { data, errors } = await gql<ProductAnswer>(PRODUCT, { slug: 'ethiopia-yirgacheffe', lang });
      expect(errors).toBeUndefined();
      const product = data!.product;
      const translations = [
        product.translation,
        product.category.translation,
        ...product.variants.map((v) => v.translation),
        ...product.attributes.flatMap((a) => [
          a.attribute.translation,
          ...a.values.map((v) => v.translation),
        ]),
      ];
      expect(translations.length).toBeGreaterThan(3);
      expect(translations).toEqual(translations.map(() => null));
    }
  });

  it('refuses a language code Saleor does not know', async () => {
    const { errors } = await gql<ProductAnswer>(PRODUCT, { slug: 'ethiopia-yirgacheffe', lang: 'zh-hans' });
    expect(errors?.[0].message).toMatch(/LanguageCodeEnum/);
  });
});

describe('the whole demo catalogue', () => {
  const LISTING = `query ($lang: LanguageCodeEnum!, $after: String) {
    products(first: 100, after: $after, channel: "default-channel") {
      pageInfo { hasNextPage endCursor }
      edges { node { slug name translation(languageCode: $lang) { name description seoDescription }
        variants { name translation(languageCode: $lang) { name } } } }
    }
  }`;
  const CATEGORIES = `query ($lang: LanguageCodeEnum!) { categories(first: 100) { edges { node { slug
    translation(languageCode: $lang) { name description seoTitle seoDescription } } } } }`;
  const ATTRIBUTES = `query ($lang: LanguageCodeEnum!) { attributes(first: 100) { edges { node { slug
    translation(languageCode: $lang) { name }
    choices(first: 100) { edges { node { name translation(languageCode: $lang) { name } } } } } } } }`;

  it.each(['ZH_HANS', 'ZH_HANT'])(
    'has %s for every product, variant, category, attribute and value',
    async (lang) => {
      const { data, errors } = await gql<{
        products: {
          pageInfo: { hasNextPage: boolean };
          edges: {
            node: {
              slug: string;
              translation: { name: string; description: string; seoDescription: string } | null;
              variants: { name: string; translation: { name: string } | null }[];
            };
          }[];
        };
      }>(LISTING, { lang });
      expect(errors).toBeUndefined();
      expect(data!.products.pageInfo.hasNextPage).toBe(false);
      const products = data!.products.edges.map((e) => e.node);
      expect(products.length).toBeGreaterThan(50);
      for (const product of products) {
        expect([product.slug, product.translation?.name]).toEqual([
          product.slug,
          expect.stringMatching(/\p{Script=Han}/u),
        ]);
        expect(textOf(product.translation!.description)).toMatch(/\p{Script=Han}/u);
        for (const variant of product.variants) expect(variant.translation?.name).toEqual(expect.any(String));
      }
      // Names differ between the two scripts where the words do (a few, such as 咖啡, are the same).
      const categories = await gql<{
        categories: {
          edges: { node: { slug: string; translation: { name: string; description: string } | null } }[];
        };
      }>(CATEGORIES, { lang });
      for (const { node } of categories.data!.categories.edges) {
        expect([node.slug, node.translation?.name]).toEqual([
          node.slug,
          expect.stringMatching(/\p{Script=Han}/u),
        ]);
        expect(textOf(node.translation!.description)).toMatch(/\p{Script=Han}/u);
      }
      const attributes = await gql<{
        attributes: {
          edges: {
            node: {
              slug: string;
              translation: { name: string } | null;
              choices: { edges: { node: { name: string; translation: { name: string } | null } }[] };
            };
          }[];
        };
      }>(ATTRIBUTES, { lang });
      for (const { node } of attributes.data!.attributes.edges) {
        expect(node.translation?.name).toMatch(/\p{Script=Han}/u);
        for (const choice of node.choices.edges)
          expect(choice.node.translation?.name).toEqual(expect.any(String));
      }
    },
  );

  it('gives the two scripts their own words', async () => {
    const names = async (lang: string) =>
      (
        await gql<{ categories: { edges: { node: { slug: string; translation: { name: string } } }[] } }>(
          CATEGORIES,
          {
            lang,
          },
        )
      ).data!.categories.edges.map((e) => [e.node.slug, e.node.translation.name]);
    const hans = Object.fromEntries(await names('ZH_HANS'));
    const hant = Object.fromEntries(await names('ZH_HANT'));
    expect([hans.hoodies, hant.hoodies]).toEqual(['卫衣', '帽T']);
    expect([hans.jeans, hant.jeans]).toEqual(['牛仔裤', '牛仔褲']);
    expect([hans.digital, hant.digital]).toEqual(['数字商品', '數位商品']);
  });
});

describe('batched reads', () => {
  const LISTING = `query ($lang: LanguageCodeEnum!) {
    products(first: 20, channel: "default-channel", sortBy: { field: NAME, direction: ASC }) {
      edges { node { name translation(languageCode: $lang) { name }
        category { translation(languageCode: $lang) { name } }
        attributes { attribute { translation(languageCode: $lang) { name } } values { translation(languageCode: $lang) { name } } }
        variants { translation(languageCode: $lang) { name } } } }
    }
  }`;

  it('reads the translations of a listing of 20 products in one statement per kind', async () => {
    await statements.clear();
    // A document no other test sends: the answer is computed here, not one kept from before.
    const { data, errors, cache } = await gql<{
      products: { edges: { node: { name: string; translation: { name: string } | null } }[] };
    }>(LISTING, { lang: 'ZH_HANT' });
    expect(errors).toBeUndefined();
    expect(cache).toBe('miss');
    const products = data!.products.edges.map((e) => e.node);
    expect(products).toHaveLength(20);
    // Each product got its own translation, not a neighbour's.
    expect(products.find((p) => p.name === 'Arc Table Lamp')?.translation?.name).toBe('弧形檯燈');
    expect(products.every((p) => p.translation)).toBe(true);
    const sent = await statements.list();
    const reads = (table: string) => sent.filter((sql) => new RegExp(`FROM ${table}\\b`).test(sql)).length;
    expect({
      product: reads('product_translation'),
      category: reads('category_translation'),
      attribute: reads('attribute_translation'),
      value: reads('attribute_value_translation'),
      variant: reads('product_variant_translation'),
    }).toEqual({ product: 1, category: 1, attribute: 1, value: 1, variant: 1 });
  });
});

describe('shipping methods', () => {
  it('answers their names in each language, and null where there is no translation', async () => {
    // Something that ships, in stock.
    const listing = await gql<{
      products: {
        edges: {
          node: {
            productType: { isShippingRequired: boolean };
            variants: { id: string; quantityAvailable: number }[];
          };
        }[];
      };
    }>(
      `{ products(first: 20, channel: "default-channel") { edges { node {
         productType { isShippingRequired } variants { id quantityAvailable } } } } }`,
    );
    const variant = listing
      .data!.products.edges.filter((e) => e.node.productType.isShippingRequired)
      .flatMap((e) => e.node.variants)
      .find((v) => v.quantityAvailable > 5)!;
    const created = await gql<{ checkoutCreate: { checkout: { id: string } } }>(
      `mutation ($v: ID!) { checkoutCreate(input: { channel: "default-channel", email: "lin@example.com",
         lines: [{ variantId: $v, quantity: 1 }] }) { checkout { id } } }`,
      { v: variant.id },
    );
    const id = created.data!.checkoutCreate.checkout.id;
    const address = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      streetAddress1: '10 Downing Street',
      city: 'London',
      postalCode: 'SW1A 2AA',
      country: 'GB',
    };
    const addressed = await gql<{
      checkoutShippingAddressUpdate: {
        checkout: {
          shippingMethods: {
            name: string;
            hans: Translation & { description: string | null };
            hant: Translation;
            fr: Translation | null;
          }[];
        };
      };
    }>(
      `mutation ($id: ID, $a: AddressInput!) { checkoutShippingAddressUpdate(id: $id, shippingAddress: $a) {
         checkout { shippingMethods { name
           hans: translation(languageCode: ZH_HANS) { id language { code language } name description }
           hant: translation(languageCode: ZH_HANT) { id language { code } name }
           fr: translation(languageCode: FR) { name } } } } }`,
      { id, a: address },
    );
    expect(addressed.errors).toBeUndefined();
    expect(created.errors).toBeUndefined();
    const methods = Object.fromEntries(
      addressed.data!.checkoutShippingAddressUpdate.checkout.shippingMethods.map((m) => [
        m.name,
        [m.hans.name, m.hant.name, m.fr],
      ]),
    );
    expect(methods).toEqual({
      Economy: ['经济配送', '經濟運送', null],
      Standard: ['标准配送', '標準運送', null],
      'Free shipping': ['免运费', '免運費', null],
      Express: ['特快配送', '快速到貨', null],
    });
    const first = addressed.data!.checkoutShippingAddressUpdate.checkout.shippingMethods[0];
    expect(first.hans.language).toEqual({ code: 'ZH_HANS', language: 'Chinese (Simplified)' });
    expect(first.hans.description).toBeNull();
    expect(Buffer.from(first.hans.id, 'base64').toString()).toMatch(/^ShippingMethodTranslation:\d+$/);
  });
});

describe('the response cache', () => {
  const QUERY = `query ($lang: LanguageCodeEnum!) { product(slug: "morning-mug", channel: "default-channel") {
    translation(languageCode: $lang) { name } } }`;

  it('never answers with a translation that has since changed, been added or been removed', async () => {
    const read = () => gql<{ product: { translation: { name: string } | null } }>(QUERY, { lang: 'ZH_HANS' });
    // The cache keeps an answer once it listens for changes: read until one is kept.
    let answer = await read();
    while (answer.cache !== 'hit') answer = await read();
    expect(answer.data!.product.translation?.name).toBe('晨光马克杯');

    await sql(
      `UPDATE product_translation SET name = '早安马克杯'
        WHERE language_code = 'ZH_HANS' AND product_id = (SELECT id FROM product WHERE slug = 'morning-mug')`,
    );
    const changed = await read();
    expect(changed.cache).toBe('miss');
    expect(changed.data!.product.translation?.name).toBe('早安马克杯');

    const french = () => gql<{ product: { translation: { name: string } | null } }>(QUERY, { lang: 'FR' });
    let none = await french();
    while (none.cache !== 'hit') none = await french();
    expect(none.data!.product.translation).toBeNull();
    await sql(
      `INSERT INTO product_translation (product_id, language_code, name)
        SELECT id, 'FR', 'Tasse du matin' FROM product WHERE slug = 'morning-mug'`,
    );
    expect((await french()).data!.product.translation?.name).toBe('Tasse du matin');

    await sql(`DELETE FROM product_translation WHERE language_code = 'FR'`);
    expect((await french()).data!.product.translation).toBeNull();
  });
});

describe('a demo shop seeded before translations were kept', () => {
  it('gets the translations on its next start', async () => {
    for (const table of [
      'product_translation',
      'product_variant_translation',
      'category_translation',
      'attribute_translation',
      'attribute_value_translation',
      'shipping_method_translation',
    ])
      await sql(`DELETE FROM ${table}`);
    const QUERY = `{ category(slug: "jeans") { translation(languageCode: ZH_HANT) { name } } }`;
    expect((await gql<{ category: { translation: null } }>(QUERY)).data!.category.translation).toBeNull();
    await service.stop();
    await start();
    const again = await gql<{ category: { translation: { name: string } | null } }>(QUERY);
    expect(again.data!.category.translation?.name).toBe('牛仔褲');
  }, 60_000);
});
