import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPage } from '@clinica/shared';
import { PacienteList } from '../paciente-list/paciente-list.tsx';

/** /pacientes: find a patient among thousands. */
export default function PacientesPage(): ReactNode {
  const { t } = useTranslation();
  return (
    <AreaPage title={t('pacientes.titulo')}>
      <PacienteList />
    </AreaPage>
  );
}
