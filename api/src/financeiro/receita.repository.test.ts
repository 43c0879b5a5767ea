import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { inTransaction } from '../db/transaction.js';
import { pacienteDeTeste } from '../test-support/agenda-fixtures.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { addDays, clinicDay } from '../time/clinic-time.js';
import { criarReceitaDoOrcamento } from './receita.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const hoje = clinicDay(new Date());

async function orcamentoDeTeste(nome: string, valorBruto = 10000) {
  const pacienteId = await pacienteDeTeste(t, nome);
  const profissional = await t.db.selectFrom('usuario').select('id').where('email', '=', 'medico@clinica.dev').executeTakeFirstOrThrow();
  const procedimento = await t.db.selectFrom('procedimento').select('id').orderBy('id').executeTakeFirstOrThrow();
  const { id } = await t.db
    .insertInto('orcamento')
    .values({ paciente_id: pacienteId, profissional_id: profissional.id, procedimento_id: procedimento.id, valor_bruto: valorBruto, desconto: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { orcamentoId: id, pacienteId };
}

const detalhes = (receitaId: number) =>
  t.db
    .selectFrom('receita_detalhe')
    .select(['parcela', 'valor', 'forma_pagamento', 'tipo_lancamento', 'status'])
    .select((eb) => eb.fn<string>('to_char', [eb.ref('vencimento'), eb.val('YYYY-MM-DD')]).as('vencimento'))
    .where('receita_id', '=', receitaId)
    .orderBy('parcela')
    .execute();

describe('criarReceitaDoOrcamento', () => {
  it('creates the receivable of an approved quote: R$ 100,00 in 3 on credit = 33,34 + 33,33 + 33,33, monthly from today', async () => {
    const { orcamentoId, pacienteId } = await orcamentoDeTeste(`Paciente receita ${Date.now()}`);
    const { receitaId } = await inTransaction(t.db, (trx) =>
      criarReceitaDoOrcamento(trx, {
        orcamentoId,
        pacienteId,
        valorCentavos: 10000,
        proposta: { formaPagamento: 'CREDITO', quantidadeParcelas: 3 },
        hoje: '2026-01-31',
      }),
    );
    const receita = await t.db.selectFrom('receita').selectAll().where('id', '=', receitaId).executeTakeFirstOrThrow();
    expect(receita).toMatchObject({
      tipo: 'RECEITA',
      orcamento_id: orcamentoId,
      paciente_id: pacienteId,
      ocorrencia: 'PARCELADA',
      valor_bruto: 10000,
      quantidade_parcela: 3,
    });
    expect(await detalhes(receitaId)).toEqual([
      { parcela: 1, valor: 3334, forma_pagamento: 'CREDITO', tipo_lancamento: 'PARCELA', status: 'PENDENTE', vencimento: '2026-01-31' },
      { parcela: 2, valor: 3333, forma_pagamento: 'CREDITO', tipo_lancamento: 'PARCELA', status: 'PENDENTE', vencimento: '2026-02-28' },
      { parcela: 3, valor: 3333, forma_pagamento: 'CREDITO', tipo_lancamento: 'PARCELA', status: 'PENDENTE', vencimento: '2026-03-31' },
    ]);
  });

  it('an entry with its own method comes first (parcela 0, due today), the rest split after it', async () => {
    const { orcamentoId, pacienteId } = await orcamentoDeTeste(`Paciente entrada ${Date.now()}`);
    const { receitaId } = await inTransaction(t.db, (trx) =>
      criarReceitaDoOrcamento(trx, {
        orcamentoId,
        pacienteId,
        valorCentavos: 10001,
        proposta: { formaPagamento: 'CREDITO', quantidadeParcelas: 2, temEntrada: true, formaPagamentoEntrada: 'PIX', valorEntrada: 2000 },
      }),
    );
    const linhas = await detalhes(receitaId);
    expect(linhas.map((l) => [l.parcela, l.valor, l.forma_pagamento, l.tipo_lancamento])).toEqual([
      [0, 2000, 'PIX', 'ENTRADA'],
      [1, 4001, 'CREDITO', 'PARCELA'],
      [2, 4000, 'CREDITO', 'PARCELA'],
    ]);
    expect(linhas[0]!.vencimento).toBe(hoje);
    // due today: the receivable's alert is raised at once
    const alerta = await t.db
      .selectFrom('notificacao')
      .select(['dados'])
      .where('tipo', '=', 'CONTAS_RECEBER')
      .where('lida', '=', false)
      .where(sql<boolean>`dados @> ${JSON.stringify({ idPaciente: pacienteId })}::jsonb`)
      .execute();
    expect(alerta.length).toBeGreaterThanOrEqual(1);
  });

  it('one quote yields one receivable: a second one is refused by the database', async () => {
    const { orcamentoId, pacienteId } = await orcamentoDeTeste(`Paciente duas ${Date.now()}`);
    const cria = () =>
      inTransaction(t.db, (trx) =>
        criarReceitaDoOrcamento(trx, {
          orcamentoId,
          pacienteId,
          valorCentavos: 5000,
          proposta: { formaPagamento: 'PIX', quantidadeParcelas: 1 },
          vencimentoApartir: addDays(hoje, 40),
        }),
      );
    await cria();
    await expect(cria()).rejects.toThrow();
    expect(await t.db.selectFrom('receita').select('id').where('orcamento_id', '=', orcamentoId).execute()).toHaveLength(1);
  });
});
