import type { TFunction } from 'i18next';
import { FalhaPdf, baixarPdf, notify } from '@clinica/shared';
import { documentoParaImprimir } from './exames.resource.ts';

/**
 * Prints an exam request or a prescription through the PDF service: the api builds the document and
 * signs its issuing job, so the PDF is registered and /verificar-documento recognises it.
 */
export async function imprimirDocumento(id: number, nomeArquivo: string, t: TFunction): Promise<void> {
  try {
    await baixarPdf(() => documentoParaImprimir(id), nomeArquivo);
    notify.success(t('pdf.sucesso'));
  } catch (error) {
    const falha = error instanceof FalhaPdf ? error : new FalhaPdf('pdf', undefined);
    notify.error(falha.mensagemServidor ?? t(falha.etapa === 'dados' ? 'pdf.erroDados' : 'pdf.erroGerar'));
  }
}
