import { render as renderAlone } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { usePageMeta, type PageMeta } from '../../../src/features/seo/pageMeta';
import { makeTestStore } from '../../support/store';

/** Rendered in the test shop's store, which gives the shop's name and origin. */
const render = (ui: ReactElement) => {
  const { store } = makeTestStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderAlone(ui, { wrapper });
};

function Meta({ meta, level, children }: { meta: PageMeta; level?: 0 | 1; children?: React.ReactNode }) {
  usePageMeta(meta, level);
  return <>{children}</>;
}

const head = (selector: string, attr = 'content') =>
  document.head.querySelector(selector)?.getAttribute(attr);

beforeEach(() => {
  window.history.replaceState(null, '', '/products/red-shirt?variant=1');
});

test('the page layer wins over the route defaults although the child effect runs first', () => {
  render(
    <Meta meta={{ title: 'Products', description: 'All products' }} level={0}>
      <Meta meta={{ title: 'Red shirt', type: 'product', image: 'http://shop.test/shirt.png' }} />
    </Meta>,
  );
  expect(document.title).toBe('Red shirt | Aurora Shop');
  expect(head('meta[name="description"]')).toBe('All products');
  expect(head('meta[property="og:title"]')).toBe('Red shirt | Aurora Shop');
  expect(head('meta[property="og:type"]')).toBe('product');
  expect(head('meta[property="og:image"]')).toBe('http://shop.test/shirt.png');
  expect(head('link[rel="canonical"]', 'href')).toBe('http://shop.test/products/red-shirt');
  expect(head('meta[property="og:url"]')).toBe('http://shop.test/products/red-shirt');
});

test('leaving a page restores the defaults and removes its own tags', () => {
  const { rerender } = render(
    <Meta meta={{ title: 'Home' }} level={0}>
      <Meta meta={{ title: 'Red shirt', jsonLd: { '@type': 'Product' }, image: 'http://shop.test/a.png' }} />
    </Meta>,
  );
  expect(document.getElementById('page-json-ld')).not.toBeNull();
  rerender(<Meta meta={{ title: 'Home' }} level={0} />);
  expect(document.title).toBe('Home | Aurora Shop');
  expect(document.getElementById('page-json-ld')).toBeNull();
  expect(head('meta[property="og:image"]')).toBeUndefined();
});

test('JSON-LD cannot close its script element early', () => {
  render(<Meta meta={{ jsonLd: { name: '</script><script>alert(1)</script>' } }} />);
  const script = document.getElementById('page-json-ld')!;
  expect(script.textContent).not.toContain('</script>');
  expect(JSON.parse(script.textContent!)).toEqual({ name: '</script><script>alert(1)</script>' });
});

test('a canonical path given by the page keeps the query it names', () => {
  render(<Meta meta={{ canonicalPath: '/products?after=abc' }} />);
  expect(head('link[rel="canonical"]', 'href')).toBe('http://shop.test/products?after=abc');
});
