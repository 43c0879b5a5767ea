import type { ReactNode } from 'react';
import { Space, Tag, Typography } from '@clinica/shared/antd';
import { CheckCircleFilled, FlagFilled } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { STATUS_AGENDAMENTO } from './agendamento.resource.ts';
import { STATUS_COLORS } from './status.ts';

/** What the calendar's colours and marks mean. */
export function StatusLegend(): ReactNode {
  const { t } = useTranslation();
  return (
    <Space wrap size={[4, 4]} data-testid="agenda-legenda" aria-label={t('agendamento.agenda.legenda')}>
      <Typography.Text type="secondary">{t('agendamento.agenda.legenda')}:</Typography.Text>
      {STATUS_AGENDAMENTO.map((status) => (
        <Tag key={status} color={STATUS_COLORS[status]}>
          {t(`agendamento.status.${status}`)}
        </Tag>
      ))}
      <Tag icon={<CheckCircleFilled />}>{t('agendamento.agenda.chegou')}</Tag>
      <Tag icon={<FlagFilled />}>{t('agendamento.agenda.excecao')}</Tag>
    </Space>
  );
}
