import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fallbackConfig, normaliseConfig } from '../../../src/lib/config';
import HelpPage from '../../../src/pages/info/HelpPage';
import { renderWithProviders } from '../../support/render';
import { withShopPages } from '../../support/shopPages';
import { makeTestStore, testConfig } from '../../support/store';

function renderHelp(demoShop: boolean) {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/help']}>
      <HelpPage />
    </MemoryRouter>,
    { store: withShopPages(makeTestStore({ config: testConfig({ demoShop }) }).store) },
  );
}

const HEADING = 'Demo shop: promo codes and gift cards';

test("the demo shop's help page lists its promo codes and gift cards, one line each", () => {
  renderHelp(true);
  const section = screen.getByRole('region', { name: HEADING });
  const lists = within(section).getAllByRole('list');
  const codes = lists.map((list) =>
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('code')?.textContent),
  );
  expect(codes).toEqual([
    ['WELCOME10', 'SAVE5', 'FREESHIP', 'TEES15', 'BULK3', 'ONCE20', 'EXPIRED', 'LIMIT1'],
    ['DEMO-CARD-0025', 'DEMO-CARD-0100', 'DEMO-CARD-EXPD'],
  ]);
  expect(within(section).getByText(/\$5\.00 off an order of \$50\.00 or more/)).toBeInTheDocument();
  expect(within(section).getByRole('link', { name: 'cart' })).toHaveAttribute('href', '/cart');
});

test('a shop that is not the demo (a real Saleor) lists no codes', () => {
  renderHelp(false);
  expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: HEADING })).not.toBeInTheDocument();
  expect(screen.queryByText('WELCOME10')).not.toBeInTheDocument();
});

test('a configuration is the demo only when its JSON says true', () => {
  expect(fallbackConfig().demoShop).toBe(false);
  expect(normaliseConfig({ demoShop: 'yes' } as never, 'http://shop.test').demoShop).toBe(false);
  expect(normaliseConfig({ demoShop: true }, 'http://shop.test').demoShop).toBe(true);
});
