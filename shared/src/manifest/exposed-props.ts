/**
 * Props of the components one app exposes and another loads through federation: the contract
 * across the boundary, imported by both sides (no generated federation types).
 */

import type { ApiAnswer } from '../api/api-types.ts';

/** What the 'Dados pessoais' dialog hands back about the saved patient (the pacientes remote sends the whole patient). */
export interface PacienteSalvo {
  id: number;
  nome: string;
  celular: string | null;
  telefone: string | null;
}

/** remote-pacientes './PacienteDialog': the 'Novo paciente' / 'Dados pessoais' dialog (the agenda's booking opens it). */
export interface PacienteDialogProps {
  open: boolean;
  /** Edit this patient; none registers a new one. */
  pacienteId?: number;
  onClose: () => void;
  /** The new-patient event (spec 02 section 4): the saved patient and whether it was created. */
  onSaved?: (paciente: PacienteSalvo, created: boolean) => void;
}

/** remote-agenda './NaoFinalizadosDialog': the doctors' unfinished-appointment warning the portal frame shows; it takes nothing. */
export type NaoFinalizadosDialogProps = Record<string, never>;

/** remote-agenda './BookingDialog': a new booking for a known patient (the record's 'Novo agendamento', spec 02 section 2.1). */
export interface BookingDialogExposedProps {
  open: boolean;
  /** The patient booked (chosen already; the phones fill the dialog's contact fields). */
  paciente: PacienteSalvo;
  /** The procedure to fill in (the record's current one). */
  procedimentoId?: number;
  onClose: () => void;
  /** After the booking is saved (every appointment list reads again by itself). */
  onSaved?: () => void;
}

/** A procedure of the patient as the record lists it (its stages included). */
export type ProcedimentoDoPaciente = ApiAnswer<'gerenciar/procedimento/pesquisarProcedimentosDoPaciente/{id}', 'get'>[number];

/**
 * What the patient record hands each of its tabs (a remote's manifest `recordTabs`): the patient and
 * the procedure chosen in the sidebar. Etapas and Agendamentos take it as any other remote's tab does.
 */
export interface RecordTabProps {
  pacienteId: number;
  procedimento: ProcedimentoDoPaciente;
}
