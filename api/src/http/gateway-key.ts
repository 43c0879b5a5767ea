import type { IncomingMessage } from 'node:http';
import { carriesSecret } from '@clinica/server-kit';

/** The header the gateway proves itself with (GATEWAY_KEY); nobody else is ever sent it. */
export const GATEWAY_KEY_HEADER = 'x-gateway-key';

/** Headers that name the client, its scheme or host: believed only from the gateway. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'forwarded', 'x-real-ip'];

/**
 * Runs on the raw request before fastify reads anything of it (its log, request.ip, every rate
 * limit, the audit trail): a request carrying the gateway's key keeps the forwarding headers the
 * gateway wrote from its own socket; any other loses them, so its client address is its socket
 * peer. Without a key configured nothing is believed. The key itself is dropped either way.
 */
export function forwardingGuard(gatewayKey: string | undefined): (request: IncomingMessage) => void {
  return (request) => {
    const fromGateway = gatewayKey !== undefined && carriesSecret(request.headers[GATEWAY_KEY_HEADER], gatewayKey);
    delete request.headers[GATEWAY_KEY_HEADER];
    if (!fromGateway) for (const name of FORWARDING_HEADERS) delete request.headers[name];
  };
}

/**
 * fastify's trustProxy: the socket peer only (hop 0), i.e. the last address it appended. The guard
 * above has removed the headers of every request that is not the gateway's.
 */
export const trustGatewayHop = (_address: string, hop: number): boolean => hop === 0;
