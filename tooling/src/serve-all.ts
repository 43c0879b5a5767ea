import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';
import { APPS, GATEWAY_PORT } from './apps.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_RESTART_DELAY_MS = 1500;
// the api and the PDF service must share it (the register of issued PDFs); one per run when not set
process.env.PDF_SERVICE_KEY ||= randomBytes(32).toString('base64url');
// the gateway proves with it that it wrote the client address the api counts its limits by
process.env.GATEWAY_KEY ||= randomBytes(32).toString('base64url');

const { result, commands } = concurrently(
  [
    { name: 'api', command: 'pnpm --filter @clinica/api start', cwd: root, prefixColor: 'magenta' },
    ...APPS.map((app) => ({ name: app.dir, command: 'pnpm run serve', cwd: path.join(root, app.dir), prefixColor: 'cyan' })),
    { name: 'pdf', command: 'pnpm --filter @clinica/pdf start', cwd: root, prefixColor: 'yellow' },
    { name: 'gateway', command: 'pnpm --filter @clinica/gateway start', cwd: root, prefixColor: 'green' },
  ],
  { prefix: 'name' },
);

// The api may die (a crash, a lost database): start it again while the pages and the gateway keep
// serving (502 meanwhile). Any other part failing still stops everything. Not concurrently's
// restartTries: it applies to every command and restarts them even after a SIGTERM to the whole.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => (stopping = true));
const [api, ...others] = commands;
api!.close.subscribe(({ exitCode }) => {
  if (stopping) return;
  console.log(`[api] exited (${exitCode}); restarting in ${API_RESTART_DELAY_MS} ms`);
  setTimeout(() => stopping || api!.start(), API_RESTART_DELAY_MS);
});
for (const command of others) {
  command.close.subscribe(({ exitCode }) => {
    if (exitCode === 0 || stopping) return;
    stopping = true;
    for (const each of commands) each.kill();
  });
}

console.log(`\nPortal da clínica: http://localhost:${process.env.GATEWAY_PORT ?? GATEWAY_PORT}\n`);

result.catch(() => {
  process.exitCode = 1;
});
