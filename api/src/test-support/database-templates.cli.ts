/** Run by jest's global setup (jest-global-setup.mjs) once per run, so a changed migration or seed is always in. */
import { makeTemplates } from './database-templates.js';

const folder = process.argv[2];
if (!folder) throw new Error('uso: database-templates.cli.ts <pasta>');
await makeTemplates(folder);
