/**
 * `clinica-app build [--force]|dev|serve`, run inside an app folder: builds it for production (kept
 * when nothing it reads changed), runs its dev server, or serves its production build on the app's
 * own port (as its container would).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { createWebpackConfig, type AppOptions, type Mode, type WebpackConfigWithServer } from './webpack-config.ts';
import { HOST, findApp } from './apps.ts';
import { createRemotesJson, remoteManifestUrl, type RemoteEntries } from './remotes-json.ts';
import { serveStatic } from './serve-static.ts';
import { buildInputsHash, isBuilt, markBuilt } from './build-stamp.ts';

/** Each app's `app.config.ts` says only what differs: its folder and what it exposes. */
async function loadConfig(appRoot: string, mode: Mode): Promise<WebpackConfigWithServer> {
  const module = (await import(pathToFileURL(path.join(appRoot, 'app.config.ts')).href)) as {
    default: AppOptions;
  };
  return createWebpackConfig(module.default, mode, appRoot);
}

/** Builds for production, unless dist/ already holds a build of the same inputs (`--force` builds anyway). */
async function build(appRoot: string, force: boolean): Promise<void> {
  const inputs = await buildInputsHash(appRoot);
  if (!force && (await isBuilt(appRoot, inputs))) {
    console.log(`${path.basename(appRoot)}: unchanged since its last build, kept`);
    return;
  }
  const config = await loadConfig(appRoot, 'production');
  const { devServer: _unused, ...webpackConfig } = config;
  await new Promise<void>((resolve, reject) => {
    webpack(webpackConfig, (error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('webpack returned no stats'));
      const text = stats.toString({ colors: false, preset: 'errors-warnings' });
      if (text.trim()) console.log(text);
      if (stats.hasErrors()) return reject(new Error(`Build of ${path.basename(appRoot)} failed`));
      console.log(`${path.basename(appRoot)}: built in ${((stats.endTime - stats.startTime) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
  await markBuilt(appRoot, inputs);
}

async function dev(appRoot: string): Promise<void> {
  const config = await loadConfig(appRoot, 'development');
  const { devServer, ...webpackConfig } = config;
  const server = new WebpackDevServer(devServer ?? {}, webpack(webpackConfig));
  await server.start();
}

async function main(): Promise<void> {
  const command = process.argv[2] ?? '';
  const appRoot = process.cwd();
  switch (command) {
    case 'build':
      return build(appRoot, process.argv.includes('--force'));
    case 'dev':
      return dev(appRoot);
    case 'serve': {
      const app = findApp(path.basename(appRoot));
      const port = Number(process.env.PORT ?? app.port);
      const root = path.join(appRoot, 'dist');
      // The host's remotes.json: the entries of its build (or as a deployment edited them), each
      // remote's manifest merged in as the remote publishes it.
      const remotesJson =
        app.dir === HOST.dir
          ? createRemotesJson({
              entries: async () => JSON.parse(await readFile(path.join(root, 'remotes.json'), 'utf8')) as RemoteEntries,
              manifestUrl: remoteManifestUrl(),
            })
          : undefined;
      await serveStatic({ root, port, name: app.dir, remotesJson });
      return;
    }
    default:
      console.error('usage: clinica-app build|dev|serve');
      process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
