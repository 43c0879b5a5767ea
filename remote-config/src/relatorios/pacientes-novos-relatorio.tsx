import type { ReactNode } from 'react';
import { Card, Col, Row } from '@clinica/shared/antd/display';
import { Statistic } from '@clinica/shared/antd/details';
import { Table } from '@clinica/shared/antd/table';
import { useTranslation } from 'react-i18next';
import { Grafico } from './grafico.tsx';
import { formatTaxa, rotuloPeriodo } from './formato.ts';
import type { RelatorioPacientesNovos } from './relatorios.resource.ts';

type Atracao = RelatorioPacientesNovos['porAtracao'][number];

/** New patients by month and by 'Como conheceu'. */
export function PacientesNovosRelatorio({ dados }: { dados: RelatorioPacientesNovos }): ReactNode {
  const { t, i18n } = useTranslation();
  const rotulo = (mes: string) => rotuloPeriodo(mes, 'mes', i18n.language);
  return (
    <>
      <Statistic title={t('relatorios.pacientesNovos.total')} value={dados.total} />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={14}>
          <Card size="small" title={t('relatorios.pacientesNovos.porMes')}>
            <Grafico
              testId="relatorio-grafico"
              descricao={t('relatorios.pacientesNovos.grafico', {
                total: dados.total,
                meses: dados.porMes.map((m) => `${rotulo(m.mes)}: ${m.quantidade}`).join('; '),
              })}
              option={{
                grid: { left: 40, right: 16, top: 16, bottom: 32 },
                xAxis: { type: 'category', data: dados.porMes.map((m) => rotulo(m.mes)) },
                yAxis: { type: 'value', minInterval: 1 },
                series: [{ name: t('relatorios.pacientesNovos.pacientes'), type: 'bar', color: '#13a8a8', data: dados.porMes.map((m) => m.quantidade) }],
              }}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={t('relatorios.pacientesNovos.porAtracao')}>
            <Table<Atracao>
              data-testid="relatorio-tabela"
              size="small"
              rowKey={(a) => a.atracaoId ?? 'nao-informado'}
              dataSource={dados.porAtracao}
              pagination={false}
              locale={{ emptyText: t('relatorios.vazio') }}
              columns={[
                { title: t('relatorios.pacientesNovos.atracao'), dataIndex: 'atracaoNome', key: 'atracao' },
                { title: t('relatorios.pacientesNovos.pacientes'), dataIndex: 'quantidade', key: 'quantidade', align: 'right', width: 100 },
                { title: '%', key: 'percentual', align: 'right', width: 90, render: (_v, a) => formatTaxa(a.percentual) },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
