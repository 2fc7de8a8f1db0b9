import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CategoryNav } from '../../../src/features/shell/header/CategoryNav';
import type { NavLink } from '../../../src/lib/navigation/menuLinks';
import { renderWithProviders } from '../../support/render';

// The header's row of links from the shop's navbar menu: an item that only groups others has no
// target of its own, and its links must still be there (not dropped with it).

const link = (id: string, label: string, to: string | null, children: NavLink[] = []): NavLink => ({
  id,
  label,
  to,
  external: false,
  children,
});

test('a navbar group without a target shows its links in its place; a link keeps its own place', () => {
  renderWithProviders(
    <MemoryRouter>
      <CategoryNav
        links={[
          link('g', 'Shop by room', null, [
            link('a', 'Kitchen', '/categories/kitchen'),
            link('b', 'Garden', '/collections/garden'),
          ]),
          link('c', 'Apparel', '/categories/apparel', [link('d', 'Tops', '/categories/tops')]),
        ]}
      />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((element) => [element.textContent, element.getAttribute('href')])).toEqual([
    ['All categories', '/categories'],
    ['Kitchen', '/categories/kitchen'],
    ['Garden', '/collections/garden'],
    ['Apparel', '/categories/apparel'],
  ]);
});
