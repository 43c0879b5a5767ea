import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPage } from '@clinica/shared';
import { manifest } from '../manifest.ts';

/** /logs (Auditorias): the audit trail (/logs/trilha), and one patient's accesses (/logs/paciente?paciente=ID), as the manifest declares them. */
export default function LogsPage(): ReactNode {
  const { t } = useTranslation();
  return <AreaPage title={t('logs.titulo')} manifest={manifest} />;
}
