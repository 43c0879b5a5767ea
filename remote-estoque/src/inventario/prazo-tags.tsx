import type { ReactNode } from 'react';
import { Tag } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@clinica/shared';

/** A validade ('YYYY-MM-DD') as dd/mm/aaaa with its expired / expiring-soon flags (spec 01 §5, 6-day window). */
export function ValidadeComPrazo({ validade, vencido, vencendo }: { validade: string | null; vencido: boolean; vencendo: boolean }): ReactNode {
  const { t } = useTranslation();
  if (!validade) return '—';
  return (
    <>
      {formatDate(`${validade}T12:00:00`)}{' '}
      {vencido && (
        <Tag color="red" data-testid="tag-vencido">
          {t('estoque.inventario.vencido')}
        </Tag>
      )}
      {vencendo && (
        <Tag color="orange" data-testid="tag-vencendo">
          {t('estoque.inventario.vencendo')}
        </Tag>
      )}
    </>
  );
}
