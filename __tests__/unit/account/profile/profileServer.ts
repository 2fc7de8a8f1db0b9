import { toGlobalId } from '../../../../src/lib/globalId';
import { sampleUser } from '../../../support/fixtures/session';
import { type Answer, mockGraphQL } from '../../../support/network';

/** An address as the service answers it. */
export function address(pk: number, overrides: Record<string, unknown> = {}) {
  return {
    id: toGlobalId('Address', pk),
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: '',
    streetAddress1: `${pk} Analytical Row`,
    streetAddress2: '',
    city: 'MOUNTAIN VIEW',
    cityArea: '',
    postalCode: '94043',
    country: { code: 'US', country: 'United States of America' },
    countryArea: 'CA',
    phone: '+16502530000',
    ...overrides,
  };
}

const countries = {
  body: {
    data: {
      shop: {
        countries: [
          { code: 'CN', country: 'China' },
          { code: 'TW', country: 'Taiwan' },
          { code: 'US', country: 'United States of America' },
        ],
        defaultCountry: { code: 'US', country: 'United States of America' },
      },
    },
  },
};

/**
 * A small stand-in for the service's account: ProfileMe answers from `account`, which a test (or a
 * scripted mutation) changes, so a refetch after a mutation shows what the mutation did.
 */
export function profileServer(
  scripted: Record<string, Answer | ((v: Record<string, unknown>) => Answer)> = {},
) {
  const account = {
    ...sampleUser,
    dateJoined: '2025-03-14T09:30:00+00:00',
    lastLogin: '2026-11-20T18:05:00+00:00',
    defaultShippingAddress: { id: toGlobalId('Address', 1) } as { id: string } | null,
    defaultBillingAddress: { id: toGlobalId('Address', 1) } as { id: string } | null,
    addresses: [address(1), address(2, { city: 'LONDON', countryArea: '', postalCode: 'SW1A 1AA' })],
  };
  const api = mockGraphQL({
    HeaderCategories: { body: { data: { categories: { edges: [] } } } },
    TokenVerify: { body: { data: { tokenVerify: { isValid: true, user: sampleUser } } } },
    ShopCountries: countries,
    ProfileMe: () => ({ body: { data: { me: account } } }),
    ...scripted,
  });
  return { ...api, account };
}
