import { makeStore, type MakeStoreOptions } from '../../src/app/store';
import { normaliseConfig, type PublicConfig } from '../../src/lib/config';

/** The deployment every unit test runs against: the shop at http://shop.test. */
export const TEST_CONFIG: PublicConfig = normaliseConfig(
  { apiUrl: 'http://shop.test/graphql/' },
  'http://shop.test',
);

/** A configuration like the test shop's, with some settings changed. */
export const testConfig = (settings: Partial<PublicConfig>): PublicConfig =>
  normaliseConfig({ ...TEST_CONFIG, ...settings }, 'http://shop.test');

/** The app's store for one test, configured for the test shop unless told otherwise. */
export function makeTestStore(options: MakeStoreOptions = {}) {
  return makeStore({ config: TEST_CONFIG, ...options });
}
