import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteDialog, type BookingDialogExposedProps, type PacienteSalvo } from '@clinica/shared';

/** Who may book (the api's agendamento/criar): the record's 'Novo agendamento' and the list's 'Agendar' ask the same. */
export const PODE_AGENDAR = 'ROLE_AGENDAMENTOS && CRIAR_AGENDAMENTOS';

/**
 * The agenda's own booking dialog, loaded through federation (remote-agenda './BookingDialog'), with
 * the patient chosen and, from the record, its procedure filled. A save refreshes every appointment list.
 */
export function AgendarDialog({
  paciente,
  procedimentoId,
  onClose,
  onSaved,
}: {
  paciente: PacienteSalvo;
  procedimentoId?: number;
  onClose: () => void;
  onSaved?: () => void;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <RemoteDialog<BookingDialogExposedProps>
      remote="agenda"
      module="./BookingDialog"
      loadingText={t('paciente.ficha.carregandoAgenda')}
      unavailableText={t('paciente.ficha.agendaIndisponivel')}
      props={{
        open: true,
        paciente: { id: paciente.id, nome: paciente.nome, celular: paciente.celular, telefone: paciente.telefone },
        procedimentoId,
        onClose,
        onSaved,
      }}
    />
  );
}
