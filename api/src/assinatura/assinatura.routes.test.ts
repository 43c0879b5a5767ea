import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { postFile } from '../test-support/multipart.js';
import { apiCaller, bearer, createTestApp, decodeClaims, expectErrorList, TEST_PDF_SERVICE_KEY, type TestApp } from '../test-support/test-app.js';
import { PDF_SERVICE_KEY_HEADER } from '../documento-emitido/documento-emitido.routes.js';
import { assinarEmissao, conteudoSha256, lerEmissao } from '../documento-emitido/emissao.js';
import { certificadoDeTeste, conferirComForge } from './test-certificado.js';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const SENHA = 'senha-do-a1';
const { p12 } = certificadoDeTeste('Dra. Ana Assinante', SENHA);

let t: TestApp;
let admin: string;
let adminId: number;
let pdf: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
  adminId = Number(decodeClaims(admin).jti);
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Atestado para assinar', { x: 50, y: 700, font: await doc.embedFont(StandardFonts.Helvetica) });
  pdf = Buffer.from(await doc.save());
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'gerenciar/assinatura',
  () => admin,
);
const DOC = { content: '<p>Atestado</p>', htmlHeader: '', headerHeigth: 0 };
const job = (assinanteId: number | null, usuarioId = adminId) =>
  assinarEmissao(TEST_PDF_SERVICE_KEY, {
    conteudo: conteudoSha256(DOC),
    titulo: 'Atestado',
    pacienteId: null,
    layoutId: null,
    usuarioId,
    expira: Date.now() + 60_000,
    assinanteId,
  });
const registrar = (body: unknown, token = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/documento-emitido/registrar',
    headers: { ...bearer(token), 'content-type': 'application/json', [PDF_SERVICE_KEY_HEADER]: TEST_PDF_SERVICE_KEY },
    payload: JSON.stringify(body),
  });
const registro = (bytes: Buffer, emissao: string, comPdf = true) => ({
  sha256: sha(bytes),
  bytes: bytes.length,
  paginas: 1,
  emissao,
  conteudoSha256: conteudoSha256(DOC),
  ...(comPdf && { pdf: bytes.toString('base64') }),
});
const verificar = (content: Buffer) =>
  postFile(t, '/api/documento-emitido/verificar', 'sem-token', { content, filename: 'doc.pdf', contentType: 'application/pdf' });

interface Verificacao {
  emitido: boolean;
  documento?: { assinante: string | null; emitidoPor: string };
  assinaturas: { assinante: string; integra: boolean; cobreDocumento: boolean }[];
}

describe("the doctor's A1 certificate (Minha conta)", () => {
  it('refuses a wrong password, a file that is not PKCS#12, and a user who is not a doctor', async () => {
    expect(expectErrorList(await call('PUT', '/certificado', { arquivo: p12.toString('base64'), senha: 'errada' }), 400)).toBe(
      'Senha do certificado incorreta.',
    );
    expect(expectErrorList(await call('PUT', '/certificado', { arquivo: Buffer.from('texto').toString('base64'), senha: 'x' }), 400)).toBe(
      'O arquivo não é um certificado A1 (PKCS#12, .pfx ou .p12).',
    );
    expect((await call('PUT', '/certificado', { arquivo: '***', senha: 'x' })).statusCode).toBe(400);
    expect((await call('PUT', '/certificado', { arquivo: p12.toString('base64') })).statusCode).toBe(400);
    const recepcao = await t.login('recepcao@clinica.dev');
    expect(expectErrorList(await call('PUT', '/certificado', { arquivo: p12.toString('base64'), senha: SENHA }, recepcao), 403)).toBe(
      'Somente médicos guardam um certificado para assinar documentos.',
    );
    expect((await call('GET', '/certificado', undefined, recepcao)).json()).toEqual({ certificado: null });
  });

  it('keeps it sealed (neither the file nor the password readable in the database), shows only holder, issuer and validity; audited', async () => {
    const res = await call('PUT', '/certificado', { arquivo: p12.toString('base64'), senha: SENHA });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ certificado: { titular: 'Dra. Ana Assinante', emissor: 'AC Teste da Clínica', numeroSerie: '0a1b2c' } });
    expect(Object.keys(res.json<{ certificado: object }>().certificado).sort()).toEqual([
      'emissor',
      'enviadoEm',
      'numeroSerie',
      'titular',
      'validoAte',
      'validoDe',
    ]);
    expect((await call('GET', '/certificado')).json()).toEqual(res.json());
    const row = await t.db.selectFrom('certificado_digital').select('cifrado').where('usuario_id', '=', adminId).executeTakeFirstOrThrow();
    const selado = Buffer.from(row.cifrado);
    expect(selado.includes(Buffer.from(SENHA))).toBe(false);
    expect(selado.includes(p12.subarray(0, 64))).toBe(false);
    expect(selado.includes(Buffer.from(p12.toString('base64').slice(0, 40)))).toBe(false);
    const audit = await t.db.selectFrom('auditoria').select(['acao', 'detalhes']).where('entidade', '=', 'certificado_digital').execute();
    expect(audit.map((a) => a.acao)).toEqual(['CERTIFICADO_GUARDADO']);
    expect(JSON.stringify(audit)).not.toContain(SENHA);
  });

  it('signs the issued PDF at registration: the register holds the signed file, the verification names the signer and finds it intact', async () => {
    const res = await registrar(registro(pdf, job(adminId)));
    expect(res.statusCode).toBe(201);
    const { pdf: assinadoB64, sha256, assinante } = res.json<{ pdf: string; sha256: string; assinante: string }>();
    expect(assinante).toBe('Dra. Ana Assinante');
    const assinado = Buffer.from(assinadoB64, 'base64');
    expect(sha256).toBe(sha(assinado));
    // an independent reader (node-forge over the CMS) agrees
    expect(conferirComForge(assinado)).toEqual({ assinante: 'Dra. Ana Assinante', digestConfere: true, assinaturaConfere: true });
    const ok = (await verificar(assinado)).json<Verificacao>();
    expect(ok).toMatchObject({ emitido: true, documento: { assinante: 'Dra. Ana Assinante', emitidoPor: 'Administrador' } });
    expect(ok.assinaturas).toEqual([{ assinante: 'Dra. Ana Assinante', integra: true, cobreDocumento: true }]);
    // the unsigned original is not what was issued
    expect((await verificar(pdf)).json<Verificacao>()).toMatchObject({ emitido: false, assinaturas: [] });
    // one byte changed: not issued, signature broken
    const alterado = Buffer.from(assinado);
    const pos = alterado.indexOf('/Producer') > 0 ? alterado.indexOf('/Producer') + 2 : 100;
    alterado[pos] = alterado[pos]! ^ 1;
    const ruim = (await verificar(alterado)).json<Verificacao>();
    expect(ruim.emitido).toBe(false);
    expect(ruim.assinaturas[0]).toMatchObject({ assinante: 'Dra. Ana Assinante', integra: false });
  });

  it('refuses a PDF that is not the rendered one; a job without a signer, or a signer without a certificate, registers unsigned', async () => {
    const outro = Buffer.concat([pdf, Buffer.from('\n%x\n')]);
    const diferente = { ...registro(pdf, job(adminId)), pdf: outro.toString('base64') };
    expect(expectErrorList(await registrar(diferente), 422)).toBe('O PDF enviado para assinar não é o que foi gerado.');
    const semAssinante = await registrar(registro(Buffer.concat([pdf, Buffer.from('\n%1\n')]), job(null)));
    expect(semAssinante.statusCode).toBe(201);
    expect(semAssinante.json()).not.toHaveProperty('pdf');
    const medico = await t.login('medico@clinica.dev');
    const medicoId = Number(decodeClaims(medico).jti);
    const semCertificado = await registrar(registro(Buffer.concat([pdf, Buffer.from('\n%2\n')]), job(medicoId, medicoId)), medico);
    expect(semCertificado.statusCode).toBe(201);
    expect(semCertificado.json()).not.toHaveProperty('assinante');
  });

  it("the laudo's job names the doctor who asks for it as its signer (and nobody for a user who is not a doctor)", async () => {
    const procedimentoId = (await t.db.selectFrom('procedimento').select('id').where('nome', '=', 'Transplante capilar').executeTakeFirstOrThrow()).id;
    const pacienteId = (await t.db.insertInto('paciente').values({ nome: 'Paula Laudo Assinado', estrangeiro: true }).returning('id').executeTakeFirstOrThrow())
      .id;
    const laudo = await t.app.inject({
      method: 'POST',
      url: '/api/gerenciar/paciente/laudo',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: JSON.stringify({ idPaciente: pacienteId, procedimento: procedimentoId }),
    });
    expect(lerEmissao(TEST_PDF_SERVICE_KEY, laudo.json<{ emissao: string }>().emissao)?.assinanteId).toBe(adminId);
    const recepcao = await t.login('recepcao@clinica.dev');
    const dela = await t.app.inject({
      method: 'POST',
      url: '/api/gerenciar/paciente/laudo',
      headers: { ...bearer(recepcao), 'content-type': 'application/json' },
      payload: JSON.stringify({ idPaciente: pacienteId, procedimento: procedimentoId }),
    });
    expect(lerEmissao(TEST_PDF_SERVICE_KEY, dela.json<{ emissao: string }>().emissao)?.assinanteId).toBeUndefined();
  });

  it("a certificate's print (atestado) names the doctor who prints it as its signer", async () => {
    const procedimentoId = (await t.db.selectFrom('procedimento').select('id').where('nome', '=', 'Transplante capilar').executeTakeFirstOrThrow()).id;
    const pacienteId = (await t.db.insertInto('paciente').values({ nome: 'Ari Atestado', estrangeiro: true }).returning('id').executeTakeFirstOrThrow()).id;
    const headers = { ...bearer(admin), 'content-type': 'application/json' };
    const criado = await t.app.inject({
      method: 'POST',
      url: '/api/gerenciar/paciente/gerarAtestado',
      headers,
      payload: JSON.stringify({ paciente: pacienteId, procedimento: procedimentoId, texto: '<p>Atesto repouso.</p>' }),
    });
    expect(criado.statusCode).toBe(200);
    const impresso = await t.app.inject({
      method: 'GET',
      url: `/api/gerenciar/paciente/imprimirAtestado/${criado.json<{ id: number }>().id}`,
      headers: bearer(admin),
    });
    expect(lerEmissao(TEST_PDF_SERVICE_KEY, impresso.json<{ emissao: string }>().emissao)?.assinanteId).toBe(adminId);
  });

  it('removes it: later documents go unsigned; audited', async () => {
    expect((await call('DELETE', '/certificado')).json()).toEqual({ certificado: null });
    expect((await call('GET', '/certificado')).json()).toEqual({ certificado: null });
    const res = await registrar(registro(Buffer.concat([pdf, Buffer.from('\n%3\n')]), job(adminId)));
    expect(res.statusCode).toBe(201);
    expect(res.json()).not.toHaveProperty('pdf');
    const acoes = await t.db.selectFrom('auditoria').select('acao').where('entidade', '=', 'certificado_digital').orderBy('id').execute();
    expect(acoes.map((a) => a.acao)).toEqual(['CERTIFICADO_GUARDADO', 'CERTIFICADO_REMOVIDO']);
  });
});
