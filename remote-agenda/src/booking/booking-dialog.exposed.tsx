import type { ReactNode } from 'react';
import { formatPhone, type BookingDialogExposedProps } from '@clinica/shared';
import { BookingDialog } from './booking-dialog.tsx';

/**
 * The booking dialog as other areas open it (federated): a new booking with the patient and the
 * procedure already chosen; the rest is the agenda's own dialog and rules.
 */
export default function BookingDialogExposed({ open, paciente, procedimentoId, onClose, onSaved }: BookingDialogExposedProps): ReactNode {
  return (
    <BookingDialog
      open={open}
      prefill={{
        pacienteId: paciente.id,
        pacienteNome: paciente.nome,
        celular: formatPhone(paciente.celular),
        telefone: formatPhone(paciente.telefone),
        procedimentoId: procedimentoId ?? null,
      }}
      onClose={onClose}
      // the dialog closes itself after a save
      onSaved={() => onSaved?.()}
    />
  );
}
