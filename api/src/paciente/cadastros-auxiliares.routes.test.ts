import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiCaller, createTestApp, expectErrorList, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: string;
let recepcao: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
  recepcao = await t.login('recepcao@clinica.dev');
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'gerenciar',
  () => admin,
);

interface Nome {
  id: number;
  nome: string;
  ativo: boolean;
  versao: number;
}
interface Pulseira {
  id: number;
  tipo: string;
  cor: string;
  ativo: boolean;
  versao: number;
}

const LOOKUPS = [
  {
    base: '/planoSaude',
    list: '/planoSaude/listarPlanoSaude',
    save: '/planoSaude/cadastroPlanoSaude',
    acao: 'PLANO_SAUDE',
    duplicate: 'Já existe um plano de saúde com este nome.',
    missing: 'Plano de saúde não encontrado.',
  },
  {
    base: '/pesquisaAtracao',
    list: '/pesquisaAtracao/listarPesquisaAtracao',
    save: '/pesquisaAtracao/cadastroPesquisaAtracao',
    acao: 'PESQUISA_ATRACAO',
    duplicate: 'Já existe uma opção com este nome.',
    missing: 'Opção não encontrada.',
  },
] as const;

const auditRows = (acao: string, id: number) =>
  t.db.selectFrom('auditoria').select('detalhes').where('acao', '=', acao).where('entidade_id', '=', String(id)).orderBy('id').execute();

/** A patient of the test's own holding these lookups (the form's validation is not what is tested here). */
const pacienteCom = (refs: { plano_saude_id?: number; pesquisa_atracao?: number; pulseira_id?: number }) =>
  t.db
    .insertInto('paciente')
    .values({ nome: 'Paciente Vinculado', estrangeiro: true, usuario_cadastro: 'Teste', ...refs })
    .execute();

/** Active ones come first, and each group is in name order. */
const expectActiveFirst = (ativos: boolean[]) => expect(ativos).toEqual([...ativos].sort((a, b) => Number(b) - Number(a)));

describe.each(LOOKUPS)('$base', (lookup) => {
  const criar = async (body: Record<string, unknown>): Promise<Nome> => {
    const res = await call('POST', lookup.save, body);
    expect(res.statusCode).toBe(201);
    return res.json<Nome>();
  };
  const listar = async (query?: Record<string, string>, token = recepcao) => (await call('GET', lookup.list, undefined, token, query)).json<Nome[]>();

  it('creates (active by default, name collapsed), refuses a duplicate in any case, deletes', async () => {
    const item = await criar({ nome: ' Novo  Item ' });
    expect(item).toEqual({ id: expect.any(Number), nome: 'Novo Item', ativo: true, versao: 1 });
    expect(expectErrorList(await call('POST', lookup.save, { nome: 'novo item' }), 409)).toBe(lookup.duplicate);
    expect(await listar()).toContainEqual(item);
    expect((await call('DELETE', `${lookup.base}/excluir/${item.id}`)).statusCode).toBe(200);
    expect(expectErrorList(await call('DELETE', `${lookup.base}/excluir/${item.id}`), 404)).toBe(lookup.missing);
    expect((await auditRows(`${lookup.acao}_EXCLUIDO`, item.id))[0]?.detalhes).toEqual({ antes: item });
  });

  it('edits by id (200), keeping ativo when left out; audits antes and depois; 404 when missing; a taken name is 409', async () => {
    const item = await criar({ nome: 'Para Editar', ativo: false });
    expect(item.ativo).toBe(false);
    const res = await call('POST', lookup.save, { id: item.id, nome: '  Editado   Agora ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: item.id, nome: 'Editado Agora', ativo: false, versao: 2 });
    // the same name in another case is the same item: allowed
    expect((await call('POST', lookup.save, { id: item.id, nome: 'EDITADO AGORA' })).json<Nome>().nome).toBe('EDITADO AGORA');
    expect(await auditRows(`${lookup.acao}_EDITADO`, item.id)).toEqual([
      {
        detalhes: {
          antes: { id: item.id, nome: 'Para Editar', ativo: false, versao: 1 },
          depois: { id: item.id, nome: 'Editado Agora', ativo: false, versao: 2 },
        },
      },
      {
        detalhes: {
          antes: { id: item.id, nome: 'Editado Agora', ativo: false, versao: 2 },
          depois: { id: item.id, nome: 'EDITADO AGORA', ativo: false, versao: 3 },
        },
      },
    ]);

    const outro = await criar({ nome: 'Nome Ocupado' });
    expect(expectErrorList(await call('POST', lookup.save, { id: item.id, nome: 'nome ocupado' }), 409)).toBe(lookup.duplicate);
    expect(expectErrorList(await call('POST', lookup.save, { id: 999999, nome: 'Qualquer' }), 404)).toBe(lookup.missing);
    // nothing changed by the refusals
    expect((await listar()).filter((x) => [item.id, outro.id].includes(x.id)).map((x) => x.nome)).toEqual(['Nome Ocupado', 'EDITADO AGORA']);
  });

  it("refuses a stale edit (409 tied to versao) and keeps the other person's change", async () => {
    const item = await criar({ nome: 'Item Concorrido' });
    expect((await call('POST', lookup.save, { id: item.id, versao: item.versao, nome: 'Item Concorrido', ativo: false })).statusCode).toBe(200);
    const velho = await call('POST', lookup.save, { id: item.id, versao: item.versao, nome: 'Item Renomeado' });
    expect(expectErrorList(velho, 409)).toBe('Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.');
    expect(velho.json<{ campo?: string }[]>()[0]!.campo).toBe('versao');
    expect((await listar()).find((x) => x.id === item.id)).toEqual({ id: item.id, nome: 'Item Concorrido', ativo: false, versao: 2 });
  });

  it('deactivates and reactivates; lists active first, by name; ?ativos=true lists only the active ones', async () => {
    const zeta = await criar({ nome: 'Zzz Ativo' });
    const alfa = await criar({ nome: 'Aaa Inativo' });
    expect((await call('POST', lookup.save, { ...alfa, ativo: false })).json()).toEqual({ ...alfa, ativo: false, versao: 2 });

    const todos = await listar();
    expectActiveFirst(todos.map((x) => x.ativo));
    expect(todos.findIndex((x) => x.id === zeta.id)).toBeLessThan(todos.findIndex((x) => x.id === alfa.id));
    const ativos = await listar({ ativos: 'true' });
    expect(ativos.every((x) => x.ativo)).toBe(true);
    expect(ativos.map((x) => x.id)).toEqual(todos.filter((x) => x.ativo).map((x) => x.id));
    expect(ativos.map((x) => x.id)).not.toContain(alfa.id);
    expect((await listar({ ativos: 'false' })).length).toBe(todos.length);

    expect((await call('POST', lookup.save, { id: alfa.id, nome: alfa.nome, ativo: true })).json<Nome>().ativo).toBe(true);
    expect((await listar({ ativos: 'true' })).map((x) => x.id)).toContain(alfa.id);
    expect(expectErrorList(await call('GET', lookup.list, undefined, recepcao, { ativos: 'sim' }), 400)).toBe(
      "O campo 'ativos' (parâmetro) tem um valor não permitido.",
    );
  });

  it('validates the body: a blank name, a bad id, ativo not a boolean, unknown fields (400, never 5xx)', async () => {
    expect(expectErrorList(await call('POST', lookup.save, { nome: '   ' }), 400)).toBe('O nome não pode ficar em branco.');
    expect(expectErrorList(await call('POST', lookup.save, { nome: '' }), 400)).toBe("O campo 'nome' não pode ficar vazio.");
    for (const body of [{ nome: 'X', id: 0 }, { nome: 'X', id: 2 ** 40 }, { nome: 'X', ativo: 'sim' }, { nome: 'X', outro: 1 }, { nome: 'x'.repeat(101) }]) {
      expect((await call('POST', lookup.save, body)).statusCode).toBe(400);
    }
    // id null: create (what a form sends for a new item)
    expect((await call('POST', lookup.save, { id: null, nome: 'Com Id Nulo' })).statusCode).toBe(201);
  });
});

describe('refusing to delete what patients use', () => {
  it('answers 409 for a health plan, an option or a wristband a patient holds, inactive or not', async () => {
    const plano = (await call('POST', '/planoSaude/cadastroPlanoSaude', { nome: 'Plano Em Uso', ativo: false })).json<Nome>();
    const opcao = (await call('POST', '/pesquisaAtracao/cadastroPesquisaAtracao', { nome: 'Opção Em Uso' })).json<Nome>();
    const pulseira = (await call('POST', '/paciente/cadastroPulseiras', { tipo: 'Pulseira Em Uso', cor: '#123456' })).json<Pulseira>();
    await pacienteCom({ plano_saude_id: plano.id, pesquisa_atracao: opcao.id, pulseira_id: pulseira.id });
    const EM_USO = 'Não é possível excluir: há pacientes vinculados a este item.';
    expect(expectErrorList(await call('DELETE', `/planoSaude/excluir/${plano.id}`), 409)).toBe(EM_USO);
    expect(expectErrorList(await call('DELETE', `/pesquisaAtracao/excluir/${opcao.id}`), 409)).toBe(EM_USO);
    expect(expectErrorList(await call('DELETE', `/paciente/deletarPulseiras/${pulseira.id}`), 409)).toBe(EM_USO);
    // still listed, and nothing audited for the refusals
    expect((await call('GET', '/planoSaude/listarPlanoSaude')).json<Nome[]>().map((x) => x.id)).toContain(plano.id);
    expect(await auditRows('PULSEIRA_EXCLUIDA', pulseira.id)).toEqual([]);
  });
});

describe('wristbands', () => {
  it('creates, edits (type, colour, ativo), lists active first, ?ativos=true, deletes', async () => {
    const created = await call('POST', '/paciente/cadastroPulseiras', { tipo: ' Dieta  especial ', cor: '#00aa00' });
    expect(created.statusCode).toBe(201);
    const pulseira = created.json<Pulseira>();
    expect(pulseira).toEqual({ id: expect.any(Number), tipo: 'Dieta especial', cor: '#00AA00', ativo: true, versao: 1 });

    const edited = await call('POST', '/paciente/cadastroPulseiras', { id: pulseira.id, tipo: 'Dieta restrita', cor: '#0000ff', ativo: false });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ id: pulseira.id, tipo: 'Dieta restrita', cor: '#0000FF', ativo: false, versao: 2 });
    expect(await auditRows('PULSEIRA_EDITADA', pulseira.id)).toEqual([{ detalhes: { antes: pulseira, depois: edited.json<Pulseira>() } }]);
    // ativo left out: kept
    expect((await call('POST', '/paciente/cadastroPulseiras', { id: pulseira.id, tipo: 'Dieta restrita', cor: '#0000FF' })).json<Pulseira>().ativo).toBe(false);
    // a stale edit: 409, nothing changed
    const velha = await call('POST', '/paciente/cadastroPulseiras', { id: pulseira.id, versao: 1, tipo: 'Outra', cor: '#0000FF' });
    expect(expectErrorList(velha, 409)).toBe('Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.');

    const todas = (await call('GET', '/paciente/listarPulseiras', undefined, recepcao)).json<Pulseira[]>();
    expect(todas.map((p) => p.tipo)).toEqual(expect.arrayContaining(['Alergia', 'Dieta restrita']));
    expectActiveFirst(todas.map((p) => p.ativo));
    const ativas = (await call('GET', '/paciente/listarPulseiras', undefined, recepcao, { ativos: 'true' })).json<Pulseira[]>();
    expect(ativas.map((p) => p.id)).toEqual(todas.filter((p) => p.ativo).map((p) => p.id));
    expect(ativas.map((p) => p.id)).not.toContain(pulseira.id);

    expect(expectErrorList(await call('POST', '/paciente/cadastroPulseiras', { id: pulseira.id, tipo: 'alergia', cor: '#000000' }), 409)).toBe(
      'Já existe uma pulseira com este tipo.',
    );
    expect(expectErrorList(await call('POST', '/paciente/cadastroPulseiras', { id: 999999, tipo: 'X', cor: '#000000' }), 404)).toBe('Pulseira não encontrada.');
    expect(expectErrorList(await call('POST', '/paciente/cadastroPulseiras', { tipo: '  ', cor: '#000000' }), 400)).toBe('O tipo não pode ficar em branco.');
    expect(expectErrorList(await call('POST', '/paciente/cadastroPulseiras', { tipo: 'X', cor: 'verde' }), 400)).toMatch(/cor/);

    expect((await call('DELETE', `/paciente/deletarPulseiras/${pulseira.id}`)).statusCode).toBe(200);
    expect(expectErrorList(await call('DELETE', `/paciente/deletarPulseiras/${pulseira.id}`), 404)).toBe('Pulseira não encontrada.');
    expect(await t.auditCount('PULSEIRA_EXCLUIDA')).toBe(1);
  });
});

describe('permissions', () => {
  it('ROLE_PACIENTES or ROLE_AGENDAMENTOS read; ROLE_CONFIGURACOES or ROLE_PACIENTES create, edit and delete', async () => {
    const agendaOnly = await t.createUser(['ROLE_AGENDAMENTOS']);
    const config = await t.createUser(['ROLE_CONFIGURACOES']);
    const financeiro = await t.login('financeiro@clinica.dev');
    const semPermissao = 'Usuário sem permissão para esta operação.';
    const plano = (await call('POST', '/planoSaude/cadastroPlanoSaude', { nome: 'Plano Permissões' })).json<Nome>();
    const pulseira = (await call('POST', '/paciente/cadastroPulseiras', { tipo: 'Pulseira Permissões', cor: '#101010' })).json<Pulseira>();

    for (const url of ['/planoSaude/listarPlanoSaude', '/pesquisaAtracao/listarPesquisaAtracao', '/paciente/listarPulseiras']) {
      expect((await call('GET', url, undefined, agendaOnly.token, { ativos: 'true' })).statusCode).toBe(200);
      expect(expectErrorList(await call('GET', url, undefined, financeiro), 403)).toBe(semPermissao);
      expect(expectErrorList(await call('GET', url, undefined, config.token), 403)).toBe(semPermissao);
    }
    for (const [method, url, body] of [
      ['POST', '/planoSaude/cadastroPlanoSaude', { id: plano.id, nome: 'Plano Permissões', ativo: false }],
      ['POST', '/pesquisaAtracao/cadastroPesquisaAtracao', { nome: 'Opção Permissões' }],
      ['POST', '/paciente/cadastroPulseiras', { id: pulseira.id, tipo: 'Pulseira Permissões', cor: '#101010', ativo: false }],
      ['DELETE', `/planoSaude/excluir/${plano.id}`, undefined],
      ['DELETE', `/paciente/deletarPulseiras/${pulseira.id}`, undefined],
    ] as const) {
      for (const token of [agendaOnly.token, financeiro]) expect(expectErrorList(await call(method, url, body, token), 403)).toBe(semPermissao);
    }
    // configuration edits and deactivates
    expect(
      (await call('POST', '/planoSaude/cadastroPlanoSaude', { id: plano.id, nome: 'Plano Permissões', ativo: false }, config.token)).json<Nome>().ativo,
    ).toBe(false);
    expect((await call('POST', '/paciente/cadastroPulseiras', { id: pulseira.id, tipo: 'Pulseira Config', cor: '#101010' }, config.token)).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/planoSaude/excluir/${plano.id}`, undefined, config.token)).statusCode).toBe(200);
  });
});
