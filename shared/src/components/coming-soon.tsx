import type { ComponentType, ReactNode } from 'react';
import { Empty } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';
import { AreaPage } from './area-page.tsx';

/** Body of an area whose screens land in a later issue. */
export function ComingSoon({ title }: { title: string }): ReactNode {
  const { t } = useTranslation();
  return <Empty description={<span data-testid="area-body">{`${title} — ${t('area.emConstrucao')}`}</span>} />;
}

/** A tab page whose screens land in a later issue (the area heading and tabs are already there). */
export function comingSoonPage(titleKey: string): ComponentType {
  function ComingSoonPage(): ReactNode {
    const { t } = useTranslation();
    return <ComingSoon title={t(titleKey)} />;
  }
  return ComingSoonPage;
}

/** An area page whose screens land in a later issue: its heading and a short note. */
export function comingSoonArea(titleKey: string): ComponentType {
  function ComingSoonArea(): ReactNode {
    const { t } = useTranslation();
    return (
      <AreaPage title={t(titleKey)}>
        <ComingSoon title={t(titleKey)} />
      </AreaPage>
    );
  }
  return ComingSoonArea;
}
