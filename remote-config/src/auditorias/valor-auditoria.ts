import type { TFunction } from 'i18next';
import { CLINIC_ZONE, formatDateTime } from '@clinica/shared';
import type { AuditoriaLinha } from './auditorias.resource.ts';

type Alteracao = AuditoriaLinha['alteracoes'][number];

/** The locale each portal language writes numbers and dates in (English as in Britain, as the portal's dates). */
const LOCALES: Readonly<Record<string, string>> = { pt: 'pt-BR', es: 'es', en: 'en-GB' };
const localeDe = (language: string): string => LOCALES[language.slice(0, 2)] ?? 'pt-BR';
const emPortugues = (language: string): boolean => localeDe(language) === 'pt-BR';

/**
 * When a row was written, as the language in use writes a moment in the clinic's zone: '26/11/2026 14:30'
 * in Portuguese (as the portal's tables), '26 Nov 2026, 14:30' in English, '26 nov 2026, 14:30' in Spanish.
 */
export function momentoEm(iso: string, language: string): string {
  if (emPortugues(language)) return formatDateTime(iso);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeDe(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: CLINIC_ZONE }).format(date);
}

/** A day 'aaaa-mm-dd' as the language writes it ('14 Mar 1988', '14 mar 1988'). */
const diaEm = (dia: string, language: string): string => {
  const [ano, mes, d] = dia.split('-').map(Number);
  return new Intl.DateTimeFormat(localeDe(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(ano ?? 1970, (mes ?? 1) - 1, d ?? 1)));
};

/**
 * One side of a field change as the language in use writes it (issue 36 item 20): yes/no, numbers,
 * days and moments from the values as stored (`bruto`); anything else — and everything in Portuguese,
 * which the api already writes — as the api's text. null: empty.
 */
export function valorEm(alteracao: Alteracao, lado: 'antes' | 'depois', language: string, t: TFunction): string | null {
  const texto = alteracao[lado];
  const valor = alteracao.bruto?.[lado];
  if (texto === null || valor === null || valor === undefined) return texto;
  if (alteracao.bruto?.tipo === 'dataHora' && typeof valor === 'string') return momentoEm(valor, language);
  if (emPortugues(language)) return texto;
  switch (alteracao.bruto?.tipo) {
    case undefined:
    case 'dataHora':
      return texto;
    case 'booleano':
      return t(valor === true ? 'auditorias.sim' : 'auditorias.nao');
    case 'numero':
      return typeof valor === 'number' ? new Intl.NumberFormat(localeDe(language), { maximumFractionDigits: 6 }).format(valor) : texto;
    case 'data':
      return typeof valor === 'string' ? diaEm(valor, language) : texto;
  }
}
