import { rmSync } from 'node:fs';
import { cli } from './jest-global-setup.mjs';

export default function globalTeardown() {
  if (process.env.CLINICA_TEST_TEMPLATES) rmSync(process.env.CLINICA_TEST_TEMPLATES, { recursive: true, force: true });
  if (process.env.CLINICA_TEST_PG_TEMPLATES) cli('--drop-postgres', process.env.CLINICA_TEST_PG_TEMPLATES);
}
