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

const url = 'gerenciar/agendamento/confirmarAgendamento';

/** Reads the appointment of the patient's link; changes nothing (mail and chat link scanners open it too). */
export const lerConfirmacao = (codigo: string): Promise<Confirmacao> =>
  http.get(url, { searchParams: { agendamentoId: codigo }, context: { silent: true } }).json<Confirmacao>();

/** The patient confirms with the link's code (PENDENTE → CONFIRMADO; again: no change). */
export const confirmar = (codigo: string): Promise<Confirmacao> =>
  http.post(url, { searchParams: { agendamentoId: codigo }, context: { silent: true } }).json<Confirmacao>();
