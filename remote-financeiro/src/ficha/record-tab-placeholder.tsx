import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ComingSoon, recordTabs, type RecordTabProps } from '@clinica/shared';
import { manifest } from '../manifest.ts';

/** A record tab this remote declares whose screen lands with the finance issue: its label, and a short note. */
export function recordTabPlaceholder(path: string): ComponentType<RecordTabProps> {
  const labelKey = recordTabs([manifest]).find((tab) => tab.path === path)?.labelKey ?? path;
  function RecordTabPlaceholder(): ReactNode {
    const { t } = useTranslation();
    return <ComingSoon title={t(labelKey)} />;
  }
  return RecordTabPlaceholder;
}
