import { ThemeProvider } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import zhCN from '../../../i18n/zh-CN.json';
import zhTW from '../../../i18n/zh-TW.json';
import { Price, Saving } from '../../../src/components/common/Price';
import { ProductCard } from '../../../src/features/catalog/listing/ProductCard';
import type { ProductCardFragment } from '../../../src/features/catalog/listing/ProductCard.generated';
import { createAppTheme } from '../../../src/lib/theme';
import { renderWithProviders } from '../../support/render';
import { sampleProduct } from './sampleProducts';

const usd = (amount: number) => ({ amount, currency: 'USD' });
/** A price entered with tax at `rate`: gross as entered, net without the tax. */
const taxed = (gross: number, rate = 0) => ({
  gross: usd(gross),
  net: usd(Math.round((gross / (1 + rate)) * 100) / 100),
});
const one = (gross: number, rate = 0) => ({ start: taxed(gross, rate), stop: taxed(gross, rate) });

function card(pricing: ProductCardFragment['pricing']) {
  return renderWithProviders(
    <MemoryRouter>
      <ProductCard product={sampleProduct(1, { pricing })} />
    </MemoryRouter>,
  );
}

test('a card of a product on sale shows the badge, the price before struck through and the price now', () => {
  const { container } = card({
    onSale: true,
    displayGrossPrices: true,
    priceRange: one(20),
    priceRangeUndiscounted: one(25),
  });
  expect(screen.getByText('Sale')).toBeInTheDocument();
  const was = container.querySelector('s');
  expect(was).toHaveTextContent('$25.00');
  // The eye reads the struck price as "was"; a screen reader is told.
  expect(was).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByText('Was $25.00, now $20.00')).toBeInTheDocument();
  expect(container.querySelector('[data-price="now"]')).toHaveTextContent('$20.00');
  // Gross prices, as the shop shows them, need no note on a card.
  expect(screen.queryByText(/tax/)).not.toBeInTheDocument();
});

test('a card of a product not on sale has no badge and nothing struck through', () => {
  const { container } = card({
    onSale: false,
    displayGrossPrices: true,
    priceRange: one(20),
    priceRangeUndiscounted: one(20),
  });
  expect(screen.queryByText('Sale')).not.toBeInTheDocument();
  expect(container.querySelector('s')).toBeNull();
  expect(screen.getByText('$20.00')).toBeInTheDocument();
});

test('where the shop shows prices without tax, a card shows the net price and says so', () => {
  card({
    onSale: false,
    displayGrossPrices: false,
    priceRange: one(24, 0.2),
    priceRangeUndiscounted: one(24, 0.2),
  });
  expect(screen.getByText('$20.00')).toBeInTheDocument();
  expect(screen.queryByText('$24.00')).not.toBeInTheDocument();
  expect(screen.getByText('excl. tax')).toBeInTheDocument();
});

test('a card of a product on sale with variants at different prices shows the lowest price before and now', () => {
  const { container } = card({
    onSale: true,
    displayGrossPrices: true,
    priceRange: { start: taxed(16), stop: taxed(24) },
    priceRangeUndiscounted: { start: taxed(20), stop: taxed(30) },
  });
  // Two short prices rather than two ranges: on a phone's card they fit on one or two lines.
  expect(container.querySelector('s')).toHaveTextContent(/^\$20\.00$/);
  expect(container.querySelector('[data-price="now"]')).toHaveTextContent(/^\$16\.00$/);
  expect(screen.getByText('Was $20.00, now $16.00')).toBeInTheDocument();
  expect(container).not.toHaveTextContent('$24.00');
  expect(container).not.toHaveTextContent('$30.00');
});

test('a card of a product on sale whose lowest price is not reduced shows the ranges, so the sale is seen', () => {
  const { container } = card({
    onSale: true,
    displayGrossPrices: true,
    priceRange: { start: taxed(16), stop: taxed(24) },
    priceRangeUndiscounted: { start: taxed(16), stop: taxed(30) },
  });
  expect(container.querySelector('s')).toHaveTextContent('$16.00 – $30.00');
  expect(screen.getByText('Was $16.00 – $30.00, now $16.00 – $24.00')).toBeInTheDocument();
});

test('a card of a product not on sale keeps its price range', () => {
  const { container } = card({
    onSale: false,
    displayGrossPrices: true,
    priceRange: { start: taxed(16), stop: taxed(24) },
    priceRangeUndiscounted: { start: taxed(16), stop: taxed(24) },
  });
  expect(container.querySelector('[data-price="now"]')).toHaveTextContent('$16.00 – $24.00');
});

test('a price range on sale strikes the range before through', () => {
  const { container } = renderWithProviders(
    <Price
      price={{ start: taxed(16), stop: taxed(24) }}
      undiscounted={{ start: taxed(20), stop: taxed(30) }}
      onSale
      displayGross
    />,
  );
  expect(container.querySelector('s')).toHaveTextContent('$20.00 – $30.00');
  expect(screen.getByText('Was $20.00 – $30.00, now $16.00 – $24.00')).toBeInTheDocument();
});

test('onSale with the same price before shows one price (nothing to strike through)', () => {
  const { container } = renderWithProviders(
    <Price price={one(20)} undiscounted={one(20)} onSale displayGross />,
  );
  expect(container.querySelector('s')).toBeNull();
  expect(screen.getByText('$20.00')).toBeInTheDocument();
});

test('the product page says "incl. tax" beside a gross price, and the saving in amount and share', () => {
  renderWithProviders(
    <>
      <Price price={{ start: taxed(16) }} undiscounted={{ start: taxed(20) }} onSale taxNote="always" />
      <Saving price={taxed(16)} undiscounted={taxed(20)} displayGross />
    </>,
  );
  expect(screen.getByText('incl. tax')).toBeInTheDocument();
  expect(screen.getByText('Save $4.00 (20%)')).toBeInTheDocument();
});

test('the saving is of the net price where net prices are shown', () => {
  renderWithProviders(<Saving price={taxed(19.2, 0.2)} undiscounted={taxed(24, 0.2)} displayGross={false} />);
  // $20.00 net before, $16.00 net now.
  expect(screen.getByText('Save $4.00 (20%)')).toBeInTheDocument();
});

test('the saving is the difference of the two prices shown, even where Saleor rounds its discount apart', () => {
  // 20.00 with 20 % tax off 24.99: net 20.83 before, 16.67 now (4.16 apart); Saleor's discount, taxed
  // on its own, says 4.17 net (the page does not ask for it). The shopper reads the two prices: the
  // saving must be 4.16.
  const price = { gross: usd(20), net: usd(16.67) };
  const undiscounted = { gross: usd(24.99), net: usd(20.83) };
  renderWithProviders(<Saving price={price} undiscounted={undiscounted} displayGross={false} />);
  expect(screen.getByText('Save $4.16 (20%)')).toBeInTheDocument();
});

test.each([
  ['zh-CN', zhCN, '促销', '不含税', /^原价 .*20\.00，现价 .*16\.00$/],
  ['zh-TW', zhTW, '特價', '未稅', /^原價 .*20\.00，現價 .*16\.00$/],
])(
  'in %s the badge, the tax note and the sale reading are translated',
  (locale, messages, sale, net, reading) => {
    // The page's language inside the test providers (the card's wishlist toggle needs their store).
    renderWithProviders(
      <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
        <ThemeProvider theme={createAppTheme('dark')}>
          <MemoryRouter>
            <ProductCard
              product={sampleProduct(1, {
                pricing: {
                  onSale: true,
                  displayGrossPrices: false,
                  priceRange: one(16),
                  priceRangeUndiscounted: one(20),
                },
              })}
            />
          </MemoryRouter>
        </ThemeProvider>
      </IntlProvider>,
    );
    expect(screen.getByText(sale)).toBeInTheDocument();
    expect(screen.getByText(net)).toBeInTheDocument();
    expect(screen.getByText(reading)).toBeInTheDocument();
  },
);
