import { TAG_COLORS } from '@clinica/shared';
import type { ReactNode } from 'react';
import { Tag } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';
import type { StatusParcela } from './contas.resource.ts';

const COR: Record<StatusParcela, string> = { Pendente: 'blue', PAGO: TAG_COLORS.sucesso, VENCIDO: 'red', CANCELADO: 'default' };

/** An instalment's status (spec 02 §4: 'Pendente' until paid, then 'PAGO'); overdue and cancelled shown as such. */
export function StatusTag({ status }: { status: StatusParcela }): ReactNode {
  const { t } = useTranslation();
  return (
    <Tag color={COR[status]} data-testid="status-parcela">
      {t(`financeiro.contas.status.${status}`)}
    </Tag>
  );
}
