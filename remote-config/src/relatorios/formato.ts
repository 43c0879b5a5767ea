import { DateTime } from 'luxon';
import { CLINIC_ZONE } from '@clinica/shared';

/** 0.1234 → '12,3%' (no figure: '—'). */
export const formatTaxa = (taxa: number | null | undefined): string =>
  taxa === null || taxa === undefined ? '—' : `${(taxa * 100).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;

/** A period's start (aaaa-mm-dd or aaaa-mm) as the table and the chart name it: 05/11, 'sem. 03/11', 'nov/2026'. */
export function rotuloPeriodo(periodo: string, agrupar: string, locale: string): string {
  const dia = DateTime.fromISO(periodo, { zone: CLINIC_ZONE }).setLocale(locale);
  if (periodo.length === 7 || agrupar === 'mes') return dia.toFormat('LLL/yyyy').replace('.', '');
  return agrupar === 'semana' ? `${dia.toFormat('dd/MM')}+` : dia.toFormat('dd/MM');
}

/** The default period: this month so far, in the clinic's zone. */
export function esteMes(agora = DateTime.now().setZone(CLINIC_ZONE)): { inicio: string; fim: string } {
  return { inicio: agora.startOf('month').toISODate()!, fim: agora.toISODate()! };
}

export interface PeriodoRapido {
  chave: string;
  inicio: string;
  fim: string;
}

/** The quick periods offered beside the dates. */
export function periodosRapidos(agora = DateTime.now().setZone(CLINIC_ZONE)): PeriodoRapido[] {
  const mesPassado = agora.minus({ months: 1 });
  return [
    { chave: 'esteMes', ...esteMes(agora) },
    { chave: 'mesPassado', inicio: mesPassado.startOf('month').toISODate()!, fim: mesPassado.endOf('month').toISODate()! },
    { chave: 'ultimos12', inicio: agora.minus({ months: 11 }).startOf('month').toISODate()!, fim: agora.toISODate()! },
    { chave: 'esteAno', inicio: agora.startOf('year').toISODate()!, fim: agora.toISODate()! },
  ];
}
