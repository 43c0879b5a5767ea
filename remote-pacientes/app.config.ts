import { defineApp } from '@clinica/tooling/webpack';
import { manifest } from './src/manifest.ts';

// Pages, tabs and exposed components come from the manifest: the factory exposes them.
export default defineApp({ dir: 'remote-pacientes', manifest });
