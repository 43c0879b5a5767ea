import type { TFunction } from 'i18next';
import { formatDate, formatTime } from '@clinica/shared';
import type { Notificacao } from './notificacao.ts';

export interface NotificacaoTexto {
  titulo: string;
  corpo: string;
}

/**
 * Title and body of a notification in the user's language, written from its fields; the server's
 * Portuguese cabecalho/corpo only when the fields are missing. Toasts and the panel both use it.
 */
export function notificacaoTexto(notificacao: Notificacao, t: TFunction): NotificacaoTexto {
  const n = notificacao;
  const written = (key: string, values: Record<string, string | null>): NotificacaoTexto | undefined =>
    Object.values(values).every((value) => value) ? { titulo: t(`notificacoes.${key}.titulo`), corpo: t(`notificacoes.${key}.texto`, values) } : undefined;
  const fallback = (key?: string): NotificacaoTexto => ({
    titulo: n.cabecalho ?? (key ? t(`notificacoes.${key}.titulo`) : t('notificacoes.notificacao')),
    corpo: n.corpo ?? '',
  });
  const hora = formatTime(n.dataAgendamento) || null;
  const data = formatDate(n.vencimento) || null;

  switch (n.tipoNotificacao) {
    case 'PACIENTE_CHEGOU':
      return written('pacienteChegou', { paciente: n.nomePaciente, procedimento: n.nomeProcedimento, hora }) ?? fallback('pacienteChegou');
    case null:
      // A reminder with its own heading (e.g. 'Agendamento não finalizado') is not an appointment alert.
      if (n.cabecalho) return fallback();
      return written('lembrete', { paciente: n.nomePaciente, procedimento: n.nomeProcedimento, hora }) ?? fallback('lembrete');
    case 'ABAIXO_ESTOQUE':
      return written('abaixoEstoque', { produto: n.nomeProdutoEstoque }) ?? fallback('abaixoEstoque');
    case 'VENCIMENTO_ENTRADA_ESTOQUE':
      return written('vencimentoEntradaEstoque', { produto: n.nomeProdutoEstoque, data }) ?? fallback('vencimentoEntradaEstoque');
    case 'CONTAS_RECEBER':
      return written('contasReceber', { descricao: n.descricao, data }) ?? fallback('contasReceber');
    case 'CONTAS_PAGAR':
      return written('contasPagar', { descricao: n.descricao, data }) ?? fallback('contasPagar');
  }
}
