import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { lerEmissao } from '../documento-emitido/emissao.js';
import { postFile } from '../test-support/multipart.js';
import { apiCaller, createTestApp, errorFields, expectErrorList, TEST_PDF_SERVICE_KEY, type TestApp } from '../test-support/test-app.js';
import type { Formulario } from './formulario.schemas.js';
import { DECLARACAO_VERDADE, dataPorExtenso, FICHA_ANAMNESE, RESPOSTA_MSG, rodapeAnamnese } from './resposta.routes.js';
import type { Resposta, RespostaLinha } from './resposta.schemas.js';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), Buffer.from('JFIF\0', 'latin1'), Buffer.alloc(64, 1)]);
const TEXT = Buffer.from('isto não é uma imagem\n'.repeat(30));
const MAX = 64 * 1024;

let t: TestApp;
let admin: string;
let pacienteId: number;
let outroPaciente: number;
let procedimentoId: number;
let grauId: number;
let semGate: string;
let semDelete: string;
let naoMedicoId: number;
let comDelete: string;
let medico: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ limits: { uploadMaxBytes: MAX } });
  admin = await t.login('admin@clinica.dev');
  pacienteId = (await t.db.insertInto('paciente').values({ nome: 'Paciente Fichas', estrangeiro: true }).returning('id').executeTakeFirstOrThrow()).id;
  outroPaciente = (await t.db.insertInto('paciente').values({ nome: 'Outro Paciente', estrangeiro: true }).returning('id').executeTakeFirstOrThrow()).id;
  procedimentoId = (await t.db.selectFrom('procedimento').select('id').where('nome', '=', 'Transplante capilar').executeTakeFirstOrThrow()).id;
  grauId = (await t.db.insertInto('grau_calvicie').values({ grau: 'Grau teste III', ordenacao: 3 }).returning('id').executeTakeFirstOrThrow()).id;
  semGate = (await t.createUser(['ROLE_PACIENTES', 'IMAGENS_FICHA_PACIENTE', 'DELETAR_FORMULARIOS'])).token;
  const naoMedico = await t.createUser(['ROLE_PACIENTES', 'FORMULARIO_FICHA_PACIENTE']);
  semDelete = naoMedico.token;
  naoMedicoId = naoMedico.id;
  comDelete = (await t.createUser(['ROLE_PACIENTES', 'FORMULARIO_FICHA_PACIENTE', 'DELETAR_FORMULARIOS'])).token;
  const m = await t.createUser(['ROLE_PACIENTES', 'FORMULARIO_FICHA_PACIENTE']);
  await t.db.updateTable('usuario').set({ eh_medico: true }).where('id', '=', m.id).execute();
  await t.db.insertInto('medico').values({ usuario_id: m.id, registro_profissional: 'CRM-MG 12345' }).execute();
  medico = { id: m.id, token: m.token };
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'gerenciar/formulario',
  () => admin,
);
const layout = apiCaller(
  () => t,
  'layout',
  () => admin,
);

let formCounter = 0;
async function novoFormulario(nome = `Evolução ${++formCounter}`): Promise<Formulario> {
  const res = await call('POST', '/cadastro', {
    nome,
    perguntas: [
      { pergunta: 'Tem alergias?', exibirCamposSimouNao: true, exibirCampoRestricao: true, textoComplementar: 'Quais?' },
      { pergunta: 'Grau', exibirGrauCalvicie: true },
      { pergunta: 'Tipo sanguíneo', opcoesAdicionais: 'A, B, AB, O' },
    ],
  });
  expect(res.statusCode).toBe(201);
  return res.json<Formulario>();
}

const preencher = (f: Formulario, extra: Record<string, unknown> = {}, token = admin) =>
  call(
    'POST',
    '/resposta/cadastro',
    {
      formulario: f.id,
      paciente: pacienteId,
      procedimento: procedimentoId,
      respostaPerguntas: [
        { perguntaId: f.perguntas[0]!.id, restricao: true, resposta: 'Dipirona' },
        { perguntaId: f.perguntas[1]!.id, grauCalvicie: grauId },
        { perguntaId: f.perguntas[2]!.id, respostaOpcao: 'AB' },
      ],
      ...extra,
    },
    token,
  );

describe('the record filled forms', () => {
  it('fills a form, lists it with the restriction alert, reads it back; the doctor is the filler when a doctor', async () => {
    const f = await novoFormulario();
    // the administrator is a doctor: a receptionist fills this one
    const res = await preencher(f, {}, semDelete);
    expect(res.statusCode).toBe(201);
    const r = res.json<Resposta>();
    expect(r).toMatchObject({
      type: 'FORMULARIO',
      nome: f.nome,
      formulario: f.id,
      restricao: 1,
      medico: null,
      nomeMedico: null,
      versao: 1,
      versaoFormulario: 1,
    });
    expect(r.respostaPerguntas).toEqual([
      { perguntaId: f.perguntas[0]!.id, resposta: 'Dipirona', simouNao: null, respostaOpcao: null, restricao: true, grauCalvicie: null },
      { perguntaId: f.perguntas[1]!.id, resposta: null, simouNao: null, respostaOpcao: null, restricao: false, grauCalvicie: grauId },
      { perguntaId: f.perguntas[2]!.id, resposta: null, simouNao: null, respostaOpcao: 'AB', restricao: false, grauCalvicie: null },
    ]);
    expect((await call('GET', `/resposta/listar/${r.id}`)).json()).toEqual(r);
    const lista = (await call('POST', '/resposta/listar', { paciente: pacienteId, procedimento: procedimentoId })).json<RespostaLinha[]>();
    expect(lista.find((l) => l.id === r.id)).toMatchObject({ nome: f.nome, restricao: 1, nomeMedico: null, type: 'FORMULARIO' });
    expect((await call('POST', '/resposta/listar', { paciente: outroPaciente, procedimento: procedimentoId })).json()).toEqual([]);
    const doMedico = (await preencher(f, { respostaPerguntas: [{ perguntaId: f.perguntas[0]!.id, simouNao: 'NAO' }] }, medico.token)).json<Resposta>();
    expect(doMedico).toMatchObject({ medico: medico.id, nomeMedico: expect.any(String), restricao: 0 });
    expect(await t.auditCount('FORMULARIO_RESPOSTA_CRIADA')).toBeGreaterThanOrEqual(2);
  });

  it('an old answer stays tied to the form as it was filled: editing the form later does not rewrite it', async () => {
    const f = await novoFormulario();
    const antiga = (await preencher(f)).json<Resposta>();
    const editado = await call('PUT', '/editar', {
      id: f.id,
      versao: f.versao,
      nome: `${f.nome} (revisado)`,
      perguntas: [{ pergunta: 'Fuma?', exibirCamposSimouNao: true }],
    });
    expect(editado.statusCode).toBe(200);
    const lida = (await call('GET', `/resposta/listar/${antiga.id}`)).json<Resposta>();
    expect(lida).toEqual(antiga);
    expect(lida.perguntas.map((p) => p.pergunta)).toEqual(['Tem alergias?', 'Grau', 'Tipo sanguíneo']);
    // editing the old answer set keeps its version's questions; a question of the new version is refused
    const novaPergunta = editado.json<Formulario>().perguntas[0]!.id;
    const refused = await call('POST', '/resposta/cadastro', {
      id: antiga.id,
      versao: antiga.versao,
      formulario: f.id,
      paciente: pacienteId,
      procedimento: procedimentoId,
      respostaPerguntas: [{ perguntaId: novaPergunta, simouNao: 'SIM' }],
    });
    expect(errorFields(refused)).toEqual([['respostaPerguntas.0.perguntaId', RESPOSTA_MSG.perguntaDeOutroFormulario]]);
    const edit = await call('POST', '/resposta/cadastro', {
      id: antiga.id,
      versao: antiga.versao,
      formulario: f.id,
      paciente: pacienteId,
      procedimento: procedimentoId,
      respostaPerguntas: [{ perguntaId: f.perguntas[0]!.id, simouNao: 'SIM' }],
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json<Resposta>()).toMatchObject({ versao: 2, versaoFormulario: 1, nome: f.nome, restricao: 0 });
    expect(edit.json<Resposta>().perguntas).toEqual(antiga.perguntas);
    // a stale edit is refused
    const stale = await call('POST', '/resposta/cadastro', {
      id: antiga.id,
      versao: 1,
      formulario: f.id,
      paciente: pacienteId,
      procedimento: procedimentoId,
      respostaPerguntas: [],
    });
    expect(expectErrorList(stale, 409)).toBe(RESPOSTA_MSG.alteradaPorOutro);
    // a new fill uses the current version
    const nova = (
      await call('POST', '/resposta/cadastro', {
        formulario: f.id,
        paciente: pacienteId,
        procedimento: procedimentoId,
        respostaPerguntas: [{ perguntaId: novaPergunta, simouNao: 'SIM' }],
      })
    ).json<Resposta>();
    expect(nova).toMatchObject({ nome: `${f.nome} (revisado)`, versaoFormulario: 2 });
    expect(await t.auditCount('FORMULARIO_RESPOSTA_EDITADA')).toBeGreaterThanOrEqual(1);
  });

  it('refuses answers that do not fit their questions, with the spec messages', async () => {
    const f = await novoFormulario();
    const [alergia, grau, sangue] = f.perguntas;
    const res = await preencher(f, {
      respostaPerguntas: [
        { perguntaId: alergia!.id, simouNao: 'SIM', restricao: true },
        { perguntaId: sangue!.id, simouNao: 'NAO', restricao: true, respostaOpcao: 'Z' },
        { perguntaId: grau!.id, grauCalvicie: 999999 },
        { perguntaId: alergia!.id },
      ],
    });
    expect(errorFields(res)).toEqual([
      ['respostaPerguntas.0.restricao', RESPOSTA_MSG.exclusivas],
      ['respostaPerguntas.1.restricao', RESPOSTA_MSG.exclusivas],
      ['respostaPerguntas.1.simouNao', RESPOSTA_MSG.semSimNao],
      ['respostaPerguntas.1.restricao', RESPOSTA_MSG.semRestricao],
      ['respostaPerguntas.1.respostaOpcao', RESPOSTA_MSG.opcao],
      ['respostaPerguntas.2.grauCalvicie', RESPOSTA_MSG.grauNaoEncontrado],
      ['respostaPerguntas.3.perguntaId', RESPOSTA_MSG.perguntaRepetida],
    ]);
    expect(res.statusCode).toBe(400);
    const vazio = (await call('POST', '/cadastro', { nome: `Vazio ${++formCounter}` })).json<Formulario>();
    expect(
      expectErrorList(
        await call('POST', '/resposta/cadastro', { formulario: vazio.id, paciente: pacienteId, procedimento: procedimentoId, respostaPerguntas: [] }),
        400,
      ),
    ).toBe(RESPOSTA_MSG.semPerguntas);
    expect(errorFields(await preencher(f, { medico: naoMedicoId }))).toEqual([['medico', RESPOSTA_MSG.medico]]);
    await call('POST', '/atualizarStatusFormulario', { id: f.id, ativo: false });
    expect(expectErrorList(await preencher(f), 400)).toBe(RESPOSTA_MSG.inativo);
    expect(expectErrorList(await preencher({ ...f, id: 999999 }), 404)).toBe(RESPOSTA_MSG.formularioNaoEncontrado);
    expect(expectErrorList(await preencher(f, { paciente: 999999 }), 404)).toBe(RESPOSTA_MSG.pacienteNaoEncontrado);
    expect(expectErrorList(await preencher(f, { procedimento: 999999 }), 404)).toBe(RESPOSTA_MSG.procedimentoNaoEncontrado);
    expect(expectErrorList(await call('GET', '/resposta/listar/999999'), 404)).toBe(RESPOSTA_MSG.naoEncontrada);
    expect((await call('POST', '/resposta/cadastro', { formulario: 'x', paciente: pacienteId })).statusCode).toBe(400);
  });

  it('uploads a file in place of a form (the spec name rule, the stage upload types and limit), downloads it; files are not edited nor printed', async () => {
    const url = `/api/gerenciar/formulario/resposta/upload?paciente=${pacienteId}&procedimento=${procedimentoId}`;
    const res = await postFile(t, url, admin, { content: JPEG, filename: 'exame de sangue.final.jpg', contentType: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    const r = res.json<Resposta>();
    expect(r).toMatchObject({ type: 'ARQUIVO', nome: 'exame_de_sangue', nomeArquivo: 'exame de sangue.final.jpg', mimeType: 'image/jpeg', restricao: 0 });
    const baixado = await t.app.inject({ method: 'GET', url: `/api${r.arquivo}`, headers: { authorization: `Bearer ${admin}` } });
    expect(baixado.statusCode).toBe(200);
    expect(baixado.rawPayload).toEqual(JPEG);
    expect(expectErrorList(await postFile(t, url, admin, { content: TEXT, filename: 'a.txt', contentType: 'text/plain' }), 415)).toBe(RESPOSTA_MSG.tipoArquivo);
    const grande = Buffer.concat([JPEG, Buffer.alloc(MAX)]);
    expect(expectErrorList(await postFile(t, url, admin, { content: grande, filename: 'g.jpg', contentType: 'image/jpeg' }), 413)).toBe(
      'Ops... O tamanho do video excede o permitido',
    );
    expect(
      expectErrorList(
        await postFile(t, `/api/gerenciar/formulario/resposta/upload?paciente=999999&procedimento=${procedimentoId}`, admin, {
          content: JPEG,
          filename: 'x.jpg',
          contentType: 'image/jpeg',
        }),
        404,
      ),
    ).toBe(RESPOSTA_MSG.pacienteNaoEncontrado);
    const f = await novoFormulario();
    expect(
      expectErrorList(
        await call('POST', '/resposta/cadastro', { id: r.id, formulario: f.id, paciente: pacienteId, procedimento: procedimentoId, respostaPerguntas: [] }),
        400,
      ),
    ).toBe(RESPOSTA_MSG.arquivoNaoEdita);
    expect(expectErrorList(await call('POST', '/resposta/imprimir', { id: r.id }), 400)).toBe(RESPOSTA_MSG.arquivoNaoImprime);
    // deleting it removes the stored file too
    const antes = readdirSync(t.storageDir, { recursive: true }).length;
    expect((await call('DELETE', '/deletarFomulario', undefined, comDelete, { id: String(r.id) })).json()).toEqual({
      mensagem: 'Formulário deletado com sucesso!',
    });
    expect(readdirSync(t.storageDir, { recursive: true }).length).toBeLessThan(antes);
    expect(await t.auditCount('FORMULARIO_ARQUIVO_ENVIADO')).toBe(1);
  });

  it('deletes only with DELETAR_FORMULARIOS', async () => {
    const r = (await preencher(await novoFormulario())).json<Resposta>();
    expect((await call('DELETE', '/deletarFomulario', undefined, semDelete, { id: String(r.id) })).statusCode).toBe(403);
    const ok = await call('DELETE', '/deletarFomulario', undefined, comDelete, { id: String(r.id) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ mensagem: RESPOSTA_MSG.deletado });
    expect(expectErrorList(await call('DELETE', '/deletarFomulario', undefined, comDelete, { id: String(r.id) }), 404)).toBe(RESPOSTA_MSG.naoEncontrada);
    expect((await call('DELETE', '/deletarFomulario', undefined, comDelete, { id: 'x' })).statusCode).toBe(400);
    expect(await t.auditCount('FORMULARIO_RESPOSTA_EXCLUIDA')).toBeGreaterThanOrEqual(1);
  });

  it('every call refuses a user without FORMULARIO_FICHA_PACIENTE', async () => {
    const f = await novoFormulario();
    const r = (await preencher(f)).json<Resposta>();
    const calls = [
      call('POST', '/resposta/cadastro', { formulario: f.id, paciente: pacienteId, procedimento: procedimentoId, respostaPerguntas: [] }, semGate),
      call('POST', '/resposta/listar', { paciente: pacienteId, procedimento: procedimentoId }, semGate),
      call('GET', `/resposta/listar/${r.id}`, undefined, semGate),
      call('DELETE', '/deletarFomulario', undefined, semGate, { id: String(r.id) }),
      call('POST', '/listasRespostasPerguntasEstudoCaso', { paciente: pacienteId }, semGate),
      call('POST', '/resposta/imprimir', { id: r.id }, semGate),
      call('GET', `/resposta/arquivo/${r.id}`, undefined, semGate),
      postFile(t, `/api/gerenciar/formulario/resposta/upload?paciente=${pacienteId}&procedimento=${procedimentoId}`, semGate, {
        content: JPEG,
        filename: 'x.jpg',
        contentType: 'image/jpeg',
      }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
    expect((await call('GET', `/resposta/listar/${r.id}`)).statusCode).toBe(200);
  });

  it('lists the answers for the case study', async () => {
    const paciente = (await t.db.insertInto('paciente').values({ nome: 'Paciente Estudo', estrangeiro: true }).returning('id').executeTakeFirstOrThrow()).id;
    const f = await novoFormulario();
    await preencher(f, { paciente });
    const res = await call('POST', '/listasRespostasPerguntasEstudoCaso', { paciente, procedimento: procedimentoId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        formulario: f.nome,
        pergunta: 'Tem alergias?',
        resposta: 'Dipirona',
        simOuNao: 'Restrição',
        cor: 'red',
        negrito: true,
        exibirCampoSimOuNao: true,
      }),
      expect.objectContaining({ pergunta: 'Grau', resposta: 'Grau teste III', simOuNao: null }),
      expect.objectContaining({ pergunta: 'Tipo sanguíneo', respostaOpcao: 'AB' }),
    ]);
  });
});

describe('printing a filled form', () => {
  it('needs a layout linked to the form (the spec error), then prints its answers through it and registers it as issued', async () => {
    const f = await novoFormulario();
    const r = (await preencher(f)).json<Resposta>();
    expect(expectErrorList(await call('POST', '/resposta/imprimir', { id: r.id }), 422)).toBe(
      'Você deve primeiro criar um layout vinculado a este formulário antes da impressão.',
    );
    const l = await layout('POST', '/cadastro', {
      nome: `Layout ${f.nome}`,
      texto: '<p>{{NOME_PACIENTE}}</p><p>{{RESPOSTAS_FORMULARIO}}</p>',
      tipoLayout: 'DOCUMENTO',
      formularioId: f.id,
    });
    expect(l.statusCode).toBe(201);
    const res = await call('POST', '/resposta/imprimir', { id: r.id });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ content: string; htmlHeader: string; headerHeigth: number; emissao: string }>();
    expect(doc.content).toContain('Paciente Fichas');
    expect(doc.content).toContain('Tem alergias?');
    expect(doc.content).toContain('Restrição — Dipirona');
    expect(doc.content).toContain('Grau teste III');
    expect(doc.content).not.toContain(DECLARACAO_VERDADE);
    expect(lerEmissao(TEST_PDF_SERVICE_KEY, doc.emissao)).toMatchObject({ titulo: f.nome, pacienteId, layoutId: l.json<{ id: number }>().id });
    expect(expectErrorList(await call('POST', '/resposta/imprimir', { id: 999999 }), 404)).toBe(RESPOSTA_MSG.naoEncontrada);
  });

  it("the 'Ficha de admissão e anamnese' ends with the truth declaration, the clinic's city and the date in pt-BR, and a signature line", async () => {
    await t.db.updateTable('variavel_aplicacao').set({ valor: 'Curitiba' }).where('nome', '=', 'CIDADE_CLINICA').execute();
    // the demo clinic's own (seed-formularios.ts): the name is unique
    const f = (await call('GET', '/listarTodos')).json<Formulario[]>().find((x) => x.nome === FICHA_ANAMNESE)!;
    const r = (await preencher(f, { respostaPerguntas: [{ perguntaId: f.perguntas[0]!.id, simouNao: 'NAO' }] })).json<Resposta>();
    await layout('POST', '/cadastro', { nome: 'Layout anamnese', texto: '<p>{{RESPOSTAS_FORMULARIO}}</p>', tipoLayout: 'DOCUMENTO', formularioId: f.id });
    const doc = (await call('POST', '/resposta/imprimir', { id: r.id })).json<{ content: string }>();
    expect(doc.content).toContain(DECLARACAO_VERDADE);
    expect(doc.content).toContain(`Curitiba, ${dataPorExtenso(new Date())}`);
    expect(doc.content).not.toContain('Belo Horizonte');
    expect(doc.content).toContain('_______________________________');
  });

  it('writes the date in Portuguese, the place only when the clinic set one', () => {
    const dia = new Date('2026-03-05T15:00:00Z');
    expect(dataPorExtenso(dia)).toBe('5 de março de 2026');
    expect(rodapeAnamnese('Belo Horizonte', 'Ana <b>', dia)).toContain('<p>Belo Horizonte, 5 de março de 2026</p>');
    expect(rodapeAnamnese('  ', 'Ana <b>', dia)).toContain('<p>5 de março de 2026</p>');
    expect(rodapeAnamnese(undefined, 'Ana <b>', dia)).toContain('Ana &lt;b&gt;');
  });
});
