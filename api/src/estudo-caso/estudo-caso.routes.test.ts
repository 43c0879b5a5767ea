import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { conteudoSha256, lerEmissao } from '../documento-emitido/emissao.js';
import type { EtapaImagem } from '../imagens/imagens.repository.js';
import { postFile } from '../test-support/multipart.js';
import { apiCaller, createTestApp, expectErrorList, TEST_PDF_SERVICE_KEY, type TestApp } from '../test-support/test-app.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let t: TestApp;
let admin: string;
let pacienteId: number;
let outroPacienteId: number;
let procedimentoId: number;
let avaliacaoId: number;
let preId: number;
const img: Record<string, EtapaImagem> = {};

const novoPaciente = async (nome: string) =>
  (await t.db.insertInto('paciente').values({ nome, estrangeiro: true, sexo: 'FEMININO' }).returning('id').executeTakeFirstOrThrow()).id;

const upload = async (nome: string) =>
  (await postFile(t, '/api/gerenciar/imagens/upload', admin, { content: PNG, filename: nome, contentType: 'image/png', field: 'arquivo' })).json<EtapaImagem>();

const imagens = apiCaller(
  () => t,
  'gerenciar/imagens',
  () => admin,
);
const estudo = apiCaller(
  () => t,
  'gerenciar/estudoCaso',
  () => admin,
);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
  pacienteId = await novoPaciente('Estela Estudo');
  outroPacienteId = await novoPaciente('Otávio Outro');
  procedimentoId = (await t.db.selectFrom('procedimento').select('id').where('nome', '=', 'Transplante capilar').executeTakeFirstOrThrow()).id;
  const etapa = async (nome: string) => (await t.db.selectFrom('configuracao_etapa').select('id').where('nome_etapa', '=', nome).executeTakeFirstOrThrow()).id;
  avaliacaoId = await etapa('Avaliação'); // a case-study stage
  preId = await etapa('Pré-operatório'); // not one
  for (const nome of ['av-marcada.png', 'av-comum.png', 'pre-marcada.png', 'pre-comum.png', 'outro.png']) img[nome] = await upload(nome);
  const salvar = async (paciente: number, etapaId: number, data: string, lista: { nome: string; marcada: boolean }[]) => {
    const res = await imagens('POST', '/cadastro', {
      configuracoesEtapaId: etapaId,
      pacienteId: paciente,
      procedimentoId,
      dataRegistro: data,
      horaInicial: `${data}T12:00:00.000Z`,
      horaFinal: `${data}T13:00:00.000Z`,
      observacao: 'Observação <da etapa>',
      imagens: lista.map((i) => ({ urlArmazenamento: img[i.nome]!.urlArmazenamento, exibeNoEstudoCaso: i.marcada })),
    });
    expect(res.statusCode).toBe(201);
  };
  await salvar(pacienteId, avaliacaoId, '2025-03-10', [
    { nome: 'av-marcada.png', marcada: true },
    { nome: 'av-comum.png', marcada: false },
  ]);
  await salvar(pacienteId, preId, '2025-04-10', [
    { nome: 'pre-marcada.png', marcada: true },
    { nome: 'pre-comum.png', marcada: false },
  ]);
  await salvar(outroPacienteId, preId, '2025-04-11', [{ nome: 'outro.png', marcada: true }]);
});
afterAll(async () => {
  await t.close();
});

interface Grupo {
  configuracoesEtapaId: number;
  nomeEtapa: string;
  nomeProcedimento: string;
  dataRegistro: string | null;
  imagens: { urlArmazenamento: string; name: string; exibeNoEstudoCaso: boolean }[];
}
interface Estudo {
  id: number;
  pacienteId: number;
  nomePaciente: string;
  imagem: string;
  observacao: string | null;
  usuarioCadastro: string | null;
}
const nomes = (grupos: Grupo[]) => grupos.map((g) => [g.nomeEtapa, g.imagens.map((i) => i.name)]);
const uuid = (url: string) => url.split('/').pop()!;

describe('the case study lists of stage images', () => {
  it('estudocaso/listar: the stages with the images marked for the case study only, by the case study path', async () => {
    const res = await imagens('POST', '/estudocaso/listar', { idPaciente: pacienteId });
    expect(res.statusCode).toBe(200);
    const grupos = res.json<Grupo[]>();
    expect(nomes(grupos)).toEqual([
      ['Avaliação', ['av-marcada.png']],
      ['Pré-operatório', ['pre-marcada.png']],
    ]);
    expect(grupos[0]!.imagens[0]!.urlArmazenamento).toBe(`/gerenciar/estudoCaso/imagem/${uuid(img['av-marcada.png']!.urlArmazenamento)}`);
    expect(grupos[0]).toMatchObject({ nomeProcedimento: 'Transplante capilar', dataRegistro: '2025-03-10', observacao: 'Observação <da etapa>' });
    expect((await imagens('POST', '/estudocaso/listar', { idPaciente: pacienteId, procedimento: 999999 })).json()).toEqual([]);
    const vazio = await novoPaciente('Sem Etapas');
    expect((await imagens('POST', '/estudocaso/listar', { idPaciente: vazio })).json()).toEqual([]);
  });

  it('listarGruposEstudosDeCaso: the case-study stages with all their images', async () => {
    const grupos = (await imagens('POST', '/listarGruposEstudosDeCaso', { idPaciente: pacienteId, procedimento: procedimentoId })).json<Grupo[]>();
    expect(nomes(grupos)).toEqual([['Avaliação', ['av-marcada.png', 'av-comum.png']]]);
  });

  it('listarPorFiltro: by stage, period and mark; GET listar as the POST', async () => {
    const todos = (await imagens('POST', '/listarPorFiltro', { idPaciente: pacienteId })).json<Grupo[]>();
    expect(nomes(todos)).toEqual([
      ['Avaliação', ['av-marcada.png', 'av-comum.png']],
      ['Pré-operatório', ['pre-marcada.png', 'pre-comum.png']],
    ]);
    expect(todos[0]!.imagens[0]!.urlArmazenamento).toBe(img['av-marcada.png']!.urlArmazenamento);
    expect(nomes((await imagens('POST', '/listarPorFiltro', { idPaciente: pacienteId, configuracoesEtapaId: preId })).json<Grupo[]>())).toEqual([
      ['Pré-operatório', ['pre-marcada.png', 'pre-comum.png']],
    ]);
    expect(
      nomes(
        (await imagens('POST', '/listarPorFiltro', { idPaciente: pacienteId, dataInicio: '2025-04-01', dataFim: '2025-04-30', exibeNoEstudoCaso: true })).json<
          Grupo[]
        >(),
      ),
    ).toEqual([['Pré-operatório', ['pre-marcada.png']]]);
    expect((await imagens('POST', '/listarPorFiltro', { idPaciente: pacienteId, dataInicio: '10/04/2025' })).statusCode).toBe(400);
    const get = await imagens('GET', `/listar?idPaciente=${pacienteId}&procedimento=${procedimentoId}`);
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual((await imagens('POST', '/listar', { idPaciente: pacienteId, procedimento: procedimentoId })).json());
    expect((await imagens('GET', `/listar?idPaciente=x&procedimento=${procedimentoId}`)).statusCode).toBe(400);
  });

  it('answers 404 for a patient that does not exist and 400 for bad input', async () => {
    expect(expectErrorList(await imagens('POST', '/estudocaso/listar', { idPaciente: 999999 }), 404)).toBe('Paciente não encontrado.');
    expect((await imagens('POST', '/estudocaso/listar', { idPaciente: 'x' })).statusCode).toBe(400);
    expect((await imagens('POST', '/listarGruposEstudosDeCaso', { idPaciente: pacienteId, extra: 1 })).statusCode).toBe(400);
  });
});

describe('the case study record', () => {
  it('cadastro without images takes the marked ones; audited; listed by patient and read by id', async () => {
    const res = await estudo('POST', '/cadastro', { pacienteId, observacao: '  Evolução boa  ' });
    expect(res.statusCode).toBe(201);
    const criado = res.json<Estudo>();
    expect(criado).toMatchObject({ pacienteId, nomePaciente: 'Estela Estudo', observacao: 'Evolução boa', usuarioCadastro: 'Administrador' });
    expect(criado.imagem.split(';;')).toEqual([
      `/gerenciar/estudoCaso/imagem/${uuid(img['av-marcada.png']!.urlArmazenamento)}`,
      `/gerenciar/estudoCaso/imagem/${uuid(img['pre-marcada.png']!.urlArmazenamento)}`,
    ]);
    const lista = (await estudo('GET', `/buscarEstudoPorPaciente/${pacienteId}`)).json<Estudo[]>();
    expect(lista[0]).toEqual(criado);
    expect((await estudo('GET', `/buscarEstudo/${criado.id}`)).json()).toEqual(criado);
    const audit = await t.db
      .selectFrom('auditoria')
      .select(['acao', 'paciente_id'])
      .where('entidade', '=', 'estudo_caso')
      .where('entidade_id', '=', String(criado.id))
      .execute();
    expect(audit).toEqual([{ acao: 'ESTUDO_CASO_CRIADO', paciente_id: pacienteId }]);
  });

  it('cadastro with chosen images keeps them (stage or case study path) and refuses another patient’s', async () => {
    const res = await estudo('POST', '/cadastro', {
      pacienteId,
      procedimentoId,
      imagens: [img['pre-comum.png']!.urlArmazenamento, `/api/gerenciar/estudoCaso/imagem/${uuid(img['av-comum.png']!.urlArmazenamento)}`],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<Estudo>().imagem).toBe(
      [img['pre-comum.png']!, img['av-comum.png']!].map((i) => `/gerenciar/estudoCaso/imagem/${uuid(i.urlArmazenamento)}`).join(';;'),
    );
    expect(expectErrorList(await estudo('POST', '/cadastro', { pacienteId, imagens: [img['outro.png']!.urlArmazenamento] }), 400)).toBe(
      'Imagem que não é deste paciente: recarregue o estudo de caso.',
    );
    expect((await estudo('POST', '/cadastro', { pacienteId, imagens: ['/etc/passwd'] })).statusCode).toBe(400);
    expect(expectErrorList(await estudo('POST', '/cadastro', { pacienteId: 999999 }), 404)).toBe('Paciente não encontrado.');
    expect((await estudo('POST', '/cadastro', { pacienteId, nada: true })).statusCode).toBe(400);
  });

  it('buscarEstudo answers 404 for an unknown id; a patient without studies lists none', async () => {
    expect(expectErrorList(await estudo('GET', '/buscarEstudo/999999'), 404)).toBe('Estudo de caso não encontrado.');
    expect((await estudo('GET', `/buscarEstudoPorPaciente/${outroPacienteId}`)).json()).toEqual([]);
    expect((await estudo('GET', '/buscarEstudo/abc')).statusCode).toBe(400);
  });

  it('serves the images of the case study only (marked, or of a case-study stage)', async () => {
    const ok = await estudo('GET', `/imagem/${uuid(img['pre-marcada.png']!.urlArmazenamento)}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.equals(PNG)).toBe(true);
    expect((await estudo('GET', `/imagem/${uuid(img['av-comum.png']!.urlArmazenamento)}`)).statusCode).toBe(200);
    expect(expectErrorList(await estudo('GET', `/imagem/${uuid(img['pre-comum.png']!.urlArmazenamento)}`), 404)).toBe('Arquivo não encontrado.');
  });

  it('the printable: header, the chosen images inline 4 per row, and the job that registers it', async () => {
    const criado = (await estudo('POST', '/cadastro', { pacienteId, observacao: 'Nota <b>' })).json<Estudo>();
    const res = await estudo('POST', '/documento', { idEstudo: criado.id });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ headerHeigth: number; htmlHeader: string; content: string; emissao: string }>();
    expect(doc.htmlHeader).toContain('Estela Estudo');
    expect(doc.content).toContain('<h1>Estudo de caso — Estela Estudo</h1>');
    expect(doc.content).toContain('grid-template-columns:repeat(4,1fr)');
    expect(doc.content).toContain('Nota &lt;b&gt;');
    expect(doc.content).toContain('alt="av-marcada.png"');
    expect(doc.content).toContain('alt="pre-marcada.png"');
    expect(doc.content).not.toContain('alt="pre-comum.png"');
    expect(doc.content).toContain(`data:image/png;base64,${PNG.toString('base64')}`);
    expect(lerEmissao(TEST_PDF_SERVICE_KEY, doc.emissao)).toMatchObject({ conteudo: conteudoSha256(doc), titulo: 'Estudo de caso', pacienteId });
    expect(expectErrorList(await estudo('POST', '/documento', { idEstudo: 999999 }), 404)).toBe('Estudo de caso não encontrado.');
  });
});

describe('the CRIAR_ESTUDO_CASO gate', () => {
  it('refuses users without it; a case-study-only user filters only marked images by the case study path', async () => {
    const semGate = await t.createUser(['ROLE_PACIENTES', 'IMAGENS_FICHA_PACIENTE']);
    expect((await imagens('POST', '/estudocaso/listar', { idPaciente: pacienteId }, semGate.token)).statusCode).toBe(403);
    expect((await imagens('POST', '/listarGruposEstudosDeCaso', { idPaciente: pacienteId }, semGate.token)).statusCode).toBe(403);
    expect((await estudo('POST', '/cadastro', { pacienteId }, semGate.token)).statusCode).toBe(403);
    expect((await estudo('GET', `/buscarEstudoPorPaciente/${pacienteId}`, undefined, semGate.token)).statusCode).toBe(403);
    expect((await estudo('GET', `/imagem/${uuid(img['av-marcada.png']!.urlArmazenamento)}`, undefined, semGate.token)).statusCode).toBe(403);
    const soEstudo = await t.createUser(['ROLE_PACIENTES', 'CRIAR_ESTUDO_CASO']);
    expect((await imagens('POST', '/estudocaso/listar', { idPaciente: pacienteId }, soEstudo.token)).statusCode).toBe(200);
    const filtrado = (await imagens('POST', '/listarPorFiltro', { idPaciente: pacienteId }, soEstudo.token)).json<Grupo[]>();
    expect(nomes(filtrado)).toEqual([
      ['Avaliação', ['av-marcada.png']],
      ['Pré-operatório', ['pre-marcada.png']],
    ]);
    expect(filtrado[0]!.imagens[0]!.urlArmazenamento).toMatch(/^\/gerenciar\/estudoCaso\/imagem\//);
    expect((await imagens('GET', `/listar?idPaciente=${pacienteId}&procedimento=${procedimentoId}`, undefined, soEstudo.token)).statusCode).toBe(403);
    const nenhum = await t.createUser(['ROLE_PACIENTES']);
    expect((await imagens('POST', '/listarPorFiltro', { idPaciente: pacienteId }, nenhum.token)).statusCode).toBe(403);
  });
});

describe("the forms list's 'Estudo de casos' rows (spec 02 §2.12)", () => {
  const formulario = apiCaller(
    () => t,
    'gerenciar/formulario',
    () => admin,
  );
  interface Linha {
    id: number;
    type: string;
    nome: string;
    idEstudo: number | null;
    nomeMedico: string | null;
    horarioCadastro: string;
  }

  it('lists the patient’s case studies of the procedure (or of none) beside the forms, newest first; another procedure’s stay out', async () => {
    const paciente = await novoPaciente('Fabiana Fichas');
    const outroProcedimento = (await t.db.selectFrom('procedimento').select('id').where('id', '!=', procedimentoId).executeTakeFirstOrThrow()).id;
    const form = (await formulario('POST', '/cadastro', { nome: 'Evolução do estudo', perguntas: [{ pergunta: 'Dor?', exibirCamposSimouNao: true }] })).json<{
      id: number;
      perguntas: { id: number }[];
    }>();
    const ficha = await formulario('POST', '/resposta/cadastro', {
      formulario: form.id,
      paciente,
      procedimento: procedimentoId,
      respostaPerguntas: [{ perguntaId: form.perguntas[0]!.id, simouNao: 'SIM' }],
    });
    expect(ficha.statusCode).toBe(201);
    const semProcedimento = (await estudo('POST', '/cadastro', { pacienteId: paciente, imagens: [] })).json<Estudo>();
    const desteProcedimento = (await estudo('POST', '/cadastro', { pacienteId: paciente, procedimentoId, imagens: [] })).json<Estudo>();
    const deOutro = (await estudo('POST', '/cadastro', { pacienteId: paciente, procedimentoId: outroProcedimento, imagens: [] })).json<Estudo>();

    const lista = (await formulario('POST', '/resposta/listar', { paciente, procedimento: procedimentoId })).json<Linha[]>();
    expect(lista.map((l) => [l.type, l.nome, l.idEstudo])).toEqual([
      ['ESTUDO_CASO', 'Estudo de casos', desteProcedimento.id],
      ['ESTUDO_CASO', 'Estudo de casos', semProcedimento.id],
      ['FORMULARIO', 'Evolução do estudo', null],
    ]);
    // the demo admin is a doctor: who recorded it is the row's doctor
    expect(lista[0]!.nomeMedico).toBe('Administrador');
    expect(lista.map((l) => l.id)).not.toContain(deOutro.id);
    const outra = (await formulario('POST', '/resposta/listar', { paciente, procedimento: outroProcedimento })).json<Linha[]>();
    expect(outra.map((l) => l.idEstudo)).toEqual([deOutro.id, semProcedimento.id]);
  });

  it('a forms-tab user (without CRIAR_ESTUDO_CASO) opens and prints a recorded study and gets only the images a study holds', async () => {
    const criado = (await estudo('POST', '/cadastro', { pacienteId, imagens: [img['pre-comum.png']!.urlArmazenamento] })).json<Estudo>();
    const soFicha = await t.createUser(['ROLE_PACIENTES', 'FORMULARIO_FICHA_PACIENTE']);
    expect((await estudo('GET', `/buscarEstudo/${criado.id}`, undefined, soFicha.token)).json()).toEqual(criado);
    const imagem = await estudo('GET', `/imagem/${uuid(img['pre-comum.png']!.urlArmazenamento)}`, undefined, soFicha.token);
    expect(imagem.statusCode).toBe(200);
    expect(imagem.rawPayload.equals(PNG)).toBe(true);
    // marked for the case study but in no recorded study of this patient
    expect((await estudo('GET', `/imagem/${uuid(img['outro.png']!.urlArmazenamento)}`, undefined, soFicha.token)).statusCode).toBe(404);
    const doc = await estudo('POST', '/documento', { idEstudo: criado.id }, soFicha.token);
    expect(doc.statusCode).toBe(200);
    expect(doc.json<{ content: string }>().content).toContain('alt="pre-comum.png"');
    // still not theirs to make, nor to list
    expect((await estudo('POST', '/cadastro', { pacienteId }, soFicha.token)).statusCode).toBe(403);
    expect((await estudo('GET', `/buscarEstudoPorPaciente/${pacienteId}`, undefined, soFicha.token)).statusCode).toBe(403);
    const nenhum = await t.createUser(['ROLE_PACIENTES', 'IMAGENS_FICHA_PACIENTE']);
    expect((await estudo('GET', `/buscarEstudo/${criado.id}`, undefined, nenhum.token)).statusCode).toBe(403);
    expect((await estudo('POST', '/documento', { idEstudo: criado.id }, nenhum.token)).statusCode).toBe(403);
  });

  it('the printed case study carries the questionnaire answers, only for who may see the forms tab', async () => {
    const form = (
      await formulario('POST', '/cadastro', {
        nome: 'Anamnese <estudo>',
        perguntas: [
          { pergunta: 'Usa <minoxidil>?', exibirCamposSimouNao: true, exibirCampoRestricao: true, textoComplementar: 'Desde quando?' },
          { pergunta: 'Tipo de cabelo', opcoesAdicionais: 'Liso,Crespo' },
        ],
      })
    ).json<{ id: number; perguntas: { id: number }[] }>();
    expect(
      (
        await formulario('POST', '/resposta/cadastro', {
          formulario: form.id,
          paciente: pacienteId,
          procedimento: procedimentoId,
          respostaPerguntas: [
            { perguntaId: form.perguntas[0]!.id, restricao: true, resposta: 'Há 2 anos' },
            { perguntaId: form.perguntas[1]!.id, respostaOpcao: 'Crespo' },
          ],
        })
      ).statusCode,
    ).toBe(201);
    const criado = (await estudo('POST', '/cadastro', { pacienteId })).json<Estudo>();
    const comFicha = (await estudo('POST', '/documento', { idEstudo: criado.id })).json<{ content: string }>().content;
    expect(comFicha).toContain('<h2>Questionário</h2>');
    expect(comFicha).toMatch(/<h3>Anamnese &lt;estudo&gt; — \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}<\/h3>/);
    expect(comFicha).toContain('<li><strong>Usa &lt;minoxidil&gt;?</strong>: <span class="restricao">Restrição — Há 2 anos</span></li>');
    expect(comFicha).toContain('<li><strong>Tipo de cabelo</strong>: <span>Crespo</span></li>');
    const soEstudo = await t.createUser(['ROLE_PACIENTES', 'CRIAR_ESTUDO_CASO']);
    const semFicha = (await estudo('POST', '/documento', { idEstudo: criado.id }, soEstudo.token)).json<{ content: string }>().content;
    expect(semFicha).toContain('<h1>Estudo de caso — Estela Estudo</h1>');
    expect(semFicha).not.toContain('Questionário');
    expect(semFicha).not.toContain('minoxidil');
  });
});
