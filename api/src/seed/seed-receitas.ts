import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { marcarPaga } from '../financeiro/receita-consultas.repository.js';
import { JANELA_ALERTA_FINANCEIRO_DIAS, inserirReceita } from '../financeiro/receita.repository.js';
import { datasRecorrentes, planejarParcelas } from '../financeiro/parcelas.js';
import { addDays, clinicDay } from '../time/clinic-time.js';

export const DEMO_RECEITAS = {
  aluguel: 'Aluguel da clínica',
  material: 'Material de consumo (fornecedor)',
  consulta: 'Consulta particular',
  pacote: 'Pacote de sessões',
} as const;

/**
 * Contas a receber / a pagar as a newcomer should see them: a recurring payable (the rent, monthly for a
 * year), a payable already paid, a patient's receivable paid and one in two instalments (the first paid).
 * No pending instalment within JANELA_ALERTA_FINANCEIRO_DIAS days nor overdue: an open CONTAS_RECEBER /
 * CONTAS_PAGAR alert would greet every holder of ROLE_FINANCEIRO (the administrator too) with a toast
 * on every screen, over the controls the e2e specs click (as the demo stock avoids its alerts).
 * Added once (when the rent is not there yet).
 */
export async function seedReceitasDemo(db: Db, today = new Date()): Promise<boolean> {
  if (await db.selectFrom('receita').select('id').where('nome_receita', '=', DEMO_RECEITAS.aluguel).executeTakeFirst()) return false;
  const hoje = clinicDay(today);
  const longe = addDays(hoje, JANELA_ALERTA_FINANCEIRO_DIAS + 7);
  const sistema = { id: null, nome: 'Sistema' };
  await inTransaction(db, async (trx) => {
    const paciente = await trx.selectFrom('paciente').select('id').where('ativo', '=', true).orderBy('id').executeTakeFirst();
    // the rent: every month for a year
    const datas = datasRecorrentes(longe, 1, 'MES', addDays(longe, 360))!;
    await inserirReceita(
      trx,
      {
        tipo: 'DESPESA',
        nomeReceita: DEMO_RECEITAS.aluguel,
        fornecedor: 'Imobiliária Central',
        ocorrencia: 'RECORRENTE',
        formaPagamento: 'PIX',
        valorBrutoCentavos: 450000,
        quantidadeParcela: datas.length,
        vencimentoApartir: longe,
        periodo: 1,
        tipoPeriodo: 'MES',
        dataLimite: addDays(longe, 360),
        usuario: 'Sistema',
      },
      datas.map((vencimento, i) => ({ parcela: i + 1, valorCentavos: 450000, vencimento, entrada: false, formaPagamento: 'PIX' })),
      hoje,
      false,
    );
    // a payable already paid
    const material = await inserirReceita(
      trx,
      {
        tipo: 'DESPESA',
        nomeReceita: DEMO_RECEITAS.material,
        fornecedor: 'Distribuidora Saúde',
        ocorrencia: 'UNICA',
        formaPagamento: 'DEBITO',
        valorBrutoCentavos: 78990,
        quantidadeParcela: 1,
        vencimentoApartir: addDays(hoje, -12),
        usuario: 'Sistema',
      },
      [{ parcela: 1, valorCentavos: 78990, vencimento: addDays(hoje, -12), entrada: false, formaPagamento: 'DEBITO' }],
      hoje,
      false,
    );
    // a patient's consultation, paid
    const consulta = await inserirReceita(
      trx,
      {
        tipo: 'RECEITA',
        nomeReceita: DEMO_RECEITAS.consulta,
        pacienteId: paciente?.id ?? null,
        ocorrencia: 'UNICA',
        formaPagamento: 'DINHEIRO',
        valorBrutoCentavos: 35000,
        quantidadeParcela: 1,
        vencimentoApartir: addDays(hoje, -5),
        usuario: 'Sistema',
      },
      [{ parcela: 1, valorCentavos: 35000, vencimento: addDays(hoje, -5), entrada: false, formaPagamento: 'DINHEIRO' }],
      hoje,
      false,
    );
    // a package in two: the first paid, the second well ahead
    const plano = planejarParcelas({ totalCentavos: 100000, quantidade: 2, vencimentoApartir: addDays(longe, -30), hoje }).map((p, i) =>
      i === 0 ? { ...p, vencimento: addDays(hoje, -20) } : { ...p, vencimento: longe },
    );
    const pacote = await inserirReceita(
      trx,
      {
        tipo: 'RECEITA',
        nomeReceita: DEMO_RECEITAS.pacote,
        pacienteId: paciente?.id ?? null,
        ocorrencia: 'PARCELADA',
        formaPagamento: 'CREDITO',
        valorBrutoCentavos: 100000,
        quantidadeParcela: 2,
        vencimentoApartir: addDays(hoje, -20),
        usuario: 'Sistema',
      },
      plano.map((p) => ({ ...p, formaPagamento: 'CREDITO' as const })),
      hoje,
      false,
    );
    for (const [receitaId, tipo] of [
      [material, 'DESPESA'],
      [consulta, 'RECEITA'],
      [pacote, 'RECEITA'],
    ] as const) {
      const primeira = await trx
        .selectFrom('receita_detalhe')
        .select(['id', 'forma_pagamento'])
        .where('receita_id', '=', receitaId)
        .orderBy('parcela')
        .executeTakeFirstOrThrow();
      await marcarPaga(trx, { id: primeira.id, tipo }, primeira.forma_pagamento ?? 'PIX', sistema);
    }
  });
  return true;
}
