import type { ReactNode } from 'react';
import { Alert } from '@clinica/shared/antd';
import { Card, Col, Row } from '@clinica/shared/antd/display';
import { Statistic } from '@clinica/shared/antd/details';
import { Table } from '@clinica/shared/antd/table';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Grafico } from './grafico.tsx';
import { formatTaxa, rotuloPeriodo } from './formato.ts';
import type { Contagem, RelatorioAgendamentos } from './relatorios.resource.ts';

type Linha = RelatorioAgendamentos['linhas'][number];

/** The statuses drawn in the chart, stacked, in the order of the agenda's day. */
const SERIES = [
  ['finalizados', '#389e0d'],
  ['emAtendimento', '#722ed1'],
  ['confirmados', '#1677ff'],
  ['pendentes', '#d4b106'],
  ['faltas', '#fa8c16'],
  ['cancelados', '#cf1322'],
] as const satisfies readonly (readonly [keyof Contagem, string])[];

/** Appointments by period × doctor × procedure × status, with the cancellation and no-show rates. */
export function AgendamentosRelatorio({ dados }: { dados: RelatorioAgendamentos }): ReactNode {
  const { t, i18n } = useTranslation();
  const rotulo = (periodo: string) => rotuloPeriodo(periodo, dados.agrupar, i18n.language);
  const numero = (key: keyof Contagem) => ({ title: t(`relatorios.contagem.${key}`), dataIndex: key, key, align: 'right' as const, width: 110 });
  const columns: ColumnsType<Linha> = [
    { title: t('relatorios.periodo'), dataIndex: 'periodo', key: 'periodo', render: (periodo: string) => rotulo(periodo), width: 110 },
    { title: t('relatorios.medico'), dataIndex: 'medicoNome', key: 'medico' },
    { title: t('relatorios.procedimento'), dataIndex: 'procedimentoNome', key: 'procedimento' },
    numero('total'),
    numero('finalizados'),
    numero('cancelados'),
    numero('faltas'),
    {
      title: t('relatorios.contagem.taxaCancelamento'),
      key: 'taxaCancelamento',
      align: 'right',
      width: 120,
      render: (_v, l) => formatTaxa(l.taxaCancelamento),
    },
    { title: t('relatorios.contagem.taxaFalta'), key: 'taxaFalta', align: 'right', width: 110, render: (_v, l) => formatTaxa(l.taxaFalta) },
  ];
  const descricao = t('relatorios.agendamentos.grafico', {
    total: dados.totais.total,
    periodos: dados.porPeriodo.map((p) => `${rotulo(p.periodo)}: ${p.total}`).join('; '),
  });
  return (
    <>
      <Row gutter={[16, 16]}>
        {(['total', 'finalizados', 'cancelados', 'faltas'] as const).map((key) => (
          <Col key={key} xs={12} md={4}>
            <Statistic title={t(`relatorios.contagem.${key}`)} value={dados.totais[key]} />
          </Col>
        ))}
        <Col xs={12} md={4}>
          <Statistic title={t('relatorios.contagem.taxaCancelamento')} value={formatTaxa(dados.totais.taxaCancelamento)} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title={t('relatorios.contagem.taxaFalta')} value={formatTaxa(dados.totais.taxaFalta)} />
        </Col>
      </Row>
      <Card size="small" title={t('relatorios.agendamentos.porPeriodo')} style={{ marginTop: 16 }}>
        <Grafico
          testId="relatorio-grafico"
          descricao={descricao}
          option={{
            legend: { bottom: 0 },
            grid: { left: 40, right: 16, top: 16, bottom: 56 },
            xAxis: { type: 'category', data: dados.porPeriodo.map((p) => rotulo(p.periodo)) },
            yAxis: { type: 'value', minInterval: 1 },
            series: SERIES.map(([key, color]) => ({
              name: t(`relatorios.contagem.${key}`),
              type: 'bar',
              stack: 'situacao',
              color,
              data: dados.porPeriodo.map((p) => p[key]),
            })),
          }}
        />
      </Card>
      {dados.truncado && <Alert type="warning" showIcon style={{ marginTop: 16 }} title={t('relatorios.truncado')} />}
      <Table<Linha>
        data-testid="relatorio-tabela"
        style={{ marginTop: 16 }}
        size="small"
        rowKey={(l) => `${l.periodo}-${l.medicoId}-${l.procedimentoId}`}
        columns={columns}
        dataSource={dados.linhas}
        locale={{ emptyText: t('relatorios.vazio') }}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: 900 }}
      />
    </>
  );
}
