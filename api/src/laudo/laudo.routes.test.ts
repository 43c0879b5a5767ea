import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { postFile } from '../test-support/multipart.js';
import { conteudoSha256, lerEmissao } from '../documento-emitido/emissao.js';
import { apiCaller, createTestApp, decodeClaims, expectErrorList, TEST_PDF_SERVICE_KEY, type TestApp } from '../test-support/test-app.js';
import type { EtapaImagem } from '../imagens/imagens.repository.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let t: TestApp;
let admin: string;
let pacienteId: number;
let procedimentoId: number;
let imagem: EtapaImagem;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
  pacienteId = (
    await t.db
      .insertInto('paciente')
      .values({ nome: 'Laura <Laudo>', estrangeiro: true, cpf: '52998224725', nascimento: '1990-05-20', sexo: 'FEMININO', cidade: 'Campinas', cep: '30130010' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  procedimentoId = (await t.db.selectFrom('procedimento').select('id').where('nome', '=', 'Transplante capilar').executeTakeFirstOrThrow()).id;
  const etapaId = (await t.db.selectFrom('configuracao_etapa').select('id').where('nome_etapa', '=', 'Pré-operatório').executeTakeFirstOrThrow()).id;
  imagem = (
    await postFile(t, '/api/gerenciar/imagens/upload', admin, { content: PNG, filename: 'frente.png', contentType: 'image/png', field: 'arquivo' })
  ).json<EtapaImagem>();
  const saved = await apiCaller(
    () => t,
    'gerenciar/imagens',
    () => admin,
  )('POST', '/cadastro', {
    configuracoesEtapaId: etapaId,
    pacienteId,
    procedimentoId,
    dataRegistro: '2025-03-15',
    horaInicial: '2025-03-15T12:00:00.000Z',
    horaFinal: '2025-03-15T13:30:00.000Z',
    observacao: 'Área doadora <boa>\nsem intercorrências',
    imagens: [{ urlArmazenamento: imagem.urlArmazenamento }],
  });
  expect(saved.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'gerenciar/paciente',
  () => admin,
);
interface Laudo {
  headerHeigth: number;
  htmlHeader: string;
  content: string;
  emissao: string;
}

describe('the record PDF report (laudo)', () => {
  it('gives the header with the patient and the body with the stages, their observations and images inline, values escaped', async () => {
    const res = await call('POST', '/laudo', { idPaciente: pacienteId, procedimento: procedimentoId });
    expect(res.statusCode).toBe(200);
    const laudo = res.json<Laudo>();
    expect(laudo.headerHeigth).toBeGreaterThan(0);
    expect(laudo.htmlHeader).toContain('<strong>Laura &lt;Laudo&gt;</strong>');
    expect(laudo.htmlHeader).toContain(`Prontuário: ${pacienteId} · CPF: 529.982.247-25 · Nascimento: 20/05/1990`);
    expect(laudo.htmlHeader).toContain('Sexo: Feminino');
    expect(laudo.htmlHeader).toContain('Campinas');
    expect(laudo.htmlHeader).toMatch(/Emitido em \d{2}\/\d{2}\/\d{4} por Administrador/);
    expect(laudo.content).toContain('<h1>Laudo — Transplante capilar</h1>');
    // issue 36 item 2: the PDF's title names the document and the patient; the CEP reads as people write it
    expect(laudo.content.startsWith('<title>Laudo — Transplante capilar — Laura &lt;Laudo&gt;</title>')).toBe(true);
    expect(laudo.htmlHeader).toContain('30130-010');
    expect(laudo.content).toContain('<h3>Pré-operatório — 15/03/2025 09:00–10:30</h3>');
    expect(laudo.content).toContain('Área doadora &lt;boa&gt;<br />sem intercorrências');
    expect(laudo.content).toContain(`<img src="data:image/png;base64,${PNG.toString('base64')}" alt="frente.png" />`);
    expect(laudo.content).toContain('Histórico de agendamentos');
    expect(laudo.content).not.toContain('<script');
  });

  it('comes with the job that lets the PDF service register exactly this document, for this caller, about this patient', async () => {
    const laudo = (await call('POST', '/laudo', { idPaciente: pacienteId, procedimento: procedimentoId })).json<Laudo>();
    expect(lerEmissao(TEST_PDF_SERVICE_KEY, laudo.emissao)).toMatchObject({
      conteudo: conteudoSha256(laudo),
      titulo: 'Laudo — Transplante capilar',
      pacienteId,
      layoutId: null,
      usuarioId: Number(decodeClaims(admin).jti),
    });
  });

  it('holds only the sections the caller may see in the record', async () => {
    const soFicha = await t.createUser(['ROLE_PACIENTES']);
    const laudo = (await call('POST', '/laudo', { idPaciente: pacienteId, procedimento: procedimentoId }, soFicha.token)).json<Laudo>();
    expect(laudo.htmlHeader).toContain('Laura &lt;Laudo&gt;');
    expect(laudo.content).not.toContain('Histórico de agendamentos');
    expect(laudo.content).not.toContain('Etapas');
    const estoque = await t.login('estoque@clinica.dev');
    expect((await call('POST', '/laudo', { idPaciente: pacienteId, procedimento: procedimentoId }, estoque)).statusCode).toBe(403);
  });

  it('answers 404 for a patient or procedure that does not exist, 400 for bad input', async () => {
    expect(expectErrorList(await call('POST', '/laudo', { idPaciente: 999999, procedimento: procedimentoId }), 404)).toBe('Paciente não encontrado.');
    expect(expectErrorList(await call('POST', '/laudo', { idPaciente: pacienteId, procedimento: 999999 }), 404)).toBe('Procedimento não encontrado.');
    expect((await call('POST', '/laudo', { idPaciente: 'x', procedimento: 1 })).statusCode).toBe(400);
  });

  it('grows the clinical-document tabs (exams, contracts, certificates, prescriptions), each only for a caller who may see its tab', async () => {
    const medicoId = (await t.db.selectFrom('usuario').select('id').where('email', '=', 'admin@clinica.dev').executeTakeFirstOrThrow()).id;
    const exameId = (await t.db.insertInto('exame').values({ nome: 'Hemograma <completo>' }).returning('id').executeTakeFirstOrThrow()).id;
    const prescricaoId = (
      await t.db
        .insertInto('prescricao')
        .values({ paciente_id: pacienteId, procedimento_id: procedimentoId, tipo_prescricao_id: 1, medico_id: medicoId, conferencia_exame: 'ALTERACAO' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db.insertInto('prescricao_exame').values({ prescricao_id: prescricaoId, exame_id: exameId }).execute();
    await t.db
      .insertInto('contrato')
      .values({ paciente_id: pacienteId, procedimento_id: procedimentoId, nome_contrato: 'Contrato de transplante', texto: '<p>x</p>', assinado: true })
      .execute();
    await t.db
      .insertInto('atestado')
      .values({
        paciente_id: pacienteId,
        procedimento_id: procedimentoId,
        medico_id: medicoId,
        texto: '<p>Atesto repouso de <b>2 dias</b>.</p><p>Segunda linha</p>',
      })
      .execute();
    await t.db
      .insertInto('orientacao_medica')
      .values({
        paciente_id: pacienteId,
        procedimento_id: procedimentoId,
        medico_id: null,
        nome_prescricao: 'Pós-operatório',
        texto: '<p>Lavar &amp; secar</p>',
      })
      .execute();

    const todos = (await call('POST', '/laudo', { idPaciente: pacienteId, procedimento: procedimentoId })).json<Laudo>().content;
    expect(todos).toContain('<h2>Exames</h2>');
    expect(todos).toContain('<td>Hemograma &lt;completo&gt;</td>');
    expect(todos).toContain('<td>Com alteração</td>');
    expect(todos).toContain('<h2>Propostas e contratos</h2>');
    expect(todos).toContain('<td>Contrato de transplante</td>');
    expect(todos).toContain('<h2>Atestados</h2>');
    expect(todos).toContain('Atesto repouso de 2 dias.<br />Segunda linha');
    expect(todos).toContain('<h2>Prescrições</h2>');
    expect(todos).toContain('Pós-operatório — ');
    expect(todos).toContain('Lavar &amp; secar');
    expect(todos).toContain('Sem médico');

    // only the tabs the caller holds
    const soAtestado = await t.createUser(['ROLE_PACIENTES', 'ATESTADO_FICHA_PACIENTE']);
    const parcial = (await call('POST', '/laudo', { idPaciente: pacienteId, procedimento: procedimentoId }, soAtestado.token)).json<Laudo>().content;
    expect(parcial).toContain('<h2>Atestados</h2>');
    expect(parcial).not.toContain('<h2>Exames</h2>');
    expect(parcial).not.toContain('Contrato de transplante');
    expect(parcial).not.toContain('<h2>Prescrições</h2>');
    const semAbas = (
      await call('POST', '/laudo', { idPaciente: pacienteId, procedimento: procedimentoId }, (await t.createUser(['ROLE_PACIENTES'])).token)
    ).json<Laudo>().content;
    expect(semAbas).not.toContain('Atestados');
  });
});

describe("laudo.pdf's 'Formulários e evolução'", () => {
  const formulario = apiCaller(
    () => t,
    'gerenciar/formulario',
    () => admin,
  );

  it('prints each filled form with its name, date and doctor and every answer as filled; a file is named; only for FORMULARIO_FICHA_PACIENTE', async () => {
    const form = (
      await formulario('POST', '/cadastro', {
        nome: 'Evolução <laudo>',
        perguntas: [
          { pergunta: 'Sente dor?', exibirCamposSimouNao: true, exibirCampoRestricao: true, textoComplementar: 'Onde?' },
          { pergunta: 'Couro cabeludo', opcoesAdicionais: 'Oleoso,Seco' },
          { pergunta: 'Sem resposta' },
        ],
      })
    ).json<{ id: number; perguntas: { id: number }[] }>();
    const ficha = await formulario('POST', '/resposta/cadastro', {
      formulario: form.id,
      paciente: pacienteId,
      procedimento: procedimentoId,
      respostaPerguntas: [
        { perguntaId: form.perguntas[0]!.id, simouNao: 'SIM', resposta: 'Na nuca <leve>' },
        { perguntaId: form.perguntas[1]!.id, respostaOpcao: 'Seco' },
      ],
    });
    expect(ficha.statusCode).toBe(201);
    expect(
      (
        await postFile(t, `/api/gerenciar/formulario/resposta/upload?paciente=${pacienteId}&procedimento=${procedimentoId}`, admin, {
          content: PNG,
          filename: 'exame externo.png',
          contentType: 'image/png',
          field: 'arquivo',
        })
      ).statusCode,
    ).toBe(201);

    const todos = (await call('POST', '/laudo', { idPaciente: pacienteId, procedimento: procedimentoId })).json<Laudo>().content;
    expect(todos).toContain('<h2>Formulários e evolução</h2>');
    expect(todos).toMatch(/<h3>Evolução &lt;laudo&gt; — \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · Administrador<\/h3>/);
    expect(todos).toContain('<li><strong>Sente dor?</strong>: <span>Sim — Na nuca &lt;leve&gt;</span></li>');
    expect(todos).toContain('<li><strong>Couro cabeludo</strong>: <span>Seco</span></li>');
    expect(todos).toContain('<li><strong>Sem resposta</strong>: <span>—</span></li>');
    expect(todos).toContain('Arquivo enviado: exame externo.png.');
    // in the record's tab order: the forms before the exams
    if (todos.includes('<h2>Exames</h2>')) expect(todos.indexOf('Formulários e evolução')).toBeLessThan(todos.indexOf('<h2>Exames</h2>'));

    const soFicha = await t.createUser(['ROLE_PACIENTES', 'FORMULARIO_FICHA_PACIENTE']);
    const comAba = (await call('POST', '/laudo', { idPaciente: pacienteId, procedimento: procedimentoId }, soFicha.token)).json<Laudo>().content;
    expect(comAba).toContain('Sente dor?');
    const semAba = await t.createUser(['ROLE_PACIENTES', 'EXAME_FICHA_PACIENTE', 'IMAGENS_FICHA_PACIENTE']);
    const semFormularios = (await call('POST', '/laudo', { idPaciente: pacienteId, procedimento: procedimentoId }, semAba.token)).json<Laudo>().content;
    expect(semFormularios).not.toContain('Formulários e evolução');
    expect(semFormularios).not.toContain('Sente dor?');
    expect(semFormularios).not.toContain('exame externo');
    expect(semFormularios).toContain('<h2>Etapas</h2>');
  });

  it('says so when the procedure has no form', async () => {
    const outro = (await t.db.insertInto('paciente').values({ nome: 'Sem Fichas', estrangeiro: true }).returning('id').executeTakeFirstOrThrow()).id;
    const content = (await call('POST', '/laudo', { idPaciente: outro, procedimento: procedimentoId })).json<Laudo>().content;
    expect(content).toContain('<h2>Formulários e evolução</h2><p>Nenhum formulário neste procedimento.</p>');
  });
});
