// Two projects: the storefront in a browser-like DOM, and the embedded service over real HTTP in Node.
const esmPackages = ['react-intl', '@formatjs', 'intl-messageformat'];
const common = {
  transform: { '\\.[cm]?[jt]sx?$': 'babel-jest' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
module.exports = {
  // Two workers: jest's default (cores - 1) leaves one on the two-core machines CI runs on.
  maxWorkers: 2,
  // Well above the longest wait for what a shopper sees (jest.setup.ts), for tests that wait several times.
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: 'storefront',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/__tests__/unit/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      moduleNameMapper: { '\\.(png|svg|jpg|webp)$': '<rootDir>/__tests__/support/fileStub.js' },
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
      globalSetup: '<rootDir>/__tests__/server/globalSetup.ts',
    },
  ],
};
