import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { COMMON_HEADERS, storefrontCsp } from './server/src/http/securityHeaders';

const LOCALES = ['en', 'zh-CN', 'zh-TW'];

/** i18n/{locale}.json (id -> ICU message) to the parsed form react-intl formats without a parser. */
function compileMessages(content: Buffer): string {
  const messages = JSON.parse(content.toString('utf8')) as Record<string, string>;
  return JSON.stringify(
    Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parseMessage(message)])),
  );
}
const SERVICE_URL = process.env.SERVICE_URL ?? `http://localhost:${process.env.SERVICE_PORT ?? 3000}`;

/**
 * The server's build of the app (dist-server/render.js): the same sources, loaders, aliases and
 * definitions as the browser's, as one CommonJS file for Node with every package inside, which the
 * storefront's server loads to render public pages (server/src/storefront/pageHandler.ts).
 */
function serverRenderConfig(client: Configuration): Configuration {
  // The build id and the like; size-only replacements of the browser build are not needed in Node.
  const definitions = (client.plugins ?? []).filter((plugin) => plugin instanceof webpack.DefinePlugin);
  return {
    name: 'server-render',
    mode: client.mode,
    target: 'node20',
    entry: { render: './src/app/ssr/renderPage.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist-server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath: '/',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: client.resolve,
    module: {
      rules: [
        ...(client.module?.rules ?? []).filter((rule) => !(rule && typeof rule === 'object' && rule.type)),
        // Same URLs as the browser build's files; the files themselves are the browser build's.
        { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    devtool: false,
    optimization: { minimize: false, splitChunks: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    // Lazy pages are part of the one file: the server has them all at hand.
    plugins: [...definitions, new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}

export default (
  env: { WEBPACK_SERVE?: boolean },
  argv: { mode?: Configuration['mode'] },
): Configuration | (Configuration & { devServer?: DevServerConfiguration })[] => {
  const production = argv.mode === 'production';
  // The build id ties the page to its chunks, its translations (?v=) and the new-deploy check.
  const buildId = production ? new Date().toISOString().replace(/[-:.TZ]/g, '') : 'dev';

  const client: Configuration & { devServer?: DevServerConfiguration } = {
    name: 'browser',
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        // The RTK Query base query imports GraphQLClient and ClientError from graphql-request, whose entry
        // brings the graphql package (parser, printer: 11 KB gzip). The app gives the base query its own
        // client for string documents (src/api/stringDocumentClient.ts), so the bundles get a shim of the two.
        'graphql-request$': path.resolve(__dirname, 'src/api/graphqlRequestShim.ts'),
        // One react-is, React's own version: hoist-non-react-statics (which @emotion/react imports) pins
        // 16.13 for the same two symbols, a second copy in every first load.
        'react-is$': path.resolve(__dirname, 'node_modules/react-is/index.js'),
        // react-router 7 points bundlers at its development build; production uses its production build
        // (warnings stripped; about a third of the size).
        ...(production
          ? {
              'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': path.resolve(
                __dirname,
                'node_modules/react-router/dist/production/dom-export.mjs',
              ),
              // Messages are compiled at build time (compileMessages), so the browser needs no ICU parser.
              '@formatjs/icu-messageformat-parser$': path.resolve(
                __dirname,
                'node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
              ),
            }
          : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'babel-loader',
            options: { cacheDirectory: true, envName: production ? 'production' : 'development' },
          },
        },
        { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset/resource' },
      ],
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    optimization: {
      moduleIds: 'deterministic',
      // Export names by use (the most used get the shortest), module by module: 1.2 KB gzip off the
      // first load, against names that may change when a module's use changes.
      mangleExports: 'size',
      // Modern output (browserslist is Chrome 109+, Safari 15.4+) and a third compress pass: 0.3 KB
      // off the first load. The runtime sits in main (runtimeChunk false): one file fewer, 0.3 KB less.
      minimizeOptions: {
        javascript: {
          ecma: 2020,
          compress: { passes: 3 },
        },
      },
      runtimeChunk: false,
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // Every package the first load needs, in one long-cached file: one gzip stream compresses
          // React, MUI and Redux about 2 KB smaller than three (measured with `npm run size`), and
          // dependencies change far less often than the app. chunks 'initial' only: with 'all' the
          // lazy pages' components (menus, dialogs) would be pulled into the first load too.
          vendor: {
            test: /[\\/]node_modules[\\/]/,
            name: 'vendor',
            chunks: 'initial',
            priority: 20,
          },
        },
      },
    },
    performance: { hints: false }, // budgets are enforced by `npm run size` with gzip figures
    plugins: [
      new webpack.DefinePlugin({ 'process.env.BUILD_ID': JSON.stringify(buildId) }),
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer' }),
      new CopyPlugin({
        patterns: [
          { from: 'public', globOptions: { ignore: ['**/index.html'] } },
          ...LOCALES.map((locale) => ({
            from: `i18n/${locale}.json`,
            to: `i18n/${locale}/messages.json`,
            transform: compileMessages,
          })),
        ],
      }),
      {
        // Which files each route's first visit downloads, for the size budgets (npm run size).
        apply(compiler) {
          compiler.hooks.done.tap('RouteChunkStats', (stats) => {
            const json = stats.toJson({
              all: false,
              entrypoints: true,
              chunkGroups: true,
              chunkGroupAuxiliary: false,
            });
            const groups = Object.fromEntries(
              Object.entries(json.namedChunkGroups ?? {}).map(([name, group]) => [
                name,
                (group.assets ?? []).map((asset) => asset.name),
              ]),
            );
            mkdirSync(path.resolve(__dirname, 'build-stats'), { recursive: true });
            writeFileSync(
              path.resolve(__dirname, 'build-stats', 'route-chunks.json'),
              JSON.stringify(groups, null, 2),
            );
          });
        },
      },
      {
        // The new-deploy check (src/app/routing/buildCheck.ts) reads both: build.json, the latest-build
        // marker, and build-manifest.json, the build's manifest (its id and the files its first load
        // needs). The manifest is written once the files have their final (content-hashed) names.
        apply(compiler) {
          compiler.hooks.thisCompilation.tap('BuildMarker', (compilation) => {
            compilation.hooks.processAssets.tap(
              { name: 'BuildMarker', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
              () => {
                compilation.emitAsset(
                  'build.json',
                  new webpack.sources.RawSource(JSON.stringify({ buildId })),
                );
              },
            );
            compilation.hooks.processAssets.tap(
              { name: 'BuildManifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
              () => {
                const entry = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])].filter(
                  (file) => !file.includes('.hot-update.'),
                );
                compilation.emitAsset(
                  'build-manifest.json',
                  new webpack.sources.RawSource(JSON.stringify({ buildId, entry })),
                );
              },
            );
          });
        },
      },
      ...(production
        ? [
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: /\.(js|css|html|json|svg|txt)$/,
              compressionOptions: { level: 9 },
              threshold: 1024,
            }),
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|html|json|svg|txt)$/,
              // The plugin's types only know zlib's gzip options; brotli's params go through as they are.
              compressionOptions: {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
              } as zlib.ZlibOptions,
              threshold: 1024,
            }),
          ]
        : []),
    ],
    devServer: {
      port: Number(process.env.DEV_PORT ?? 8080),
      // This machine only unless HOST publishes it, like the shop itself.
      host: process.env.HOST ?? 'localhost',
      hot: true,
      historyApiFallback: true,
      static: false,
      // The shop's own headers and policy (plus eval, for the dev build's source maps), so that a
      // change the policy would refuse shows up here first.
      headers: {
        ...COMMON_HEADERS,
        'Content-Security-Policy': storefrontCsp({
          apiUrl: (JSON.parse(readFileSync('public/config.json', 'utf8')) as { apiUrl?: unknown }).apiUrl,
          allowEval: true,
        }),
      },
      // The API, mail outbox, hosted payment page and images come from the service (npm run server).
      // Published (HOST), the proxy says whom it forwards for, so the service keeps the outbox to itself.
      proxy: [
        { context: ['/graphql', '/_dev', '/media'], target: SERVICE_URL, xfwd: Boolean(process.env.HOST) },
      ],
    },
  };
  // The dev server serves the browser build alone (client-rendered, as from a static host).
  return env.WEBPACK_SERVE ? client : [client, serverRenderConfig(client)];
};
