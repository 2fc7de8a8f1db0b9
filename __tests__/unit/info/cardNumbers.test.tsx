import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import en from '../../../i18n/en.json';
import zhCN from '../../../i18n/zh-CN.json';
import zhTW from '../../../i18n/zh-TW.json';
import { makeTestStore } from '../../support/store';
import { withShopPages } from '../../support/shopPages';
import { createAppTheme } from '../../../src/lib/theme';
import HelpPage from '../../../src/pages/info/HelpPage';
import PrivacyPage from '../../../src/pages/info/PrivacyPage';
import TermsPage from '../../../src/pages/info/TermsPage';

// The privacy, terms and help pages say where a card number goes, in each language: the test gateway
// Dummy Credit Card (named in the page's language, as the payment step names it) takes it in a field on the shop's own page (and sends it to the shop's server), so
// they must not say card numbers never reach the shop.

jest.setTimeout(20_000);

const LANGUAGES: [string, Record<string, string>, RegExp, RegExp][] = [
  // language, its messages, the old claim, what each page must now say about the test gateway
  [
    'en',
    en,
    /Card numbers never reach us|Card details go straight to the payment provider/,
    /Dummy Credit Card[^.]*on this website/,
  ],
  ['zh-CN', zhCN, /银行卡号从不经过我们|银行卡信息直接提交给支付服务商/, /“测试信用卡”[^。]*本网站上/],
  ['zh-TW', zhTW, /信用卡號從不經過我們|信用卡資料會直接交給金流服務商/, /「測試信用卡」[^。]*本網站上/],
];

const PAGES: [string, ComponentType][] = [
  ['/privacy', PrivacyPage],
  ['/terms', TermsPage],
  ['/help', HelpPage],
];

describe.each(LANGUAGES)('in %s', (locale, messages, oldClaim, testGateway) => {
  it.each(PAGES)(
    '%s says the test card form is on this website, and never that cards skip the shop',
    (path, Page) => {
      render(
        <Provider store={withShopPages(makeTestStore().store)}>
          <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
            <ThemeProvider theme={createAppTheme('light')}>
              <MemoryRouter initialEntries={[path]}>
                <Page />
              </MemoryRouter>
            </ThemeProvider>
          </IntlProvider>
        </Provider>,
      );
      const main = screen.getByRole('heading', { level: 1 }).closest('article, main') ?? document.body;
      expect(main.textContent).not.toMatch(oldClaim);
      expect(main.textContent).toMatch(testGateway);
    },
  );
});
