import type { FastifyRequest } from 'fastify';

/** Where a request came from (request.ip honours the trusted proxy's X-Forwarded-For). */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

export function originOf(request: FastifyRequest): RequestOrigin {
  const ua = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof ua === 'string' ? ua.slice(0, 500) : null };
}
