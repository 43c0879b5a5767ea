import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { seedDemo } from './seed-demo.js';
import { DEMO_CAMPANHAS, seedFinanceiroDemo } from './seed-financeiro.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemo(t.db);
});
afterAll(async () => {
  await t.close();
});

describe('demo finance', () => {
  it('holds the campaigns and three quotes, one approved with its receivable adding up, and no open finance alert', async () => {
    const campanhas = await t.db.selectFrom('campanha').select(['nome', 'ativo']).orderBy('id').execute();
    expect(campanhas).toEqual(DEMO_CAMPANHAS.map((c) => ({ nome: c.nome, ativo: c.ativo })));
    const orcamentos = await t.db.selectFrom('orcamento').select(['id', 'status', 'valor_liquido']).orderBy('id').execute();
    expect(orcamentos.map((o) => o.status)).toEqual(['PENDENTE', 'PENDENTE', 'APROVADO']);
    const aprovado = orcamentos[2]!;
    const receita = await t.db.selectFrom('receita').select('id').where('orcamento_id', '=', aprovado.id).executeTakeFirstOrThrow();
    const parcelas = await t.db.selectFrom('receita_detalhe').select('valor').where('receita_id', '=', receita.id).execute();
    expect(parcelas).toHaveLength(3);
    expect(parcelas.reduce((s, p) => s + p.valor, 0)).toBe(aprovado.valor_liquido);
    const escolhidas = await t.db.selectFrom('orcamento_proposta').select('id').where('escolhido', '=', true).execute();
    expect(escolhidas).toHaveLength(1);
    const alertas = await t.db.selectFrom('notificacao').select('chave').where('tipo', 'in', ['CONTAS_RECEBER', 'CONTAS_PAGAR']).execute();
    expect(alertas).toEqual([]);
    // once only
    expect(await seedFinanceiroDemo(t.db)).toBe(false);
  });
});
