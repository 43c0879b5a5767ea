import { useState, type ReactNode } from 'react';
import { Button } from '@clinica/shared/antd';
import { CalendarOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { RemoteDialog, usePermission, type BookingDialogExposedProps } from '@clinica/shared';
import { usePaciente } from '../paciente-dialog/paciente-dialog.resource.ts';

/**
 * The sidebar's 'Novo agendamento' (spec 02 section 2.1): the agenda's own booking dialog, loaded
 * through federation, with the patient and the record's procedure filled. A save refreshes every
 * appointment list, this record's Agendamentos tab included.
 */
export function NovoAgendamento({ pacienteId, procedimentoId }: { pacienteId: number; procedimentoId: number }): ReactNode {
  const { t } = useTranslation();
  const canBook = usePermission('ROLE_AGENDAMENTOS && CRIAR_AGENDAMENTOS');
  const paciente = usePaciente(pacienteId).data;
  const [open, setOpen] = useState(false);
  if (!canBook) return null;
  return (
    <>
      <Button type="primary" block icon={<CalendarOutlined />} disabled={!paciente} onClick={() => setOpen(true)} style={{ marginBottom: 16 }}>
        {t('paciente.ficha.novoAgendamento')}
      </Button>
      {open && paciente && (
        <RemoteDialog<BookingDialogExposedProps>
          remote="agenda"
          module="./BookingDialog"
          loadingText={t('paciente.ficha.carregandoAgenda')}
          unavailableText={t('paciente.ficha.agendaIndisponivel')}
          props={{
            open: true,
            paciente: { id: paciente.id, nome: paciente.nome, celular: paciente.celular, telefone: paciente.telefone },
            procedimentoId,
            onClose: () => setOpen(false),
          }}
        />
      )}
    </>
  );
}
