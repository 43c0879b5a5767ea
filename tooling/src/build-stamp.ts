import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Written into dist/ after a build: the hash of everything the build read. */
const STAMP_FILE = '.build-inputs';
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results', '.git']);

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function* filesUnder(dir: string): AsyncGenerator<string> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * What an app's production build depends on: its own folder, the shared package, the build tooling,
 * the lockfile (every library's version) and the base TypeScript settings, by content.
 */
export async function buildInputsHash(appRoot: string): Promise<string> {
  const hash = createHash('sha256');
  const roots = [appRoot, path.join(repositoryRoot, 'shared'), path.join(repositoryRoot, 'tooling')];
  for (const root of roots)
    for await (const file of filesUnder(root))
      hash
        .update(path.relative(repositoryRoot, file))
        .update('\0')
        .update(await readFile(file));
  for (const file of ['pnpm-lock.yaml', 'tsconfig.base.json'])
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(repositoryRoot, file)));
  return hash.digest('hex');
}

/** True when dist/ holds a build of exactly these inputs. */
export async function isBuilt(appRoot: string, inputs: string): Promise<boolean> {
  const stamp = await readFile(path.join(appRoot, 'dist', STAMP_FILE), 'utf8').catch(() => '');
  return stamp.trim() === inputs;
}

export async function markBuilt(appRoot: string, inputs: string): Promise<void> {
  await writeFile(path.join(appRoot, 'dist', STAMP_FILE), `${inputs}\n`);
}
