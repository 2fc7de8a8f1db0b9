// One Babel config for the browser bundle (webpack), jest and webpack.config.ts (@babel/register).
// Type checking is done separately by `tsc --noEmit`.

/**
 * Production only: message descriptors keep just their id. Every language, English too, reaches the
 * browser compiled from i18n/*.json (webpack.config.ts), and a production build has no ICU parser, so a
 * defaultMessage could only ever show as a raw template; descriptions are for translators. Extraction
 * (npm run i18n:extract) and tests read the sources, untouched.
 */
function stripMessageTexts({ types: t }, { strip: STRIPPED }) {
  const isKey = (property, name) =>
    t.isObjectProperty(property) &&
    !property.computed &&
    (t.isIdentifier(property.key, { name }) || t.isStringLiteral(property.key, { value: name }));
  return {
    name: 'strip-message-texts',
    visitor: {
      // A message descriptor: an object literal with an id and a defaultMessage.
      ObjectExpression(path) {
        const { properties } = path.node;
        if (!properties.some((p) => isKey(p, 'id')) || !properties.some((p) => isKey(p, 'defaultMessage')))
          return;
        path.node.properties = properties.filter((p) => !STRIPPED.some((name) => isKey(p, name)));
      },
      JSXAttribute(path) {
        const element = path.parent;
        if (
          t.isJSXIdentifier(element.name, { name: 'FormattedMessage' }) &&
          STRIPPED.some((name) => t.isJSXIdentifier(path.node.name, { name }))
        )
          path.remove();
      },
    },
  };
}

module.exports = (api) => {
  const isTest = api.env('test');
  return {
    // The options are part of babel-loader's cache key: changing them retransforms every file.
    plugins: api.env('production') ? [[stripMessageTexts, { strip: ['defaultMessage', 'description'] }]] : [],
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
