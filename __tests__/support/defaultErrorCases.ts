import { screen } from '@testing-library/react';
import type { MessageDescriptor } from 'react-intl';
import en from '../../i18n/en.json';
import zhCN from '../../i18n/zh-CN.json';
import zhTW from '../../i18n/zh-TW.json';
import type { Answer } from './network';

// The cart and checkout defaults: the text a shopper reads when an operation fails and
// the server gave no message of its own. These are the ways a server says nothing, as the code tells
// them apart: no GraphQL answer at all, or an error whose message is null or empty.

/**
 * Loads ahead what the pages load on demand (the GraphQL client, the toasts, the address and payment
 * steps): on a cold babel cache that can take longer than findBy's one second. Call in beforeAll.
 */
export async function preloadLazyParts() {
  await Promise.all([
    import('../../src/api/graphqlClient'),
    import('../../src/features/toasts/ToastStack'),
    import('../../src/features/checkout/steps/AddressStep'),
    import('../../src/features/payment/PaymentPanel'),
  ]);
}
export const PRELOAD_TIMEOUT_MS = 120_000;

/** The request gets no GraphQL answer: the network failed, or the server broke (HTTP 500, no JSON). */
export const NO_ANSWER: [string, Answer][] = [
  ['a network failure', new TypeError('Failed to fetch')],
  ['an HTTP 500', { status: 500, body: '<h1>Server Error (500)</h1>' }],
];

/**
 * The words of the transport, not of the server ("Failed to fetch" is the browser's, "HTTP 500" the
 * client's own): never shown to a shopper, who would read them untranslated.
 */
export function expectNoTransportWords() {
  expect(screen.queryByText(/^(Failed to fetch|HTTP 500)$/)).not.toBeInTheDocument();
}

/**
 * A mutation answered with errors that say nothing: the payload's error with a null or an empty
 * message (Saleor's CheckoutError.message is nullable) and GRAPHQL_ERROR, the code that says only
 * that it failed, or a top-level error with an empty message beside a null payload.
 */
export function silentRefusals(root: string, field: string | null = null): [string, Answer][] {
  const refusal = (message: string | null) => ({
    body: {
      data: {
        [root]: { checkout: null, errors: [{ field, message, code: 'GRAPHQL_ERROR', variants: null }] },
      },
    },
  });
  return [
    ['an error with a null message', refusal(null)],
    ['an error with an empty message', refusal('')],
    [
      'a top-level error with an empty message',
      { body: { data: { [root]: null }, errors: [{ message: '' }] } },
    ],
  ];
}

/**
 * The same mutation refused with a code and the server's own (English) words: the shopper reads our
 * message for the code, never those words.
 */
export const refusalSaying = (
  root: string,
  message: string,
  field: string | null = null,
  code = 'INVALID',
): Answer => ({
  body: {
    data: { [root]: { checkout: null, errors: [{ field, message, code, variants: null }] } },
  },
});

/**
 * The server's own (English) words are nowhere to read but in a folded details line: never the
 * message a shopper reads.
 */
export function expectOnlyFolded(words: string) {
  for (const element of screen.queryAllByText(words)) {
    expect(element.closest('details')).not.toBeNull();
    expect(element.closest('details')).not.toHaveAttribute('open');
  }
}

const catalogues: [string, Record<string, string>][] = [
  ['zh-CN', zhCN],
  ['zh-TW', zhTW],
];
const HAN = /\p{Script=Han}/u;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

/**
 * Each default text is in en.json as the code says it, and translated in zh-CN.json and zh-TW.json:
 * Chinese, with the same placeholders.
 */
export function describeTranslations(descriptors: MessageDescriptor[]) {
  describe.each(catalogues)('in %s', (_, catalogue) => {
    it.each(descriptors.map((descriptor) => [descriptor.defaultMessage as string, descriptor]))(
      '"%s" is translated',
      (english, descriptor) => {
        const id = descriptor.id as string;
        expect((en as Record<string, string>)[id]).toBe(english);
        const translated = catalogue[id];
        expect(translated).toMatch(HAN);
        expect(placeholders(translated)).toEqual(placeholders(english));
      },
    );
  });
}
