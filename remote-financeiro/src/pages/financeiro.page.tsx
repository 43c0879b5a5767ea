import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPage } from '@clinica/shared';
import { manifest } from '../manifest.ts';

/** Area frame: heading and sub-navigation (the tabs of the manifest); the host routes each tab below it. */
export default function FinanceiroPage(): ReactNode {
  const { t } = useTranslation();
  return <AreaPage title={t('menu.financeiro')} manifest={manifest} />;
}
