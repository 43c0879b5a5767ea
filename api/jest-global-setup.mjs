// Test files start from databases made once per run: PGlite dumps in a folder (without DATABASE_URL,
// found through CLINICA_TEST_TEMPLATES), or PostgreSQL template databases (CLINICA_TEST_PG_TEMPLATES).
// See src/test-support/database-templates.ts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const cli = (...args) =>
  execFileSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/test-support/database-templates.cli.ts', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });

export default function globalSetup() {
  if (process.env.DATABASE_URL) {
    process.env.CLINICA_TEST_PG_TEMPLATES = cli('--postgres');
    return;
  }
  const folder = mkdtempSync(join(tmpdir(), 'clinica-test-templates-'));
  cli(folder);
  process.env.CLINICA_TEST_TEMPLATES = folder;
}

export { cli };
