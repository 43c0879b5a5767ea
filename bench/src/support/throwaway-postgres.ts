import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * Runs a bench script again (same node flags, so tsx's loader too) under scripts/with-postgres.sh
 * on a free port, which sets DATABASE_URL and removes the cluster afterwards; resolves with its
 * exit code. `script`: the bench's import.meta.url; `args`: its arguments, without --postgres. With
 * `asJson` only the JSON goes to stdout (the script's own "PostgreSQL … on …" line is moved to stderr).
 */
export async function rerunInsideThrowawayPostgres(script: string, args: string[], asJson: boolean): Promise<number> {
  const port = await freePort();
  const withPostgres = fileURLToPath(new URL('../../../scripts/with-postgres.sh', import.meta.url));
  // own process group, so a signal reaches the script, the benchmark under it and the server alike
  const child = spawn('bash', [withPostgres, process.execPath, ...process.execArgv, fileURLToPath(script), ...args], {
    stdio: ['inherit', asJson ? 'pipe' : 'inherit', 'inherit'],
    env: { ...process.env, PG_PORT: String(port) },
    detached: true,
  });
  // until the JSON starts (a line beginning with '{'), the child's stdout goes to stderr
  let pending = '';
  let inJson = false;
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    if (inJson) return void process.stdout.write(chunk);
    pending += chunk;
    const start = pending.search(/^\{/m);
    if (start >= 0) {
      inJson = true;
      process.stderr.write(pending.slice(0, start));
      process.stdout.write(pending.slice(start));
      pending = '';
      return;
    }
    const lineEnd = pending.lastIndexOf('\n') + 1;
    process.stderr.write(pending.slice(0, lineEnd));
    pending = pending.slice(lineEnd);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.pid && process.kill(-child.pid, signal));
  return new Promise<number>((resolve) =>
    child.on('close', (status) => {
      process.stderr.write(pending);
      resolve(status ?? 1);
    }),
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('sem porta livre'))));
    });
  });
}
