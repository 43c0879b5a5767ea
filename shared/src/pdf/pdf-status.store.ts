import { createGlobalStore } from '../store/global-store.ts';

/**
 * Where the PDF being made is (spec 01 §4 "PDF status flags"; the top navigation's yellow banner
 * shows it): obtaining the patient's data, waiting in the service's queue, generating, downloading
 * with percent. `null` when no PDF is being made.
 */
export type EtapaPdf = 'obtendo' | 'na-fila' | 'gerando' | 'baixando';

export interface PdfStatus {
  etapa: EtapaPdf | null;
  /** 0–100: the service's progress while generating, the bytes received while downloading */
  progresso: number;
  /** place in the service's queue while waiting */
  posicao: number;
  set: (etapa: EtapaPdf | null, progresso?: number, posicao?: number) => void;
}

export const usePdfStatus = createGlobalStore<PdfStatus>('pdf-status', (set) => ({
  etapa: null,
  progresso: 0,
  posicao: 0,
  set: (etapa, progresso = 0, posicao = 0) => set({ etapa, progresso, posicao }),
}));
