import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { postFile } from '../test-support/multipart.js';
import { bearer, createTestApp, decodeClaims, errorFields, expectErrorList, TEST_PDF_SERVICE_KEY, type TestApp } from '../test-support/test-app.js';
import { DOCUMENTO_MSG, PDF_SERVICE_KEY_HEADER } from './documento-emitido.routes.js';
import { assinarEmissao, conteudoSha256, type Emissao } from './emissao.js';

/** Bytes shaped like a PDF (the verification reads only the hash and the %PDF- signature). */
const pdf = (text: string) => Buffer.from(`%PDF-1.7\n${text}\n%%EOF\n`);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let t: TestApp;
let recepcao: string;
let recepcaoId: number;
let pacienteId: number;
beforeAll(async () => {
  t = await createTestApp();
  recepcao = await t.login('recepcao@clinica.dev');
  recepcaoId = Number(decodeClaims(recepcao).jti);
  pacienteId = (await t.db.insertInto('paciente').values({ nome: 'Vera Verificada', estrangeiro: true }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

/** A document the api built (as the laudo route does) and the job it signed for it. */
const DOC = { content: '<p>Laudo da Vera</p>', htmlHeader: '<div>Vera</div>', headerHeigth: 90 };
const job = (over: Partial<Emissao> = {}, key = TEST_PDF_SERVICE_KEY) =>
  assinarEmissao(key, {
    conteudo: conteudoSha256(DOC),
    titulo: 'Laudo — Transplante capilar',
    pacienteId,
    layoutId: null,
    usuarioId: recepcaoId,
    expira: Date.now() + 60_000,
    ...over,
  });

const registrar = (body: unknown, headers: Record<string, string> = { [PDF_SERVICE_KEY_HEADER]: TEST_PDF_SERVICE_KEY }, token = recepcao) =>
  t.app.inject({
    method: 'POST',
    url: '/api/documento-emitido/registrar',
    headers: { ...bearer(token), 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
/** What the PDF service sends once it rendered DOC into `bytes`. */
const registro = (bytes: Buffer, emissao = job(), conteudo = conteudoSha256(DOC)) => ({
  sha256: sha(bytes),
  bytes: bytes.length,
  paginas: 2,
  emissao,
  conteudoSha256: conteudo,
});

/** The public verification: no token, a fresh client address. */
function verificar(content: Buffer, filename = 'laudo.pdf'): Promise<LightMyRequestResponse> {
  return postFile(t, '/api/documento-emitido/verificar', 'sem-token', { content, filename, contentType: 'application/pdf' });
}

describe('issued PDFs: register and verification', () => {
  it('registers what the PDF service rendered from a document the api built, with who asked, and tells a holder the file is the clinic’s, unchanged', async () => {
    const bytes = pdf('laudo da Vera');
    const res = await registrar(registro(bytes));
    expect(res.statusCode).toBe(201);
    const registrado = res.json<{ id: string; sha256: string; emitidoEm: string }>();
    expect(registrado.sha256).toBe(sha(bytes));
    expect(Date.now() - Date.parse(registrado.emitidoEm)).toBeLessThan(60_000);

    const auditoria = await t.db.selectFrom('auditoria').selectAll().where('acao', '=', 'DOCUMENTO_EMITIDO').where('entidade_id', '=', registrado.id).execute();
    expect(auditoria).toHaveLength(1);
    // paciente_id: the patient's access report lists it
    expect(auditoria[0]).toMatchObject({
      usuario_nome: expect.stringMatching(/\S/),
      paciente_id: pacienteId,
      detalhes: expect.objectContaining({ pacienteId, paginas: 2 }),
    });

    const ok = await verificar(bytes);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      emitido: true,
      sha256: sha(bytes),
      documento: {
        id: registrado.id,
        titulo: 'Laudo — Transplante capilar',
        paginas: 2,
        emitidoEm: registrado.emitidoEm,
        emitidoPor: auditoria[0]!.usuario_nome,
        paciente: 'Vera Verificada',
        layout: null,
        assinante: null,
      },
      // issue 39: an unsigned file has no signatures to report
      assinaturas: [],
    });

    // one byte changed: not the clinic's document any more
    const altered = Buffer.from(bytes);
    altered[12] = altered[12]! ^ 1;
    const changed = await verificar(altered);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ emitido: false, sha256: sha(altered), assinaturas: [] });
  });

  it('refuses a register without the service key, or with another, even from a logged-in user; nothing is kept', async () => {
    const bytes = pdf('forjado');
    const body = registro(bytes);
    expect(expectErrorList(await registrar(body, {}), 403)).toBe(DOCUMENTO_MSG.chaveInvalida);
    expect(expectErrorList(await registrar(body, { [PDF_SERVICE_KEY_HEADER]: `${TEST_PDF_SERVICE_KEY}x` }), 403)).toBe(DOCUMENTO_MSG.chaveInvalida);
    // the key alone is not enough either: someone must have asked for the document
    expect((await registrar(body, { [PDF_SERVICE_KEY_HEADER]: TEST_PDF_SERVICE_KEY }, 'nao-e-um-token')).statusCode).toBe(401);
    expect((await verificar(bytes)).json()).toMatchObject({ emitido: false });
  });

  it('registers nothing the api did not build for this caller: a forged, altered, expired or foreign job, other content, or the caller’s own title and patient get one answer naming nothing', async () => {
    const bytes = pdf('atestado forjado');
    const [payload, assinatura] = job().split('.');
    const outroPaciente = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), pacienteId: 999_999 })).toString(
      'base64url',
    );
    const admin = await t.login('admin@clinica.dev');
    const recusas = [
      registro(bytes, job({}, `${TEST_PDF_SERVICE_KEY}-outra`)), // signed with another key
      registro(bytes, `${outroPaciente}.${assinatura}`), // another patient under the same signature
      registro(bytes, job({ expira: Date.now() - 1 })), // expired
      registro(bytes, job(), conteudoSha256({ ...DOC, content: '<p>Atesto para os devidos fins...</p>' })), // the service rendered something else
      registro(bytes, 'nao-e-um-trabalho'),
    ];
    for (const body of recusas) {
      const res = await registrar(body);
      expect(res.statusCode).toBe(422);
      expect(errorFields(res)).toEqual([['emissao', DOCUMENTO_MSG.emissaoInvalida]]);
    }
    // a job is the user's it was built for: another session cannot register it
    const alheio = await registrar(registro(bytes), undefined, admin);
    expect(errorFields(alheio)).toEqual([['emissao', DOCUMENTO_MSG.emissaoInvalida]]);
    // the caller cannot name the title, patient or layout itself
    const proprio = await registrar({ sha256: sha(bytes), bytes: bytes.length, paginas: 1, titulo: 'Atestado médico', pacienteId });
    expect(proprio.statusCode).toBe(400);
    expect((await registrar({ ...registro(bytes), sha256: 'ABC' })).statusCode).toBe(400);
    expect((await verificar(bytes)).json()).toMatchObject({ emitido: false });
    expect(await t.db.selectFrom('documento_emitido').select('id').where('sha256', '=', sha(bytes)).execute()).toEqual([]);
  });

  it('answers 503 when the api has no PDF_SERVICE_KEY, and verification still works', async () => {
    const semChave = await createTestApp({ pdfServiceKey: null });
    try {
      const token = await semChave.login('recepcao@clinica.dev');
      const res = await semChave.app.inject({
        method: 'POST',
        url: '/api/documento-emitido/registrar',
        headers: { ...bearer(token), 'content-type': 'application/json', [PDF_SERVICE_KEY_HEADER]: TEST_PDF_SERVICE_KEY },
        payload: JSON.stringify({ sha256: 'a'.repeat(64), bytes: 1, paginas: 1, emissao: 'x', conteudoSha256: 'a'.repeat(64) }),
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
