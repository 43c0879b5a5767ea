import type { TFunction } from 'i18next';
import { FalhaPdf, baixarPdf, notify, type DocumentoPdf } from '@clinica/shared';

/**
 * Prints a record document through the PDF service: the api builds it and signs its issuing job
 * (emissaoDe), so the PDF is registered and /verificar-documento recognises it.
 */
export async function imprimirPdf(obter: () => Promise<DocumentoPdf>, nomeArquivo: string, t: TFunction): Promise<void> {
  try {
    await baixarPdf(obter, nomeArquivo);
    notify.success(t('pdf.sucesso'));
  } catch (error) {
    const falha = error instanceof FalhaPdf ? error : new FalhaPdf('pdf', undefined);
    notify.error(falha.mensagemServidor ?? t(falha.etapa === 'dados' ? 'pdf.erroDados' : 'pdf.erroGerar'));
  }
}

/** A file name of the document's name (no characters a file system refuses). */
export const nomeDoPdf = (nome: string): string => `${nome.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'documento'}.pdf`;
