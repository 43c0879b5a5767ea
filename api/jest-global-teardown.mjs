import { rmSync } from 'node:fs';

export default function globalTeardown() {
  if (process.env.CLINICA_TEST_TEMPLATES) rmSync(process.env.CLINICA_TEST_TEMPLATES, { recursive: true, force: true });
}
