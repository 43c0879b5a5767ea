import type { ReactNode } from 'react';
import { Alert, Typography } from '@clinica/shared/antd';
import { Table } from '@clinica/shared/antd/table';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@clinica/shared';
import { useLotesUsados, type LoteUsado } from './lotes-usados.resource.ts';

/**
 * Lot traceability in the record (Agendamentos tab): each stock product used on the patient in this
 * procedure with its lot, validade, the quantity that stayed (net of returns), when and by whom.
 */
export function LotesUsados({ pacienteId, procedimentoId }: { pacienteId: number; procedimentoId: number }): ReactNode {
  const { t } = useTranslation();
  const lotes = useLotesUsados(pacienteId, procedimentoId);
  const columns: ColumnsType<LoteUsado> = [
    { title: t('paciente.ficha.lotes.data'), dataIndex: 'horario', render: (value: string) => formatDateTime(value) },
    { title: t('paciente.ficha.lotes.produto'), dataIndex: 'nomeProduto' },
    { title: t('paciente.ficha.lotes.lote'), dataIndex: 'lote' },
    { title: t('paciente.ficha.lotes.validade'), dataIndex: 'validade', render: (value: string) => formatDate(`${value}T12:00:00`) },
    { title: t('paciente.ficha.lotes.quantidade'), key: 'quantidade', align: 'right', render: (_v, l) => `${l.quantidade} ${l.unidade}` },
    { title: t('paciente.ficha.lotes.porQuem'), dataIndex: 'usuario', render: (value: string | null) => value ?? '—' },
  ];
  return (
    <section data-testid="lotes-usados" style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{t('paciente.ficha.lotes.titulo')}</Typography.Title>
      {lotes.isError ? (
        <Alert type="error" showIcon title={t('paciente.ficha.lotes.erro')} />
      ) : (
        <Table<LoteUsado>
          rowKey="saidaId"
          size="small"
          loading={lotes.isLoading}
          columns={columns}
          dataSource={lotes.data ?? []}
          locale={{ emptyText: t('paciente.ficha.lotes.vazio') }}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 700 }}
        />
      )}
    </section>
  );
}
