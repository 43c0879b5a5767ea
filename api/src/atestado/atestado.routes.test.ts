import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { conteudoSha256, lerEmissao } from '../documento-emitido/emissao.js';
import { MSG } from '../errors/messages.js';
import { apiCaller, createTestApp, expectErrorList, TEST_PDF_SERVICE_KEY, type TestApp } from '../test-support/test-app.js';
import { ATESTADO_MSG as M } from './atestado.routes.js';

interface Atestado {
  id: number;
  texto: string;
  medicoId: number | null;
  medico: string | null;
  usuarioCadastro: string | null;
  horarioCadastro: string;
  versao: number;
}

let t: TestApp;
let admin: string;
let medico: string;
let pacienteId: number;
let procedimentoId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
  medico = await t.login('medico@clinica.dev');
  pacienteId = (
    await t.db
      .insertInto('paciente')
      .values({ nome: 'Ana Atestada', estrangeiro: true, nascimento: '1990-05-01', sexo: 'FEMININO' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  procedimentoId = (await t.db.selectFrom('procedimento').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'gerenciar/paciente',
  () => admin,
);
const gerar = async (texto: string, token = admin, extra: Record<string, unknown> = {}) => {
  const res = await call('POST', '/gerarAtestado', { paciente: pacienteId, procedimento: procedimentoId, texto, ...extra }, token);
  expect(res.statusCode).toBe(200);
  return res.json<Atestado>();
};
const buscar = async (token = admin) =>
  (await call('GET', '/buscarAtestado', undefined, token, { pacienteId: String(pacienteId), procedimentoId: String(procedimentoId) })).json<Atestado[]>();

describe('atestados', () => {
  it('gerarAtestado creates (sanitised, audited) and edits with the id; buscarAtestado lists them newest first', async () => {
    const antes = await t.auditCount('ATESTADO_CRIADO');
    const a = await gerar('<p>Atesto repouso de 2 dias.</p><img src=x onerror=alert(1)>');
    expect(a.texto).not.toContain('onerror');
    expect(a.texto).toContain('<p>Atesto repouso de 2 dias.</p>');
    expect(a.usuarioCadastro).toBe('Administrador');
    expect(await t.auditCount('ATESTADO_CRIADO')).toBe(antes + 1);
    const editado = await gerar('<p>Atesto repouso de 3 dias.</p>', admin, { id: a.id, versao: a.versao });
    expect(editado).toMatchObject({ id: a.id, texto: '<p>Atesto repouso de 3 dias.</p>', versao: a.versao + 1 });
    expect(await t.auditCount('ATESTADO_EDITADO')).toBeGreaterThan(0);
    const b = await gerar('<p>Segundo</p>');
    const lista = await buscar();
    expect(lista.map((x) => x.id).slice(0, 2)).toEqual([b.id, a.id]);
    const stale = await call('POST', '/gerarAtestado', { id: a.id, paciente: pacienteId, procedimento: procedimentoId, texto: '<p>x</p>', versao: 1 });
    expect(stale.statusCode).toBe(409);
  });

  it('the issuer is the creating user only if a doctor', async () => {
    const recepcao = await t.createUser(['ROLE_PACIENTES', 'ATESTADO_FICHA_PACIENTE']);
    const naoMedico = await gerar('<p>Pela recepção</p>', recepcao.token);
    expect(naoMedico.medicoId).toBeNull();
    const doMedico = await gerar('<p>Pelo médico</p>', medico);
    expect(doMedico.medicoId).not.toBeNull();
    expect(doMedico.medico).toBeTruthy();
  });

  it('refuses a blank text, an unknown patient or certificate, and bad queries without a 5xx', async () => {
    expect(expectErrorList(await call('POST', '/gerarAtestado', { paciente: pacienteId, procedimento: procedimentoId, texto: '<p> </p>' }), 400)).toBe(M.texto);
    expect(expectErrorList(await call('POST', '/gerarAtestado', { paciente: 999999, procedimento: procedimentoId, texto: '<p>x</p>' }), 404)).toBe(M.paciente);
    expect(
      expectErrorList(await call('POST', '/gerarAtestado', { id: 999999, paciente: pacienteId, procedimento: procedimentoId, texto: '<p>x</p>' }), 404),
    ).toBe(M.naoEncontrado);
    expect((await call('GET', '/buscarAtestado', undefined, admin, { pacienteId: 'abc' })).statusCode).toBe(400);
    expect((await call('DELETE', '/deletarAtestado', undefined, admin, {})).statusCode).toBe(400);
    expect(expectErrorList(await call('DELETE', '/deletarAtestado', undefined, admin, { atestadoId: '999999' }), 404)).toBe(M.naoEncontrado);
  });

  it('imprimirAtestado answers the document for the PDF service with an issue job', async () => {
    const a = await gerar('<p>Atesto para fins de trabalho.</p>');
    const res = await call('GET', `/imprimirAtestado/${a.id}`);
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ headerHeigth: number; htmlHeader: string; content: string; emissao: string }>();
    expect(doc).not.toHaveProperty('titulo');
    expect(doc.content).toContain('Atesto para fins de trabalho.');
    expect(lerEmissao(TEST_PDF_SERVICE_KEY, doc.emissao)).toMatchObject({ pacienteId, conteudo: conteudoSha256(doc), titulo: 'Atestado — Ana Atestada' });
  });

  it('gates: ATESTADO_FICHA_PACIENTE for every call, DELETAR_ATESTADO to delete (audited)', async () => {
    const semAba = await t.createUser(['ROLE_PACIENTES', 'DELETAR_ATESTADO']);
    const aba = await t.createUser(['ROLE_PACIENTES', 'ATESTADO_FICHA_PACIENTE']);
    const apaga = await t.createUser(['ROLE_PACIENTES', 'ATESTADO_FICHA_PACIENTE', 'DELETAR_ATESTADO']);
    const a = await gerar('<p>Para excluir</p>');
    expect(expectErrorList(await call('GET', '/buscarAtestado', undefined, semAba.token, { pacienteId: String(pacienteId) }), 403)).toBe(MSG.semPermissao);
    expect((await call('POST', '/gerarAtestado', { paciente: pacienteId, procedimento: procedimentoId, texto: '<p>x</p>' }, semAba.token)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/imprimirAtestado/${a.id}`, undefined, semAba.token)).statusCode).toBe(403);
    expect((await call('DELETE', '/deletarAtestado', undefined, semAba.token, { atestadoId: String(a.id) })).statusCode).toBe(403);
    expect((await buscar(aba.token)).map((x) => x.id)).toContain(a.id);
    expect(expectErrorList(await call('DELETE', '/deletarAtestado', undefined, aba.token, { atestadoId: String(a.id) }), 403)).toBe(MSG.semPermissao);
    const antes = await t.auditCount('ATESTADO_EXCLUIDO');
    expect((await call('DELETE', '/deletarAtestado', undefined, apaga.token, { atestadoId: String(a.id) })).statusCode).toBe(200);
    expect(await t.auditCount('ATESTADO_EXCLUIDO')).toBe(antes + 1);
    expect((await buscar()).map((x) => x.id)).not.toContain(a.id);
  });
});
