/**
 * The portal's apps: one entry per deployable front-end app. Build config, local servers, the gateway
 * and the deployment check all read this list, so adding an area means adding one line here.
 */
export interface AppInfo {
  /** Folder in the repository and package directory name. */
  dir: string;
  /** Module Federation container name (a JS identifier). */
  federationName: string;
  /** Port of the app's own server (dev server or static server). */
  port: number;
}

export const HOST: AppInfo = { dir: 'host', federationName: 'host', port: 4000 };

export const REMOTES: readonly AppInfo[] = [
  { dir: 'remote-agenda', federationName: 'agenda', port: 4001 },
  { dir: 'remote-pacientes', federationName: 'pacientes', port: 4002 },
  { dir: 'remote-financeiro', federationName: 'financeiro', port: 4003 },
  { dir: 'remote-estoque', federationName: 'estoque', port: 4004 },
  { dir: 'remote-config', federationName: 'config', port: 4005 },
];

export const APPS: readonly AppInfo[] = [HOST, ...REMOTES];

export const API_PORT = 3000;
export const GATEWAY_PORT = 8080;

/** Path under which the gateway publishes a remote's files. */
export const remotePathPrefix = (remote: AppInfo): string => `/remotes/${remote.federationName}/`;

/** Variable naming a remote's address in a deployment (the gateway and the host's server read it). */
export const remoteUrlVariable = (federationName: string): string => `REMOTE_${federationName.toUpperCase()}_URL`;

export function findApp(dir: string): AppInfo {
  const app = APPS.find((candidate) => candidate.dir === dir);
  if (!app) throw new Error(`Unknown app folder "${dir}". Known: ${APPS.map((a) => a.dir).join(', ')}`);
  return app;
}
