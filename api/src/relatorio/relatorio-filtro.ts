import { STATUS_AGENDAMENTO } from '../agendamento/agendamento.schemas.js';
import type { StatusAgendamento } from '../db/types.js';
import { badRequest } from '../errors/api-error.js';
import { addDays, clinicInstant, daysBetween, isCalendarDay } from '../time/clinic-time.js';
import { AGRUPAMENTOS, type AgendamentosQuery, type Agrupamento, type PacientesNovosQuery, type ProcedimentosRealizadosQuery } from './relatorio.schemas.js';

/**
 * The longest period a report covers: a year (366 days, a leap year's whole). At 1,000,000
 * appointments over four years a year is a quarter of a million rows, which the aggregate reads in
 * under 200 ms on a 2-core machine; two years took about 290 ms (p95, bench report-queries). To
 * compare years, ask for each.
 */
export const MAX_DIAS = 366;
/** Grouped by day, a report covers at most about a quarter (a chart of 92 bars). */
export const MAX_DIAS_POR_DIA = 92;
/** Ids a filter lists at most. */
export const MAX_IDS = 50;

export const RELATORIO_MSG = {
  inicioAusente: 'Informe a data inicial do relatório.',
  fimAusente: 'Informe a data final do relatório.',
  inicio: 'Data inicial inválida: use o formato aaaa-mm-dd (por exemplo 2026-11-01).',
  fim: 'Data final inválida: use o formato aaaa-mm-dd (por exemplo 2026-11-30).',
  periodo: 'A data final deve ser igual ou posterior à data inicial.',
  periodoLongo: `O período do relatório pode ter no máximo 1 ano (${MAX_DIAS} dias).`,
  periodoLongoPorDia: `Agrupado por dia, o período pode ter no máximo ${MAX_DIAS_POR_DIA} dias: para um período maior, agrupe por semana ou mês.`,
  medico: 'Médico do filtro inválido.',
  procedimento: 'Procedimento do filtro inválido.',
  muitos: `Selecione no máximo ${MAX_IDS} itens em cada filtro.`,
  status: `Situação do filtro inválida. Use uma destas: ${STATUS_AGENDAMENTO.join(', ')}.`,
  agrupar: 'Agrupamento inválido. Use dia, semana ou mes.',
} as const;

/** The report's days ('YYYY-MM-DD', both included) and the instants they cover, [desde, ate). */
export interface Periodo {
  inicio: string;
  fim: string;
  desde: Date;
  ate: Date;
}

export interface FiltroAgendamentos extends Periodo {
  medicoIds?: number[];
  procedimentoIds?: number[];
  status?: StatusAgendamento[];
  agrupar: Agrupamento;
}

export interface FiltroRealizados extends Periodo {
  medicoIds?: number[];
  procedimentoIds?: number[];
}

/** Empty parameters (a cleared field of the screen) count as absent. */
const present = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());

/** Years the clinic's data can hold: outside them a date is a typo (and far years would leave PostgreSQL's range). */
function dia(value: string | undefined, ausente: string, invalido: string): string {
  if (value === undefined) throw badRequest(ausente, 'parâmetro obrigatório ausente');
  const year = Number(value.slice(0, 4));
  if (!isCalendarDay(value) || year < 1900 || year > 2999) throw badRequest(invalido, `data fora do formato aaaa-mm-dd: ${value.slice(0, 40)}`);
  return value;
}

/** The period of the query: both days required, in order, at most MAX_DIAS days. Whole days of the clinic's calendar. */
export function periodoDe(query: { inicio?: string; fim?: string }, maxDias = MAX_DIAS, mensagemLongo: string = RELATORIO_MSG.periodoLongo): Periodo {
  const inicio = dia(present(query.inicio), RELATORIO_MSG.inicioAusente, RELATORIO_MSG.inicio);
  const fim = dia(present(query.fim), RELATORIO_MSG.fimAusente, RELATORIO_MSG.fim);
  if (fim < inicio) throw badRequest(RELATORIO_MSG.periodo, `fim ${fim} antes de inicio ${inicio}`);
  const dias = daysBetween(inicio, fim) + 1;
  if (dias > maxDias) throw badRequest(mensagemLongo, `período de ${dias} dias (máximo ${maxDias})`);
  return { inicio, fim, desde: clinicInstant(inicio, 0), ate: clinicInstant(addDays(fim, 1), 0) };
}

/** 'id,id,…' (spaces allowed around each); undefined when absent or empty. */
function idsDe(value: string | undefined, mensagem: string): number[] | undefined {
  const text = present(value);
  if (text === undefined) return undefined;
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length > MAX_IDS) throw badRequest(RELATORIO_MSG.muitos, `${parts.length} ids (máximo ${MAX_IDS})`);
  for (const part of parts) {
    if (!/^[0-9]{1,9}$/.test(part) || Number(part) < 1) throw badRequest(mensagem, `id inválido: ${part.slice(0, 40)}`);
  }
  return [...new Set(parts.map(Number))];
}

function statusDe(value: string | undefined): StatusAgendamento[] | undefined {
  const text = present(value);
  if (text === undefined) return undefined;
  const parts = text.split(',').map((part) => part.trim().toUpperCase());
  for (const part of parts) {
    if (!(STATUS_AGENDAMENTO as readonly string[]).includes(part)) throw badRequest(RELATORIO_MSG.status, `situação desconhecida: ${part.slice(0, 40)}`);
  }
  return [...new Set(parts as StatusAgendamento[])];
}

function agruparDe(value: string | undefined): Agrupamento {
  const text = present(value)?.toLowerCase() ?? 'mes';
  // 'mês' as a person would type it
  const normalizado = text === 'mês' ? 'mes' : text;
  if (!(AGRUPAMENTOS as readonly string[]).includes(normalizado)) throw badRequest(RELATORIO_MSG.agrupar, `agrupar: ${text.slice(0, 40)}`);
  return normalizado as Agrupamento;
}

/** The appointments report's filters; 400 with a Portuguese sentence for any value out of form. */
export function filtroAgendamentos(query: AgendamentosQuery): FiltroAgendamentos {
  const agrupar = agruparDe(query.agrupar);
  const periodo = agrupar === 'dia' ? periodoDe(query, MAX_DIAS_POR_DIA, RELATORIO_MSG.periodoLongoPorDia) : periodoDe(query);
  const filtro: FiltroAgendamentos = { ...periodo, agrupar };
  const medicoIds = idsDe(query.medico, RELATORIO_MSG.medico);
  if (medicoIds) filtro.medicoIds = medicoIds;
  const procedimentoIds = idsDe(query.procedimento, RELATORIO_MSG.procedimento);
  if (procedimentoIds) filtro.procedimentoIds = procedimentoIds;
  const status = statusDe(query.status);
  if (status) filtro.status = status;
  return filtro;
}

export const filtroPacientesNovos = (query: PacientesNovosQuery): Periodo => periodoDe(query);

export function filtroRealizados(query: ProcedimentosRealizadosQuery): FiltroRealizados {
  const filtro: FiltroRealizados = periodoDe(query);
  const medicoIds = idsDe(query.medico, RELATORIO_MSG.medico);
  if (medicoIds) filtro.medicoIds = medicoIds;
  const procedimentoIds = idsDe(query.procedimento, RELATORIO_MSG.procedimento);
  if (procedimentoIds) filtro.procedimentoIds = procedimentoIds;
  return filtro;
}

/** The first day of each period from `inicio` to `fim`: days, Mondays or first days of months ('YYYY-MM-DD'). */
export function periodosEntre(inicio: string, fim: string, agrupar: Agrupamento): string[] {
  const inicioDoPeriodo = (day: string): string => {
    switch (agrupar) {
      case 'dia':
        return day;
      case 'semana':
        // Date#getUTCDay: Sunday 0 … Saturday 6; the clinic's week starts on Monday
        return addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
      case 'mes':
        return `${day.slice(0, 8)}01`;
    }
  };
  const seguinte = (start: string): string => {
    switch (agrupar) {
      case 'dia':
        return addDays(start, 1);
      case 'semana':
        return addDays(start, 7);
      case 'mes': {
        const [y, m] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
        return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
      }
    }
  };
  const periodos: string[] = [];
  for (let start = inicioDoPeriodo(inicio); start <= fim; start = seguinte(start)) periodos.push(start);
  return periodos;
}
