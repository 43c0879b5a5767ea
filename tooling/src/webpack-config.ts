import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { API_PORT, HOST, REMOTES, findApp, remotePathPrefix } from './apps.ts';
import { SINGLETONS } from './singletons.ts';

const require = createRequire(import.meta.url);

export type Mode = 'development' | 'production';

export interface AppOptions {
  /** Folder of the app (`host`, `remote-agenda`, ...); its name and port come from apps.ts. */
  dir: string;
  /** Modules the app exposes to the host (remotes only). */
  exposes?: Record<string, string>;
}

export type WebpackConfigWithServer = Configuration & { devServer?: DevServerConfiguration };

/** The remotes manifest the host reads at run time: container name -> remoteEntry address. */
export function remotesManifest(mode: Mode): Record<string, string> {
  return Object.fromEntries(
    REMOTES.map((remote) => [
      remote.federationName,
      mode === 'development'
        ? `http://localhost:${remote.port}/remoteEntry.js`
        : `${remotePathPrefix(remote)}remoteEntry.js`,
    ]),
  );
}

/** Emits remotes.json beside the host's index.html; deployments may replace the file. */
class RemotesManifestPlugin {
  constructor(private readonly mode: Mode) {}
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('RemotesManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemotesManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = JSON.stringify(remotesManifest(this.mode), null, 2);
          compilation.emitAsset('remotes.json', new webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/** Base package of a subpath import: 'react/jsx-runtime' -> 'react', '@ant-design/icons' stays. */
const packageOf = (name: string): string => name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');

/**
 * Singleton share config with versions read from the app's own package.json (files compiled from
 * tooling would otherwise look up versions in tooling's package.json). The workspace package has no
 * semver version to compare.
 */
function sharedSingletons(appRoot: string): Record<string, { singleton: true; requiredVersion: string | false }> {
  const manifest = require(path.join(appRoot, 'package.json')) as { dependencies?: Record<string, string> };
  const dependencies = manifest.dependencies ?? {};
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = dependencies[packageOf(name)];
      if (!version) throw new Error(`${appRoot}/package.json must depend on ${packageOf(name)} (a shared singleton)`);
      return [name, { singleton: true as const, requiredVersion: version.startsWith('workspace:') ? false : `^${version.replace(/^[\^~]/, '')}` }];
    }),
  );
}

/** One webpack + Module Federation config for every app: apps differ only in name, port and exposes. */
export function createWebpackConfig(options: AppOptions, mode: Mode, appRoot: string): WebpackConfigWithServer {
  const app = findApp(options.dir);
  const isHost = app.dir === HOST.dir;
  const production = mode === 'production';

  const shared = sharedSingletons(appRoot);

  return {
    mode,
    context: appRoot,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appRoot, 'dist'),
      publicPath: 'auto',
      filename: production ? '[name].[contenthash:12].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
      uniqueName: app.federationName,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // Tooling's runtime files (singleton probe) resolve libraries from the app being built.
      modules: ['node_modules', path.join(appRoot, 'node_modules')],
      // Let TypeScript sources import siblings with a .js suffix as well.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
        { test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.federationName,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: options.exposes,
        remotes: {},
        shared,
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
      }),
      new webpack.DefinePlugin({ __APP_NAME__: JSON.stringify(app.federationName) }),
      ...(isHost
        ? [
            new HtmlWebpackPlugin({ template: './src/index.html', publicPath: '/' }),
            new RemotesManifestPlugin(mode),
          ]
        : [
            // Page for running the remote alone in development; the portal never loads it.
            new HtmlWebpackPlugin({
              template: fileURLToPath(new URL('./remote-standalone.html', import.meta.url)),
              title: `${app.dir} (standalone)`,
              publicPath: 'auto',
            }),
          ]),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    devServer: {
      port: app.port,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: true,
      client: { overlay: { errors: true, warnings: false } },
      ...(isHost
        ? {
            proxy: [
              { context: ['/api', '/node'], target: `http://localhost:${API_PORT}` },
              { context: ['/notification'], target: `http://localhost:${API_PORT}`, ws: true },
            ],
          }
        : {}),
    },
  };
}

/** Typed helper for an app's `app.config.ts`. */
export const defineApp = (options: AppOptions): AppOptions => options;
