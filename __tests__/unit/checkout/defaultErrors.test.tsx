import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckoutDetailsFragment } from '../../../src/features/checkout/CheckoutDetails.generated';
import { checkoutMessages } from '../../../src/features/checkout/checkoutMessages';
import { type Answer, mockGraphQL } from '../../support/network';
import { address, checkoutWith, shopCountries } from '../../support/fixtures/checkout';
import { renderCheckoutPage } from '../../support/checkoutPage';
import {
  describeTranslations,
  expectNoTransportWords,
  NO_ANSWER,
  PRELOAD_TIMEOUT_MS,
  preloadLazyParts,
  expectOnlyFolded,
  refusalSaying,
  silentRefusals,
} from '../../support/defaultErrorCases';

// The checkout page when the server fails without a word of its own: loading the checkout and its shipping
// methods, and saving each step, say their default texts; a message of the server's own is shown instead of
// the default.

beforeAll(preloadLazyParts, PRELOAD_TIMEOUT_MS);
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const loaded = (checkout: CheckoutDetailsFragment): Answer => ({ body: { data: { checkout } } });

describe('loading the checkout', () => {
  it.each([
    ...NO_ANSWER,
    ['a top-level error with an empty message', { body: { data: null, errors: [{ message: '' }] } }],
  ] as [string, Answer][])('says "Failed to fetch checkout" after %s', async (_, failure) => {
    mockGraphQL({ CheckoutDetails: failure });
    renderCheckoutPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch checkout');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expectNoTransportWords();
  });

  it('does not announce a failure while the checkout is still loading', async () => {
    mockGraphQL({ CheckoutDetails: () => new Promise<Answer>(() => undefined) });
    renderCheckoutPage();
    // The placeholder is named for screen readers: it must not say the load failed before it has.
    expect(screen.queryByLabelText('Failed to fetch checkout')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch checkout')).not.toBeInTheDocument();
  });

  it('says "Failed to fetch shipping methods" on the delivery step when they fail to load', async () => {
    const ready = checkoutWith({
      email: 'ada@example.com',
      shippingAddress: address,
      billingAddress: address,
    });
    mockGraphQL({
      CheckoutDetails: {
        body: { data: { checkout: ready }, errors: [{ message: '', path: ['checkout', 'shippingMethods'] }] },
      },
    });
    renderCheckoutPage('delivery');
    expect(await screen.findByText('Failed to fetch shipping methods')).toBeInTheDocument();
  });
});

interface StepCase {
  step: string;
  operation: string;
  root: string;
  defaultText: string;
  checkout: CheckoutDetailsFragment;
  /** What the shopper does to save the step. */
  save: () => Promise<void>;
  /** The field an error of this step names when it is about the shopper's input. */
  field?: string;
}

const clickContinue = () => userEvent.click(screen.getByRole('button', { name: 'Continue' }));

const steps: StepCase[] = [
  {
    // With the addresses given, the email is sent on its own (else it waits for the address step).
    step: 'contact',
    operation: 'CheckoutDetailsUpdate',
    root: 'checkoutEmailUpdate',
    defaultText: 'Failed to update email',
    checkout: checkoutWith({ shippingAddress: address, billingAddress: address }),
    save: async () => {
      await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'ada@example.com');
      await clickContinue();
    },
    field: 'email',
  },
  {
    // A guest types the address in the form (here: it holds the one given before, unchanged).
    step: 'shipping',
    operation: 'CheckoutDetailsUpdate',
    root: 'checkoutShippingAddressUpdate',
    defaultText: 'Failed to update shipping address',
    checkout: checkoutWith({ email: 'ada@example.com', shippingAddress: address }),
    save: async () => {
      await screen.findByRole('option', { name: 'United States of America' });
      await clickContinue();
    },
  },
  {
    // The billing address is the shipping address unless the shopper says otherwise.
    step: 'billing',
    operation: 'CheckoutDetailsUpdate',
    root: 'checkoutBillingAddressUpdate',
    defaultText: 'Failed to update billing address',
    checkout: checkoutWith({ email: 'ada@example.com', shippingAddress: address }),
    save: async () => {
      expect(await screen.findByRole('checkbox', { name: 'Same as the shipping address' })).toBeChecked();
      await clickContinue();
    },
  },
  {
    step: 'delivery',
    operation: 'CheckoutShippingMethodUpdate',
    root: 'checkoutShippingMethodUpdate',
    defaultText: 'Failed to update shipping method',
    checkout: checkoutWith({ email: 'ada@example.com', shippingAddress: address, billingAddress: address }),
    save: async () => {
      expect(await screen.findByRole('radio', { name: /Standard/ })).toBeChecked();
      await clickContinue();
    },
    field: 'shippingMethodId',
  },
];

describe.each(steps)(
  'saving the $step step',
  ({ step, operation, root, defaultText, checkout, save, field }) => {
    const failures: [string, Answer][] = [
      ...NO_ANSWER,
      ...silentRefusals(root),
      // The same refusal naming the step's own field (the address form has its own texts per field).
      ...(field
        ? silentRefusals(root, field)
            .slice(0, 2)
            .map(([name, answer]) => [`${name} on ${field}`, answer])
        : []),
    ] as [string, Answer][];

    it.each(failures)(`says "${defaultText}" after %s`, async (_, failure) => {
      const api = mockGraphQL({
        CheckoutDetails: loaded(checkout),
        ShopCountries: shopCountries,
        [operation]: failure,
      });
      renderCheckoutPage(step);
      await save();
      expect(await screen.findByText(defaultText)).toBeInTheDocument();
      expectNoTransportWords();
      expect(api.named(operation)).toHaveLength(1);
    });

    it("shows our message for the server's code instead, never the server's words", async () => {
      mockGraphQL({
        CheckoutDetails: loaded(checkout),
        ShopCountries: shopCountries,
        [operation]: refusalSaying(root, 'Channel is inactive.', null, 'CHANNEL_INACTIVE'),
      });
      renderCheckoutPage(step);
      await save();
      expect(await screen.findByText('The shop is not taking orders at the moment.')).toBeInTheDocument();
      expect(screen.queryByText(defaultText)).not.toBeInTheDocument();
      expectOnlyFolded('Channel is inactive.');
    });
  },
);

describeTranslations([
  checkoutMessages.fetchFailed,
  checkoutMessages.shippingMethodsFailed,
  checkoutMessages.emailFailed,
  checkoutMessages.shippingAddressFailed,
  checkoutMessages.billingAddressFailed,
  checkoutMessages.shippingMethodFailed,
]);
