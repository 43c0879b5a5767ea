import { useState, type ReactNode } from 'react';
import { Button } from '@clinica/shared/antd';
import { CalendarOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@clinica/shared';
import { AgendarDialog, PODE_AGENDAR } from '../agendar/agendar-dialog.tsx';
import { usePaciente } from '../paciente-dialog/paciente-dialog.resource.ts';

/**
 * The sidebar's 'Novo agendamento' (spec 02 section 2.1): the agenda's own booking dialog, loaded
 * through federation, with the patient and the record's procedure filled. A save refreshes every
 * appointment list, this record's Agendamentos tab included.
 */
export function NovoAgendamento({ pacienteId, procedimentoId }: { pacienteId: number; procedimentoId: number }): ReactNode {
  const { t } = useTranslation();
  const canBook = usePermission(PODE_AGENDAR);
  const paciente = usePaciente(pacienteId).data;
  const [open, setOpen] = useState(false);
  if (!canBook) return null;
  return (
    <>
      <Button type="primary" block icon={<CalendarOutlined />} disabled={!paciente} onClick={() => setOpen(true)} style={{ marginBottom: 16 }}>
        {t('paciente.ficha.novoAgendamento')}
      </Button>
      {open && paciente && <AgendarDialog paciente={paciente} procedimentoId={procedimentoId} onClose={() => setOpen(false)} />}
    </>
  );
}
