import { celula, csvArquivo } from '../http/csv.js';
import { CLINIC_ZONE } from '../time/clinic-time.js';
import type { Alteracao } from './auditoria-alteracoes.js';
import type { AuditoriaLinha } from './auditoria.schemas.js';

export { celula };

/** Rows a download carries at most; past it the answer says so (X-Truncado: true). */
export const CSV_LIMITE = 50_000;

export const CSV_CABECALHO = ['Data/hora (Brasília)', 'Usuário', 'Em nome de (administrador)', 'Área', 'Ação', 'Paciente', 'Alterações', 'IP'] as const;

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CLINIC_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** dd/MM/yyyy HH:mm:ss on the clinic's clock (America/Sao_Paulo). */
export function dataHoraBrasilia(iso: string): string {
  const p: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(new Date(iso))) p[part.type] = part.value;
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

const VAZIO = '(vazio)';
const alteracaoTexto = (a: Alteracao): string =>
  a.oculto ? `${a.rotulo}: alterado (valores não registrados)` : `${a.rotulo}: ${a.antes ?? VAZIO} → ${a.depois ?? VAZIO}`;

/** The action and what it acted on: 'Funcionário editado — Maria Souza'. */
export const acaoComAlvo = (l: Pick<AuditoriaLinha, 'acaoDescricao' | 'alvo'>): string => (l.alvo ? `${l.acaoDescricao} — ${l.alvo}` : l.acaoDescricao);

const linhaCsv = (l: AuditoriaLinha): string[] => [
  dataHoraBrasilia(l.criadoEm),
  l.usuario?.nome ?? '',
  l.impersonador?.nome ?? '',
  l.area,
  acaoComAlvo(l),
  l.paciente?.nome ?? '',
  l.alteracoes.map(alteracaoTexto).join(' | '),
  l.ip ?? '',
];

/** The file: BOM, header row, one line per audit row (http/csv.ts). */
export const csvDaTrilha = (linhas: readonly AuditoriaLinha[]): Buffer => csvArquivo(CSV_CABECALHO, linhas.map(linhaCsv));
