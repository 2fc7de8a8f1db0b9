import { headerNavigation } from '../../../src/features/catalog/useHeaderNavigation';
import { contentPagePath, menuLinks, urlTarget } from '../../../src/lib/navigation/menuLinks';

const item = (id: string, fields: Record<string, unknown> = {}) => ({ id, name: `Item ${id}`, ...fields });

describe('menuLinks', () => {
  test('categories, collections and pages become the shop paths of their slugs', () => {
    const links = menuLinks([
      item('1', { category: { slug: 'hoodies' } }),
      item('2', { collection: { slug: 'summer-picks' } }),
      item('3', { page: { slug: 'about' } }),
      item('4', { page: { slug: 'care-guide' } }),
    ]);
    expect(links.map((link) => [link.label, link.to, link.external])).toEqual([
      ['Item 1', '/categories/hoodies', false],
      ['Item 2', '/collections/summer-picks', false],
      ['Item 3', '/about', false],
      ['Item 4', '/pages/care-guide', false],
    ]);
  });

  test('nesting and order are kept; a group heading without a target keeps its children', () => {
    const links = menuLinks([
      item('group', {
        children: [item('a', { url: '/help' }), item('b', { url: 'https://saleor.io/' })],
      }),
      item('top', { category: { slug: 'apparel' }, children: [item('c', { category: { slug: 'tops' } })] }),
    ]);
    expect(links[0]).toMatchObject({ id: 'group', to: null });
    expect(links[0].children.map((link) => [link.to, link.external])).toEqual([
      ['/help', false],
      ['https://saleor.io/', true],
    ]);
    expect(links[1].children[0]).toMatchObject({ to: '/categories/tops', children: [] });
  });

  test('an item leading nowhere (unpublished page, missing collection, empty group) is left out', () => {
    const links = menuLinks([
      item('page', { page: null, url: null }),
      item('collection', { collection: null }),
      item('empty', { children: [item('gone', { page: null })] }),
      item('kept', { url: '/returns' }),
    ]);
    expect(links.map((link) => link.id)).toEqual(['kept']);
  });

  test('unsafe URLs are dropped; same-site addresses become paths', () => {
    expect(urlTarget('javascript:alert(1)')).toBeNull();
    expect(urlTarget(' JavaScript:alert(1)')).toBeNull();
    expect(urlTarget('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(urlTarget('//evil.test/path')).toBeNull();
    expect(urlTarget('/\\evil.test')).toBeNull();
    expect(urlTarget('not a url')).toBeNull();
    expect(urlTarget('mailto:shop@example.com')).toEqual({ to: 'mailto:shop@example.com', external: true });
    expect(urlTarget('https://shop.example/help?x=1#a', 'https://shop.example')).toEqual({
      to: '/help?x=1#a',
      external: false,
    });
    expect(urlTarget('https://other.example/', 'https://shop.example')).toEqual({
      to: 'https://other.example/',
      external: true,
    });
    expect(menuLinks([item('x', { url: 'javascript:alert(1)' })])).toEqual([]);
  });

  test('a path with a tab, a newline, a blank or a backslash is refused (a browser would leave the site)', () => {
    expect(urlTarget('/\t/evil.example/x')).toBeNull();
    expect(urlTarget('/\\evil.example')).toBeNull();
    expect(urlTarget('/\n/evil')).toBeNull();
    expect(urlTarget('/help me')).toBeNull();
    expect(urlTarget('/a\\b')).toBeNull();
    expect(menuLinks([item('x', { url: '/\t/evil.example/x' })])).toEqual([]);
    expect(urlTarget('/help?topic=returns#refunds')).toEqual({
      to: '/help?topic=returns#refunds',
      external: false,
    });
  });

  test('the shop is known by its host: server (http) and browser (https) decide alike', () => {
    const url = 'https://shop.example/help';
    const server = urlTarget(url, 'http://shop.example');
    const browser = urlTarget(url, 'https://shop.example');
    expect(server).toEqual({ to: '/help', external: false });
    expect(browser).toEqual(server);
    expect(urlTarget('https://shop.example:8443/help', 'https://shop.example')).toEqual({
      to: 'https://shop.example:8443/help',
      external: true,
    });
    expect(urlTarget('https://shop.example//evil.example/x', 'https://shop.example')).toMatchObject({
      external: true,
    });
  });

  test('pages with an information route open there, others under /pages', () => {
    expect(contentPagePath('shipping')).toBe('/shipping');
    expect(contentPagePath('privacy')).toBe('/privacy');
    expect(contentPagePath('winter-sale')).toBe('/pages/winter-sale');
  });
});

describe('headerNavigation', () => {
  const categories = {
    edges: [{ node: { id: 'c1', name: 'Apparel', slug: 'apparel', translation: null } }],
  };

  test('the navbar menu when the shop has one, else the top categories', () => {
    const withMenu = headerNavigation({
      categories,
      navbar: {
        items: [
          {
            id: 'm1',
            name: 'Outdoor',
            url: null,
            category: { slug: 'outdoor' },
            collection: null,
            page: null,
            translation: null,
            children: [],
          },
        ],
      },
      footer: null,
    });
    expect(withMenu.header.map((link) => link.to)).toEqual(['/categories/outdoor']);
    expect(withMenu.footer).toBeNull();
    const without = headerNavigation({ categories, navbar: null, footer: null });
    expect(without.header).toEqual([
      { id: 'c1', label: 'Apparel', to: '/categories/apparel', external: false, children: [] },
    ]);
  });

  test('a navbar of groups alone (no top-level target) is kept: its children lead somewhere', () => {
    const nav = headerNavigation({
      categories,
      navbar: {
        items: [
          {
            id: 'g1',
            name: 'Shop',
            url: null,
            category: null,
            collection: null,
            page: null,
            translation: null,
            children: [
              {
                id: 'm2',
                name: 'Outdoor',
                url: null,
                category: { slug: 'outdoor' },
                collection: null,
                page: null,
                translation: null,
              },
            ],
          },
        ],
      },
      footer: null,
    });
    expect(nav.header).toMatchObject([{ id: 'g1', to: null, children: [{ to: '/categories/outdoor' }] }]);
  });

  test('a navbar menu with no usable link falls back to the categories', () => {
    const nav = headerNavigation({
      categories,
      navbar: {
        items: [
          {
            id: 'm1',
            name: 'Gone',
            url: null,
            category: null,
            collection: null,
            page: null,
            translation: null,
            children: [],
          },
        ],
      },
      footer: { items: [] },
    });
    expect(nav.header.map((link) => link.label)).toEqual(['Apparel']);
    expect(nav.footer).toEqual([]);
  });
});
