import { sql } from 'kysely';
import type { Db, Executor, Trx } from '../db/database.js';
import type { FiltroAgendamentos, FiltroRealizados, Periodo } from './relatorio-filtro.js';

/**
 * The reports' aggregates (Relatórios). Each report is one scan of its period, read from the
 * covering indexes of migration 0017 (index-only), grouped at its finest grain by a plain GROUP BY
 * that PostgreSQL hashes; the totals by period, doctor, procedure and overall are sums of those rows
 * (relatorio-dados.ts). The work per row is kept small, since a year of a busy clinic is a quarter
 * of a million rows:
 * - the period (the clinic's day, week or month) is found by width_bucket over the instants where
 *   each one starts (the clinic's midnights, computed by the caller in America/Sao_Paulo): one
 *   binary search instead of a time zone conversion and a truncation, about twice as fast;
 * - names are read apart (`nomes`), not joined into every row.
 * Built with the query builder, not raw SQL: the write clock counts raw statements as writes
 * (db/write-clock.ts), and a report must not empty the calendar's cache.
 */

/** Where each period after the first starts (ISO instants, ascending); the answers' `periodo` is the bucket's number, 0 for the first. */
export type Limites = readonly string[];

/**
 * Runs a report's aggregate with no parallel workers. On the 2-core machines this portal runs on
 * (the database beside the api), a parallel plan of the procedures report took 3 times as long as
 * the serial one (bench report-queries: 210 vs 70 ms at a year of 1,000,000 appointments), and a
 * report should not take every core of the database from the people booking appointments.
 * set_config in a SELECT, not a raw SET: raw statements count as writes for the write clock.
 */
async function semParalelismo<T>(db: Db, consulta: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx.selectNoFrom(sql<string>`set_config('max_parallel_workers_per_gather', '0', true)`.as('ok')).execute();
    return consulta(trx);
  });
}

const periodoDe = (coluna: 'a.data_agendamento' | 'p.horario_cadastro', limites: Limites) =>
  sql<number>`width_bucket(${sql.ref(coluna)}, ${limites}::timestamptz[])`;

export interface AgendamentosAgregadoRow {
  periodo: number;
  medico_id: number;
  procedimento_id: number;
  total: number;
  pendentes: number;
  confirmados: number;
  em_atendimento: number;
  finalizados: number;
  cancelados: number;
  faltas: number;
  comparecimentos: number;
}

const AGUARDANDO = ['PENDENTE', 'CONFIRMADO'] as const;
const ATENDIDOS = ['EM_ATENDIMENTO', 'FINALIZADO'] as const;

/**
 * Appointments of the period by period × doctor × procedure (only the combinations that occur), by
 * outcome. A no-show ("falta") is an appointment still PENDENTE or CONFIRMADO whose time ended by
 * `agora` without the patient's arrival being marked; it counts as a no-show only, not also as
 * pending or confirmed: pendentes, confirmados, em_atendimento, finalizados, cancelados and faltas
 * split the total (the chart stacks them; issue 36 item 5). Attended ("comparecimento"):
 * EM_ATENDIMENTO, FINALIZADO, or PENDENTE/CONFIRMADO with the arrival marked.
 */
export const agregarAgendamentos = (db: Db, filtro: FiltroAgendamentos, limites: Limites, agora: Date): Promise<AgendamentosAgregadoRow[]> =>
  semParalelismo(db, (trx) =>
    trx
      .selectFrom('agendamento as a')
      .select((eb) => [
        periodoDe('a.data_agendamento', limites).as('periodo'),
        'a.medico_id',
        'a.procedimento_id',
        eb.fn.countAll<number>().as('total'),
        eb.fn
          .countAll<number>()
          .filterWhere((f) => f.and([f('a.status', '=', 'PENDENTE'), f.or([f('a.chegada_do_paciente', 'is not', null), f('a.hora_final', '>', agora)])]))
          .as('pendentes'),
        eb.fn
          .countAll<number>()
          .filterWhere((f) => f.and([f('a.status', '=', 'CONFIRMADO'), f.or([f('a.chegada_do_paciente', 'is not', null), f('a.hora_final', '>', agora)])]))
          .as('confirmados'),
        eb.fn.countAll<number>().filterWhere('a.status', '=', 'EM_ATENDIMENTO').as('em_atendimento'),
        eb.fn.countAll<number>().filterWhere('a.status', '=', 'FINALIZADO').as('finalizados'),
        eb.fn.countAll<number>().filterWhere('a.status', '=', 'CANCELADO').as('cancelados'),
        eb.fn
          .countAll<number>()
          .filterWhere((f) => f.and([f('a.status', 'in', AGUARDANDO), f('a.chegada_do_paciente', 'is', null), f('a.hora_final', '<=', agora)]))
          .as('faltas'),
        eb.fn
          .countAll<number>()
          .filterWhere((f) => f.or([f('a.status', 'in', ATENDIDOS), f.and([f('a.status', 'in', AGUARDANDO), f('a.chegada_do_paciente', 'is not', null)])]))
          .as('comparecimentos'),
      ])
      .where('a.data_agendamento', '>=', filtro.desde)
      .where('a.data_agendamento', '<', filtro.ate)
      .$if(filtro.medicoIds !== undefined, (qb) => qb.where('a.medico_id', 'in', filtro.medicoIds!))
      .$if(filtro.procedimentoIds !== undefined, (qb) => qb.where('a.procedimento_id', 'in', filtro.procedimentoIds!))
      .$if(filtro.status !== undefined, (qb) => qb.where('a.status', 'in', filtro.status!))
      .groupBy([sql.ref('periodo'), 'a.medico_id', 'a.procedimento_id'])
      .execute(),
  );

export interface PacientesNovosAgregadoRow {
  mes: number;
  atracao_id: number | null;
  quantidade: number;
}

/** Patients registered in the period by month (the clinic's; bucket number as above) × 'Como conheceu' option (null: not told). */
export const agregarPacientesNovos = (db: Db, periodo: Periodo, limites: Limites): Promise<PacientesNovosAgregadoRow[]> =>
  semParalelismo(db, (trx) =>
    trx
      .selectFrom('paciente as p')
      .select((eb) => [periodoDe('p.horario_cadastro', limites).as('mes'), 'p.pesquisa_atracao as atracao_id', eb.fn.countAll<number>().as('quantidade')])
      .where('p.horario_cadastro', '>=', periodo.desde)
      .where('p.horario_cadastro', '<', periodo.ate)
      .groupBy([sql.ref('mes'), 'p.pesquisa_atracao'])
      .execute(),
  );

/** The 'Como conheceu' options: all of them (a report names those its patients chose), with whether the screen still offers them. */
export const atracoes = (db: Executor) => db.selectFrom('pesquisa_atracao').select(['id', 'nome', 'ativo']).execute();

export interface RealizadosAgregadoRow {
  procedimento_id: number;
  medico_id: number;
  quantidade: number;
  valor_centavos: number;
}

/** Appointments FINALIZADO of the period by procedure × doctor; the value is what each was booked for (none: 0). */
export const agregarRealizados = (db: Db, filtro: FiltroRealizados): Promise<RealizadosAgregadoRow[]> =>
  semParalelismo(db, (trx) =>
    trx
      .selectFrom('agendamento as a')
      .select((eb) => [
        'a.procedimento_id',
        'a.medico_id',
        eb.fn.countAll<number>().as('quantidade'),
        sql<number>`(coalesce(sum(a.valor), 0) * 100)::bigint`.as('valor_centavos'),
      ])
      .where('a.status', '=', 'FINALIZADO')
      .where('a.data_agendamento', '>=', filtro.desde)
      .where('a.data_agendamento', '<', filtro.ate)
      .$if(filtro.medicoIds !== undefined, (qb) => qb.where('a.medico_id', 'in', filtro.medicoIds!))
      .$if(filtro.procedimentoIds !== undefined, (qb) => qb.where('a.procedimento_id', 'in', filtro.procedimentoIds!))
      .groupBy(['a.procedimento_id', 'a.medico_id'])
      .execute(),
  );

/** Names of these doctors and procedures (any: old appointments name inactive ones too). */
export async function nomes(db: Executor, medicoIds: readonly number[], procedimentoIds: readonly number[]) {
  const [medicos, procedimentos] = await Promise.all([
    medicoIds.length === 0 ? [] : db.selectFrom('usuario').select(['id', 'nome']).where('id', 'in', medicoIds).execute(),
    procedimentoIds.length === 0 ? [] : db.selectFrom('procedimento').select(['id', 'nome']).where('id', 'in', procedimentoIds).execute(),
  ]);
  return { medicos: new Map(medicos.map((m) => [m.id, m.nome])), procedimentos: new Map(procedimentos.map((p) => [p.id, p.nome])) };
}

/** The filters' choices: doctors and procedures, active or not (old appointments name them too). */
export async function opcoesDosFiltros(db: Executor) {
  const [medicos, procedimentos] = await Promise.all([
    db.selectFrom('usuario').select(['id', 'nome', 'ativo']).where('eh_medico', '=', true).execute(),
    db.selectFrom('procedimento').select(['id', 'nome', 'ativo']).execute(),
  ]);
  return { medicos, procedimentos };
}

export interface ReceitaAgregadoRow {
  mes: number;
  procedimento_id: number | null;
  medico_id: number | null;
  quantidade: number;
  valor_centavos: string | number;
}

/**
 * Receipts: instalments and entries of receivables (RECEITA) paid in the period, by the clinic's month
 * of the payment (bucket number as above) × the approved quote's procedure and professional (null for a
 * receivable launched without a quote). A paid instalment of an entry cancelled later still counts: the
 * money came in. Read from the partial index of paid instalments by payment instant (migration 0037).
 */
export const agregarReceita = (db: Db, filtro: FiltroRealizados, limites: Limites): Promise<ReceitaAgregadoRow[]> =>
  semParalelismo(db, (trx) =>
    trx
      .selectFrom('receita_detalhe as d')
      .innerJoin('receita as r', 'r.id', 'd.receita_id')
      .leftJoin('orcamento as o', 'o.id', 'r.orcamento_id')
      .select((eb) => [
        sql<number>`width_bucket(${sql.ref('d.dia_pagamento')}, ${limites}::timestamptz[])`.as('mes'),
        'o.procedimento_id',
        'o.profissional_id as medico_id',
        eb.fn.countAll<number>().as('quantidade'),
        sql<string>`coalesce(sum(d.valor), 0)`.as('valor_centavos'),
      ])
      .where('d.status', '=', 'PAGO')
      .where('d.dia_pagamento', '>=', filtro.desde)
      .where('d.dia_pagamento', '<', filtro.ate)
      .where('r.tipo', '=', 'RECEITA')
      .$if(filtro.medicoIds !== undefined, (qb) => qb.where('o.profissional_id', 'in', filtro.medicoIds!))
      .$if(filtro.procedimentoIds !== undefined, (qb) => qb.where('o.procedimento_id', 'in', filtro.procedimentoIds!))
      .groupBy([sql.ref('mes'), 'o.procedimento_id', 'o.profissional_id'])
      .execute(),
  );
