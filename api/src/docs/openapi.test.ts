import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

describe('the OpenAPI document at /api/docs', () => {
  it('is valid OpenAPI 3.0 by a standard validator (what code generators and clients read)', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json<Record<string, unknown>>();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.0.3');
  });

  it('writes a shared schema once, by name, and the error answer once', async () => {
    type Operation = { responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }> };
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json<{
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
    }>();
    const answer = (path: string, method: string) => document.paths[path]![method]!.responses['200']!.content!['application/json']!.schema;
    expect(document.components.schemas).toHaveProperty('StatusAgendamento');
    expect(document.components.schemas).toHaveProperty('Agendamento.properties.statusAgendamento', { $ref: '#/components/schemas/StatusAgendamento' });
    // nested in an answer, and given whole as the answer
    expect(answer('/api/gerenciar/agendamento/popularCalendario', 'post')).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Agendamento' } });
    expect(answer('/api/gerenciar/paciente/listar/{id}', 'get')).toEqual({ allOf: [{ $ref: '#/components/schemas/Paciente' }] });
    expect(document.components.responses).toHaveProperty('Erro');
    for (const operations of Object.values(document.paths))
      for (const operation of Object.values(operations))
        expect([operation.responses['4XX'], operation.responses['5XX']]).toEqual([
          { $ref: '#/components/responses/Erro' },
          { $ref: '#/components/responses/Erro' },
        ]);
  });

  it("asks for the bearer token on every route whose config.access is not 'public', and on no public one", async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json<{ paths: Record<string, Record<string, { security?: unknown }>> }>();
    const routes = t.app.routeAccessList.filter((route) => route.method !== 'HEAD');
    const documented = routes.flatMap((route) => {
      const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      return operation ? [{ ...route, security: operation.security }] : [];
    });
    expect(documented.length).toBeGreaterThan(100);
    const publicOnes = documented.filter((route) => route.access === 'public');
    expect(publicOnes.map((route) => `${route.method} ${route.url}`)).toContain('POST /api/auth/login');
    for (const route of publicOnes) expect(route.security).toBeUndefined();
    const guarded = documented.filter((route) => route.access !== 'public');
    expect(guarded.map((route) => `${route.method} ${route.url}`)).toContain('GET /api/gerenciar/paciente/listar/:id');
    for (const route of guarded)
      expect({ route: `${route.method} ${route.url}`, security: route.security }).toEqual({
        route: `${route.method} ${route.url}`,
        security: [{ bearerAuth: [] }],
      });
  });
});
