import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPage } from '@clinica/shared';
import { AgendaScreen } from '../agenda/agenda-screen.tsx';

/** /agendamentos: the clinic's agenda. */
export default function AgendamentosPage(): ReactNode {
  const { t } = useTranslation();
  return (
    <AreaPage title={t('agenda.titulo')}>
      <AgendaScreen />
    </AreaPage>
  );
}
