import { createIntl } from 'react-intl';
import en from '../../../i18n/en.json';
import zhCN from '../../../i18n/zh-CN.json';
import zhTW from '../../../i18n/zh-TW.json';
import { gatewayName } from '../../../src/features/payment/gatewayNames';

// Saleor names a gateway in the shop's own language only: the test gateways the storefront knows
// are named in the shopper's language, and any other gateway keeps the name its provider gave it.

const intlFor = (locale: string, messages: Record<string, string>) => createIntl({ locale, messages });
const dummyApp = { id: 'saleor.io.dummy-payment-app', name: 'Dummy Payment App' };
const legacyCard = { id: 'mirumee.payments.dummy_credit_card', name: 'Dummy Credit Card' };
const provider = { id: 'app.example.pay', name: 'Example Pay' };

test("the test gateways are named in the shopper's language, Saleor's names in English", () => {
  expect(gatewayName(dummyApp, intlFor('en', en))).toBe('Dummy Payment App');
  expect(gatewayName(dummyApp, intlFor('zh-CN', zhCN))).toBe('测试支付应用');
  expect(gatewayName(legacyCard, intlFor('zh-TW', zhTW))).toBe('測試信用卡');
});

test('a gateway the storefront does not know keeps its own name', () => {
  expect(gatewayName(provider, intlFor('zh-CN', zhCN))).toBe('Example Pay');
});
