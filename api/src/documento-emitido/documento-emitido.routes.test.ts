import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { postFile } from '../test-support/multipart.js';
import { bearer, createTestApp, errorFields, expectErrorList, TEST_PDF_SERVICE_KEY, type TestApp } from '../test-support/test-app.js';
import { DOCUMENTO_MSG, PDF_SERVICE_KEY_HEADER } from './documento-emitido.routes.js';

/** Bytes shaped like a PDF (the verification reads only the hash and the %PDF- signature). */
const pdf = (text: string) => Buffer.from(`%PDF-1.7\n${text}\n%%EOF\n`);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let t: TestApp;
let recepcao: string;
let pacienteId: number;
beforeAll(async () => {
  t = await createTestApp();
  recepcao = await t.login('recepcao@clinica.dev');
  pacienteId = (await t.db.insertInto('paciente').values({ nome: 'Vera Verificada', estrangeiro: true }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

const registrar = (body: unknown, headers: Record<string, string> = { [PDF_SERVICE_KEY_HEADER]: TEST_PDF_SERVICE_KEY }, token = recepcao) =>
  t.app.inject({
    method: 'POST',
    url: '/api/documento-emitido/registrar',
    headers: { ...bearer(token), 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });

/** The public verification: no token, a fresh client address. */
function verificar(content: Buffer, filename = 'laudo.pdf'): Promise<LightMyRequestResponse> {
  return postFile(t, '/api/documento-emitido/verificar', 'sem-token', { content, filename, contentType: 'application/pdf' });
}

describe('issued PDFs: register and verification', () => {
  it('registers what the PDF service issued, with who asked, and tells a holder the file is the clinic’s, unchanged', async () => {
    const bytes = pdf('laudo da Vera');
    const res = await registrar({ sha256: sha(bytes), bytes: bytes.length, paginas: 2, titulo: 'Laudo — Transplante capilar', pacienteId });
    expect(res.statusCode).toBe(201);
    const registro = res.json<{ id: string; sha256: string; emitidoEm: string }>();
    expect(registro.sha256).toBe(sha(bytes));
    expect(Date.now() - Date.parse(registro.emitidoEm)).toBeLessThan(60_000);

    const auditoria = await t.db.selectFrom('auditoria').selectAll().where('acao', '=', 'DOCUMENTO_EMITIDO').where('entidade_id', '=', registro.id).execute();
    expect(auditoria).toHaveLength(1);
    expect(auditoria[0]).toMatchObject({ usuario_nome: expect.stringMatching(/\S/), detalhes: expect.objectContaining({ pacienteId, paginas: 2 }) });

    const ok = await verificar(bytes);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      emitido: true,
      sha256: sha(bytes),
      documento: {
        id: registro.id,
        titulo: 'Laudo — Transplante capilar',
        paginas: 2,
        emitidoEm: registro.emitidoEm,
        emitidoPor: auditoria[0]!.usuario_nome,
        paciente: 'Vera Verificada',
        layout: null,
      },
    });

    // one byte changed: not the clinic's document any more
    const altered = Buffer.from(bytes);
    altered[12] = altered[12]! ^ 1;
    const changed = await verificar(altered);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ emitido: false, sha256: sha(altered) });
  });

  it('refuses a register without the service key, or with another, even from a logged-in user; nothing is kept', async () => {
    const bytes = pdf('forjado');
    const body = { sha256: sha(bytes), bytes: bytes.length, paginas: 1, titulo: 'Atestado' };
    expect(expectErrorList(await registrar(body, {}), 403)).toBe(DOCUMENTO_MSG.chaveInvalida);
    expect(expectErrorList(await registrar(body, { [PDF_SERVICE_KEY_HEADER]: `${TEST_PDF_SERVICE_KEY}x` }), 403)).toBe(DOCUMENTO_MSG.chaveInvalida);
    // the key alone is not enough either: someone must have asked for the document
    expect((await registrar(body, { [PDF_SERVICE_KEY_HEADER]: TEST_PDF_SERVICE_KEY }, 'nao-e-um-token')).statusCode).toBe(401);
    expect((await verificar(bytes)).json()).toMatchObject({ emitido: false });
  });

  it('names each unknown patient or layout and each malformed field, keeping nothing', async () => {
    const bytes = pdf('sem dono');
    const res = await registrar({ sha256: sha(bytes), bytes: bytes.length, paginas: 1, titulo: 'Receita', pacienteId: 999_999, layoutId: 999_999 });
    expect(res.statusCode).toBe(422);
    expect(errorFields(res)).toEqual([
      ['pacienteId', DOCUMENTO_MSG.pacienteInexistente],
      ['layoutId', DOCUMENTO_MSG.layoutInexistente],
    ]);
    expect((await registrar({ sha256: 'ABC', bytes: 1, paginas: 1, titulo: 'x' })).statusCode).toBe(400);
    expect((await verificar(bytes)).json()).toMatchObject({ emitido: false });
  });

  it('answers 503 when the api has no PDF_SERVICE_KEY, and verification still works', async () => {
    const semChave = await createTestApp({ pdfServiceKey: null });
    try {
      const token = await semChave.login('recepcao@clinica.dev');
      const res = await semChave.app.inject({
        method: 'POST',
        url: '/api/documento-emitido/registrar',
        headers: { ...bearer(token), 'content-type': 'application/json', [PDF_SERVICE_KEY_HEADER]: TEST_PDF_SERVICE_KEY },
        payload: JSON.stringify({ sha256: 'a'.repeat(64), bytes: 1, paginas: 1, titulo: 'x' }),
      });
      expect(expectErrorList(res, 503)).toBe(DOCUMENTO_MSG.semChave);
      const check = await postFile(semChave, '/api/documento-emitido/verificar', '', { content: pdf('x'), filename: 'a.pdf', contentType: 'application/pdf' });
      expect(check.json()).toMatchObject({ emitido: false });
    } finally {
      await semChave.close();
    }
  });

  it('asks for a PDF when the file is something else, or no file came', async () => {
    expect(expectErrorList(await verificar(Buffer.from('GIF89a…'), 'foto.gif'), 415)).toBe(DOCUMENTO_MSG.naoPdf);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/documento-emitido/verificar',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(expectErrorList(json, 415)).toBe(DOCUMENTO_MSG.naoPdf);
  });
});
