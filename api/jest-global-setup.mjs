// Without DATABASE_URL, test files start from PGlite dumps made once per run (see
// src/test-support/database-templates.cli.ts); the workers find them through CLINICA_TEST_TEMPLATES.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function globalSetup() {
  if (process.env.DATABASE_URL) return;
  const folder = mkdtempSync(join(tmpdir(), 'clinica-test-templates-'));
  execFileSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/test-support/database-templates.cli.ts', folder], { stdio: 'inherit' });
  process.env.CLINICA_TEST_TEMPLATES = folder;
}
