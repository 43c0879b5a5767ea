import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pacienteDeTeste } from '../test-support/agenda-fixtures.js';
import { apiCaller, createTestApp, expectErrorList, type TestApp } from '../test-support/test-app.js';
import type { Layout } from './layout.schemas.js';

let t: TestApp;
let admin: string;
let pacienteId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
  pacienteId = await pacienteDeTeste(t, 'Joana <Teste>');
  await t.db.updateTable('paciente').set({ nascimento: '1980-01-15', profissao: 'Engenheira', sexo: 'FEMININO' }).where('id', '=', pacienteId).execute();
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'layout',
  () => admin,
);
const token = (nome: string) => `<span class="variavel" data-variavel="${nome}">{{${nome}}}</span>`;
const messages = (res: { json: <T>() => T }) => res.json<{ mensagemUsuario: string }[]>().map((e) => e.mensagemUsuario);

async function layout(texto: string, tipoLayout = 'DOCUMENTO', procedimentoId?: number): Promise<Layout> {
  const res = await call('POST', '/cadastro', { nome: `L ${Math.random()}`, texto, tipoLayout, procedimentoId });
  expect(res.statusCode).toBe(201);
  return res.json<Layout>();
}

describe('filling a layout on the server', () => {
  it("fills a saved layout with the patient, the layout's procedure and the doctor who issues it, as sanitised HTML", async () => {
    const procedimento = await t.db.selectFrom('procedimento').select(['id', 'nome', 'valor_centavos']).orderBy('id').executeTakeFirstOrThrow();
    const medico = await t.db
      .selectFrom('usuario as u')
      .innerJoin('medico as m', 'm.usuario_id', 'u.id')
      .select(['u.nome', 'm.registro_profissional'])
      .where('u.email', '=', 'admin@clinica.dev')
      .executeTakeFirstOrThrow();
    const l = await layout(
      `<p>${token('NOME_PACIENTE')}, ${token('PROFISSAO_PACIENTE')}; ${token('PROCEDIMENTO')}; ${token('NOME_MEDICO')}</p>`,
      'ATESTADO',
      procedimento.id,
    );
    const res = await call('POST', '/preencherLayout', { idLayout: l.id, idPaciente: pacienteId });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(`<p>Joana &lt;Teste&gt;, Engenheira; ${procedimento.nome}; ${medico.nome}</p>`);
    expect(await t.auditCount('PACIENTE_ACESSADO')).toBeGreaterThan(0);
    // the body's procedure wins over the layout's
    const outro = await t.db.selectFrom('procedimento').select(['id', 'nome']).where('id', '<>', procedimento.id).orderBy('id').executeTakeFirstOrThrow();
    expect((await call('POST', '/preencherLayout', { texto: `<p>${token('PROCEDIMENTO')}</p>`, idPaciente: pacienteId, procedimento: outro.id })).body).toBe(
      `<p>${outro.nome}</p>`,
    );
  });

  it('refuses with 422, naming each variable without a value, when the issuer is not a doctor or the procedure is missing', async () => {
    const recepcao = await t.login('recepcao@clinica.dev');
    const l = await layout(`<p>${token('NOME_MEDICO')} ${token('PROCEDIMENTO')} ${token('NOME_PACIENTE')}</p>`);
    const res = await call('POST', '/preencherLayout', { idLayout: l.id, idPaciente: pacienteId }, recepcao);
    expect(res.statusCode).toBe(422);
    expect(messages(res)).toEqual([
      'Não foi possível preencher {{NOME_MEDICO}}: escolha o médico que emite o documento.',
      'Não foi possível preencher {{PROCEDIMENTO}}: escolha o procedimento.',
    ]);
    // naming the doctor who signs fills it
    const medico = await t.db.selectFrom('usuario').select(['id', 'nome']).where('email', '=', 'medico@clinica.dev').executeTakeFirstOrThrow();
    const procedimento = await t.db.selectFrom('procedimento').select(['id', 'nome']).orderBy('id').executeTakeFirstOrThrow();
    const ok = await call(
      'POST',
      '/preencherLayout',
      { idLayout: l.id, idPaciente: pacienteId, usuarioGerado: medico.id, procedimento: procedimento.id },
      recepcao,
    );
    expect(ok.body).toBe(`<p>${medico.nome} ${procedimento.nome} Joana &lt;Teste&gt;</p>`);
    const naoMedico = await t.db.selectFrom('usuario').select('id').where('email', '=', 'recepcao@clinica.dev').executeTakeFirstOrThrow();
    expect(expectErrorList(await call('POST', '/preencherLayout', { idLayout: l.id, idPaciente: pacienteId, usuarioGerado: naoMedico.id }), 400)).toBe(
      'O usuário escolhido não é um médico.',
    );
  });

  it('answers 404 for what does not exist and 400 without a text', async () => {
    expect(expectErrorList(await call('POST', '/preencherLayout', { idLayout: 999999, idPaciente: pacienteId }), 404)).toBe('Layout não encontrado.');
    expect(expectErrorList(await call('POST', '/preencherLayout', { texto: '<p>x</p>', idPaciente: 999999 }), 404)).toBe('Paciente não encontrado.');
    expect(expectErrorList(await call('POST', '/preencherLayout', { texto: '<p>x</p>', idPaciente: pacienteId, procedimento: 999999 }), 404)).toBe(
      'Procedimento não encontrado.',
    );
    expect(expectErrorList(await call('POST', '/preencherLayout', { idPaciente: pacienteId }), 400)).toBe('Informe o layout ou o texto a preencher.');
  });

  it('never returns script, even from a template written into the database by hand', async () => {
    const { id } = await t.db
      .insertInto('layout')
      .values({
        nome: 'Injetado',
        texto: '<p onclick="x()">{{NOME_PACIENTE}}</p><script>alert(1)</script><img src=x onerror=alert(1)>',
        tipo_layout: 'DOCUMENTO',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await call('POST', '/preencherLayout', { idLayout: id, idPaciente: pacienteId })).body).toBe('<p>Joana &lt;Teste&gt;</p><span></span>');
  });

  it('prints the budget layout once per quote, and says when there is no budget layout', async () => {
    expect(expectErrorList(await call('POST', '/formatarTextoOrcamento', [{ idPaciente: pacienteId }]), 404)).toBe('Layout do orcamento não encontrado!');
    await layout(`<p>${token('NOME_PACIENTE')}: ${token('NOME_PROCEDIMENTO_ORCAMENTO')} ${token('VALOR_LIQUIDO')}</p>`, 'ORCAMENTO');
    const orcamento = (nome: string, valorBruto: number) => ({
      nomeProcedimento: nome,
      valorBruto,
      desconto: 5000,
      propostasDePagamentos: [{ quantidadeParcelas: 2, valorDaParcela: valorBruto / 2 - 2500 }],
    });
    const res = await call('POST', '/formatarTextoOrcamento', [
      { idPaciente: pacienteId, orcamento: orcamento('Botox', 100000) },
      { idPaciente: pacienteId, orcamento: orcamento('Peeling', 30000) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      '<p>Joana &lt;Teste&gt;: Botox R$ 950,00</p><div style="page-break-before:always"><p>Joana &lt;Teste&gt;: Peeling R$ 250,00</p></div>',
    );
    expect(messages(await call('POST', '/formatarTextoOrcamento', [{ idPaciente: pacienteId }]))).toEqual([
      'Não foi possível preencher {{NOME_PROCEDIMENTO_ORCAMENTO}}: este documento precisa de um orçamento.',
      'Não foi possível preencher {{VALOR_LIQUIDO}}: este documento precisa de um orçamento.',
    ]);
    expect((await call('POST', '/formatarTextoOrcamento', [])).statusCode).toBe(400);
  });

  it("needs the record's role", async () => {
    const estoque = await t.login('estoque@clinica.dev');
    const soConfig = await t.createUser(['ROLE_CONFIGURACOES', 'GERENCIAR_CONFIGURACOES']);
    expect((await call('POST', '/preencherLayout', { texto: '<p>x</p>', idPaciente: pacienteId }, estoque)).statusCode).toBe(403);
    expect((await call('POST', '/preencherLayout', { texto: '<p>x</p>', idPaciente: pacienteId }, soConfig.token)).statusCode).toBe(403);
    expect((await call('POST', '/formatarTextoOrcamento', [{ idPaciente: pacienteId }], estoque)).statusCode).toBe(403);
  });
});
