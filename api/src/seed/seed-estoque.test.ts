import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { DEMO_PRODUTOS, seedEstoqueDemo } from './seed-estoque.js';
import { seedDemo } from './seed-demo.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemo(t.db);
});
afterAll(async () => {
  await t.close();
});

describe('demo stock', () => {
  it('holds products with lots whose balances are the sums of their movements, and no open stock alert', async () => {
    const produtos = await t.db.selectFrom('estoque_produto').select(['id', 'nome_produto', 'estoque_minimo', 'total_estoque']).execute();
    expect(produtos.map((p) => p.nome_produto).sort()).toEqual(DEMO_PRODUTOS.map((p) => p.nome).sort());
    const lotes = await t.db.selectFrom('estoque_lote').select(['id', 'produto_id', 'saldo']).execute();
    const movimentos = await t.db.selectFrom('estoque_movimentacao').select(['lote_id', 'quantidade', 'tipo', 'paciente_id']).execute();
    for (const l of lotes) expect(l.saldo).toBe(movimentos.filter((m) => m.lote_id === l.id).reduce((s, m) => s + m.quantidade, 0));
    for (const p of produtos) expect(p.total_estoque).toBe(lotes.filter((l) => l.produto_id === p.id).reduce((s, l) => s + l.saldo, 0));
    expect(movimentos.filter((m) => m.tipo === 'SAIDA' && m.paciente_id !== null).length).toBeGreaterThan(0);
    expect(movimentos.some((m) => m.tipo === 'DEVOLUCAO')).toBe(true);
    expect(produtos.filter((p) => p.estoque_minimo > p.total_estoque)).toEqual([]);
    const alertas = await t.db
      .selectFrom('notificacao')
      .select('chave')
      .where('tipo', 'in', ['ABAIXO_ESTOQUE', 'VENCIMENTO_ENTRADA_ESTOQUE'])
      .where('lida', '=', false)
      .execute();
    expect(alertas).toEqual([]);
  });

  it('is added once: a second run changes nothing', async () => {
    const antes = await t.db.selectFrom('estoque_movimentacao').select('id').execute();
    expect(await seedEstoqueDemo(t.db)).toBe(false);
    expect(await t.db.selectFrom('estoque_movimentacao').select('id').execute()).toHaveLength(antes.length);
  });
});
