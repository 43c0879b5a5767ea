import type { ReactNode } from 'react';
import { Card, Col, Row } from '@clinica/shared/antd/display';
import { Statistic } from '@clinica/shared/antd/details';
import { Table } from '@clinica/shared/antd/table';
import { useTranslation } from 'react-i18next';
import { formatBRL } from '@clinica/shared';
import { Grafico } from './grafico.tsx';
import type { RelatorioProcedimentosRealizados } from './relatorios.resource.ts';

type Linha = RelatorioProcedimentosRealizados['linhas'][number];

/** Finished appointments by procedure and doctor, with their value (centavos from the api). */
export function ProcedimentosRealizadosRelatorio({ dados }: { dados: RelatorioProcedimentosRealizados }): ReactNode {
  const { t } = useTranslation();
  const porProcedimento = [...dados.porProcedimento].reverse(); // the biggest on top of a horizontal bar chart
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic title={t('relatorios.realizados.quantidade')} value={dados.totais.quantidade} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('relatorios.realizados.valor')} value={formatBRL(dados.totais.valorCentavos / 100)} />
        </Col>
      </Row>
      <Card size="small" title={t('relatorios.realizados.porProcedimento')} style={{ marginTop: 16 }}>
        <Grafico
          testId="relatorio-grafico"
          height={Math.max(200, 40 + porProcedimento.length * 28)}
          descricao={t('relatorios.realizados.grafico', {
            total: dados.totais.quantidade,
            procedimentos: dados.porProcedimento.map((p) => `${p.procedimentoNome}: ${p.quantidade}`).join('; '),
          })}
          option={{
            grid: { left: 8, right: 24, top: 8, bottom: 24, containLabel: true },
            xAxis: { type: 'value', minInterval: 1 },
            yAxis: { type: 'category', data: porProcedimento.map((p) => p.procedimentoNome) },
            series: [{ name: t('relatorios.realizados.quantidade'), type: 'bar', color: '#389e0d', data: porProcedimento.map((p) => p.quantidade) }],
          }}
        />
      </Card>
      <Table<Linha>
        data-testid="relatorio-tabela"
        style={{ marginTop: 16 }}
        size="small"
        rowKey={(l) => `${l.procedimentoId}-${l.medicoId}`}
        dataSource={dados.linhas}
        locale={{ emptyText: t('relatorios.vazio') }}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { title: t('relatorios.procedimento'), dataIndex: 'procedimentoNome', key: 'procedimento' },
          { title: t('relatorios.medico'), dataIndex: 'medicoNome', key: 'medico' },
          { title: t('relatorios.realizados.quantidade'), dataIndex: 'quantidade', key: 'quantidade', align: 'right', width: 120 },
          { title: t('relatorios.realizados.valor'), key: 'valor', align: 'right', width: 150, render: (_v, l) => formatBRL(l.valorCentavos / 100) },
        ]}
      />
    </>
  );
}
