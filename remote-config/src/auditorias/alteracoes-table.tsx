import type { ReactNode } from 'react';
import { Typography } from '@clinica/shared/antd';
import { Table } from '@clinica/shared/antd/table';
import { useTranslation } from 'react-i18next';
import type { AuditoriaLinha } from './auditorias.resource.ts';
import { valorEm } from './valor-auditoria.ts';

type Alteracao = AuditoriaLinha['alteracoes'][number];

/** A row's field-level changes, old → new, fields in Portuguese words, values as the language in use writes them. */
export function AlteracoesTable({ linha }: { linha: AuditoriaLinha }): ReactNode {
  const { t, i18n } = useTranslation();
  const vazio = <Typography.Text type="secondary">{t('auditorias.vazio')}</Typography.Text>;
  const valor = (a: Alteracao, lado: 'antes' | 'depois') =>
    a.oculto ? <Typography.Text type="secondary">{t('auditorias.oculto')}</Typography.Text> : (valorEm(a, lado, i18n.language, t) ?? vazio);
  if (linha.alteracoes.length === 0) return <Typography.Text type="secondary">{t('auditorias.semAlteracoes')}</Typography.Text>;
  return (
    <Table<Alteracao>
      size="small"
      pagination={false}
      rowKey="campo"
      data-testid={`alteracoes-${linha.id}`}
      dataSource={linha.alteracoes}
      columns={[
        { title: t('auditorias.campo'), dataIndex: 'rotulo', key: 'rotulo' },
        { title: t('auditorias.antes'), key: 'antes', render: (_v, a) => valor(a, 'antes') },
        { title: t('auditorias.depois'), key: 'depois', render: (_v, a) => valor(a, 'depois') },
      ]}
    />
  );
}
