/**
 * Receivables (RECEITA) and payables (DESPESA) with their entry and instalments (receita_detalhe), in
 * integer centavos (spec 01 §3 Receivable; spec 02 §3 Receivable DTO and detail, §4 Receivable instalment).
 * Everything here runs in the caller's transaction.
 */
import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import type { FormaPagamento, OcorrenciaReceita, TipoPeriodo, TipoReceita } from '../db/column-types.js';
import { publicarAlerta } from '../notificacao/alertas.js';
import { addDays, clinicDay, diaBr } from '../time/clinic-time.js';
import { planejarParcelas, type ParcelaPlanejada } from './parcelas.js';

/**
 * CONTAS_RECEBER / CONTAS_PAGAR: an instalment still pending raises its alert from this many days
 * before its due day (and stays while overdue). Three days: a payable due on Monday shows on the
 * Friday before, and reception sees a receivable in time to remind the patient.
 */
export const JANELA_ALERTA_FINANCEIRO_DIAS = 3;

export const ymd = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** The alert kind of a receivable or a payable. */
export const tipoDoAlerta = (tipo: TipoReceita) => (tipo === 'RECEITA' ? ('CONTAS_RECEBER' as const) : ('CONTAS_PAGAR' as const));

export interface NovaReceita {
  tipo: TipoReceita;
  nomeReceita: string;
  observacao?: string | null;
  orcamentoId?: number | null;
  pacienteId?: number | null;
  fornecedor?: string | null;
  ocorrencia: OcorrenciaReceita;
  formaPagamento?: FormaPagamento | null;
  valorBrutoCentavos: number;
  quantidadeParcela: number;
  vencimentoApartir: string;
  periodo?: number | null;
  tipoPeriodo?: TipoPeriodo | null;
  dataLimite?: string | null;
  usuario: string | null;
}

export interface DetalheNovo extends ParcelaPlanejada {
  formaPagamento: FormaPagamento | null;
}

/** Inserts a receita and its details; raises the alerts of details already inside the window (unless `alertar` is false: the demo seed's paid ones). */
export async function inserirReceita(
  trx: Executor,
  receita: NovaReceita,
  detalhes: DetalheNovo[],
  hoje = clinicDay(new Date()),
  alertar = true,
): Promise<number> {
  const { id } = await trx
    .insertInto('receita')
    .values({
      tipo: receita.tipo,
      nome_receita: receita.nomeReceita,
      observacao: receita.observacao ?? null,
      orcamento_id: receita.orcamentoId ?? null,
      paciente_id: receita.pacienteId ?? null,
      fornecedor: receita.fornecedor ?? null,
      ocorrencia: receita.ocorrencia,
      forma_pagamento: receita.formaPagamento ?? null,
      valor_bruto: receita.valorBrutoCentavos,
      quantidade_parcela: receita.quantidadeParcela,
      vencimento_apartir: receita.vencimentoApartir,
      periodo: receita.periodo ?? null,
      tipo_periodo: receita.tipoPeriodo ?? null,
      data_limite: receita.dataLimite ?? null,
      usuario_cadastro: receita.usuario,
      usuario_alteracao: receita.usuario,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (detalhes.length > 0) {
    const inseridos = await trx
      .insertInto('receita_detalhe')
      .values(
        detalhes.map((d) => ({
          receita_id: id,
          tipo_lancamento: d.entrada ? ('ENTRADA' as const) : ('PARCELA' as const),
          parcela: d.parcela,
          valor: d.valorCentavos,
          forma_pagamento: d.formaPagamento,
          vencimento: d.vencimento,
        })),
      )
      .returning(['id', 'parcela', 'valor', ymd('vencimento').as('vencimento')])
      .execute();
    if (alertar)
      for (const d of inseridos)
        await alertarSeVencendo(trx, { ...d, tipo: receita.tipo, nomeReceita: receita.nomeReceita, pacienteId: receita.pacienteId ?? null }, hoje);
  }
  return id;
}

export interface DetalheParaAlerta {
  id: number;
  parcela: number;
  valor: number;
  vencimento: string;
  tipo: TipoReceita;
  nomeReceita: string;
  pacienteId: number | null;
  nomePaciente?: string | null;
}

const reais = (centavos: number): string => `R$ ${(centavos / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The alert of one pending instalment (one per instalment: chave = its id). */
export async function publicarAlertaDoDetalhe(trx: Executor, d: DetalheParaAlerta, hoje: string): Promise<void> {
  const vencido = d.vencimento < hoje;
  const quando = vencido ? `venceu em ${diaBr(d.vencimento)}` : d.vencimento === hoje ? 'vence hoje' : `vence em ${diaBr(d.vencimento)}`;
  await publicarAlerta(trx, {
    tipo: tipoDoAlerta(d.tipo),
    chave: String(d.id),
    dados: {
      cabecalho: d.tipo === 'RECEITA' ? 'Contas a receber' : 'Contas a pagar',
      descricao: `${d.nomeReceita}${d.parcela > 0 ? ` (parcela ${d.parcela})` : ' (entrada)'}: ${reais(d.valor)}, ${quando}.`,
      vencimento: d.vencimento,
      ...(d.pacienteId ? { idPaciente: d.pacienteId } : {}),
      ...(d.nomePaciente ? { nomePaciente: d.nomePaciente } : {}),
    },
  });
}

/** Raises the alert now when a new pending instalment already falls inside the window (or is overdue). */
export async function alertarSeVencendo(trx: Executor, d: DetalheParaAlerta, hoje: string): Promise<void> {
  if (d.vencimento <= addDays(hoje, JANELA_ALERTA_FINANCEIRO_DIAS)) await publicarAlertaDoDetalhe(trx, d, hoje);
}

/** What an approved quote's proposal brings (spec 02 §3 Payment proposal), amounts in centavos. */
export interface PropostaAprovada {
  formaPagamento: FormaPagamento;
  quantidadeParcelas: number;
  temEntrada?: boolean;
  formaPagamentoEntrada?: Exclude<FormaPagamento, 'CREDITO'> | null;
  valorEntrada?: number | null;
}

/**
 * The receivable of an approved quote, in the approval's transaction: the net value split into the
 * chosen proposal's entry (due today, with its own method) and instalments (monthly from
 * `vencimentoApartir`, today by default), adding up to the centavo. The receita_orcamento unique
 * index refuses a second receivable for the same quote.
 */
export async function criarReceitaDoOrcamento(
  trx: Executor,
  dados: {
    orcamentoId: number;
    pacienteId: number;
    valorCentavos: number;
    proposta: PropostaAprovada;
    nomeReceita?: string;
    usuario?: string | null;
    vencimentoApartir?: string;
    hoje?: string;
  },
): Promise<{ receitaId: number }> {
  const hoje = dados.hoje ?? clinicDay(new Date());
  const vencimentoApartir = dados.vencimentoApartir ?? hoje;
  const { proposta } = dados;
  const entrada = proposta.temEntrada ? (proposta.valorEntrada ?? 0) : 0;
  const quantidade = Math.max(1, proposta.quantidadeParcelas);
  const plano = planejarParcelas({ totalCentavos: dados.valorCentavos, quantidade, entradaCentavos: entrada, vencimentoApartir, hoje });
  const receitaId = await inserirReceita(
    trx,
    {
      tipo: 'RECEITA',
      nomeReceita: dados.nomeReceita ?? `Orçamento ${dados.orcamentoId}`,
      orcamentoId: dados.orcamentoId,
      pacienteId: dados.pacienteId,
      ocorrencia: quantidade > 1 ? 'PARCELADA' : 'UNICA',
      formaPagamento: proposta.formaPagamento,
      valorBrutoCentavos: dados.valorCentavos,
      quantidadeParcela: quantidade,
      vencimentoApartir,
      usuario: dados.usuario ?? null,
    },
    plano.map((p) => ({ ...p, formaPagamento: p.entrada ? (proposta.formaPagamentoEntrada ?? null) : proposta.formaPagamento })),
    hoje,
  );
  return { receitaId };
}
