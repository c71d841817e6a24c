import path from 'node:path';
import { fileURLToPath } from 'node:url';

import zlib from 'node:zlib';

import { gzip as zopfliGzip, type ZopfliOptions } from '@gfx/zopfli';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Compiler, type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

import { tileSourceFrom } from './src/features/hotels/map/tile-source.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

const babelRule = (production: boolean) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  // Babel's env follows the build mode, so production gets the production JSX runtime.
  use: {
    loader: 'babel-loader',
    options: { cacheDirectory: true, envName: production ? 'production' : 'development' },
  },
});
const ASSETS = /\.(woff2?|png|jpe?g|webp|svg)$/;
const LEAFLET_CSS = /node_modules[\\/]leaflet[\\/].*\.css$/;
// Text files the server sends precompressed (brotli and gzip, written beside each file).
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

// React Router's package exports name only its development build, whatever the mode
// (remix-run/react-router#14102); a production build takes its production build instead: the
// same code without the development warnings.
const reactRouterProduction = {
  'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
  'react-router/dom$': path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
};

// How both builds find modules: the SPA's own (@/) and the server's plain-value files (@server/).
const resolveConfig = (production: boolean): Configuration['resolve'] => ({
  extensions: ['.tsx', '.ts', '.js'],
  alias: {
    '@': path.join(root, 'src'),
    '@server': path.join(root, 'server/src'),
    ...(production ? reactRouterProduction : {}),
  },
  // MUI's modern build drops legacy-browser code.
  conditionNames: ['mui-modern', '...'],
});

// The one stylesheet is the fonts' @font-face rules (MUI's styles go through emotion, inline):
// written into index.html rather than linked, so no request stands between the HTML and the first
// paint. The fonts themselves still load only when text needs them.
class InlineStylesheetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('InlineStylesheets', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'InlineStylesheets',
        (data) => {
          data.headTags = data.headTags.map((tag) => {
            const href = tag.tagName === 'link' ? tag.attributes.href : undefined;
            const asset =
              tag.attributes.rel === 'stylesheet' && typeof href === 'string'
                ? compilation.getAsset(href.replace(/^\//, ''))
                : undefined;
            if (!asset) return tag;
            return {
              ...tag,
              tagName: 'style',
              voidTag: false,
              attributes: {},
              innerHTML: asset.source.source().toString(),
            };
          });
          return data;
        },
      );
    });
  }
}

// The hotel maps' tile source (src/features/hotels/map/tile-source.ts): an https URL template, or
// a path on this site, with {z}, {x} and {y}, e.g.
//   SAFAR_MAP_TILES='https://tiles.example.com/{z}/{x}/{y}.png' SAFAR_MAP_ATTRIBUTION='© …'
// Unset, the maps draw only the offline base map in the bundle. A host other than ours must also
// be allowed by the server's Content-Security-Policy (img-src).
function mapTilesDefinitions() {
  const tiles = tileSourceFrom(process.env.SAFAR_MAP_TILES, process.env.SAFAR_MAP_ATTRIBUTION);
  if (tiles === 'invalid') {
    throw new Error(
      'SAFAR_MAP_TILES must be an https:// URL or a /path on this site with {z}, {x} and {y}',
    );
  }
  return new webpack.DefinePlugin({
    'process.env.SAFAR_MAP_TILES': JSON.stringify(tiles?.url ?? ''),
    'process.env.SAFAR_MAP_ATTRIBUTION': JSON.stringify(tiles?.attribution ?? ''),
  });
}

// The first screen's renderer, for Node (see src/app/first-screen/): one CommonJS file in
// dist/ssr/ that the server loads; its assets keep the browser build's hashed URLs.
const firstScreenConfig = (): Configuration => ({
  name: 'first-screen',
  mode: 'production',
  target: 'node',
  entry: path.join(root, 'src/app/first-screen/render-first-screen.tsx'),
  output: {
    path: path.join(root, 'dist/ssr'),
    publicPath: '/',
    filename: 'first-screen.cjs',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    library: { type: 'commonjs2' },
    clean: true,
  },
  devtool: false,
  resolve: resolveConfig(true),
  module: {
    rules: [babelRule(true), { test: ASSETS, type: 'asset/resource', generator: { emit: false } }],
  },
  plugins: [
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    // The hotel maps (Leaflet, its stylesheet, the world atlas) only ever load in a browser,
    // when one is opened; the first screen draws none.
    new webpack.IgnorePlugin({ resourceRegExp: /\/map-chunk$/ }),
  ],
  optimization: { minimize: false },
  performance: { hints: false },
});

// Hashed file names everywhere under assets/, so the server can cache them for a year.
export default (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): (Configuration & { devServer?: DevServerConfiguration }) | Configuration[] => {
  const production = argv.mode !== 'development';
  const browser: Configuration & { devServer?: DevServerConfiguration } = {
    name: 'browser',
    mode: production ? 'production' : 'development',
    entry: path.join(root, 'src/index.tsx'),
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      filename: 'assets/[name].[contenthash:8].js',
      chunkFilename: 'assets/[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: { keep: /^ssr\// },
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: resolveConfig(production),
    module: {
      rules: [
        babelRule(production),
        { test: /\.css$/, exclude: LEAFLET_CSS, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // Leaflet's stylesheet travels inside the hotel map chunk as text (map-chunk.ts puts it
        // in the page), so no stylesheet-loading code joins every page's runtime for one map.
        { test: LEAFLET_CSS, use: [{ loader: 'css-loader', options: { exportType: 'string' } }] },
        { test: ASSETS, type: 'asset/resource' },
        // Imported by @emotion/react for its side effects though it has none, which kept it (and
        // its own copy of react-is) in every page's first download.
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        // The server's files the SPA imports are plain values (server/src/modules/*/constants.ts
        // and the inventory's constants they re-export, see the comments atop them): without side
        // effects, so a re-exported file none of a chunk's code uses stays out of that chunk.
        { test: /[\\/]server[\\/]src[\\/]/, sideEffects: false },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(root, 'public/index.html'),
        favicon: path.join(root, 'public/favicon.svg'),
        scriptLoading: 'defer',
      }),
      new InlineStylesheetsPlugin(),
      // V8's explicit compile hint (Chromium 136+; a plain comment elsewhere): compile every
      // function of a chunk while the file streams in, on a background thread, instead of on the
      // main thread the first time each is called. A chunk loads when its code is about to run,
      // and most of it does; measured on /hotels at 4x, the main thread's compiling went from
      // 0.7-1.2 s to almost none (npm run bench:trace). After the minifier (which would drop it),
      // before the source maps (which count the line).
      new webpack.BannerPlugin({
        banner: '//# allFunctionsCalledOnLoad',
        raw: true,
        test: /\.js$/,
        stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
      mapTilesDefinitions(),
      new MiniCssExtractPlugin({
        filename: 'assets/[name].[contenthash:8].css',
        chunkFilename: 'assets/[name].[contenthash:8].css',
      }),
      ...(production
        ? [
            new CompressionPlugin<zlib.BrotliOptions>({
              test: COMPRESSIBLE,
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              minRatio: 0.9,
            }),
            // The gzip copies (for clients without brotli) are written by zopfli: the same format
            // as zlib's level 9, about 5% smaller, at the cost of a slower build.
            new CompressionPlugin<ZopfliOptions>({
              test: COMPRESSIBLE,
              filename: '[path][base].gz',
              algorithm: zopfliGzip,
              compressionOptions: { numiterations: 15 },
              minRatio: 0.9,
            }),
          ]
        : []),
    ],
    optimization: {
      runtimeChunk: 'single',
      // Code two pages share becomes a chunk of its own only from 100 KB (webpack's default is
      // 20 KB): below that each page's chunk keeps its own copy. A page then loads its code in 2–4
      // files instead of 9–12, and each file costs the main thread 1–5 ms to ask for, all in the
      // one task that asks (bench:trace showed the hotels page's 25–65 ms there, now 5–12 ms);
      // what a first visit downloads shrinks too (hotels 295 → 289 KB brotli), at the price of
      // some code downloaded twice by a traveller who moves on to another page.
      splitChunks: { chunks: 'all', minSize: 100000 },
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 3000),
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/authentication', '/media'], target: apiTarget }],
    },
  };
  return production ? [browser, firstScreenConfig()] : browser;
};
