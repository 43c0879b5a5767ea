import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { conteudoSha256, lerEmissao } from '../documento-emitido/emissao.js';
import { ETAPA_MSG } from '../imagens/etapa.validation.js';
import { MSG } from '../errors/messages.js';
import { apiCaller, bearer, createTestApp, errorFields, expectErrorList, TEST_PDF_SERVICE_KEY, type TestApp } from '../test-support/test-app.js';
import { CONTRATO_MSG as M } from './contrato.schemas.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface Contrato {
  id: number;
  nomeContrato: string;
  texto: string | null;
  arquivo: string | null;
  nomeArquivo: string | null;
  type: string | null;
  assinado: boolean;
  versaoAnteriorId: number | null;
  substituidoPorId: number | null;
  versao: number;
  usuarioCadastro: string | null;
}

let t: TestApp;
let admin: string;
let pacienteId: number;
let procedimentoId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
  pacienteId = (
    await t.db
      .insertInto('paciente')
      .values({ nome: 'Carla Contratada', estrangeiro: true, nascimento: '1984-03-11', sexo: 'FEMININO' })
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
  'gerenciar/contrato',
  () => admin,
);

const novo = async (nomeContrato = 'Contrato Botox', texto = '<p>Contrato de <strong>Carla</strong></p><script>alert(1)</script>') => {
  const res = await call('POST', '/cadastro', { paciente: pacienteId, procedimento: procedimentoId, nomeContrato, texto });
  expect(res.statusCode).toBe(201);
  return res.json<Contrato>();
};

function upload(token: string, campos: Record<string, string>, arquivo?: { nome: string; conteudo: Buffer; tipo: string }) {
  const boundary = '----contrato' + Math.random().toString(16).slice(2);
  const partes: Buffer[] = [];
  for (const [nome, valor] of Object.entries(campos))
    partes.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${nome}"\r\n\r\n${valor}\r\n`));
  if (arquivo) {
    partes.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${arquivo.nome}"\r\nContent-Type: ${arquivo.tipo}\r\n\r\n`),
    );
    partes.push(arquivo.conteudo, Buffer.from('\r\n'));
  }
  partes.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url: '/api/gerenciar/contrato/uploadFile',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(partes),
  });
}

describe('/gerenciar/contrato', () => {
  it('cadastro keeps sanitised HTML and the author; POST listar answers the patient’s documents of the procedure, GET listar all; audited', async () => {
    const antes = await t.auditCount('CONTRATO_CRIADO');
    const c = await novo();
    expect(c.texto).toBe('<p>Contrato de <strong>Carla</strong></p>');
    expect(c).toMatchObject({ nomeContrato: 'Contrato Botox', assinado: false, arquivo: null, versaoAnteriorId: null, usuarioCadastro: 'Administrador' });
    const lista = (await call('POST', '/listar', { idPaciente: pacienteId, procedimento: procedimentoId })).json<Contrato[]>();
    expect(lista.map((x) => x.id)).toContain(c.id);
    const todos = await call('GET', '/listar');
    expect(todos.statusCode).toBe(200);
    expect(todos.json<Contrato[]>().map((x) => x.id)).toContain(c.id);
    expect(await t.auditCount('CONTRATO_CRIADO')).toBe(antes + 1);
  });

  it('refuses a blank name and a blank text together, an unknown patient, and bad bodies without a 5xx', async () => {
    const res = await call('POST', '/cadastro', { paciente: pacienteId, procedimento: procedimentoId, nomeContrato: '  ', texto: '<p><br></p>' });
    expect(res.statusCode).toBe(400);
    expect(errorFields(res)).toEqual([
      ['nomeContrato', M.nome],
      ['texto', M.texto],
    ]);
    expect(
      expectErrorList(await call('POST', '/cadastro', { paciente: 999999, procedimento: procedimentoId, nomeContrato: 'X', texto: '<p>x</p>' }), 404),
    ).toBe(M.paciente);
    expect((await call('POST', '/cadastro', { paciente: 'a' })).statusCode).toBe(400);
    expect((await call('POST', '/assinar', { id: 1 })).statusCode).toBe(400);
    expect(expectErrorList(await call('DELETE', '/delete/999999'), 404)).toBe(M.naoEncontrado);
  });

  it('atualizar edits an unsigned document in place; once signed, an edit is a new version and the signed one stays as it was', async () => {
    const c = await novo('Proposta', '<p>Versão 1</p>');
    const editado = (
      await call('PUT', '/atualizar', {
        id: c.id,
        paciente: pacienteId,
        procedimento: procedimentoId,
        nomeContrato: 'Proposta',
        texto: '<p>Versão 2</p>',
        versao: c.versao,
      })
    ).json<Contrato>();
    expect(editado).toMatchObject({ id: c.id, texto: '<p>Versão 2</p>', versao: c.versao + 1 });

    const assinar = await call('POST', '/assinar', { id: c.id, status: true });
    expect(assinar.statusCode).toBe(200);
    expect(assinar.json<{ mensagem: string; contrato: Contrato }>()).toMatchObject({
      mensagem: 'Contrato assinado com sucesso',
      contrato: { id: c.id, assinado: true },
    });
    expect(expectErrorList(await call('POST', '/assinar', { id: c.id, status: false }), 409)).toBe(M.naoDesassina);

    const res = await call('PUT', '/atualizar', {
      id: c.id,
      paciente: pacienteId,
      procedimento: procedimentoId,
      nomeContrato: 'Proposta',
      texto: '<p>Versão 3</p>',
    });
    expect(res.statusCode).toBe(200);
    const nova = res.json<Contrato>();
    expect(nova.id).not.toBe(c.id);
    expect(nova).toMatchObject({ texto: '<p>Versão 3</p>', assinado: false, versaoAnteriorId: c.id });
    const lista = (await call('POST', '/listar', { idPaciente: pacienteId, procedimento: procedimentoId })).json<Contrato[]>();
    expect(lista.find((x) => x.id === c.id)).toMatchObject({ texto: '<p>Versão 2</p>', assinado: true, substituidoPorId: nova.id });
    expect(await t.auditCount('CONTRATO_NOVA_VERSAO')).toBeGreaterThan(0);
    // the signed one is replaced once: a second edit of it is refused
    const outra = await call('PUT', '/atualizar', {
      id: c.id,
      paciente: pacienteId,
      procedimento: procedimentoId,
      nomeContrato: 'Proposta',
      texto: '<p>Versão 4</p>',
    });
    expect(expectErrorList(outra, 409)).toBe(M.jaSubstituido);
    // a stale versao is refused
    expect(
      (await call('PUT', '/atualizar', { id: nova.id, paciente: pacienteId, procedimento: procedimentoId, nomeContrato: 'P', texto: '<p>x</p>', versao: 99 }))
        .statusCode,
    ).toBe(409);
  });

  it('imprimir answers the document for the PDF service with an issue job the register believes', async () => {
    const c = await novo('Termo', '<p>Termo assinado por Carla</p>');
    const res = await call('GET', `/imprimir/${c.id}`);
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ headerHeigth: number; htmlHeader: string; content: string; emissao: string }>();
    expect(doc).not.toHaveProperty('titulo');
    expect(doc.content).toContain('<p>Termo assinado por Carla</p>');
    expect(doc.htmlHeader).toContain('Carla Contratada');
    const emissao = lerEmissao(TEST_PDF_SERVICE_KEY, doc.emissao);
    expect(emissao).toMatchObject({ titulo: 'Termo', pacienteId, conteudo: conteudoSha256(doc) });
  });

  it('uploadFile keeps a file (type from its content), downloads it, never prints it; a signed file is not changed; other types are refused', async () => {
    const res = await upload(
      admin,
      { paciente: String(pacienteId), procedimento: String(procedimentoId), nomeArquivo: 'Contrato escaneado', type: 'image/png' },
      { nome: 'scan.png', conteudo: PNG, tipo: 'image/png' },
    );
    expect(res.statusCode).toBe(201);
    const c = res.json<Contrato>();
    expect(c).toMatchObject({
      nomeContrato: 'Contrato escaneado',
      nomeArquivo: 'scan.png',
      type: 'image/png',
      texto: null,
      arquivo: `gerenciar/contrato/arquivo/${c.id}`,
    });
    const baixado = await call('GET', `/arquivo/${c.id}`);
    expect(baixado.statusCode).toBe(200);
    expect(baixado.rawPayload.equals(PNG)).toBe(true);
    expect(expectErrorList(await call('GET', `/imprimir/${c.id}`), 400)).toBe(M.arquivoNaoImprime);
    await call('POST', '/assinar', { id: c.id, status: true });
    const renomear = await call('PUT', '/atualizar', { id: c.id, paciente: pacienteId, procedimento: procedimentoId, nomeContrato: 'Outro nome' });
    expect(expectErrorList(renomear, 409)).toBe(M.arquivoAssinado);

    const texto = await upload(
      admin,
      { paciente: String(pacienteId), procedimento: String(procedimentoId) },
      { nome: 'a.txt', conteudo: Buffer.from('texto simples'), tipo: 'text/plain' },
    );
    expect(expectErrorList(texto, 415)).toBe(M.tipoArquivo);
    const semArquivo = await upload(admin, { paciente: String(pacienteId), procedimento: String(procedimentoId) });
    expect(errorFields(semArquivo)).toEqual([['arquivo', M.semArquivo]]);
    const naoMultipart = await call('POST', '/uploadFile', { paciente: pacienteId });
    expect(naoMultipart.statusCode).toBe(415);
  });

  it('uploadFile refuses a file past the stage uploads’ limit', async () => {
    const pequeno = await createTestApp({ limits: { uploadMaxBytes: 50 } });
    try {
      const token = await pequeno.login('admin@clinica.dev');
      const paciente = (await pequeno.db.selectFrom('paciente').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
      const boundary = '----limite';
      const corpo = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="paciente"\r\n\r\n${paciente}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="procedimento"\r\n\r\n${procedimentoId}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="grande.png"\r\nContent-Type: image/png\r\n\r\n`),
        PNG,
        Buffer.alloc(200),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await pequeno.app.inject({
        method: 'POST',
        url: '/api/gerenciar/contrato/uploadFile',
        headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: corpo,
      });
      expect(expectErrorList(res, 413)).toBe(ETAPA_MSG.tamanho);
    } finally {
      await pequeno.close();
    }
  });

  it('gates: the tab’s permission for every call, DELETAR_CONTRATOS to delete', async () => {
    const semAba = await t.createUser(['ROLE_PACIENTES', 'DELETAR_CONTRATOS']);
    const aba = await t.createUser(['ROLE_PACIENTES', 'PROPOSTA_CONTRATO_FICHA_PACIENTE']);
    const apaga = await t.createUser(['ROLE_PACIENTES', 'PROPOSTA_CONTRATO_FICHA_PACIENTE', 'DELETAR_CONTRATOS']);
    const c = await novo('Para excluir', '<p>x</p>');
    expect(expectErrorList(await call('POST', '/listar', { idPaciente: pacienteId, procedimento: procedimentoId }, semAba.token), 403)).toBe(MSG.semPermissao);
    expect((await call('GET', '/listar', undefined, semAba.token)).statusCode).toBe(403);
    expect((await call('GET', `/imprimir/${c.id}`, undefined, semAba.token)).statusCode).toBe(403);
    expect((await call('POST', '/assinar', { id: c.id, status: true }, semAba.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/delete/${c.id}`, undefined, semAba.token)).statusCode).toBe(403);
    expect((await call('POST', '/listar', { idPaciente: pacienteId, procedimento: procedimentoId }, aba.token)).statusCode).toBe(200);
    expect(expectErrorList(await call('DELETE', `/delete/${c.id}`, undefined, aba.token), 403)).toBe(MSG.semPermissao);
    const antes = await t.auditCount('CONTRATO_EXCLUIDO');
    expect((await call('DELETE', `/delete/${c.id}`, undefined, apaga.token)).statusCode).toBe(200);
    expect(await t.auditCount('CONTRATO_EXCLUIDO')).toBe(antes + 1);
    const lista = (await call('POST', '/listar', { idPaciente: pacienteId, procedimento: procedimentoId })).json<Contrato[]>();
    expect(lista.map((x) => x.id)).not.toContain(c.id);
  });
});
