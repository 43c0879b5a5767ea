import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { conferirVencimentosFinanceiros } from '../financeiro/financeiro-vencimentos.js';
import { seedDemo } from './seed-demo.js';
import { DEMO_RECEITAS, seedReceitasDemo } from './seed-receitas.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemo(t.db);
});
afterAll(async () => {
  await t.close();
});

describe('demo receivables and payables', () => {
  it('holds a recurring payable, a paid payable, a paid receivable and one in two instalments; no finance alert, even after the daily check', async () => {
    const linhas = await t.db
      .selectFrom('receita as r')
      .innerJoin('receita_detalhe as d', 'd.receita_id', 'r.id')
      .select(['r.nome_receita', 'r.tipo', 'r.ocorrencia', 'd.status', 'd.valor', 'r.valor_bruto'])
      .where('r.nome_receita', 'in', Object.values(DEMO_RECEITAS))
      .execute();
    const de = (nome: string) => linhas.filter((l) => l.nome_receita === nome);
    expect(de(DEMO_RECEITAS.aluguel).length).toBeGreaterThanOrEqual(12);
    expect(de(DEMO_RECEITAS.aluguel).every((l) => l.tipo === 'DESPESA' && l.ocorrencia === 'RECORRENTE' && l.status === 'PENDENTE')).toBe(true);
    expect(de(DEMO_RECEITAS.material).map((l) => l.status)).toEqual(['PAGO']);
    expect(de(DEMO_RECEITAS.consulta).map((l) => l.status)).toEqual(['PAGO']);
    expect(
      de(DEMO_RECEITAS.pacote)
        .map((l) => l.status)
        .sort(),
    ).toEqual(['PAGO', 'PENDENTE']);
    expect(de(DEMO_RECEITAS.pacote).reduce((s, l) => s + l.valor, 0)).toBe(100000);
    await conferirVencimentosFinanceiros(t.db);
    const alertas = await t.db
      .selectFrom('notificacao')
      .select('chave')
      .where('tipo', 'in', ['CONTAS_RECEBER', 'CONTAS_PAGAR'])
      .where('lida', '=', false)
      .execute();
    expect(alertas).toEqual([]);
  });

  it('is added once: a second run changes nothing', async () => {
    const antes = await t.db.selectFrom('receita').select('id').execute();
    expect(await seedReceitasDemo(t.db)).toBe(false);
    expect(await t.db.selectFrom('receita').select('id').execute()).toHaveLength(antes.length);
  });
});
