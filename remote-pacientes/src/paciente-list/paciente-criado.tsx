import { useState, type ReactNode } from 'react';
import { Alert, Button, Space } from '@clinica/shared/antd';
import { CalendarOutlined, ProfileOutlined } from '@clinica/shared/icons';
import { useNavigate } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { deployedManifests, recordAddress, usePermission, useSession, type PacienteSalvo } from '@clinica/shared';
import { AgendarDialog, PODE_AGENDAR } from '../agendar/agendar-dialog.tsx';
import { heldTabPermissions } from '../paciente-record/record-address.ts';
import { useProcedimentosDoPaciente } from '../paciente-record/record.resource.ts';

/**
 * Said above the list once a patient is registered from it, with what reception does next: 'Agendar'
 * (the agenda's own booking dialog, the patient chosen) and 'Abrir ficha'. The record opens only for a
 * patient with a procedure (spec 02 section 2.1), which a booking gives: until then the button waits
 * and says so, and a booking made here enables it.
 */
export function PacienteCriado({ paciente, onClose }: { paciente: PacienteSalvo; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canBook = usePermission(PODE_AGENDAR);
  const authorities = useSession((state) => state.authorities);
  const canOpenRecord = heldTabPermissions(deployedManifests(), authorities).length > 0;
  const procedimentos = useProcedimentosDoPaciente(canOpenRecord ? paciente.id : undefined);
  const hasRecord = (procedimentos.data?.length ?? 0) > 0;
  const [booking, setBooking] = useState(false);

  return (
    <>
      <Alert
        type="success"
        showIcon
        data-testid="paciente-criado"
        title={t('paciente.criado.titulo', { nome: paciente.nome })}
        description={canOpenRecord && procedimentos.data && !hasRecord ? t('paciente.criado.semFicha') : undefined}
        closable={{ 'aria-label': t('paciente.ficha.fechar'), onClose }}
        action={
          <Space wrap>
            {canBook && (
              <Button type="primary" icon={<CalendarOutlined />} onClick={() => setBooking(true)}>
                {t('paciente.criado.agendar')}
              </Button>
            )}
            {canOpenRecord && (
              <Button icon={<ProfileOutlined />} disabled={!hasRecord} onClick={() => void navigate(recordAddress(paciente.id))}>
                {t('paciente.criado.abrirFicha')}
              </Button>
            )}
          </Space>
        }
      />
      {booking && <AgendarDialog paciente={paciente} onClose={() => setBooking(false)} onSaved={() => void procedimentos.refetch()} />}
    </>
  );
}
