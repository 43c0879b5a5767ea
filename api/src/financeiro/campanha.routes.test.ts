import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { REGISTRO_DESATUALIZADO } from '../errors/registro-desatualizado.js';
import { apiCaller, createTestApp, errorFields, expectErrorList, type TestApp } from '../test-support/test-app.js';
import { CAMPANHA_MSG } from './campanha.messages.js';
import type { Campanha, CampanhaHistorico } from './campanha.schemas.js';

let t: TestApp;
let admin: string;
let financeiro: string;
let procedimentos: { id: number; nome: string }[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
  financeiro = await t.login('financeiro@clinica.dev');
  procedimentos = await t.db.selectFrom('procedimento').select(['id', 'nome']).orderBy('id').limit(3).execute();
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'gerenciar/campanha',
  () => financeiro,
);
let seq = 0;
const unico = (nome: string) => `${nome} ${++seq} ${Date.now()}`;

describe('campaigns', () => {
  it('creates a fixed and a percent campaign, lists and filters them', async () => {
    const [a, b] = procedimentos;
    const fixo = await call('POST', '/cadastro', {
      nome: `  ${unico('Black   Friday')} `,
      tipoDesconto: 'VALOR_REAL',
      desconto: 5000,
      procedimentosSelecionados: [a!.id, b!.id, a!.id],
    });
    expect(fixo.statusCode).toBe(200);
    const c = fixo.json<Campanha>();
    expect(c).toMatchObject({ tipoDesconto: 'VALOR_REAL', desconto: 5000, status: true, versao: 1, usuarioCadastro: 'Financeiro' });
    expect(c.nome).toMatch(/^Black Friday \d+ \d+$/);
    expect(c.procedimentosSelecionados.sort()).toEqual([a!.id, b!.id].sort());
    expect(c.procedimentoId.split(';;').map(Number).sort()).toEqual([a!.id, b!.id].sort());
    const pct = (
      await call('POST', '/cadastro', { nome: unico('Dez por cento'), tipoDesconto: 'PORCENTAGEM', desconto: 12.345, procedimentosSelecionados: [b!.id] })
    ).json<Campanha>();
    expect(pct).toMatchObject({ tipoDesconto: 'PORCENTAGEM', desconto: 12.35 });

    const todas = (await call('GET', '/listar')).json<Campanha[]>();
    expect(todas.map((x) => x.id)).toEqual(expect.arrayContaining([c.id, pct.id]));
    const deA = (await call('GET', '/listar', undefined, financeiro, { status: 'true', procedimentoId: String(a!.id) })).json<Campanha[]>();
    expect(deA.map((x) => x.id)).toContain(c.id);
    expect(deA.map((x) => x.id)).not.toContain(pct.id);
    const filtradas = (await call('POST', '/pesquisarFiltro', { nome: c.nome.slice(0, 12).toUpperCase(), tipoDesconto: 'VALOR_REAL' })).json<Campanha[]>();
    expect(filtradas.map((x) => x.id)).toContain(c.id);
    expect(filtradas.every((x) => x.tipoDesconto === 'VALOR_REAL')).toBe(true);
    expect((await call('POST', '/pesquisarFiltro', {})).json<Campanha[]>().length).toBeGreaterThanOrEqual(2);
    expect(await t.auditCount('CAMPANHA_CRIADA')).toBeGreaterThanOrEqual(2);
  });

  it("refuses each invalid field with the form's message", async () => {
    const res = await call('POST', '/cadastro', { nome: ' ', desconto: null, procedimentosSelecionados: [] });
    expect(res.statusCode).toBe(400);
    expect(errorFields(res)).toEqual([
      ['nome', CAMPANHA_MSG.nome],
      ['tipoDesconto', CAMPANHA_MSG.tipoDesconto],
      ['desconto', CAMPANHA_MSG.desconto],
      ['procedimentosSelecionados', CAMPANHA_MSG.procedimentos],
    ]);
    const id = procedimentos[0]!.id;
    const campo = async (body: Record<string, unknown>) =>
      errorFields(await call('POST', '/cadastro', { nome: unico('X'), procedimentosSelecionados: [id], ...body }));
    expect(await campo({ tipoDesconto: 'VALOR_REAL', desconto: -1 })).toEqual([['desconto', CAMPANHA_MSG.descontoInvalido]]);
    expect(await campo({ tipoDesconto: 'VALOR_REAL', desconto: 10.5 })).toEqual([['desconto', CAMPANHA_MSG.descontoInvalido]]);
    expect(await campo({ tipoDesconto: 'PORCENTAGEM', desconto: 100.01 })).toEqual([['desconto', CAMPANHA_MSG.percentualMaximo]]);
    expect(await campo({ tipoDesconto: 'PORCENTAGEM', desconto: 0 })).toEqual([['desconto', CAMPANHA_MSG.percentualMaximo]]);
    expect(await campo({ tipoDesconto: 'PORCENTAGEM', desconto: 10, procedimentosSelecionados: [999999] })).toEqual([
      ['procedimentosSelecionados', CAMPANHA_MSG.procedimentoNaoEncontrado],
    ]);
    const nome = unico('Repetida');
    expect((await call('POST', '/cadastro', { nome, tipoDesconto: 'PORCENTAGEM', desconto: 5, procedimentosSelecionados: [id] })).statusCode).toBe(200);
    expect(await campo({ nome: nome.toUpperCase(), tipoDesconto: 'PORCENTAGEM', desconto: 5 })).toEqual([['nome', CAMPANHA_MSG.duplicada]]);
  });

  it('edits with the version read, refuses a stale one, and keeps who changed what in the history', async () => {
    const [a, b] = procedimentos;
    const c = (
      await call('POST', '/cadastro', { nome: unico('Inverno'), tipoDesconto: 'VALOR_REAL', desconto: 1000, procedimentosSelecionados: [a!.id] })
    ).json<Campanha>();
    const editada = await call(
      'POST',
      '/cadastro',
      { id: c.id, versao: 1, nome: `${c.nome} editada`, tipoDesconto: 'PORCENTAGEM', desconto: 10, procedimentosSelecionados: [b!.id] },
      admin,
    );
    expect(editada.json<Campanha>()).toMatchObject({ versao: 2, desconto: 10, procedimentosSelecionados: [b!.id], usuarioAlteracao: 'Administrador' });
    const stale = await call('POST', '/cadastro', {
      id: c.id,
      versao: 1,
      nome: c.nome,
      tipoDesconto: 'VALOR_REAL',
      desconto: 1,
      procedimentosSelecionados: [a!.id],
    });
    expect(expectErrorList(stale, 409)).toBe(REGISTRO_DESATUALIZADO);
    expect(
      expectErrorList(
        await call('POST', '/cadastro', { id: 999999, nome: 'N', tipoDesconto: 'VALOR_REAL', desconto: 1, procedimentosSelecionados: [a!.id] }),
        404,
      ),
    ).toBe(CAMPANHA_MSG.naoEncontrada);

    const desabilitada = await call('POST', '/desabilitarCampanha', { id: c.id, versao: 2 });
    expect(desabilitada.json<Campanha>()).toMatchObject({ status: false, versao: 3 });
    expect((await call('GET', '/listar', undefined, financeiro, { status: 'true' })).json<Campanha[]>().map((x) => x.id)).not.toContain(c.id);
    expect((await call('POST', '/pesquisarFiltro', { status: false })).json<Campanha[]>().map((x) => x.id)).toContain(c.id);
    // disabling again changes nothing
    expect((await call('POST', '/desabilitarCampanha', { id: c.id })).json<Campanha>().versao).toBe(3);
    expect(expectErrorList(await call('POST', '/desabilitarCampanha', { id: 999999 }), 404)).toBe(CAMPANHA_MSG.naoEncontrada);

    const historico = (await call('GET', `/historico/${c.id}`)).json<CampanhaHistorico[]>();
    expect(historico.map((h) => [h.tipo, h.usuario])).toEqual([
      ['DESABILITADA', 'Financeiro'],
      ['ALTERADA', 'Administrador'],
      ['CRIADA', 'Financeiro'],
    ]);
    expect(historico[1]!.descricao).toEqual([
      `ALTERADO <<nome>> DE '${c.nome}' PARA '${c.nome} editada'`,
      "ALTERADO <<desconto>> DE 'R$ 10,00' PARA '10%'",
      `ADICIONADO <<procedimento>> '${b!.nome}'`,
      `REMOVIDO <<procedimento>> '${a!.nome}'`,
    ]);
    expect(expectErrorList(await call('GET', '/historico/999999'), 404)).toBe(CAMPANHA_MSG.naoEncontrada);
    expect(await t.auditCount('CAMPANHA_DESABILITADA')).toBeGreaterThanOrEqual(1);
  });

  it('gates: create needs CRIAR_CAMPANHA, edit/disable/history EDITAR_E_VISUALIZAR_CAMPANHAS, reading also whoever writes quotes', async () => {
    const id = procedimentos[0]!.id;
    const body = { nome: unico('Gate'), tipoDesconto: 'VALOR_REAL', desconto: 100, procedimentosSelecionados: [id] };
    const soCria = await t.createUser(['ROLE_FINANCEIRO', 'CRIAR_CAMPANHA']);
    const c = (await call('POST', '/cadastro', body, soCria.token)).json<Campanha>();
    expect((await call('POST', '/cadastro', { ...body, id: c.id }, soCria.token)).statusCode).toBe(403);
    expect((await call('POST', '/desabilitarCampanha', { id: c.id }, soCria.token)).statusCode).toBe(403);
    expect((await call('GET', `/historico/${c.id}`, undefined, soCria.token)).statusCode).toBe(403);
    expect((await call('GET', '/listar', undefined, soCria.token)).statusCode).toBe(200);

    const soEdita = await t.createUser(['ROLE_FINANCEIRO', 'EDITAR_E_VISUALIZAR_CAMPANHAS']);
    expect((await call('POST', '/cadastro', { ...body, nome: unico('Gate') }, soEdita.token)).statusCode).toBe(403);
    expect((await call('GET', `/historico/${c.id}`, undefined, soEdita.token)).statusCode).toBe(200);

    const semFinanceiro = await t.createUser(['CRIAR_CAMPANHA', 'EDITAR_E_VISUALIZAR_CAMPANHAS']);
    expect((await call('POST', '/cadastro', { ...body, nome: unico('Gate') }, semFinanceiro.token)).statusCode).toBe(403);
    expect((await call('GET', '/listar', undefined, semFinanceiro.token)).statusCode).toBe(403);

    const medico = await t.createUser(['ROLE_PACIENTES', 'ORCAMENTO', 'CRIAR_ORCAMENTOS']);
    expect((await call('GET', '/listar', undefined, medico.token, { status: 'true' })).statusCode).toBe(200);
    expect((await call('POST', '/pesquisarFiltro', {}, medico.token)).statusCode).toBe(200);
    expect((await call('POST', '/cadastro', { ...body, nome: unico('Gate') }, medico.token)).statusCode).toBe(403);
  });
});
