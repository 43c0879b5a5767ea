import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors/api-error.js';
import { MSG } from '../errors/messages.js';
import { evaluateAccess, parseAccess, type AccessRule } from './access-expression.js';
import { authenticateBearer } from './authenticate.js';

/**
 * Every route declares `config.access`; a route without it makes start-up fail. One onRequest
 * hook enforces it: the token and its session (auth/authenticate.ts), then the authority expression
 * against the user's CURRENT authorities.
 */
export const accessGuardPlugin = fp(
  function accessGuard(app: FastifyInstance) {
    const rules = new Map<string, AccessRule>();
    app.decorate('routeAccessList', []);
    app.decorateRequest('auth', null);

    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) app.routeAccessList.push({ method, url: route.url, access });
      if (typeof access !== 'string') {
        throw new Error(`Rota ${String(route.method)} ${route.url} sem declaração de acesso (config.access)`);
      }
      if (!rules.has(access)) rules.set(access, parseAccess(access));
    });

    async function authenticate(request: FastifyRequest): Promise<void> {
      request.auth = await authenticateBearer(app.deps, request.headers.authorization);
    }

    const ruleOf = (access: string): AccessRule => {
      let rule = rules.get(access);
      if (!rule) rules.set(access, (rule = parseAccess(access)));
      return rule;
    };

    /** Whether the authenticated caller meets an expression rule. */
    function allows(request: FastifyRequest, rule: AccessRule & { kind: 'expression' }): boolean {
      const user = request.auth!.user;
      const params = request.params as Record<string, unknown> | undefined;
      const isSelf = typeof params?.id === 'string' && params.id === String(user.id);
      return evaluateAccess(rule.node, { authorities: new Set(user.perfil.authorities), isSelf });
    }

    async function enforce(request: FastifyRequest, rule: AccessRule): Promise<void> {
      if (rule.kind === 'public') return;
      await authenticate(request);
      if (rule.kind === 'authenticated') return;
      if (!allows(request, rule)) throw new ApiError(403, MSG.semPermissao, `Requer: ${rule.source}`);
    }

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (access === undefined) return; // not-found handler
      const rule = rules.get(access);
      if (!rule) throw new Error(`regra de acesso não compilada: ${access}`);
      await enforce(request, rule);
    });

    // for a public route whose need depends on its input (e.g. a confirmation by code or by id)
    app.decorate('checkAccess', async (request: FastifyRequest, access: string) => {
      await enforce(request, ruleOf(access));
    });

    // for an answer that holds only what the caller may see (the record's PDF and its tabs)
    app.decorate('hasAccess', (request: FastifyRequest, access: string): boolean => {
      const rule = ruleOf(access);
      if (rule.kind !== 'expression') return rule.kind === 'public' || request.auth !== null;
      return request.auth !== null && allows(request, rule);
    });
  },
  { name: 'access-guard', dependencies: ['deps'] },
);
