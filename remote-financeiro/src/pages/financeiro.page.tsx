import '@clinica/tooling/singleton-probe';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPage, FINANCEIRO_TABS } from '@clinica/shared';

/** Area frame: heading and sub-navigation; the host routes each tab below it. */
export default function FinanceiroPage(): ReactNode {
  const { t } = useTranslation();
  return <AreaPage title={t('menu.financeiro')} basePath="/financeiro" tabs={FINANCEIRO_TABS} />;
}
