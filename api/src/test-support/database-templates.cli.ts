/**
 * Run by jest's global setup and teardown (jest-global-setup.mjs) once per run, so a changed
 * migration or seed is always in. `<pasta>`: the PGlite dumps; `--postgres`: the PostgreSQL template
 * databases on DATABASE_URL's server (their names printed as JSON); `--drop-postgres <json>`: those dropped.
 */
import { dropPostgresTemplates, makePostgresTemplates, makeTemplates, type PostgresTemplates } from './database-templates.js';

const [first, second] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
if (first === '--postgres' && url) process.stdout.write(JSON.stringify(await makePostgresTemplates(url)));
else if (first === '--drop-postgres' && url && second) await dropPostgresTemplates(url, JSON.parse(second) as PostgresTemplates);
else if (first && !first.startsWith('--')) await makeTemplates(first);
else throw new Error('uso: database-templates.cli.ts <pasta> | --postgres | --drop-postgres <json>');
