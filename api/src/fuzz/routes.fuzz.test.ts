import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, decodeClaims, nextIp, viaGateway, type TestApp } from '../test-support/test-app.js';
import {
  type Operation,
  type Route,
  FIELD_VALUES,
  PARAM_VALUES,
  BODIES,
  MANY_KEYS,
  MULTIPART,
  sampleOf,
  fieldPaths,
  typeOfPath,
  bodyWith,
  isErrorList,
} from './fuzz-inputs.js';

/**
 * Bad input for every registered route that takes input (a body, path or query parameters), sent as
 * an admin: no answer may be a 5xx, and every 4xx must be the api's error list. Generated from the
 * route registry (`app.routeAccessList`) and the OpenAPI document the app serves (`/api/docs`), so
 * a new route is fuzzed without touching this file.
 */

// ── the run ───────────────────────────────────────────────────────────────────
let t: TestApp;
let authorities: string[];
let doc: { paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  t = await createTestApp();
  authorities = decodeClaims(await t.login('admin@clinica.dev')).authorities;
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
});
afterAll(async () => {
  await t.close();
});

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Routes whose rule is about the record, not the caller's permissions: the admin may be refused there
 * with that rule's own message (and only it). Starting a consultation is the appointment's doctor's.
 */
const OWN_RULE_REFUSALS: Record<string, string> = {
  'POST /api/gerenciar/agendamento/iniciarAgendamento/:id': 'Somente o médico do agendamento pode iniciar o atendimento.',
  // the demo admin is no doctor: only doctors keep a certificate to sign with
  'PUT /api/gerenciar/assinatura/certificado': 'Somente médicos guardam um certificado para assinar documentos.',
};
const refusedByOwnRule = (key: string, res: LightMyRequestResponse): boolean =>
  OWN_RULE_REFUSALS[key] !== undefined && isErrorList(res.json()) && res.json<{ mensagemUsuario: string }[]>()[0]?.mensagemUsuario === OWN_RULE_REFUSALS[key];

describe('fuzzing every route that takes input', () => {
  it('answers no 5xx, and an error list for every 4xx', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const reached = new Set<string>(); // routes that answered at least once past the access check
    const fuzzedRoutes: Route[] = [];
    let total = 0;

    const check = (route: Route, label: string, res: LightMyRequestResponse, refuse?: boolean) => {
      total++;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const key = `${route.method} ${route.url}`;
      const fail = (why: string) => failures.push(`${key} [${label}] → ${res.statusCode} ${why}: ${res.body.slice(0, 200)}`);
      // the admin's token must reach every route: a 401 only from a public route's own check (login),
      // a 403 only from 'self' routes given someone else's id
      if (res.statusCode === 401 && route.access !== 'public') fail('token refused');
      if (res.statusCode === 403 && !route.access?.includes('self') && !refusedByOwnRule(key, res)) fail('admin refused');
      if (res.statusCode !== 401 && res.statusCode !== 403) reached.add(key);
      if (res.statusCode >= 500) return fail('5xx');
      // refused by the schema: fastify's validation message names the body
      if (refuse && !(res.statusCode === 400 && /^body\b/.test(res.json<{ mensagemDesenvolvedor: string }[]>()[0]?.mensagemDesenvolvedor ?? '')))
        return fail('not refused by the schema');
      if (res.statusCode < 400) return;
      if (!/^application\/json/.test(String(res.headers['content-type'] ?? ''))) return fail('4xx not JSON');
      let body: unknown;
      try {
        body = res.json();
      } catch {
        return fail('4xx body not JSON');
      }
      if (!isErrorList(body)) fail('4xx not an error list');
    };

    for (const route of t.app.routeAccessList.filter((r: Route) => r.method !== 'HEAD')) {
      const pathParams = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const operation = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const queryParams = (operation?.parameters ?? []).filter((p) => p.in === 'query');
      const bodySchema = operation?.requestBody?.content['application/json']?.schema;
      const writes = WRITES.includes(route.method);
      if (!writes && pathParams.length === 0 && queryParams.length === 0) continue;
      fuzzedRoutes.push(route);

      // a user of its own per route, with every authority of the admin: a route that ends sessions
      // (logout, password change) or edits profiles cannot take the later routes' access away
      const user = await t.createUser(authorities);
      const pathSchema = (name: string) => operation?.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema ?? {};
      const validPath = Object.fromEntries(
        pathParams.map((name) => [
          name,
          name === 'id' && route.access?.includes('self') ? String(user.id) : encodeURIComponent(String(sampleOf(pathSchema(name)))),
        ]),
      );
      const validQuery = Object.fromEntries(queryParams.map((p) => [p.name, encodeURIComponent(String(sampleOf(p.schema ?? {})))]));
      const urlOf = (path: Record<string, string>, query: Record<string, string>) => {
        const q = Object.entries(query)
          .map(([k, v]) => `${k}=${v}`)
          .join('&');
        return route.url.replace(/:(\w+)/g, (_, name: string) => path[name]!) + (q ? `?${q}` : '');
      };
      const sample = bodySchema ? sampleOf(bodySchema) : writes ? {} : undefined;
      const sampleText = sample === undefined ? undefined : JSON.stringify(sample);

      const send = async (label: string, options: { url?: string; payload?: string | Buffer; contentType?: string; refuse?: boolean; key?: string | null }) => {
        const request: InjectOptions = {
          method: route.method,
          url: options.url ?? urlOf(validPath, validQuery),
          // a fresh client address each time: the per-address limits (login, confirmation) stay out of the way
          headers: { ...bearer(user.token), ...viaGateway(nextIp()), 'user-agent': 'fuzz' },
        };
        // a write carries an Idempotency-Key of its own, as the portal sends (http/idempotency.ts)
        const key = options.key === undefined ? (writes ? randomUUID() : null) : options.key;
        if (key !== null) request.headers!['idempotency-key'] = key;
        if (options.payload !== undefined) {
          request.payload = options.payload;
          request.headers!['content-type'] = options.contentType ?? 'application/json';
        }
        check(route, label, await t.app.inject(request), options.refuse);
      };

      for (const name of pathParams) {
        for (const value of PARAM_VALUES)
          await send(`path ${name}=${value.slice(0, 30)}`, { url: urlOf({ ...validPath, [name]: value }, validQuery), payload: sampleText });
      }
      for (const { name } of queryParams) {
        const others = Object.fromEntries(Object.entries(validQuery).filter(([k]) => k !== name));
        for (const value of [...PARAM_VALUES, `${validQuery[name]}&${name}=${validQuery[name]}`]) {
          await send(`query ${name}=${value.slice(0, 30)}`, { url: urlOf(validPath, { ...validQuery, [name]: value }), payload: sampleText });
        }
        await send(`query without ${name}`, { url: urlOf(validPath, others), payload: sampleText });
      }
      if (queryParams.length > 0) await send('unknown query parameter', { url: urlOf(validPath, { ...validQuery, zz: '1' }), payload: sampleText });

      if (writes) {
        for (const body of BODIES) await send(`body ${body.label}`, { payload: body.raw });
        await send('body as text/plain', { payload: sampleText, contentType: 'text/plain' });
        await send('body as xml', { payload: '<a/>', contentType: 'application/xml' });
        // the Idempotency-Key itself: out of format, and one key for two different bodies
        for (const key of ['', 'curta', 'x'.repeat(201), 'chave com espaços', 'ação-çã-0123'])
          await send(`idempotency key ${JSON.stringify(key.slice(0, 20))}`, { payload: sampleText, key });
        const reused = randomUUID();
        await send('idempotency key, first body', { payload: sampleText, key: reused });
        await send('idempotency key, another body', { payload: '{}', key: reused });
        // a JSON route reads no multipart body: two tell it; an upload (or bodyless) route gets them all
        for (const multipart of bodySchema ? [MULTIPART[0]!, MULTIPART[MULTIPART.length - 1]!] : MULTIPART) {
          await send(multipart.label, { payload: multipart.payload, contentType: multipart.contentType });
        }
        if (sample !== null && typeof sample === 'object' && !Array.isArray(sample)) {
          // unknown fields: refused where the schema closes the object; thousands of them by every route
          // with a body schema (closed, or bounded by maxProperties where the portal sends more than it reads)
          await send('unknown field', { payload: JSON.stringify({ ...sample, campoDesconhecido: 1 }), refuse: bodySchema?.additionalProperties === false });
          await send('many unknown fields', { payload: JSON.stringify({ ...sample, ...MANY_KEYS }), refuse: bodySchema !== undefined });
        }
        for (const path of bodySchema ? fieldPaths(bodySchema) : []) {
          const type = typeOfPath(bodySchema!, path);
          for (const bad of FIELD_VALUES) {
            if ((bad.for && !bad.for.includes(type ?? 'any')) || (bad.top && path.length > 1)) continue;
            await send(`field ${path.join('.')} = ${bad.label}`, { payload: bodyWith(sample, path, bad) });
          }
          if (typeof path[path.length - 1] === 'string') await send(`field ${path.join('.')} missing`, { payload: bodyWith(sample, path, 'missing') });
        }
      }
      // the valid-looking request last: it may end this user's session (a logout of oneself)
      await send('sample', { payload: sampleText });
    }

    const n5xx = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    console.info(`fuzz (${t.database.kind}): ${total.toLocaleString('en-US')} requests to ${fuzzedRoutes.length} routes, 5xx: ${n5xx}; by status: ${byStatus}`);
    expect(failures.slice(0, 40)).toEqual([]);
    expect(fuzzedRoutes.filter((r) => !reached.has(`${r.method} ${r.url}`)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(fuzzedRoutes.length).toBeGreaterThan(50);
  }, 300_000);
});
