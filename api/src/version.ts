import { readFileSync } from 'node:fs';

/** The api package version (package.json sits one folder above both src/ and dist/). */
export function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: string };
    return process.env.APP_VERSION ?? pkg.version ?? '0.0.0';
  } catch {
    return process.env.APP_VERSION ?? '0.0.0';
  }
}
