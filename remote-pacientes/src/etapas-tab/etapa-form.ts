import { formatDate, formatTime, parseDate } from '@clinica/shared';
import type { EtapaGrupo, EtapaImagem, EtapaPayload } from './etapas.resource.ts';

/** Stage limits (spec 02 section 9). */
export const MAX_VIDEOS = 1;
export const MAX_BYTES = 80 * 1024 * 1024;
export const MIN_YEAR = 2024;
export const MAX_YEAR = 2110;
export const STEP_MINUTES = 15;

/** The card's editable state: date dd/MM/yyyy, times HH:mm. */
export interface EtapaValues {
  data: string;
  horaInicial: string;
  horaFinal: string;
  observacao: string;
  imagens: EtapaImagem[];
}

export const isVideo = (imagem: Pick<EtapaImagem, 'mimeType'>): boolean => imagem.mimeType.startsWith('video/');

export function valuesFrom(grupo: EtapaGrupo): EtapaValues {
  return {
    data: formatDate(grupo.dataRegistro),
    horaInicial: formatTime(grupo.horaInicial),
    horaFinal: formatTime(grupo.horaFinal),
    observacao: grupo.observacao ?? '',
    imagens: [...grupo.imagens].sort((a, b) => a.ordenacao - b.ordenacao),
  };
}

/** Times of the day in 15-minute steps. */
const pad = (n: number): string => String(n).padStart(2, '0');
export const TIME_OPTIONS: string[] = Array.from({ length: (24 * 60) / STEP_MINUTES }, (_, i) => {
  const total = i * STEP_MINUTES;
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
});

const minutes = (time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** An end at or before the start moves to the next step after it (the times are 15-minute steps). */
export function followStart(values: EtapaValues): EtapaValues {
  if (!values.horaInicial || !values.horaFinal || minutes(values.horaFinal) > minutes(values.horaInicial)) return values;
  const next = TIME_OPTIONS.find((time) => minutes(time) > minutes(values.horaInicial));
  return { ...values, horaFinal: next ?? values.horaFinal };
}

/** Field → message key (spec 02 section 5, Stages). */
export function etapaErrors(values: EtapaValues): Partial<Record<'data' | 'horaInicial' | 'horaFinal', string>> {
  const errors: Partial<Record<'data' | 'horaInicial' | 'horaFinal', string>> = {};
  if (values.data.trim() === '') errors.data = 'paciente.etapas.erros.data';
  else {
    const date = parseDate(values.data);
    if (!date || date.year < MIN_YEAR || date.year > MAX_YEAR) errors.data = 'paciente.etapas.erros.dataInvalida';
  }
  if (!values.horaInicial) errors.horaInicial = 'paciente.etapas.erros.hora';
  if (!values.horaFinal) errors.horaFinal = 'paciente.etapas.erros.hora';
  else if (values.horaInicial && minutes(values.horaFinal) <= minutes(values.horaInicial)) errors.horaFinal = 'paciente.etapas.erros.horaFinal';
  return errors;
}

/** houveMudancas: date, observation, start, end or images differ from the loaded copy. */
export function houveMudancas(values: EtapaValues, loaded: EtapaValues): boolean {
  return (
    values.data !== loaded.data ||
    values.observacao !== loaded.observacao ||
    values.horaInicial !== loaded.horaInicial ||
    values.horaFinal !== loaded.horaFinal ||
    values.imagens.map((i) => i.urlArmazenamento).join('|') !== loaded.imagens.map((i) => i.urlArmazenamento).join('|')
  );
}

/** Times merged with the date (clinic zone); an empty observation becomes null. */
export function payloadFrom(grupo: EtapaGrupo, values: EtapaValues): EtapaPayload {
  const date = parseDate(values.data)!;
  const at = (time: string): string => {
    const [hour, minute] = time.split(':').map(Number);
    return date.set({ hour, minute, second: 0, millisecond: 0 }).toISO()!;
  };
  return {
    ...(grupo.id !== null && { id: grupo.id, versao: grupo.versao ?? undefined }),
    configuracoesEtapaId: grupo.configuracoesEtapaId,
    pacienteId: grupo.pacienteId,
    procedimentoId: grupo.procedimentoId,
    dataRegistro: date.toISODate(),
    horaInicial: at(values.horaInicial),
    horaFinal: at(values.horaFinal),
    observacao: values.observacao.trim() === '' ? null : values.observacao.trim(),
    imagens: values.imagens.map((imagem, index) => ({
      urlArmazenamento: imagem.urlArmazenamento,
      exibeNoEstudoCaso: imagem.exibeNoEstudoCaso,
      ordenacao: index,
    })),
  };
}

/** Why a file cannot join the stage (message key, its count and seconds), or undefined; `slots` is the stage's number of images. */
export function uploadRefusal(
  file: { size: number; type: string },
  imagens: Pick<EtapaImagem, 'mimeType'>[],
  slots: number,
): { key: string; count?: number; seconds: number } | undefined {
  if (file.size > MAX_BYTES) return { key: 'paciente.etapas.tamanhoExcedido', seconds: 7 };
  if (file.type.startsWith('video/') && imagens.filter(isVideo).length >= MAX_VIDEOS) return { key: 'paciente.etapas.umVideo', seconds: 5 };
  if (!file.type.startsWith('video/') && imagens.filter((i) => !isVideo(i)).length >= slots)
    return { key: 'paciente.etapas.maxImagens', count: slots, seconds: 5 };
  return undefined;
}
