import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ComingSoon, recordTabs } from '@clinica/shared';
import { manifest } from '../manifest.ts';

const labelKey = recordTabs([manifest]).find((tab) => tab.path === 'atestado')?.labelKey ?? 'atestado';

/** The record's Atestado (spec 02 section 2.10): its screen lands with the clinical documents issue. */
export default function Tab(): ReactNode {
  const { t } = useTranslation();
  return <ComingSoon title={t(labelKey)} />;
}
