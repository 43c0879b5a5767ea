import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';
import { APPS, GATEWAY_PORT } from './apps.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const { result } = concurrently(
  [
    { name: 'api', command: 'pnpm --filter @clinica/api start', cwd: root, prefixColor: 'magenta' },
    ...APPS.map((app) => ({ name: app.dir, command: 'pnpm run serve', cwd: path.join(root, app.dir), prefixColor: 'cyan' })),
    { name: 'gateway', command: 'pnpm --filter @clinica/gateway start', cwd: root, prefixColor: 'green' },
  ],
  { killOthersOn: ['failure'], prefix: 'name', restartTries: 0 },
);

console.log(`\nPortal da clínica: http://localhost:${process.env.GATEWAY_PORT ?? GATEWAY_PORT}\n`);

result.catch(() => {
  process.exitCode = 1;
});
