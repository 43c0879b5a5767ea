import { API_PORT, HOST, REMOTES, remotePathPrefix } from '@clinica/tooling/apps';

export interface GatewayRoute {
  /** Path prefix on the portal address. */
  prefix: string;
  /** Address the prefix is forwarded to. */
  upstream: string;
  /** Path the prefix becomes upstream. */
  rewritePrefix: string;
  websocket?: boolean;
  /** A third-party service: GET/HEAD only, rate-limited, sent only its own Host and the client's Accept. */
  external?: boolean;
  /** Upstream answer timeout; default 30 s (10 s for an external service). */
  timeoutMs?: number;
  /** Answers compressed on the way out (br or gzip, as the client accepts): the api's JSON. */
  compress?: boolean;
  /** The api: sent GATEWAY_KEY, so it believes the X-Forwarded-* the gateway writes (no one else gets it). */
  gatewayKey?: boolean;
}

const envName = (federationName: string): string => `REMOTE_${federationName.toUpperCase()}_URL`;

/**
 * The portal's routing table. Each address comes from the environment (the deployment), falling back
 * to the local ports of `pnpm serve`; moving a remote means changing one variable, not rebuilding.
 */
export function gatewayRoutes(env: NodeJS.ProcessEnv = process.env): GatewayRoute[] {
  const apiUrl = env.API_URL ?? `http://localhost:${API_PORT}`;
  return [
    // a week of 1,000 appointments is 830 kB of JSON, about 40 kB compressed
    { prefix: '/api', upstream: apiUrl, rewritePrefix: '/api', compress: true, gatewayKey: true },
    { prefix: '/notification', upstream: apiUrl, rewritePrefix: '/notification', websocket: true, gatewayKey: true },
    { prefix: '/node', upstream: env.PDF_URL ?? 'http://localhost:3100', rewritePrefix: '/node' },
    // Postal-code lookup (spec 02 section 7, GET /ws/{cep}/json): same origin for the page's CSP, address per deployment.
    { prefix: '/cep', upstream: env.CEP_URL ?? 'https://viacep.com.br', rewritePrefix: '', external: true },
    ...REMOTES.map((remote) => ({
      prefix: remotePathPrefix(remote).replace(/\/$/, ''),
      upstream: env[envName(remote.federationName)] ?? `http://localhost:${remote.port}`,
      rewritePrefix: '',
    })),
    { prefix: '/', upstream: env.HOST_URL ?? `http://localhost:${HOST.port}`, rewritePrefix: '/' },
  ];
}

export const remoteUrlVariable = envName;
