import { defineApp } from '@clinica/tooling/webpack';

export default defineApp({ dir: 'host' });
