import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { insertCampanha, insertHistorico } from '../financeiro/campanha.repository.js';
import { escolherProposta, insertOrcamento, marcarStatus, type PropostaNova } from '../financeiro/orcamento.repository.js';
import { valorBrutoComCampanha } from '../financeiro/orcamento.routes.js';
import { dividirEmParcelas } from '../financeiro/parcelas.js';
import { criarReceitaDoOrcamento } from '../financeiro/receita.repository.js';
import { addDays, clinicDay } from '../time/clinic-time.js';

/** The demo campaigns: one fixed amount, one percentage, one disabled. */
export const DEMO_CAMPANHAS = [
  { nome: 'Novembro Azul', tipoDesconto: 'VALOR_REAL' as const, desconto: 20000, procedimentos: ['Harmonização facial', 'Preenchimento labial'], ativo: true },
  {
    nome: 'Primeira consulta 10%',
    tipoDesconto: 'PORCENTAGEM' as const,
    desconto: 10,
    procedimentos: ['Toxina botulínica', 'Harmonização facial'],
    ativo: true,
  },
  { nome: 'Verão 2025', tipoDesconto: 'PORCENTAGEM' as const, desconto: 15, procedimentos: ['Transplante capilar'], ativo: false },
];

/**
 * The approved demo quote's instalments fall due from this many days ahead: outside the finance alert
 * window (receita.repository.ts), so a fresh demo greets nobody with a CONTAS_RECEBER toast.
 */
export const DEMO_PRIMEIRO_VENCIMENTO_EM = 10;

/**
 * Adds the demo campaigns and quotes once (when there is no campaign yet): three quotes by the demo
 * doctor for demo patients, one of them approved with its receivable (3× on credit). Safe at every start.
 */
export async function seedFinanceiroDemo(db: Db, today = new Date()): Promise<boolean> {
  if (await db.selectFrom('campanha').select('id').limit(1).executeTakeFirst()) return false;
  const medico = await db.selectFrom('usuario').select(['id', 'nome']).where('email', '=', 'medico@clinica.dev').executeTakeFirst();
  const pacientes = await db.selectFrom('paciente').select('id').where('ativo', '=', true).orderBy('id').limit(3).execute();
  const procedimentos = new Map(
    (await db.selectFrom('procedimento').select(['id', 'nome', 'valor_centavos']).execute()).map((p) => [
      p.nome,
      { id: p.id, preco: Number(p.valor_centavos) },
    ]),
  );
  const hoje = clinicDay(today);
  await inTransaction(db, async (trx) => {
    const campanhas = new Map<string, number>();
    for (const c of DEMO_CAMPANHAS) {
      const ids = c.procedimentos.map((nome) => procedimentos.get(nome)?.id).filter((id): id is number => id !== undefined);
      if (ids.length === 0) continue;
      const id = await insertCampanha(trx, { nome: c.nome, tipoDesconto: c.tipoDesconto, desconto: c.desconto, procedimentos: ids, ativo: c.ativo }, 'Sistema');
      await insertHistorico(trx, { campanhaId: id, tipo: 'CRIADA', descricao: [`CRIAÇÃO DA CAMPANHA '${c.nome}'`], usuario: null });
      if (!c.ativo) await insertHistorico(trx, { campanhaId: id, tipo: 'DESABILITADA', descricao: ['CAMPANHA DESABILITADA'], usuario: null });
      campanhas.set(c.nome, id);
    }
    if (!medico || pacientes.length === 0) return;

    const orcar = async (
      pacienteId: number,
      procedimento: string,
      campanha: string | null,
      desconto: number,
      formas: { forma: PropostaNova['formaPagamento']; vezes: number }[],
    ) => {
      const p = procedimentos.get(procedimento);
      if (!p) return undefined;
      const c = campanha ? DEMO_CAMPANHAS.find((x) => x.nome === campanha) : undefined;
      const bruto = valorBrutoComCampanha(
        p.preco,
        c
          ? {
              tipo_desconto: c.tipoDesconto,
              desconto_centavos: c.tipoDesconto === 'VALOR_REAL' ? c.desconto : null,
              desconto_percentual: c.tipoDesconto === 'PORCENTAGEM' ? c.desconto : null,
            }
          : null,
      );
      const liquido = bruto - desconto;
      const id = await insertOrcamento(
        trx,
        {
          pacienteId,
          profissionalId: medico.id,
          procedimentoId: p.id,
          campanhaId: campanha ? (campanhas.get(campanha) ?? null) : null,
          valorBruto: bruto,
          desconto,
          propostas: formas.map((f, ordenacao) => ({
            formaPagamento: f.forma,
            quantidadeParcelas: f.vezes,
            valorParcela: dividirEmParcelas(liquido, f.vezes).parcelas[0]!,
            entrada: null,
            ordenacao,
          })),
        },
        medico.nome,
      );
      return { id, liquido, pacienteId };
    };

    const a = pacientes[0]!.id;
    const b = (pacientes[1] ?? pacientes[0]!).id;
    const c = (pacientes[2] ?? pacientes[0]!).id;
    await orcar(a, 'Harmonização facial', 'Novembro Azul', 0, [
      { forma: 'PIX', vezes: 1 },
      { forma: 'CREDITO', vezes: 6 },
    ]);
    await orcar(b, 'Toxina botulínica', 'Primeira consulta 10%', 5000, [{ forma: 'DINHEIRO', vezes: 1 }]);
    const aprovado = await orcar(c, 'Preenchimento labial', null, 0, [
      { forma: 'DEBITO', vezes: 1 },
      { forma: 'CREDITO', vezes: 3 },
    ]);
    if (!aprovado) return;
    const proposta = await trx
      .selectFrom('orcamento_proposta')
      .select('id')
      .where('orcamento_id', '=', aprovado.id)
      .where('forma_pagamento', '=', 'CREDITO')
      .executeTakeFirstOrThrow();
    await escolherProposta(trx, proposta.id);
    await marcarStatus(trx, aprovado.id, 'APROVADO', medico.nome);
    await criarReceitaDoOrcamento(trx, {
      orcamentoId: aprovado.id,
      pacienteId: aprovado.pacienteId,
      valorCentavos: aprovado.liquido,
      proposta: { formaPagamento: 'CREDITO', quantidadeParcelas: 3 },
      usuario: medico.nome,
      vencimentoApartir: addDays(hoje, DEMO_PRIMEIRO_VENCIMENTO_EM),
      hoje,
    });
  });
  return true;
}
