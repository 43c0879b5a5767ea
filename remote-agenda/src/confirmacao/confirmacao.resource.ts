import { http } from '@clinica/shared';
import type { StatusAgendamento } from '../agenda/agendamento.resource.ts';

/** What the public confirmation answers (the patient's first name only). */
export interface Confirmacao {
  id: number;
  statusAgendamento: StatusAgendamento;
  dataAgendamento: string;
  horaFinal: string;
  nomePaciente: string | null;
  nomeProcedimento: string;
  nomeMedico: string;
}

/** Confirms with the code from the patient's link (PENDENTE → CONFIRMADO; again: no change). */
export const confirmar = (codigo: string): Promise<Confirmacao> =>
  http.get('gerenciar/agendamento/confirmarAgendamento', { searchParams: { agendamentoId: codigo }, context: { silent: true } }).json<Confirmacao>();
