import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ComingSoon, recordTabs } from '@clinica/shared';
import { manifest } from '../manifest.ts';

const labelKey = recordTabs([manifest]).find((tab) => tab.path === 'prescricoes')?.labelKey ?? 'prescricoes';

/** The record's Prescrições (spec 02 section 2.11): its screen lands with the clinical documents issue. */
export default function Tab(): ReactNode {
  const { t } = useTranslation();
  return <ComingSoon title={t(labelKey)} />;
}
