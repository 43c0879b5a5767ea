import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiCaller, createTestApp, errorFields as errors, expectErrorList, type TestApp } from '../test-support/test-app.js';
import type { Layout } from './layout.schemas.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'layout',
  () => admin,
);

const nomeDe = (token: string) => `<span class="variavel" data-variavel="${token}">{{${token}}}</span>`;

describe('layouts', () => {
  it('creates, reads, lists by type, updates and deletes a layout, each write audited', async () => {
    const procedimento = await t.db.selectFrom('procedimento').select(['id', 'nome']).orderBy('id').executeTakeFirstOrThrow();
    const [hemograma, glicemia] = await t.db
      .insertInto('exame')
      .values([{ nome: 'Hemograma' }, { nome: 'Glicemia' }])
      .returning('id')
      .execute();
    const created = await call('POST', '/cadastro', {
      nome: '  Pedido   de exames ',
      texto: `<p>Paciente: ${nomeDe('NOME_PACIENTE')}</p><script>alert(1)</script>`,
      tipoLayout: 'EXAME',
      procedimentoId: procedimento.id,
      exames: [glicemia!.id, hemograma!.id, glicemia!.id],
    });
    expect(created.statusCode).toBe(201);
    const layout = created.json<Layout>();
    expect(layout).toMatchObject({
      nome: 'Pedido de exames',
      texto: '<p>Paciente: <span class="variavel" data-variavel="NOME_PACIENTE" contenteditable="false">{{NOME_PACIENTE}}</span></p>',
      tipoLayout: 'EXAME',
      procedimentoId: procedimento.id,
      nomeProcedimento: procedimento.nome,
      formularioId: null,
      exames: [
        { id: glicemia!.id, nome: 'Glicemia' },
        { id: hemograma!.id, nome: 'Hemograma' },
      ],
      info: { usuarioCadastro: 'Administrador', usuarioAlteracao: 'Administrador' },
    });
    expect((await call('GET', `/listar/${layout.id}`)).json()).toEqual(layout);

    await call('POST', '/cadastro', { nome: 'Atestado simples', texto: '<p>Atesto.</p>', tipoLayout: 'ATESTADO' });
    expect((await call('POST', '/listar', { tipoDeLayout: 'EXAME' })).json<Layout[]>().map((l) => l.nome)).toEqual(['Pedido de exames']);
    expect((await call('POST', '/listar', { nome: 'atest' })).json<Layout[]>().map((l) => l.nome)).toEqual(['Atestado simples']);
    expect((await call('POST', '/listar', {})).json<Layout[]>().map((l) => l.tipoLayout)).toEqual(['ATESTADO', 'EXAME']);

    const updated = await call('PUT', '/atualizar', { ...layout, nome: 'Pedido', texto: '<p>Outro</p>', exames: [] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Layout>()).toMatchObject({ id: layout.id, nome: 'Pedido', texto: '<p>Outro</p>', exames: [] });

    expect((await call('DELETE', `/delete/${layout.id}`)).json()).toEqual({});
    expect(expectErrorList(await call('GET', `/listar/${layout.id}`), 404)).toBe('Layout não encontrado.');
    expect(expectErrorList(await call('DELETE', `/delete/${layout.id}`), 404)).toBe('Layout não encontrado.');
    expect(expectErrorList(await call('PUT', '/atualizar', { ...layout }), 404)).toBe('Layout não encontrado.');

    const audit = await t.db.selectFrom('auditoria').select('acao').where('entidade', '=', 'layout').orderBy('id').execute();
    expect(audit.map((a) => a.acao)).toEqual(['LAYOUT_CRIADO', 'LAYOUT_CRIADO', 'LAYOUT_EDITADO', 'LAYOUT_EXCLUIDO']);
  });

  it("refuses a blank text or name with the spec's messages, field by field, and saves nothing", async () => {
    const before = await t.db
      .selectFrom('layout')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await call('POST', '/cadastro', { nome: '  ', texto: '<p><br></p>', tipoLayout: null, procedimentoId: 999999, exames: [999999] });
    expect(res.statusCode).toBe(400);
    expect(errors(res)).toEqual([
      ['texto', 'POR FAVOR, CRIE UM LAYOUT VALÍDO'],
      ['nome', 'POR FAVOR, DIGITE UM NOME VALÍDO'],
      ['tipoLayout', 'Escolha o tipo do layout.'],
      ['procedimentoId', 'Procedimento não encontrado.'],
      ['exames', 'Exame não encontrado.'],
    ]);
    // a text that only held script is empty once cleaned
    expect(errors(await call('POST', '/cadastro', { nome: 'X', texto: '<script>alert(1)</script>', tipoLayout: 'DOCUMENTO' }))).toEqual([
      ['texto', 'POR FAVOR, CRIE UM LAYOUT VALÍDO'],
    ]);
    expect(errors(await call('POST', '/cadastro', { nome: 'X', texto: '<p>{{NAO_EXISTE}} [[OUTRA]]</p>', tipoLayout: 'DOCUMENTO' }))).toEqual([
      ['texto', 'Variável desconhecida no texto: NAO_EXISTE, OUTRA. Cadastre-a em Variáveis ou retire-a.'],
    ]);
    for (const body of [{ nome: 'X', texto: '<p>a</p>', tipoLayout: 'OUTRO' }, { nome: 'X', texto: 1 }, { nome: 'X', extra: 1 }, [1]]) {
      expect((await call('POST', '/cadastro', body)).statusCode).toBe(400);
    }
    expect((await call('DELETE', '/delete/99999999999')).statusCode).toBe(400);
    const after = await t.db
      .selectFrom('layout')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('keeps one budget layout, even when two are saved at the same moment', async () => {
    const orcamento = (nome: string) => call('POST', '/cadastro', { nome, texto: `<p>${nomeDe('VARIAVEIS_ORCAMENTO')}</p>`, tipoLayout: 'ORCAMENTO' });
    const [a, b] = await Promise.all([orcamento('Orçamento A'), orcamento('Orçamento B')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(errors(refused)).toEqual([['tipoLayout', 'Já existe um layout do tipo impressão de orçamento.']]);
    expect(errors(await orcamento('Orçamento C'))).toEqual([['tipoLayout', 'Já existe um layout do tipo impressão de orçamento.']]);
    expect((await call('POST', '/listar', { tipoDeLayout: 'ORCAMENTO' })).json<Layout[]>()).toHaveLength(1);
    // the database itself holds the rule (PGlite serialises the two saves above; PostgreSQL races them into the index)
    await expect(t.db.insertInto('layout').values({ nome: 'Direto', texto: '<p>x</p>', tipo_layout: 'ORCAMENTO' }).execute()).rejects.toThrow(
      /layout_orcamento_unico/,
    );

    // another layout cannot become the budget one; the budget layout itself still saves
    const documento = (await call('POST', '/cadastro', { nome: 'Doc', texto: '<p>a</p>', tipoLayout: 'DOCUMENTO' })).json<Layout>();
    expect((await call('PUT', '/atualizar', { ...documento, tipoLayout: 'ORCAMENTO' })).statusCode).toBe(409);
    const budget = (a.statusCode === 201 ? a : b).json<Layout>();
    expect((await call('PUT', '/atualizar', { ...budget, nome: 'Orçamento padrão' })).statusCode).toBe(200);
    // block markers have no place in a budget
    expect(errors(await call('PUT', '/atualizar', { ...budget, texto: `<p>${nomeDe('INICIO_BLOQUEIO')}x${nomeDe('FIM_BLOQUEIO')}</p>` }))).toEqual([
      ['texto', 'O layout de orçamento não usa as variáveis de início e fim de bloqueio.'],
    ]);
  });

  it("gives a form's print layout, or says one must be created", async () => {
    const formulario = await t.db
      .insertInto('formulario')
      .values({ nome: 'Anamnese layout', ativo: true, versao: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(expectErrorList(await call('GET', `/buscarLayoutFormulario/${formulario.id}`), 404)).toBe(
      'Você deve primeiro criar um layout vinculado a este formulário antes da impressão.',
    );
    const layout = (await call('POST', '/cadastro', { nome: 'Ficha', texto: '<p>x</p>', tipoLayout: 'DOCUMENTO', formularioId: formulario.id })).json<Layout>();
    expect(layout.nomeFormulario).toBe('Anamnese layout');
    expect((await call('GET', `/buscarLayoutFormulario/${formulario.id}`)).json<Layout>().id).toBe(layout.id);
  });

  it('is read by the record and settings; only settings managers write', async () => {
    const recepcao = await t.login('recepcao@clinica.dev');
    const estoque = await t.login('estoque@clinica.dev');
    const soConfig = await t.createUser(['ROLE_CONFIGURACOES']);
    const gerente = await t.createUser(['ROLE_CONFIGURACOES', 'GERENCIAR_CONFIGURACOES']);
    expect((await call('POST', '/listar', {}, recepcao)).statusCode).toBe(200);
    expect((await call('POST', '/listar', {}, soConfig.token)).statusCode).toBe(200);
    expect((await call('POST', '/listar', {}, estoque)).statusCode).toBe(403);
    const body = { nome: 'Perm', texto: '<p>a</p>', tipoLayout: 'DOCUMENTO' };
    expect((await call('POST', '/cadastro', body, recepcao)).statusCode).toBe(403);
    expect((await call('POST', '/cadastro', body, soConfig.token)).statusCode).toBe(403);
    const created = await call('POST', '/cadastro', body, gerente.token);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<Layout>();
    expect((await call('PUT', '/atualizar', { ...body, id }, soConfig.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/delete/${id}`, undefined, soConfig.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/delete/${id}`, undefined, gerente.token)).statusCode).toBe(200);
  });
});
