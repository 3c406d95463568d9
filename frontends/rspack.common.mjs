// Shared rspack 2 + Module Federation 2 configuration for the shell and the three remotes.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);
const { bundlerAliases } = require('./react-runtime.cjs');

const versionOf = (pkg) => require(`${pkg}/package.json`).version;
const frontendsDir = path.dirname(fileURLToPath(import.meta.url));
const packageFile = (pkg, file) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);

// Shared as a listed subset, tree-shaken (react-router-surface.mjs, react-redux-surface.mjs). The
// '#…-full' aliases name the real package, so a surface does not import itself.
const sharedSurfaces = {
  'react-router': path.join(frontendsDir, 'react-router-surface.mjs'),
  'react-redux': path.join(frontendsDir, 'react-redux-surface.mjs'),
};

// The shared singletons and everything they are built from (sharedConfig below).
const frameworkPackages = [
  'preact',
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-redux',
  'use-sync-external-store',
  '@reduxjs/toolkit',
  'redux',
  'redux-thunk',
  'reselect',
  'immer',
  '@standard-schema/utils',
];
const frameworkFiles = [
  `${frontendsDir}/preact-react.mjs`,
  `${frontendsDir}/libs/api/src/`,
  `${frontendsDir}/libs/ui/src/toast/toast-store.ts`,
  ...Object.values(sharedSurfaces),
].map((file) => file.replaceAll('\\', '/'));

function isFrameworkModule(module) {
  const file = (module.resource ?? '').replaceAll('\\', '/');
  return (
    frameworkPackages.some((pkg) => file.includes(`/node_modules/${pkg}/`)) ||
    frameworkFiles.some((prefix) => file.startsWith(prefix))
  );
}

// Globals the shell's runtime plugin publishes (federation-shared-globals.mjs); remote entries
// read them instead of bundling their own copy.
const federationGlobals = { '@module-federation/error-codes': '_FEDERATION_ERROR_CODES' };
const remoteBundlerRuntime = path.join(frontendsDir, 'federation-remote-bundler-runtime.mjs');

/**
 * The federation runtime as ES modules. Its packages ship CommonJS and ESM builds, and the
 * bundler's MF plugin points at the CommonJS ones, which cannot be tree-shaken: the
 * `experiments.optimization` switches (no snapshot, web only) then remove nothing. In a remote the
 * bundler runtime is the shell's (federation-remote-bundler-runtime.mjs).
 */
function federationRuntimeAsEsm(remote) {
  return new rspack.NormalModuleReplacementPlugin(/@module-federation[\\/].+\.cjs$/, (data) => {
    if (remote && /webpack-bundler-runtime[\\/]dist[\\/]index\.cjs$/.test(data.request)) {
      data.request = remoteBundlerRuntime;
    } else if (path.isAbsolute(data.request) && existsSync(data.request.replace(/\.cjs$/, '.js'))) {
      data.request = data.request.replace(/\.cjs$/, '.js');
    }
  });
}

// Only what must be one instance across host and remotes (ADR 0008): two Reacts break hooks, two
// react-redux break the store context, the api lib holds the one store and base api, the toast
// store feeds the shell's single viewport. Everything else (the design system included) is
// bundled by each app, tree-shaken to what it uses, at the version it was built with.
const singletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-redux',
  '@nightlife/api',
  '@nightlife/ui/toast',
];

export function sharedConfig() {
  return Object.fromEntries(
    singletons.map((name) => {
      const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
      const version = versionOf(pkg);
      const config = { singleton: true, version, requiredVersion: `^${version}` };
      if (sharedSurfaces[name]) config.import = sharedSurfaces[name];
      return [name, config];
    }),
  );
}

/**
 * @param {{ name: string; dir: string; publicPath: string; exposes?: Record<string, string>;
 *           html?: import('@rspack/core').HtmlRspackPluginOptions }} app
 * @param {'production' | 'development'} mode
 * @returns {import('@rspack/core').Configuration}
 */
export function createConfig(app, mode = 'production') {
  const production = mode === 'production';
  return {
    mode,
    context: app.dir,
    // A remote has no page of its own: its only entry is the federation container (remoteEntry).
    entry: app.exposes ? {} : { main: './src/index.ts' },
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: path.join(app.dir, 'dist'),
      publicPath: app.publicPath,
      uniqueName: app.name,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: production ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // `source` makes workspace packages such as @nightlife/domain resolve to their TS source.
      conditionNames: ['source', '...'],
      alias: {
        ...bundlerAliases,
        '#react-router-full$': packageFile('react-router', 'dist/production/index.js'),
        '#react-redux-full$': packageFile('react-redux', 'dist/react-redux.mjs'),
        // rspack's MF plugin aliases these two to their CommonJS builds; the same keys here win
        // (federationRuntimeAsEsm below handles the files it imports by path).
        '@module-federation/runtime': packageFile('@module-federation/runtime', 'dist/index.js'),
        '@module-federation/runtime-tools': packageFile('@module-federation/runtime-tools', 'dist/index.js'),
      },
      // The domain writes ESM-style `.js` suffixes that point at `.ts` files.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: 'chrome >= 111, edge >= 111, firefox >= 113, safari >= 16.4' },
          },
        },
        // The domain is pure functions and constants: a module nobody imports from can go, even
        // where its top level builds a table (the theme catalogue), which the bundler cannot prove pure.
        { test: /[\\/]domain[\\/]src[\\/]/, sideEffects: false },
        // react-router's components and contexts marked pure, so the unused ones can go
        // (pure-library-loader.cjs).
        {
          test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].+\.js$/,
          loader: path.join(frontendsDir, 'pure-library-loader.cjs'),
        },
        { test: /\.css$/i, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: 'asset' },
      ],
    },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // The shell loads its singletons in one chunk: they are all needed before the first page
      // renders, and one 126 KB file compresses ~5 KB smaller than the dozen small ones the
      // default splitting makes. A remote's page loads as one chunk where it can: code two pages
      // share is copied into both unless it is big (40 KB before minification; default 20 KB).
      splitChunks: app.exposes
        ? { minSize: 40_000 }
        : {
            cacheGroups: {
              framework: { test: isFrameworkModule, name: 'framework', chunks: 'all', enforce: true },
            },
          },
    },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      new ModuleFederationPlugin({
        name: app.name,
        filename: production ? 'remoteEntry.[contenthash:10].js' : 'remoteEntry.js',
        exposes: app.exposes,
        // Remotes are registered at runtime from /remotes.json, never baked in.
        remotes: {},
        runtimePlugins: app.exposes ? [] : [path.join(frontendsDir, 'federation-shared-globals.mjs')],
        shared: sharedConfig(),
        // The shell's singletons are registered first; remotes take those instead of negotiating versions.
        shareStrategy: 'loaded-first',
        // One MF runtime on the page: the shell provides it, remote entries reuse it (~34 KB gzipped less per remote).
        experiments: {
          ...(app.exposes ? { externalRuntime: true } : { provideExternalRuntime: true }),
          // Browser only, and no manifest snapshots: the shell reads each remote's mf-manifest.json
          // itself and registers its remoteEntry URL (remote-registry.ts). ~10 KB gzipped less.
          optimization: { disableSnapshot: true, target: 'web' },
        },
        manifest: true,
        dts: false,
        dev: false,
      }),
      federationRuntimeAsEsm(Boolean(app.exposes)),
      ...(app.exposes ? [new rspack.ExternalsPlugin('global', federationGlobals)] : []),
      ...(app.html ? [new rspack.HtmlRspackPlugin(app.html)] : []),
    ],
  };
}
