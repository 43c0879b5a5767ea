import { badRequest } from '../errors/api-error.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../http/pagination.js';
import { addDays, clinicInstant, isCalendarDay } from '../time/clinic-time.js';
import { AREAS, type Area } from './auditoria-descricoes.js';
import type { AuditoriaQuery } from './auditoria.schemas.js';

export const FILTRO_MSG = {
  inicio: 'Data inicial inválida: use o formato aaaa-mm-dd (por exemplo 2026-11-01).',
  fim: 'Data final inválida: use o formato aaaa-mm-dd (por exemplo 2026-11-30).',
  periodo: 'A data final deve ser igual ou posterior à data inicial.',
  usuario: 'Usuário do filtro inválido.',
  paciente: 'Paciente do filtro inválido.',
  area: `Área desconhecida. Use uma destas: ${AREAS.join(', ')}.`,
  acao: 'Ação do filtro inválida.',
  ocultarLogins: "O filtro 'ocultarLogins' deve ser true ou false.",
  pagina: 'A página deve ser um número inteiro a partir de 0.',
  tamanho: `O tamanho da página deve estar entre 1 e ${MAX_PAGE_SIZE}.`,
} as const;

/** What the trail is filtered by; the period as instants, `ate` excluded. */
export interface AuditoriaFiltro {
  desde?: Date;
  ate?: Date;
  usuarioId?: number;
  area?: Area;
  acao?: string;
  pacienteId?: number;
  /** actions left out (the screen folds logins away); ignored when `acao` names one */
  semAcoes?: string[];
}

/** What 'ocultarLogins' folds away: each session's routine entry and exit (refused and blocked logins stay). */
export const ACOES_DE_LOGIN = ['LOGIN', 'LOGOUT'] as const;

/** Empty parameters (a cleared field of the screen) count as absent. */
const present = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());

/** Years the trail can hold: outside them a date is a typo (and far years would leave PostgreSQL's range). */
const day = (value: string, message: string): string => {
  const year = Number(value.slice(0, 4));
  if (!isCalendarDay(value) || year < 1900 || year > 2999) throw badRequest(message, `data fora do formato aaaa-mm-dd: ${value.slice(0, 40)}`);
  return value;
};

const id = (value: string, message: string): number => {
  if (!/^[0-9]{1,9}$/.test(value) || Number(value) < 1) throw badRequest(message, `id inválido: ${value.slice(0, 40)}`);
  return Number(value);
};

/** The query's filters; 400 with a Portuguese sentence for any value out of form. */
export function filtroDe(query: Omit<AuditoriaQuery, 'page' | 'size'>): AuditoriaFiltro {
  const filtro: AuditoriaFiltro = {};
  const inicio = present(query.inicio);
  const fim = present(query.fim);
  // a period means whole days of the clinic's calendar (America/Sao_Paulo)
  if (inicio !== undefined) filtro.desde = clinicInstant(day(inicio, FILTRO_MSG.inicio), 0);
  if (fim !== undefined) filtro.ate = clinicInstant(addDays(day(fim, FILTRO_MSG.fim), 1), 0);
  if (inicio !== undefined && fim !== undefined && fim < inicio) throw badRequest(FILTRO_MSG.periodo, `fim ${fim} antes de inicio ${inicio}`);
  const usuarioId = present(query.usuarioId);
  if (usuarioId !== undefined) filtro.usuarioId = id(usuarioId, FILTRO_MSG.usuario);
  const pacienteId = present(query.pacienteId);
  if (pacienteId !== undefined) filtro.pacienteId = id(pacienteId, FILTRO_MSG.paciente);
  const area = present(query.area);
  if (area !== undefined) {
    if (!(AREAS as readonly string[]).includes(area)) throw badRequest(FILTRO_MSG.area, `área desconhecida: ${area}`);
    filtro.area = area as Area;
  }
  const acao = present(query.acao);
  if (acao !== undefined) {
    if (!/^[A-Z][A-Z0-9_]{0,59}$/.test(acao)) throw badRequest(FILTRO_MSG.acao, `código de ação fora do formato: ${acao}`);
    filtro.acao = acao;
  }
  const ocultarLogins = present(query.ocultarLogins);
  if (ocultarLogins !== undefined) {
    if (ocultarLogins !== 'true' && ocultarLogins !== 'false') throw badRequest(FILTRO_MSG.ocultarLogins, `ocultarLogins: ${ocultarLogins.slice(0, 40)}`);
    if (ocultarLogins === 'true') filtro.semAcoes = [...ACOES_DE_LOGIN];
  }
  return filtro;
}

/** Page (from 0) and size (1…100, default 20) of the query. */
export function paginaDe(query: Pick<AuditoriaQuery, 'page' | 'size'>): { page: number; size: number } {
  const page = present(query.page) ?? '0';
  const size = present(query.size) ?? String(DEFAULT_PAGE_SIZE);
  if (!/^[0-9]{1,6}$/.test(page)) throw badRequest(FILTRO_MSG.pagina, `page: ${page.slice(0, 40)}`);
  if (!/^[0-9]{1,3}$/.test(size) || Number(size) < 1 || Number(size) > MAX_PAGE_SIZE) throw badRequest(FILTRO_MSG.tamanho, `size: ${size.slice(0, 40)}`);
  return { page: Number(page), size: Number(size) };
}
