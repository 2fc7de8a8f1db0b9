import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createIntl, type MessageDescriptor } from 'react-intl';
import {
  failureText,
  errorMessage,
  errorText,
  FIELD_CODES,
  isKnownCode,
  knownFields,
  saysOperationText,
  type ServerError,
} from '../../../src/api/errorMessages';
import { serverMessage, type OperationFailure } from '../../../src/api/failure';
import en from '../../../i18n/en.json';
import zhCN from '../../../i18n/zh-CN.json';
import zhTW from '../../../i18n/zh-TW.json';

// The server's errors in the shopper's language: every code the storefront's operations can meet has
// a message of ours in all three catalogues, with the values it carries, and the server's own words
// are never the message.

const root = path.resolve(__dirname, '../../..');
const catalogues = { en, 'zh-CN': zhCN, 'zh-TW': zhTW } as Record<string, Record<string, string>>;
const intls = Object.fromEntries(
  Object.entries(catalogues).map(([locale, messages]) => [
    locale,
    createIntl({
      locale,
      messages,
      onError: (error) => {
        throw error;
      },
    }),
  ]),
);
const format = (locale: string) =>
  intls[locale].formatMessage as (d: MessageDescriptor, v?: object) => string;

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full, ending);
    return full.endsWith(ending) ? [full] : [];
  });
}

/** The error enums the storefront's operations select (`errors { code }`), from their generated types. */
const enumsMet = [
  ...new Set(
    filesUnder(path.join(root, 'src'), '.generated.ts').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/code: Types\.(\w+)/g)].map((match) => match[1]),
    ),
  ),
].sort();

/** An enum's values in a GraphQL schema's text. */
function enumValues(schema: string, name: string): string[] {
  const body = new RegExp(`enum ${name}\\b[^{]*\\{([^}]*)\\}`).exec(schema)?.[1] ?? '';
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[A-Z][A-Z0-9_]*$/.test(line));
}

// The service's schema (what codegen reads), and Saleor's own where the workspace has them: a real
// Saleor may answer with any code of its enums, not only those the embedded service uses.
const schemas = [
  path.join(root, 'server/schema.graphql'),
  ...['schema-3.21.graphql', 'schema-3.23.graphql', 'schema-3.24a.graphql'].map((file) =>
    path.join(root, '../shared/saleor', file),
  ),
].filter((file) => existsSync(file));
const schemaTexts = schemas.map((file) => readFileSync(file, 'utf8'));

const codesMet: [string, string][] = enumsMet.flatMap((name) =>
  [...new Set(schemaTexts.flatMap((text) => enumValues(text, name)))].map(
    (code) => [name, code] as [string, string],
  ),
);

const FIELD_CODE_SET = new Set<string>(FIELD_CODES);
const HAN = /\p{Script=Han}/u;
const ENGLISH_WORDS = /[A-Za-z]{3,}/;

/** Every message of ours a code can give (a field-aware code: one per field it knows). */
function messagesOf(code: string): { error: ServerError; descriptor: MessageDescriptor }[] {
  const errors: ServerError[] = FIELD_CODE_SET.has(code)
    ? knownFields(code as (typeof FIELD_CODES)[number]).map((field) => ({ code, field }))
    : [{ code, field: null, message: 'Only 2 remaining in stock. Cannot add more than 5 times.' }];
  return errors.map((error) => ({ error, descriptor: errorMessage(error, { now: 0 })!.descriptor }));
}

describe('the codes the storefront can meet', () => {
  it('are read from the generated operation types and the schema', () => {
    expect(enumsMet).toEqual(
      expect.arrayContaining([
        'AccountErrorCode',
        'CheckoutErrorCode',
        'PaymentErrorCode',
        'TransactionInitializeErrorCode',
        'TransactionProcessErrorCode',
      ]),
    );
    for (const name of enumsMet) expect(codesMet.some(([owner]) => owner === name)).toBe(true);
  });

  it.each(codesMet)('%s.%s has a message of ours in en, zh-CN and zh-TW', (_, code) => {
    expect(isKnownCode(code)).toBe(true);
    // The one code that says only "it failed": the operation's own (translated) default text.
    if (saysOperationText(code)) {
      expect(code).toBe('GRAPHQL_ERROR');
      expect(errorMessage({ code, field: null, message: 'Could not resolve' })).toBeNull();
      return;
    }
    const messages = messagesOf(code);
    expect(messages.length).toBeGreaterThan(0);
    for (const { error, descriptor } of messages) {
      const id = descriptor.id!;
      expect(en[id as keyof typeof en]).toBe(descriptor.defaultMessage);
      expect(zhCN[id as keyof typeof zhCN]).toMatch(HAN);
      expect(zhTW[id as keyof typeof zhTW]).toMatch(HAN);
      // Formatted with its values, the Chinese texts carry no English sentence.
      for (const locale of ['zh-CN', 'zh-TW']) {
        const text = errorText(error, format(locale), { now: 0 })!;
        expect(text).toMatch(HAN);
        expect(text).not.toMatch(ENGLISH_WORDS);
      }
    }
  });
});

describe('field-aware codes', () => {
  const say = (error: ServerError, locale = 'en') => errorText(error, format(locale));

  it('say what is wrong with the field they name', () => {
    expect(say({ code: 'INVALID', field: 'email', message: 'Enter a valid email address.' })).toBe(
      'Enter a valid email address.',
    );
    expect(say({ code: 'INVALID', field: 'postalCode' })).toBe(
      'Enter a valid postal code for this country and region.',
    );
    expect(say({ code: 'INVALID', field: 'phone' })).toMatch(/valid phone number/);
    expect(say({ code: 'INVALID', field: 'countryArea' })).toBe('Choose a valid state, province or region.');
    expect(say({ code: 'INVALID', field: 'city' })).toBe('Enter a valid city.');
    expect(say({ code: 'REQUIRED', field: 'streetAddress1' })).toBe('Enter a street address.');
    expect(say({ code: 'UNIQUE', field: 'email' })).toBe(
      'An account with this email address already exists.',
    );
    expect(say({ code: 'INVALID', field: 'token', message: 'Invalid or expired token.' })).toBe(
      'This link is invalid or has expired.',
    );
    expect(say({ code: 'INVALID', field: 'email' }, 'zh-CN')).toBe('请输入有效的电子邮箱地址。');
    expect(say({ code: 'INVALID', field: 'email' }, 'zh-TW')).toBe('請輸入有效的電子郵件地址。');
  });

  it('without a field the storefront knows, leave the operation its own text', () => {
    expect(errorMessage({ code: 'INVALID', field: null, message: 'Something is off' })).toBeNull();
    expect(errorMessage({ code: 'REQUIRED', field: 'someNewField' })).toBeNull();
  });
});

describe('values the errors carry', () => {
  const stock = (message: string | null, locale = 'en', quantity?: number) =>
    errorText({ code: 'INSUFFICIENT_STOCK', field: 'quantity', message }, format(locale), { quantity });

  it('INSUFFICIENT_STOCK says how many are left (the number in the server sentence)', () => {
    const said = 'Could not add items T-SH-00028-4M. Only 1 remaining in stock.';
    expect(stock(said)).toBe('Only 1 is left in stock.');
    expect(stock(said, 'zh-CN')).toBe('库存仅剩 1 件。');
    expect(stock(said, 'zh-TW')).toBe('庫存僅剩 1 件。');
    expect(stock('Could not add items X. Only 0 remaining in stock.')).toBe(
      'Sorry, this item is out of stock.',
    );
    expect(stock('Could not add items X. Only 7 remaining in stock.')).toBe('Only 7 are left in stock.');
  });

  it('INSUFFICIENT_STOCK takes a quantity the caller knows, and says less without any', () => {
    expect(stock('Insufficient product stock: X', 'en', 3)).toBe('Only 3 are left in stock.');
    expect(stock('Insufficient product stock: X')).toBe('There is not enough stock of this item.');
  });

  it('LOGIN_ATTEMPT_DELAYED says how long to wait', () => {
    const message =
      'Logging has been suspended till 2026-05-01 12:00:03.512000+00:00 due to too many logging attempts originating from the same IP address.';
    const now = Date.parse('2026-05-01T12:00:00Z');
    const delayed = (locale: string, at = now) =>
      errorText({ code: 'LOGIN_ATTEMPT_DELAYED', field: null, message }, format(locale), { now: at });
    expect(delayed('en')).toBe('Too many attempts from your network. Try again in 4 seconds.');
    expect(delayed('zh-CN')).toBe('来自您所在网络的尝试次数过多，请在 4 秒后重试。');
    expect(delayed('zh-TW')).toBe('來自您所在網路的嘗試次數過多，請於 4 秒後再試。');
    expect(delayed('en', now - 10 * 60_000)).toBe(
      'Too many attempts from your network. Try again in 11 minutes.',
    );
    expect(errorText({ code: 'LOGIN_ATTEMPT_DELAYED', message: 'Slow down' }, format('en'))).toBe(
      'Too many attempts from your network. Please try again later.',
    );
  });

  it('QUANTITY_GREATER_THAN_LIMIT says the limit', () => {
    const error = {
      code: 'QUANTITY_GREATER_THAN_LIMIT',
      message: 'Cannot add more than 50 times this item: X.',
    };
    expect(errorText(error, format('en'))).toBe('You can buy at most 50 of this item.');
    expect(errorText(error, format('zh-TW'))).toBe('此商品每筆訂單最多可購買 50 件。');
  });
});

let info: jest.SpyInstance;
beforeEach(() => {
  info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => info.mockRestore());

describe('failureText and serverMessage', () => {
  const fallback = { id: 'cart.error.addFailed', defaultMessage: 'Failed to add item to cart' };
  const field = (
    code: string | null,
    message: string | null,
    name: string | null = null,
  ): OperationFailure => ({
    kind: 'field',
    errors: [{ field: name, code, message }],
  });

  it('a known code gives our text, in the shopper language', () => {
    const failure = field('INVALID_CREDENTIALS', 'Please, enter valid credentials', 'email');
    expect(failureText(failure, format('en'), fallback)).toBe('The email address or password is incorrect.');
    expect(failureText(failure, format('zh-CN'), fallback)).toBe('邮箱地址或密码不正确。');
    expect(failureText(failure, format('zh-TW'), fallback)).toBe('電子郵件地址或密碼不正確。');
  });

  it('an unknown code gives the operation default text, not the server sentence', () => {
    const failure = field('SOMETHING_NEW', 'A sentence only the server knows');
    expect(failureText(failure, format('en'), fallback)).toBe('Failed to add item to cart');
    expect(failureText(failure, format('zh-CN'), fallback)).toBe(zhCN['cart.error.addFailed']);
  });

  it('top-level errors are read by their exception code', () => {
    const failure: OperationFailure = {
      kind: 'graphql',
      errors: [
        { message: 'Signature has expired', extensions: { exception: { code: 'ExpiredSignatureError' } } },
      ],
    };
    expect(failureText(failure, format('en'), fallback)).toBe(
      'Your login has expired or is no longer valid. Please log in again.',
    );
    expect(serverMessage(failure)).toBe('Signature has expired');
  });

  it('a failed request shows the default text', () => {
    const failure: OperationFailure = {
      kind: 'transport',
      error: { status: 'FETCH_ERROR', message: 'Failed to fetch', graphQLErrors: [] },
    };
    expect(failureText(failure, format('zh-TW'), fallback)).toBe(zhTW['cart.error.addFailed']);
  });

  it('details keep the server words', () => {
    const failure = field(
      'INSUFFICIENT_STOCK',
      'Could not add items SKU-1. Only 2 remaining in stock.',
      'quantity',
    );
    expect(failureText(failure, format('zh-CN'), fallback)).toBe('库存仅剩 2 件。');
    expect(serverMessage(failure)).toBe('Could not add items SKU-1. Only 2 remaining in stock.');
    expect(serverMessage(field('INVALID', null))).toBeNull();
  });

  it('the server words go to the console, once for each', () => {
    const failure = field('SOMETHING_ELSE', 'Words worth logging');
    failureText(failure, format('en'), fallback);
    failureText(failure, format('zh-CN'), fallback);
    const logged = info.mock.calls.filter((call) => String(call[0]).includes('Words worth logging'));
    expect(logged).toHaveLength(1);
  });
});
