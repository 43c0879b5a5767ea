import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPage, manifestTabs } from '@clinica/shared';
import { manifest } from '../manifest.ts';

const TABS = manifestTabs(manifest, '/estoque');

/** Area frame: heading and sub-navigation (the tabs of the manifest); the host routes each tab below it. */
export default function EstoquePage(): ReactNode {
  const { t } = useTranslation();
  return <AreaPage title={t('menu.estoque')} basePath="/estoque" tabs={TABS} />;
}
