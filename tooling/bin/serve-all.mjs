#!/usr/bin/env node
// Starts the whole portal from production builds: api, the pdf service, the six apps on their own
// ports and the gateway that merges them into one address (the same layout docker-compose deploys).
import { register } from 'tsx/esm/api';

register();
await import('../src/serve-all.ts');
