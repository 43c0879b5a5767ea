import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ upTo: '0027-estoque-gtin' });
});
afterAll(async () => {
  await t.close();
});

type Antigo = Kysely<{ procedimento: { id?: number; nome: string; valor: number | string } }>;

describe('migration 0029 (financeiro)', () => {
  it("moves the procedure's price to centavos, guards quotes, proposals and receivables, and goes back down", async () => {
    const antigo = t.db as unknown as Antigo;
    const { id } = await antigo.insertInto('procedimento').values({ nome: 'Preço antigo', valor: 123.45 }).returning('id').executeTakeFirstOrThrow();
    expect(await t.migrate('0029-financeiro')).toEqual(['0029-financeiro']);
    expect(await t.db.selectFrom('procedimento').select('valor_centavos').where('id', '=', id!).executeTakeFirstOrThrow()).toEqual({ valor_centavos: 12345 });
    await expect(t.db.insertInto('procedimento').values({ nome: 'Grátis', valor_centavos: 0 }).execute()).rejects.toThrow();

    const perfil = await t.db
      .insertInto('perfil')
      .values({ nome: 'Perfil', default_home: 'home.dashboard', perfil_equipe: 'ATENDIMENTO', authorities: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const medico = await t.db
      .insertInto('usuario')
      .values({ nome: 'Dra. Migração', email: 'm@clinica.test', cpf: '52998224725', senha_hash: 'x', perfil_id: perfil.id, eh_medico: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const paciente = await t.db.insertInto('paciente').values({ nome: 'Paciente', estrangeiro: true }).returning('id').executeTakeFirstOrThrow();
    const orcamento = await t.db
      .insertInto('orcamento')
      .values({ paciente_id: paciente.id, profissional_id: medico.id, procedimento_id: id!, valor_bruto: 10000, desconto: 2500 })
      .returning(['id', 'valor_liquido', 'status'])
      .executeTakeFirstOrThrow();
    expect(orcamento).toMatchObject({ valor_liquido: 7500, status: 'PENDENTE' });
    await expect(
      t.db
        .insertInto('orcamento')
        .values({ paciente_id: paciente.id, profissional_id: medico.id, procedimento_id: id!, valor_bruto: 100, desconto: 101 })
        .execute(),
    ).rejects.toThrow();

    const proposta = (valores: Record<string, unknown>) =>
      t.db
        .insertInto('orcamento_proposta')
        .values({ orcamento_id: orcamento.id, forma_pagamento: 'PIX', ...valores })
        .returning('id')
        .executeTakeFirstOrThrow();
    // an entry paid by card, an entry without its method, instalments on PIX: refused
    await expect(proposta({ tem_entrada: true, forma_pagamento_entrada: 'CREDITO', valor_entrada: 10 })).rejects.toThrow();
    await expect(proposta({ tem_entrada: true, valor_entrada: 10 })).rejects.toThrow();
    await expect(proposta({ quantidade_parcelas: 3 })).rejects.toThrow();
    await proposta({
      forma_pagamento: 'CREDITO',
      quantidade_parcelas: 3,
      tem_entrada: true,
      forma_pagamento_entrada: 'DINHEIRO',
      valor_entrada: 1500,
      escolhido: true,
    });
    // a second chosen proposal for the same quote
    await expect(proposta({ escolhido: true })).rejects.toThrow();

    const receita = () =>
      t.db
        .insertInto('receita')
        .values({ tipo: 'RECEITA', orcamento_id: orcamento.id, nome_receita: 'Orçamento', valor_bruto: 7500 })
        .returning('id')
        .executeTakeFirstOrThrow();
    const { id: receitaId } = await receita();
    await expect(receita()).rejects.toThrow();
    await expect(
      t.db.insertInto('receita').values({ tipo: 'DESPESA', nome_receita: 'Aluguel', valor_bruto: 1, ocorrencia: 'RECORRENTE' }).execute(),
    ).rejects.toThrow();
    const detalhe = (valores: Record<string, unknown>) =>
      t.db
        .insertInto('receita_detalhe')
        .values({ receita_id: receitaId, parcela: 1, valor: 2000, vencimento: '2026-12-01', ...valores })
        .execute();
    await detalhe({});
    await expect(detalhe({ status: 'PAGO' })).rejects.toThrow();
    await detalhe({ status: 'PAGO', dia_pagamento: new Date(), responsavel_recebimento: 'Recepção' });

    await t.db.deleteFrom('receita_detalhe').execute();
    await t.db.deleteFrom('receita').execute();
    await t.db.deleteFrom('orcamento').execute();
    await t.migrate('0027-estoque-gtin');
    expect(Number((await antigo.selectFrom('procedimento').select('valor').where('id', '=', id!).executeTakeFirstOrThrow()).valor)).toBe(123.45);
  });
});
