// Development only: renders this remote's pages without the host (`pnpm --filter @clinica/remote-config dev`).
import { renderManifestStandalone } from '@clinica/shared';
import modules from '@clinica/tooling/exposed-modules';
import { manifest } from './manifest.ts';

void renderManifestStandalone(manifest, modules);
