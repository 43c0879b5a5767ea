import type { ErrorItem } from '../errors/api-error.js';
import { CLINIC_ZONE, clinicDay } from '../time/clinic-time.js';
import type { EtapaInput } from './imagens.schemas.js';

/** Messages of the Stages rules (spec 02 §5, §8); those the spec leaves open are ours. */
export const ETAPA_MSG = {
  data: 'DATA É OBRIGATÓRIO.',
  dataInvalida: 'DATA INVÁLIDA (ANOS DE 2024 A 2110).',
  hora: 'HORA É OBRIGATÓRIO.',
  horaInvalida: 'HORA INVÁLIDA.',
  horaForaDaData: 'A HORA DEVE SER NO DIA DA REALIZAÇÃO.',
  horaFinal: 'HORÁRIO FINAL MENOR OU IGUAL QUE O INICIAL',
  umVideo: 'Você pode adicionar 1 video por etapa.',
  arquivoInexistente: 'Arquivo não encontrado: envie-o novamente.',
  arquivoDeOutraEtapa: 'Este arquivo pertence a outra etapa.',
  etapaForaDoProcedimento: 'Esta etapa não pertence a este procedimento.',
  pacienteInexistente: 'Paciente não encontrado.',
  desatualizada: 'Esta etapa foi alterada por outro usuário. Recarregue os dados antes de salvar.',
  jaRegistrada: 'Esta etapa já foi registrada para o paciente. Recarregue os dados antes de salvar.',
  naoEncontrada: 'Etapa não encontrada.',
  tamanho: 'Ops... O tamanho do video excede o permitido',
  tipo: 'Arquivo não suportado: envie uma imagem ou um vídeo.',
  arquivoNaoEncontrado: 'Arquivo não encontrado.',
} as const;

export const MAX_IMAGENS = 6;

/** The stage's own number of image slots (the settings may set fewer than 6). */
export const maxImagensMessage = (slots: number): string =>
  slots === 0 ? 'Esta etapa não recebe imagens.' : `Máximo de ${slots} ${slots === 1 ? 'imagem' : 'imagens'} nesta etapa.`;
export const MAX_VIDEOS = 1;
const MIN_YEAR = 2024;
const MAX_YEAR = 2110;

export type { EtapaInput };

export interface EtapaDados {
  dataRegistro: string;
  horaInicial: Date;
  horaFinal: Date;
  observacao: string | null;
}

const item = (mensagemUsuario: string, campo: string): ErrorItem => ({ mensagemUsuario, mensagemDesenvolvedor: `Campo inválido: ${campo}` });

const validDate = (text: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const year = Number(match[1]);
  return date.toISOString().slice(0, 10) === text && year >= MIN_YEAR && year <= MAX_YEAR;
};

/** An ISO 8601 date-time with its offset ('2025-03-15T09:00:00-03:00' or '…Z'), as the form sends. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const time = (text: string): Date | undefined => {
  if (!ISO_DATE_TIME.test(text)) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** The form's rules (date, times, order), one item per invalid field; empty observation → null. */
export function validateEtapa(input: EtapaInput): { dados?: EtapaDados; errors: ErrorItem[] } {
  const errors: ErrorItem[] = [];
  const data = input.dataRegistro?.trim() ?? '';
  if (data === '') errors.push(item(ETAPA_MSG.data, 'dataRegistro'));
  else if (!validDate(data)) errors.push(item(ETAPA_MSG.dataInvalida, 'dataRegistro'));
  // times are merged with the date (spec 02 §5): each on the day of the date, in the clinic's zone
  const hora = (field: 'horaInicial' | 'horaFinal'): Date | undefined => {
    const text = input[field]?.trim() ?? '';
    const parsed = text === '' ? undefined : time(text);
    if (text === '') errors.push(item(ETAPA_MSG.hora, field));
    else if (!parsed) errors.push(item(ETAPA_MSG.horaInvalida, field));
    else if (validDate(data) && clinicDay(parsed) !== data) errors.push(item(ETAPA_MSG.horaForaDaData, field));
    else return parsed;
    return undefined;
  };
  const inicio = hora('horaInicial');
  const fim = hora('horaFinal');
  if (inicio && fim && fim <= inicio) errors.push(item(ETAPA_MSG.horaFinal, 'horaFinal'));
  if (errors.length > 0) return { errors };
  const observacao = input.observacao?.trim() ? input.observacao.trim() : null;
  return { dados: { dataRegistro: data, horaInicial: inicio!, horaFinal: fim!, observacao }, errors };
}

const clock = new Intl.DateTimeFormat('pt-BR', { timeZone: CLINIC_ZONE, hour: '2-digit', minute: '2-digit', hour12: false });
const show = (value: string | null): string => (value === null || value === '' ? 'vazio' : `'${value.replace(/;/g, ',').replace(/\s+/g, ' ')}'`);

/** A stage edit as a history line in the patient history's format (parts split by ';', fields in <<>>). */
export function describeEtapaChanges(
  before: { dataRegistro: string | null; horaInicial: Date | null; horaFinal: Date | null; observacao: string | null; arquivos: Map<string, string> },
  after: { dados: EtapaDados; arquivos: Map<string, string> },
): string {
  const parts: string[] = [];
  const hh = (d: Date | null) => (d ? clock.format(d) : null);
  if (before.dataRegistro !== after.dados.dataRegistro)
    parts.push(`ALTERADO <<dataRegistro>> DE ${show(before.dataRegistro)} PARA ${show(after.dados.dataRegistro)}`);
  if (hh(before.horaInicial) !== hh(after.dados.horaInicial))
    parts.push(`ALTERADO <<horaInicial>> DE ${show(hh(before.horaInicial))} PARA ${show(hh(after.dados.horaInicial))}`);
  if (hh(before.horaFinal) !== hh(after.dados.horaFinal))
    parts.push(`ALTERADO <<horaFinal>> DE ${show(hh(before.horaFinal))} PARA ${show(hh(after.dados.horaFinal))}`);
  if ((before.observacao ?? null) !== after.dados.observacao) parts.push('ALTERADO <<observacao>>');
  for (const [id, name] of after.arquivos) if (!before.arquivos.has(id)) parts.push(`ADICIONADO <<imagens>> ${show(name)}`);
  for (const [id, name] of before.arquivos) if (!after.arquivos.has(id)) parts.push(`REMOVIDO <<imagens>> ${show(name)}`);
  return parts.join(';');
}

export const DESCRICAO_CRIACAO_ETAPA = 'CRIAÇÃO DA ETAPA';
