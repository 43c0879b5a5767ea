#!/usr/bin/env node
// Runs the TypeScript tooling through tsx so apps need no compiled tooling.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
