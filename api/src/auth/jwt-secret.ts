import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * JWT_SECRET when set (at least 32 characters); otherwise a random secret generated once and
 * kept in the data folder (`jwt-secret`, mode 600), so tokens survive restarts.
 */
export function resolveJwtSecret(options: { jwtSecret?: string; dataDir: string }): { key: Uint8Array; source: 'env' | 'file' | 'generated' } {
  if (options.jwtSecret) {
    if (options.jwtSecret.length < 32) throw new Error('JWT_SECRET deve ter pelo menos 32 caracteres');
    return { key: new TextEncoder().encode(options.jwtSecret), source: 'env' };
  }
  const file = join(options.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return { key: new TextEncoder().encode(secret), source: 'file' };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { key: new TextEncoder().encode(secret), source: 'generated' };
}
