import { withTranslations } from '../../../src/api/translations';

// Saleor answers `translation(languageCode:)` beside each object; the storefront reads the object's own
// fields, so the translation's text is laid over them, field by field, wherever it is in an answer.

describe('withTranslations', () => {
  it('lays translated text over the object, keeping its own text where the translation has none', () => {
    const product = {
      id: 'UHJvZHVjdDox',
      name: 'Everyday Crew Tee',
      slug: 'everyday-crew-tee',
      description: '{"blocks":[]}',
      seoTitle: 'Crew tee',
      seoDescription: 'A tee',
      translation: {
        name: '日常圆领T恤',
        slug: 'ri-chang-tee',
        description: null,
        seoTitle: '',
        seoDescription: '一件T恤',
      },
    };
    expect(withTranslations({ product })).toEqual({
      product: {
        id: 'UHJvZHVjdDox',
        name: '日常圆领T恤',
        // Links and look-ups keep the object's own slug.
        slug: 'everyday-crew-tee',
        description: '{"blocks":[]}',
        seoTitle: 'Crew tee',
        seoDescription: '一件T恤',
        translation: null,
      },
    });
  });

  it('finds translations at any depth: lists, connections, nested objects', () => {
    const answer = {
      products: {
        totalCount: 1,
        edges: [
          {
            node: {
              name: 'Tee',
              category: { id: 'c', name: 'T-shirts', translation: { name: 'T恤' } },
              variants: [
                {
                  name: 'S / Black',
                  translation: null,
                  attributes: [
                    {
                      attribute: { name: 'Colour', translation: { name: '颜色' } },
                      values: [{ name: 'Black', slug: 'black', translation: { name: '黑色' } }],
                    },
                  ],
                },
              ],
              translation: { name: 'T恤衫' },
            },
          },
        ],
      },
      graphQLErrors: [],
    };
    const result = withTranslations(answer);
    const node = result.products.edges[0].node;
    expect(node.name).toBe('T恤衫');
    expect(node.category.name).toBe('T恤');
    expect(node.variants[0].name).toBe('S / Black');
    expect(node.variants[0].attributes[0].attribute.name).toBe('颜色');
    expect(node.variants[0].attributes[0].values[0]).toEqual({
      name: '黑色',
      slug: 'black',
      translation: null,
    });
    expect(result.products.totalCount).toBe(1);
  });

  it('adds no field the object did not ask for, and leaves answers without translations as they are', () => {
    const category = { name: 'Shoes', translation: { name: '鞋', description: '{"blocks":[]}' } };
    expect(withTranslations(category)).toEqual({ name: '鞋', translation: null });

    const plain = { checkout: { id: 'x', lines: [{ quantity: 1 }] } };
    expect(withTranslations(plain)).toBe(plain);
    expect(withTranslations(null)).toBeNull();
  });

  it('keeps the object’s own rich text where the translation’s was cleared', () => {
    const shop = '{"blocks":[{"type":"paragraph","data":{"text":"Tees and more"}}]}';
    const cleared = [
      '{"blocks":[]}',
      '{"time":1700000000000,"blocks":[],"version":"2.28.2"}',
      '{}',
      { blocks: [] },
      '{"blocks":[{"type":"paragraph","data":{"text":"<br>&nbsp;"}},{"type":"delimiter","data":{}}]}',
    ];
    for (const description of cleared)
      expect(withTranslations({ shop: { description: shop, translation: { description } } })).toEqual({
        shop: { description: shop, translation: null },
      });

    const translated = '{"blocks":[{"type":"list","data":{"style":"unordered","items":["T恤"]}}]}';
    expect(
      withTranslations({ shop: { description: shop, translation: { description: translated } } }),
    ).toEqual({ shop: { description: translated, translation: null } });
  });

  it('does not change the answer it was given', () => {
    const answer = { product: { name: 'Tee', translation: { name: 'T恤' } } };
    withTranslations(answer);
    expect(answer.product).toEqual({ name: 'Tee', translation: { name: 'T恤' } });
  });
});
