import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, type RouteObject } from '@clinica/shared/router';
import { renderStandalone } from '../components/standalone.tsx';
import { bindRemoteLoader } from '../federation/remote-loader.ts';
import { registerDeployedManifests } from './deployed-manifests.ts';
import { registerManifestLabels } from './navigation.ts';
import type { RemoteManifest } from './remote-manifest.ts';

/** Exposed name -> loader of the module, as the webpack factory generates it ('@clinica/tooling/exposed-modules'). */
export type ExposedModules = Readonly<Record<string, () => Promise<unknown>>>;

function moduleElement(modules: ExposedModules, name: string): ReactNode {
  const load = modules[name];
  if (!load) throw new Error(`Module ${name} is not exposed`);
  const Page = lazy(async () => (await load()) as { default: ComponentType });
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

/** A remote's pages and tabs as routes of its own, from its manifest (the remote run without the host). */
export function standaloneRoutes(manifest: RemoteManifest, modules: ExposedModules): RouteObject[] {
  const first = manifest.pages.find((page) => page.menu) ?? manifest.pages[0];
  return [
    ...(first ? [{ path: '/', element: <Navigate to={first.path} replace /> }] : []),
    ...manifest.pages.map((page) => ({
      path: page.path,
      element: moduleElement(modules, page.module),
      children: page.tabs?.map((tab) => ({ path: tab.path, element: moduleElement(modules, tab.module) })),
    })),
  ];
}

/** Development only: renders the remote's manifest pages without the host (`pnpm --filter <remote> dev`). */
export function renderManifestStandalone(manifest: RemoteManifest, modules: ExposedModules): Promise<void> {
  registerManifestLabels([manifest]);
  // alone in the page: the remote's own record tabs, and its own modules as the only remote
  registerDeployedManifests([manifest]);
  bindRemoteLoader((id) => {
    const load = id.startsWith(`${manifest.name}/`) ? modules[`./${id.slice(manifest.name.length + 1)}`] : undefined;
    return load ? load() : Promise.reject(new Error(`${id} is not in this remote`));
  });
  return renderStandalone(standaloneRoutes(manifest, modules));
}
