// Shared rspack 2 + Module Federation 2 configuration for the shell and the three remotes.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);

const versionOf = (pkg) => require(`${pkg}/package.json`).version;
const frontendsDir = path.dirname(fileURLToPath(import.meta.url));
const reactRouterBuild = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.js',
);

// Globals the shell's runtime plugin publishes (federation-shared-globals.cjs); remote entries
// read them instead of bundling their own copy.
const federationGlobals = {
  '@module-federation/sdk': '_FEDERATION_SDK',
  '@module-federation/error-codes': '_FEDERATION_ERROR_CODES',
};

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
      // react-router is shared as the subset the apps use (react-router-surface.mjs), tree-shaken.
      if (name === 'react-router') config.import = path.join(frontendsDir, 'react-router-surface.mjs');
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
      alias: { '#react-router-full$': reactRouterBuild },
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
        { test: /\.css$/i, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: 'asset' },
      ],
    },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      new ModuleFederationPlugin({
        name: app.name,
        filename: production ? 'remoteEntry.[contenthash:10].js' : 'remoteEntry.js',
        exposes: app.exposes,
        // Remotes are registered at runtime from /remotes.json, never baked in.
        remotes: {},
        runtimePlugins: app.exposes ? [] : [path.join(frontendsDir, 'federation-shared-globals.cjs')],
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
      ...(app.exposes ? [new rspack.ExternalsPlugin('global', federationGlobals)] : []),
      ...(app.html ? [new rspack.HtmlRspackPlugin(app.html)] : []),
    ],
  };
}
