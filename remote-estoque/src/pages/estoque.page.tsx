import '@clinica/tooling/singleton-probe';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPage, ESTOQUE_TABS } from '@clinica/shared';

/** Area frame: heading and sub-navigation; the host routes each tab below it. */
export default function EstoquePage(): ReactNode {
  const { t } = useTranslation();
  return <AreaPage title={t('menu.estoque')} basePath="/estoque" tabs={ESTOQUE_TABS} />;
}
