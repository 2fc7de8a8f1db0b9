// One Babel config for the browser bundle (webpack), jest and webpack.config.ts (@babel/register).
// Type checking is done separately by `tsc --noEmit`.
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest ? { targets: { node: 'current' } } : { bugfixes: true, modules: false, useBuiltIns: false },
      ],
      ['@babel/preset-react', { runtime: 'automatic', development: api.env('development') }],
      '@babel/preset-typescript',
    ],
    // webpack.config.ts and scripts are loaded by @babel/register in Node: they need CommonJS.
    overrides: [
      {
        test: /(webpack\.config\.ts|[\\/]scripts[\\/])/,
        presets: [['@babel/preset-env', { targets: { node: 'current' } }]],
      },
    ],
  };
};
