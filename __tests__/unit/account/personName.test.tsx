import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppTheme } from '../../../src/lib/theme';
import { UserMenuView } from '../../../src/features/shell/header/UserMenu';
import type { AddressFieldsFragment } from '../../../src/features/addresses/AddressFields.generated';
import { OrderDetailsView } from '../../../src/features/orders/OrderDetailsView';
import type { OrderDetailsFragment } from '../../../src/features/orders/Order.generated';
import { personName } from '../../../src/lib/personName';
import { makeTestStore } from '../../support/store';

// In Chinese the family name comes first with no space ("张伟", never "伟 张"); English keeps "First Last", and a
// name in Latin letters keeps its order in any language.

function renderIn(locale: string, ui: ReactElement) {
  return render(
    <Provider store={makeTestStore().store}>
      <IntlProvider locale={locale} defaultLocale="en" messages={{}} onError={() => undefined}>
        <ThemeProvider theme={createAppTheme('light')}>
          <MemoryRouter>{ui}</MemoryRouter>
        </ThemeProvider>
      </IntlProvider>
    </Provider>,
  );
}

const address = (firstName: string, lastName: string): AddressFieldsFragment => ({
  id: 'QWRkcmVzczox',
  firstName,
  lastName,
  companyName: '',
  streetAddress1: '建国路 88 号',
  streetAddress2: '',
  city: '朝阳区',
  cityArea: '',
  postalCode: '100022',
  country: { code: 'CN', country: 'China' },
  countryArea: '北京市',
  phone: null,
});

describe('personName', () => {
  it.each([
    ['zh-CN', '伟', '张', '张伟'],
    ['zh-TW', '小明', '歐陽', '歐陽小明'],
    ['zh-CN', 'Ada', 'Lovelace', 'Ada Lovelace'],
    ['en', '伟', '张', '伟 张'],
    ['en', 'Ada', 'Lovelace', 'Ada Lovelace'],
    ['zh-CN', '伟', '', '伟'],
    ['en', '', 'Lovelace', 'Lovelace'],
    ['zh-CN', ' ', null, ''],
  ])('in %s writes %p and %p as %p', (locale, first, last, expected) => {
    expect(personName(first, last, locale)).toBe(expected);
  });
});

describe('where a name is shown', () => {
  const user = { id: 'VXNlcjox', email: 'wei@example.com', firstName: '伟', lastName: '张' };

  it('the user menu: 张伟 in Chinese, "伟 张" (first name first) in English', () => {
    const { unmount } = renderIn('zh-CN', <UserMenuView user={user} onLogout={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Account menu for 张伟' })).toHaveTextContent('张伟');
    unmount();
    renderIn('en', <UserMenuView user={user} onLogout={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Account menu for 伟 张' })).toBeInTheDocument();
  });

  it('the addresses of an order (and every address shown as text): 张伟 in Chinese', () => {
    const order = {
      id: 'T3JkZXI6MQ==',
      token: '77777777-7777-4777-8777-777777777777',
      number: '8',
      created: '2026-11-25T09:00:00Z',
      languageCodeEnum: 'ZH_HANS',
      status: 'UNFULFILLED',
      paymentStatus: 'FULLY_CHARGED',
      chargeStatus: 'FULL',
      authorizeStatus: 'FULL',
      isPaid: true,
      userEmail: 'wei@example.com',
      isShippingRequired: true,
      shippingMethodName: 'Standard',
      lines: [],
      subtotal: { gross: { amount: 17, currency: 'USD' }, net: { amount: 17, currency: 'USD' } },
      shippingPrice: { gross: { amount: 0, currency: 'USD' }, net: { amount: 0, currency: 'USD' } },
      total: { gross: { amount: 17, currency: 'USD' }, net: { amount: 17, currency: 'USD' } },
      totalBalance: { amount: 0, currency: 'USD' },
      displayGrossPrices: true,
      voucherCode: null,
      discounts: [],
      giftCards: [],
      totalAuthorized: { amount: 0, currency: 'USD' },
      totalCharged: { amount: 17, currency: 'USD' },
      shippingAddress: address('伟', '张'),
      billingAddress: address('小明', '歐陽'),
      fulfillments: [],
      metadata: [],
    } as OrderDetailsFragment;
    const { container } = renderIn('zh-CN', <OrderDetailsView order={order} />);
    const [shipping, billing] = container.querySelectorAll('address');
    expect(shipping.textContent?.split('\n')[0]).toBe('张伟');
    expect(billing.textContent?.split('\n')[0]).toBe('歐陽小明');
    expect(shipping).not.toHaveTextContent('伟 张');
  });
});
