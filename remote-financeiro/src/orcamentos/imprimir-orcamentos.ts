import type { TFunction } from 'i18next';
import { FalhaPdf, baixarPdf, http, notify } from '@clinica/shared';
import './orcamentos.i18n.ts';

/** A quote to print: spec 02 §7's filled print text takes procedimento, idPaciente and idOrcamento. */
export interface OrcamentoAImprimir {
  idOrcamento: number;
  pacienteId: number;
  procedimentoId: number;
}

/** The api's message when the clinic has no ORCAMENTO layout (api/src/layout/preenchimento.routes.ts). */
export const SEM_LAYOUT = 'Layout do orcamento não encontrado!';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * Fills the clinic's one ORCAMENTO layout for each quote (a page each) and prints them as one PDF through
 * the PDF service, the top bar following its progress. Says itself what went wrong: no layout is a
 * warning 'Erro' – 'Layout do orcamento não encontrado!' (spec 02 §8), anything else an error toast with
 * the server's message. Answers whether the file was saved.
 */
export async function imprimirOrcamentos(itens: readonly OrcamentoAImprimir[], t: TFunction): Promise<boolean> {
  if (itens.length === 0) return false;
  try {
    await baixarPdf(async () => {
      const html = await http
        .post('layout/formatarTextoOrcamento', {
          json: itens.map((item) => ({ idPaciente: item.pacienteId, procedimento: item.procedimentoId, idOrcamento: item.idOrcamento })),
          context: { silent: true },
        })
        .text();
      const titulo = escapeHtml(t('orcamento.impressao.titulo'));
      return { headerHeigth: 0, htmlHeader: '', content: `<html><head><meta charset="utf-8"><title>${titulo}</title></head><body>${html}</body></html>` };
    }, t('orcamento.impressao.arquivo'));
    return true;
  } catch (error) {
    const falha = error instanceof FalhaPdf ? error : new FalhaPdf('pdf', undefined);
    if (falha.mensagemServidor === SEM_LAYOUT)
      notify.warning(t('orcamento.impressao.semLayout'), { title: t('orcamento.impressao.erro'), testId: 'orcamento-sem-layout' });
    else notify.error(falha.mensagemServidor ?? t('orcamento.impressao.falha'), { title: t('orcamento.impressao.erro') });
    return false;
  }
}
