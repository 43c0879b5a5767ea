import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { API_PORT, HOST, REMOTES, findApp, remotePathPrefix } from './apps.ts';
import { REMOTE_MANIFEST_FILE, exposesOf, publicManifest, type ManifestLike } from './manifest.ts';
import { createRemotesJson, remoteManifestUrl } from './remotes-json.ts';
import { SINGLETONS } from './singletons.ts';

const require = createRequire(import.meta.url);

export type Mode = 'development' | 'production';

export interface AppOptions {
  /** Folder of the app (`host`, `remote-agenda`, ...); its name and port come from apps.ts. */
  dir: string;
  /**
   * The remote's manifest (its src/manifest.ts): every page, tab and component in it is exposed, and
   * it is emitted as remote-manifest.json beside remoteEntry.js for the host's remotes.json.
   */
  manifest?: ManifestLike;
  /** Modules exposed besides the manifest's (rarely needed). */
  exposes?: Record<string, string>;
}

export type WebpackConfigWithServer = Configuration & { devServer?: DevServerConfiguration };

/** The remotes manifest the host reads at run time: container name -> remoteEntry address. */
export function remotesManifest(mode: Mode): Record<string, string> {
  return Object.fromEntries(
    REMOTES.map((remote) => [
      remote.federationName,
      mode === 'development' ? `http://localhost:${remote.port}/remoteEntry.js` : `${remotePathPrefix(remote)}remoteEntry.js`,
    ]),
  );
}

/** Emits remotes.json beside the host's index.html; deployments may replace the file. */
class RemotesManifestPlugin {
  constructor(private readonly mode: Mode) {}
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('RemotesManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemotesManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const json = JSON.stringify(remotesManifest(this.mode), null, 2);
        compilation.emitAsset('remotes.json', new webpack.sources.RawSource(json));
      });
    });
  }
}

/**
 * The scripts each exposed module loads, by its exposed name ('./AgendamentosPage' → ['227.…js', …],
 * beside remoteEntry.js): the host fetches a page's with its entry instead of after it.
 */
function exposedScripts(compilation: webpack.Compilation): Record<string, string[]> {
  const scripts: Record<string, string[]> = {};
  for (const module of compilation.modules) {
    // federation's container entry: one async block per exposed module, named by it
    if (!('_exposes' in module)) continue;
    for (const block of module.blocks) {
      const name = (block.loc as { name?: string } | undefined)?.name;
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      if (!name || !group) continue;
      scripts[name] = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
    }
  }
  return scripts;
}

/** Emits the remote's manifest (without build-only fields) beside its remoteEntry.js, with each module's scripts. */
class RemoteManifestPlugin {
  constructor(private readonly manifest: ManifestLike) {}
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('RemoteManifestPlugin', (compilation) => {
      // after the files took their final (content hash) names
      compilation.hooks.processAssets.tap({ name: 'RemoteManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const json = JSON.stringify({ ...(publicManifest(this.manifest) as object), scripts: exposedScripts(compilation) }, null, 2);
        compilation.emitAsset(REMOTE_MANIFEST_FILE, new webpack.sources.RawSource(json));
      });
    });
  }
}

const runtimeFile = (name: string): string => fileURLToPath(new URL(`./runtime/${name}`, import.meta.url));

/**
 * What every exposed module needs before its own code: the singleton probe's registration (the e2e
 * suite checks the shared libraries are one copy) and the app's texts (src/i18n/messages.ts, when the app has them).
 * Injected here so the modules do not import them by hand; with texts, the module waits for the page's
 * language (Spanish and English are fetched when shown).
 */
function exposedPrelude(appRoot: string): { imports: string[]; awaitLanguage: boolean } {
  const messages = path.join(appRoot, 'src/i18n/messages.ts');
  const hasMessages = fs.existsSync(messages);
  return { imports: [runtimeFile('register-probe.js'), ...(hasMessages ? [messages] : [])], awaitLanguage: hasMessages };
}

/**
 * runtime-core's ES module: the very file the host's federation runtime bundles (found through the
 * packages between them), so the runtime the host provides to the remotes is its own instance.
 */
function federationRuntimeCore(): string {
  let from = require.resolve('@module-federation/enhanced');
  for (const name of ['@module-federation/runtime-tools', '@module-federation/runtime', '@module-federation/runtime-core'])
    from = createRequire(from).resolve(name);
  return path.join(path.dirname(from), 'index.js');
}

/** Base package of a subpath import: 'react/jsx-runtime' -> 'react', '@ant-design/icons' stays. */
const packageOf = (name: string): string =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Singleton share config with versions read from the app's own package.json (files compiled from
 * tooling would otherwise look up versions in tooling's package.json). The workspace package has no
 * semver version to compare.
 */
type SharedSingleton = { singleton: true; requiredVersion: string | false; version?: string; import?: false };

function sharedSingletons(appRoot: string, hostProvides: boolean): Record<string, SharedSingleton> {
  const manifest = require(path.join(appRoot, 'package.json')) as { dependencies?: Record<string, string> };
  const dependencies = manifest.dependencies ?? {};
  return Object.fromEntries(
    SINGLETONS.map((name): [string, SharedSingleton] => {
      const version = dependencies[packageOf(name)];
      if (!version) throw new Error(`${appRoot}/package.json must depend on ${packageOf(name)} (a shared singleton)`);
      // a remote in the portal always gets these from the host: its build carries no copy of its own to fall back on
      const own = hostProvides ? { import: false as const } : {};
      if (version.startsWith('workspace:')) return [name, { singleton: true, requiredVersion: false, ...own }];
      const exact = version.replace(/^[\^~]/, '');
      // the package's version for a subpath too: '@hookform/resolvers/valibot' has a package.json of
      // its own (1.0.0), and the page warned on every load that it did not satisfy ^7
      return [name, { singleton: true, requiredVersion: `^${exact}`, version: exact, ...own }];
    }),
  );
}

/** What is worth compressing: scripts, styles, pages and JSON (not images, not source maps). */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

function precompression(): webpack.WebpackPluginInstance[] {
  return [
    new CompressionPlugin({
      test: COMPRESSIBLE,
      threshold: 1024,
      minRatio: 0.9,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
    new CompressionPlugin<zlib.BrotliOptions>({
      test: COMPRESSIBLE,
      threshold: 1024,
      minRatio: 0.9,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}

/** One webpack + Module Federation config for every app: apps differ only in name, port and exposes. */
export function createWebpackConfig(options: AppOptions, mode: Mode, appRoot: string): WebpackConfigWithServer {
  const app = findApp(options.dir);
  const isHost = app.dir === HOST.dir;
  const production = mode === 'production';

  // in production a remote runs only inside the portal, whose host provides every singleton (a remote
  // run alone in development bundles its own)
  const shared = sharedSingletons(appRoot, production && !isHost);

  if (options.manifest && options.manifest.name !== app.federationName) {
    throw new Error(`${app.dir}: the manifest is named "${options.manifest.name}", the container "${app.federationName}"`);
  }
  const exposes = { ...(options.manifest ? exposesOf(options.manifest) : {}), ...options.exposes };
  const exposedFiles = new Set(Object.values(exposes).map((file) => path.resolve(appRoot, file)));

  return {
    mode,
    context: appRoot,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // swc's minifier: the same output as terser's within a percent, in a fraction of the time (measured on remote-config: 28 s of CPU against 68 s, 1% smaller)
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } })],
      // a part shared by several lazily loaded pieces (antd's internals under the /antd/* entries) gets
      // a chunk of its own only from 40 kB: measured with bench page-weight against webpack's 20 kB,
      // every area's first screen is 1-7 kB lighter (fewer, better compressed files); 70 kB made
      // the settings and the record heavier
      splitChunks: { minSize: 40_000 },
    },
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
      alias: { '@clinica/federation-runtime-core$': federationRuntimeCore() },
      // Tooling's runtime files (singleton probe) resolve libraries from the app being built.
      modules: ['node_modules', path.join(appRoot, 'node_modules')],
      // Let TypeScript sources import siblings with a .js suffix as well.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          // the singleton probe and the app's texts, imported first by every exposed module
          test: (resource: string) => exposedFiles.has(resource),
          enforce: 'pre' as const,
          use: { loader: runtimeFile('expose-prelude-loader.cjs'), options: exposedPrelude(appRoot) },
        },
        {
          // '@clinica/tooling/exposed-modules': a loader for each exposed module (the remote run alone)
          test: runtimeFile('exposed-modules.js'),
          use: { loader: runtimeFile('exposed-modules-loader.cjs'), options: { appRoot, exposes } },
        },
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
        {
          // antd's Input and Select read the form's context from this package's index, which does not
          // declare itself free of side effects: without this every screen with an input shipped the
          // whole form library and its validator (Form itself loads from @clinica/shared/antd/inputs)
          test: /[\\/]node_modules[\\/]@rc-component[\\/]form[\\/]/,
          sideEffects: false,
        },
        {
          // the form kit's index only re-exports: an app bundles the parts it imports, not the kit
          // (a settings form without a list does not load antd's Table with the catalogue card)
          test: /[\\/]shared[\\/]src[\\/]forms[\\/]index\.ts$/,
          sideEffects: false,
        },
        { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
        { test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.federationName,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes,
        remotes: {},
        shared,
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        // remotes are registered by their remoteEntry.js (no mf-manifest.json snapshots) and run in
        // browsers only: the runtime leaves out that code (the page's first script is smaller). A
        // remote loads no remote itself (the host's runtime does, for every app: shared/federation/
        // remote-loader.ts), so its runtime leaves out remote loading too
        experiments: { optimization: { disableSnapshot: true, disableRemote: !isHost, target: 'web' }, externalRuntime: production && !isHost },
        // in production a remote runs on the host's federation runtime (runtime-core, the bulk of each
        // remoteEntry.js), which the host puts where the remotes look for it
        ...(isHost ? { runtimePlugins: [runtimeFile('provide-runtime-core.js')] } : {}),
      }),
      new webpack.DefinePlugin({ __APP_NAME__: JSON.stringify(app.federationName) }),
      // the app's public/ folder as it is, at the root of its output (the host's static catalogues: assets/funcao.json…)
      ...(fs.existsSync(path.join(appRoot, 'public')) ? [new CopyPlugin({ patterns: [{ from: path.join(appRoot, 'public') }] })] : []),
      // compressed once at build, at the strongest levels, beside each file (servers send them as they are)
      ...(production ? precompression() : []),
      ...(isHost
        ? [new HtmlWebpackPlugin({ template: './src/index.html', publicPath: '/' }), new RemotesManifestPlugin(mode)]
        : [
            ...(options.manifest ? [new RemoteManifestPlugin(options.manifest)] : []),
            // Page for running the remote alone in development; the portal never loads it. A production
            // build runs only inside the portal (the host provides its singletons): there the page only
            // answers the servers' readiness checks (e2e/playwright.config.ts).
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
            // remotes.json with each remote's manifest, read from the remotes' dev servers
            setupMiddlewares: (middlewares, devServer) => {
              const remotesJson = createRemotesJson({ entries: () => remotesManifest('development'), manifestUrl: remoteManifestUrl() });
              devServer.app?.get('/remotes.json', (_request, response) => {
                void remotesJson.read().then((json) => {
                  response.setHeader('Cache-Control', 'no-cache');
                  response.json(json);
                });
              });
              return middlewares;
            },
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
