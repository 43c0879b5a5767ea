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
});
