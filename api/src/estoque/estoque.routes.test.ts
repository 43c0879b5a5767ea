import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { apiCaller, createTestApp, expectErrorList, type TestApp } from '../test-support/test-app.js';
import { addDays, clinicDay } from '../time/clinic-time.js';

let t: TestApp;
let estoque: string;
beforeAll(async () => {
  t = await createTestApp();
  estoque = await t.login('estoque@clinica.dev');
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'gerenciar/estoque',
  () => estoque,
);

interface Produto {
  id: number;
  nomeProduto: string;
  tipoUnidadeMedida: string;
  estoqueMinimo: number;
  totalEstoque: number;
  abaixoEstoque: boolean;
  ativo: boolean;
  versao: number;
}
interface Movimento {
  id: number;
  tipo: string;
  quantidade: number;
  loteId: number;
  lote: string;
  validade: string;
  vencido: boolean;
  vencendo: boolean;
  paciente: { id: number; nome: string } | null;
  devolvido: number;
  usuario: string | null;
}
interface Inventario {
  produtoId: number;
  totalEstoque: number;
  abaixoEstoque: boolean;
  lotes: { id: number; lote: string; validade: string; saldo: number; vencendo: boolean }[];
}

const hoje = () => clinicDay(new Date());
let seq = 0;
const unico = (nome: string) => `${nome} ${++seq} ${Date.now()}`;

async function unidade(): Promise<number> {
  const res = await call('POST', '/cadastroUnidadeMedida', { descricao: unico('ampola') });
  expect(res.statusCode).toBe(201);
  return res.json<{ codigo: number }>().codigo;
}
async function produto(estoqueMinimo = 0): Promise<Produto> {
  const res = await call('POST', '/cadastro', { nomeProduto: unico('Toxina botulínica'), codigoUnidadeMedida: await unidade(), estoqueMinimo });
  expect(res.statusCode).toBe(200);
  return res.json<Produto>();
}
const entrada = (produtoId: number, quantidade: number, lote: string, validade = addDays(hoje(), 90), extra: object = {}) =>
  call('POST', '/lancarEntradaEstoque', { produtoId, quantidade, lote, validade, ...extra });
const saida = (produtoId: number, quantidade: number, extra: object = {}) => call('POST', '/lancarSaidaEstoque', { produtoId, quantidade, ...extra });
const inventario = async (produtoId: number) => (await call('GET', `/listarInventario?id=${produtoId}`)).json<Inventario[]>()[0]!;

/** What the movements say a product holds, per lot: the balances must always equal it. */
async function somaDosMovimentos(produtoId: number): Promise<Map<number, number>> {
  const rows = await t.db.selectFrom('estoque_movimentacao').select(['lote_id', 'quantidade']).where('produto_id', '=', produtoId).execute();
  const soma = new Map<number, number>();
  for (const r of rows) soma.set(r.lote_id, (soma.get(r.lote_id) ?? 0) + r.quantidade);
  return soma;
}

describe('stock lookups (manufacturers, units, sectors)', () => {
  it('creates, lists by name and deletes each; refuses a blank or duplicate one, and one in use', async () => {
    for (const [cadastro, listar, excluir] of [
      ['cadastroFabricante', 'listarFabricantes', 'deleteFabricante'],
      ['cadastroUnidadeMedida', 'listarUnidadesMedida', 'deleteUnidadeMedida'],
      ['cadastroSetor', 'listarSetor', 'deleteSetor'],
    ]) {
      const descricao = unico('Item');
      const criado = await call('POST', `/${cadastro}`, { descricao: `  ${descricao}  ` });
      expect(criado.statusCode).toBe(201);
      const { codigo } = criado.json<{ codigo: number }>();
      expect((await call('GET', `/${listar}`)).json()).toContainEqual({ codigo, descricao });
      expect((await call('POST', `/${cadastro}`, { descricao: descricao.toUpperCase() })).statusCode).toBe(409);
      expect(expectErrorList(await call('POST', `/${cadastro}`, { descricao: '  ' }), 400)).toBe('DESCRIÇÃO É OBRIGATÓRIA.');
      expect((await call('DELETE', `/${excluir}?codigo=${codigo}`)).statusCode).toBe(200);
      expect((await call('GET', `/${listar}`)).json<{ codigo: number }[]>().map((i) => i.codigo)).not.toContain(codigo);
      expect((await call('DELETE', `/${excluir}?codigo=${codigo}`)).statusCode).toBe(404);
    }
    const p = await produto();
    const uso = await call(
      'DELETE',
      `/deleteUnidadeMedida?codigo=${(await t.db.selectFrom('estoque_produto').select('unidade_medida_codigo').where('id', '=', p.id).executeTakeFirstOrThrow()).unidade_medida_codigo}`,
    );
    expect(expectErrorList(uso, 409)).toBe('Esta unidade de medida está em uso em produtos e não pode ser excluída.');
  });
});

describe('stock products', () => {
  it('creates a product (name and unit required), lists it with the low-stock flag, edits it with EDITAR_ESTOQUE only, refuses a stale or duplicate save', async () => {
    const semNada = await call('POST', '/cadastro', {});
    expect(semNada.statusCode).toBe(400);
    expect(semNada.json<{ campo: string; mensagemUsuario: string }[]>().map((e) => [e.campo, e.mensagemUsuario])).toEqual([
      ['nomeProduto', 'NOME É OBRIGATÓRIO.'],
      ['codigoUnidadeMedida', 'UNIDADE É OBRIGATÓRIA.'],
    ]);

    const p = await produto(5);
    expect(p).toMatchObject({ totalEstoque: 0, estoqueMinimo: 5, abaixoEstoque: true, ativo: true, versao: 1 });
    expect((await call('GET', `/listarProdutos?id=${p.id}`)).json()).toEqual([p]);
    expect((await call('POST', '/cadastro', { nomeProduto: p.nomeProduto.toLowerCase(), codigoUnidadeMedida: 1 })).statusCode).toBe(409);

    const semEditar = await t.createUser(['ROLE_ESTOQUE']);
    const edicao = {
      id: p.id,
      versao: 1,
      nomeProduto: p.nomeProduto,
      codigoUnidadeMedida: (await t.db.selectFrom('estoque_produto').select('unidade_medida_codigo').where('id', '=', p.id).executeTakeFirstOrThrow())
        .unidade_medida_codigo,
      estoqueMinimo: 0,
    };
    expect((await call('POST', '/cadastro', edicao, semEditar.token)).statusCode).toBe(403);
    const editado = await call('POST', '/cadastro', edicao);
    expect(editado.json()).toMatchObject({ estoqueMinimo: 0, abaixoEstoque: false, versao: 2 });
    expect(expectErrorList(await call('POST', '/cadastro', edicao), 409)).toBe(
      'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.',
    );
  });

  it('deletes a product without movements; one with movements is refused and can be deactivated instead', async () => {
    const livre = await produto();
    expect((await call('DELETE', `/delete?codigo=${livre.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/listarProdutos?id=${livre.id}`)).json()).toEqual([]);

    const usado = await produto();
    expect((await entrada(usado.id, 3, 'L1')).statusCode).toBe(201);
    expect(expectErrorList(await call('DELETE', `/delete?codigo=${usado.id}`), 409)).toBe(
      'Este produto já tem movimentações e não pode ser excluído: desative-o.',
    );
    const unidadeCodigo = (await t.db.selectFrom('estoque_produto').select('unidade_medida_codigo').where('id', '=', usado.id).executeTakeFirstOrThrow())
      .unidade_medida_codigo;
    const desativado = await call('POST', '/cadastro', {
      id: usado.id,
      versao: usado.versao,
      nomeProduto: usado.nomeProduto,
      codigoUnidadeMedida: unidadeCodigo,
      ativo: false,
    });
    expect(desativado.json()).toMatchObject({ ativo: false, totalEstoque: 3 });
    expect(expectErrorList(await entrada(usado.id, 1, 'L1'), 400)).toBe('Este produto está inativo: ative-o para lançar entradas.');
    // what is left can still go out
    expect((await saida(usado.id, 3)).statusCode).toBe(201);
  });
});

describe('entries, exits and returns', () => {
  it('an entry creates or refills its lot; the same lot with another expiry, an expired lot and missing fields are refused', async () => {
    const p = await produto();
    const primeira = await entrada(p.id, 10, 'ABC-1');
    expect(primeira.statusCode).toBe(201);
    expect(primeira.json()).toMatchObject({ tipo: 'ENTRADA', quantidade: 10, lote: 'ABC-1', vencido: false, vencendo: false, usuario: 'Estoque' });
    expect((await entrada(p.id, 5, 'abc-1')).json()).toMatchObject({ lote: 'ABC-1', loteId: primeira.json<Movimento>().loteId });
    const outraValidade = await entrada(p.id, 1, 'ABC-1', addDays(hoje(), 30));
    expect(expectErrorList(outraValidade, 409)).toMatch(/^O lote ABC-1 deste produto já está cadastrado com validade \d\d\/\d\d\/\d{4}\.$/);
    expect(expectErrorList(await entrada(p.id, 1, 'VENCIDO', hoje()), 400)).toBe('Este lote já está vencido: não pode entrar no estoque.');
    const vazio = await call('POST', '/lancarEntradaEstoque', { produtoId: p.id });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json<{ campo: string }[]>().map((e) => e.campo)).toEqual(['quantidade', 'lote', 'validade']);
    for (const body of [
      { produtoId: p.id, quantidade: 0, lote: 'X', validade: addDays(hoje(), 9) },
      { produtoId: p.id, quantidade: 1.5, lote: 'X', validade: addDays(hoje(), 9) },
      { produtoId: p.id, quantidade: 1, lote: 'X', validade: '2027-02-31' },
    ])
      expect((await call('POST', '/lancarEntradaEstoque', body)).statusCode).toBe(400);
    expect(expectErrorList(await entrada(999999, 1, 'X'), 400)).toBe('Produto não encontrado.');
    expect((await inventario(p.id)).totalEstoque).toBe(15);
  });

  it('an exit takes the lots that expire first, never an expired one, and never more than there is', async () => {
    const p = await produto();
    await entrada(p.id, 4, 'TARDE', addDays(hoje(), 60));
    await entrada(p.id, 3, 'CEDO', addDays(hoje(), 3));
    const saiu = await saida(p.id, 5);
    expect(saiu.statusCode).toBe(201);
    expect(saiu.json<Movimento[]>().map((m) => [m.lote, m.quantidade, m.vencendo])).toEqual([
      ['CEDO', 3, true],
      ['TARDE', 2, false],
    ]);
    const insuficiente = await saida(p.id, 3);
    expect(expectErrorList(insuficiente, 409)).toBe(`Estoque insuficiente: há 2 ${p.tipoUnidadeMedida} disponíveis.`);
    expect(insuficiente.json<{ campo: string }[]>()[0]!.campo).toBe('quantidade');
    const inv = await inventario(p.id);
    expect(inv.totalEstoque).toBe(2);
    expect(inv.lotes.map((l) => [l.lote, l.saldo])).toEqual([['TARDE', 2]]);
    // the whole list carries each product's first expiry, not its lots (they come with ?id)
    const todos = (await call('GET', '/listarInventario')).json<(Inventario & { proximaValidade: string | null })[]>();
    expect(todos.find((i) => i.produtoId === p.id)).toMatchObject({ totalEstoque: 2, proximaValidade: addDays(hoje(), 60), lotes: [] });

    // a lot that has expired since it came in cannot go out, chosen or not
    const vencendo = await entrada(p.id, 2, 'QUASE', addDays(hoje(), 1));
    await t.db.updateTable('estoque_lote').set({ validade: hoje() }).where('id', '=', vencendo.json<Movimento>().loteId).execute();
    expect(expectErrorList(await saida(p.id, 1, { loteId: vencendo.json<Movimento>().loteId }), 400)).toBe(
      'Este lote está vencido e não pode sair do estoque.',
    );
    expect(expectErrorList(await saida(p.id, 3), 409)).toBe(`Estoque insuficiente: há 2 ${p.tipoUnidadeMedida} disponíveis.`);
  });

  it('an exit to a patient records them; returns never exceed what went out, counting earlier returns', async () => {
    const p = await produto();
    await entrada(p.id, 10, 'RET-1');
    const paciente = await t.db.selectFrom('paciente').select(['id', 'nome']).orderBy('id').executeTakeFirstOrThrow();
    const [s] = (await saida(p.id, 4, { pacienteId: paciente.id })).json<Movimento[]>();
    expect(s!.paciente).toEqual({ id: paciente.id, nome: paciente.nome });
    expect(expectErrorList(await saida(p.id, 1, { pacienteId: 999999 }), 400)).toBe('Paciente não encontrado.');

    const devolve = (q: number) => call('POST', `/devolucao?idSaida=${s!.id}&quantidadeDevolucao=${q}`);
    expect((await devolve(3)).statusCode).toBe(201);
    expect(expectErrorList(await devolve(2), 409)).toBe('A devolução não pode ser maior que o que saiu: restam 1 para devolver.');
    expect((await devolve(1)).statusCode).toBe(201);
    expect(expectErrorList(await devolve(1), 409)).toBe('Tudo o que saiu já foi devolvido.');
    expect(expectErrorList(await call('POST', '/devolucao?idSaida=999999&quantidadeDevolucao=1'), 404)).toBe('Saída não encontrada.');
    expect((await inventario(p.id)).totalEstoque).toBe(10);

    const tabela = (await call('POST', '/popularTabelaSaida?page=0&size=5', { produtoId: p.id })).json<{ content: Movimento[]; totalElements: number }>();
    expect(tabela.totalElements).toBe(1);
    expect(tabela.content[0]).toMatchObject({ id: s!.id, quantidade: 4, devolvido: 4 });
    const audit = await t.db
      .selectFrom('auditoria')
      .select(['acao', 'paciente_id'])
      .where('entidade', '=', 'estoque_movimentacao')
      .where('paciente_id', '=', paciente.id)
      .execute();
    expect(audit.map((a) => a.acao)).toEqual(expect.arrayContaining(['ESTOQUE_SAIDA', 'ESTOQUE_DEVOLUCAO']));
  });

  it('pages the entry table newest first, filtered by product and period; refuses a period that ends before it starts', async () => {
    const p = await produto();
    for (const lote of ['P1', 'P2', 'P3']) await entrada(p.id, 1, lote);
    const pagina = (await call('POST', '/popularTabelaEntrada?page=0&size=2', { produtoId: p.id, dataInicio: hoje(), dataFim: hoje() })).json<{
      content: Movimento[];
      totalElements: number;
    }>();
    expect(pagina.totalElements).toBe(3);
    expect(pagina.content.map((m) => m.lote)).toEqual(['P3', 'P2']);
    const ontem = (await call('POST', '/popularTabelaEntrada?page=0&size=2', { produtoId: p.id, dataFim: addDays(hoje(), -1) })).json<{
      totalElements: number;
    }>();
    expect(ontem.totalElements).toBe(0);
    expect(expectErrorList(await call('POST', '/popularTabelaEntrada', { dataInicio: hoje(), dataFim: addDays(hoje(), -1) }), 400)).toBe(
      'A data final não pode ser anterior à inicial.',
    );
  });

  it('opens one low-stock alert per product when it falls below its minimum and resolves it when restocked', async () => {
    const p = await produto(3);
    const abertos = () =>
      t.db
        .selectFrom('notificacao')
        .select(['id', 'dados'])
        .where('tipo', '=', 'ABAIXO_ESTOQUE')
        .where('chave', '=', String(p.id))
        .where('lida', '=', false)
        .execute();
    expect(await abertos()).toHaveLength(1); // new, with nothing in stock
    await entrada(p.id, 5, 'A1');
    expect(await abertos()).toHaveLength(0);
    await saida(p.id, 3);
    const [alerta] = await abertos();
    expect(alerta!.dados).toMatchObject({ produtoId: p.id, nomeProdutoEstoque: p.nomeProduto });
    await saida(p.id, 1);
    expect(await abertos()).toHaveLength(1);
    await entrada(p.id, 2, 'A1');
    expect(await abertos()).toHaveLength(0);
  });
});

describe('balances', () => {
  it('50 exits at once of the last 7 units: exactly 7 go out, the rest are refused, nothing below zero', async () => {
    const p = await produto();
    await entrada(p.id, 7, 'ULTIMOS');
    const respostas = await Promise.all(Array.from({ length: 50 }, () => saida(p.id, 1)));
    const status = respostas.map((r) => r.statusCode);
    expect(status.filter((s) => s === 201)).toHaveLength(7);
    expect(status.filter((s) => s === 409)).toHaveLength(43);
    const inv = await inventario(p.id);
    expect(inv.totalEstoque).toBe(0);
    expect([...(await somaDosMovimentos(p.id)).values()]).toEqual([0]);
  });

  it('any sequence of entries, exits and returns keeps every balance equal to the sum of its movements, never below zero', async () => {
    const passo = fc.oneof(
      fc.record({ tipo: fc.constant('entrada' as const), quantidade: fc.integer({ min: 1, max: 6 }), lote: fc.constantFrom('A', 'B', 'C') }),
      fc.record({ tipo: fc.constant('saida' as const), quantidade: fc.integer({ min: 1, max: 8 }) }),
      fc.record({ tipo: fc.constant('devolucao' as const), quantidade: fc.integer({ min: 1, max: 4 }), qual: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(passo, { minLength: 1, maxLength: 20 }), async (passos) => {
        const p = await produto();
        const saidas: number[] = [];
        for (const passo of passos) {
          let r;
          if (passo.tipo === 'entrada') r = await entrada(p.id, passo.quantidade, passo.lote);
          else if (passo.tipo === 'saida') {
            r = await saida(p.id, passo.quantidade);
            if (r.statusCode === 201) saidas.push(...r.json<Movimento[]>().map((m) => m.id));
          } else if (saidas.length > 0)
            r = await call('POST', `/devolucao?idSaida=${saidas[passo.qual % saidas.length]}&quantidadeDevolucao=${passo.quantidade}`);
          // a refusal is an answer (409), never an error
          if (r) expect([201, 409]).toContain(r.statusCode);
        }
        const soma = await somaDosMovimentos(p.id);
        const lotes = await t.db.selectFrom('estoque_lote').select(['id', 'saldo']).where('produto_id', '=', p.id).execute();
        for (const l of lotes) {
          expect(l.saldo).toBe(soma.get(l.id) ?? 0);
          expect(l.saldo).toBeGreaterThanOrEqual(0);
        }
        expect((await inventario(p.id)).totalEstoque).toBe(lotes.reduce((s, l) => s + l.saldo, 0));
      }),
      { numRuns: 25, seed: 20261127 },
    );
  });
});

describe('who may do what', () => {
  it('the stock role reads and moves; editing and deleting need EDITAR_ESTOQUE; other roles get 403', async () => {
    const recepcao = await t.login('recepcao@clinica.dev');
    const semEditar = await t.createUser(['ROLE_ESTOQUE']);
    expect((await call('GET', '/listarProdutos', undefined, recepcao)).statusCode).toBe(403);
    expect((await call('POST', '/lancarEntradaEstoque', {}, recepcao)).statusCode).toBe(403);
    expect((await call('GET', '/listarInventario', undefined, semEditar.token)).statusCode).toBe(200);
    const p = await produto();
    expect((await entrada(p.id, 2, 'Q1')).statusCode).toBe(201);
    expect((await call('POST', '/lancarSaidaEstoque', { produtoId: p.id, quantidade: 1 }, semEditar.token)).statusCode).toBe(201);
    expect((await call('DELETE', `/delete?codigo=${p.id}`, undefined, semEditar.token)).statusCode).toBe(403);
    expect((await call('DELETE', '/deleteSetor?codigo=1', undefined, semEditar.token)).statusCode).toBe(403);
  });
});
