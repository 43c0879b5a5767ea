import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { fieldLimits, limitsModule } from './field-limits.js';
import { openapiTypesModule } from './openapi-types.js';
import { PERMISSIONS, ROLES } from '../auth/authorities.js';
import { MEDICO_TEXT_FIELDS } from '../medico/medico.schemas.js';
import { PACIENTE_MSG } from '../paciente/paciente.validation.js';

/** Files the front ends read, generated from this api: `pnpm --filter @clinica/api gen:api` writes them. */
const LIMITS_FILE = fileURLToPath(new URL('../../../shared/src/api/field-limits.generated.ts', import.meta.url));
const AUTHORITIES_FILE = fileURLToPath(new URL('../../../shared/src/auth/authority-names.generated.ts', import.meta.url));
const MESSAGES_FILE = fileURLToPath(new URL('../../../shared/src/api/messages.generated.ts', import.meta.url));
const FIELDS_FILE = fileURLToPath(new URL('../../../shared/src/api/domain-fields.generated.ts', import.meta.url));
const TYPES_FILE = fileURLToPath(new URL('../../../shared/src/api/openapi.generated.ts', import.meta.url));
const UPDATE = process.env.UPDATE_GENERATED === '1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const document = async () => (await t.app.inject({ method: 'GET', url: '/api/docs' })).json<Record<string, unknown>>();

/** A generated module: its header, then each constant (doc comment, name, JSON value). */
const generatedModule = (source: string, constants: { doc: string; name: string; value: unknown }[]): string =>
  [
    `// Generated from ${source} by \`pnpm --filter @clinica/api gen:api\`; do not edit.`,
    '// api/src/docs/generated-files.test.ts fails when this file no longer matches the api.',
    '',
    ...constants.flatMap(({ doc, name, value }) => [`/** ${doc} */`, `export const ${name} = ${JSON.stringify(value, null, 2)} as const;`, '']),
  ].join('\n');

/** The names a token may carry, for the front ends' typed permissions (manifests, guards). */
const authoritiesModule = (): string =>
  generatedModule('api/src/auth/authorities.ts', [
    { doc: 'Roles, as the token carries them (spec 01 section 6).', name: 'API_ROLES', value: ROLES },
    { doc: 'Finer permissions (spec 02 section 6).', name: 'API_PERMISSIONS', value: PERMISSIONS },
  ]);

/** The api's validation messages, so a form shows before saving the very words the api would answer. */
const messagesModule = (): string =>
  generatedModule("the api's validation messages", [
    { doc: "The patient form's messages (api/src/paciente/paciente.validation.ts, spec 02 section 5).", name: 'PACIENTE_MENSAGENS', value: PACIENTE_MSG },
  ]);

/** Field lists a form walks, so it asks and sends exactly what the api takes. */
const fieldsModule = (): string =>
  generatedModule("the api's request schemas", [
    {
      doc: "The doctor's optional texts (api/src/medico/medico.schemas.ts, spec 01 section 3, Doctor).",
      name: 'MEDICO_CAMPOS_TEXTO',
      value: MEDICO_TEXT_FIELDS,
    },
  ]);

describe('files generated from the api for the front ends', () => {
  it("shared/src/auth/authority-names.generated.ts lists the api's roles and permissions (else: pnpm --filter @clinica/api gen:api)", () => {
    const expected = authoritiesModule();
    if (UPDATE) writeFileSync(AUTHORITIES_FILE, expected);
    expect(readFileSync(AUTHORITIES_FILE, 'utf8')).toBe(expected);
  });

  it("shared/src/api/messages.generated.ts holds the api's validation messages (else: pnpm --filter @clinica/api gen:api)", () => {
    const expected = messagesModule();
    if (UPDATE) writeFileSync(MESSAGES_FILE, expected);
    expect(readFileSync(MESSAGES_FILE, 'utf8')).toBe(expected);
  });

  it("shared/src/api/domain-fields.generated.ts holds the api's form field lists (else: pnpm --filter @clinica/api gen:api)", () => {
    const expected = fieldsModule();
    if (UPDATE) writeFileSync(FIELDS_FILE, expected);
    expect(readFileSync(FIELDS_FILE, 'utf8')).toBe(expected);
  });

  it('shared/src/api/openapi.generated.ts (request and answer types, openapi-typescript) matches the OpenAPI document (else: pnpm --filter @clinica/api gen:api)', async () => {
    const expected = await openapiTypesModule(await document());
    if (UPDATE) writeFileSync(TYPES_FILE, expected);
    expect(readFileSync(TYPES_FILE, 'utf8')).toBe(expected);
  });

  it('shared/src/api/field-limits.generated.ts matches the OpenAPI document (else: pnpm --filter @clinica/api gen:api)', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json<Parameters<typeof fieldLimits>[0]>();
    const expected = limitsModule(fieldLimits(document));
    if (UPDATE) writeFileSync(LIMITS_FILE, expected);
    expect(readFileSync(LIMITS_FILE, 'utf8')).toBe(expected);
    // what the patient form relies on
    expect(fieldLimits(document)['PUT gerenciar/paciente/editar']).toMatchObject({ profissao: 100, 'responsavelPagamento.cep': 20 });
  });
});
