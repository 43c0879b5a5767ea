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
