import type { ReactNode } from 'react';
import { Typography } from '@clinica/shared/antd';
import { Card, Col, Row } from '@clinica/shared/antd/display';
import { Statistic } from '@clinica/shared/antd/details';
import { Table } from '@clinica/shared/antd/table';
import { useTranslation } from 'react-i18next';
import { formatBRL } from '@clinica/shared';
import { Grafico } from './grafico.tsx';
import { rotuloPeriodo } from './formato.ts';
import type { RelatorioReceita } from './relatorios.resource.ts';

type PorProcedimento = RelatorioReceita['porProcedimento'][number];
type PorMedico = RelatorioReceita['porMedico'][number];
type Linha = RelatorioReceita['linhas'][number];

const reais = (centavos: number): string => formatBRL(centavos / 100);

/** Receipts (paid instalments of receivables) by month, by procedure and by doctor (centavos from the api). */
export function ReceitaRelatorio({ dados }: { dados: RelatorioReceita }): ReactNode {
  const { t, i18n } = useTranslation();
  const m = (key: string, options: Record<string, unknown> = {}) => t(`relatorios.receita.${key}`, options);
  const rotulo = (mes: string) => rotuloPeriodo(mes, 'mes', i18n.language);
  const colunasValor = [
    { title: m('quantidade'), dataIndex: 'quantidade', key: 'quantidade', align: 'right' as const, width: 110 },
    { title: m('valor'), key: 'valor', align: 'right' as const, width: 140, render: (_v: unknown, l: { valorCentavos: number }) => reais(l.valorCentavos) },
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">{m('explicacao')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6} data-testid="receita-total">
          <Statistic title={m('total')} value={reais(dados.totais.valorCentavos)} />
        </Col>
        <Col xs={12} md={6} data-testid="receita-quantidade">
          <Statistic title={m('quantidade')} value={dados.totais.quantidade} />
        </Col>
      </Row>
      <Card size="small" title={m('porMes')} style={{ marginTop: 16 }}>
        <Grafico
          testId="relatorio-grafico"
          descricao={m('grafico', {
            total: reais(dados.totais.valorCentavos),
            meses: dados.porMes.map((mes) => `${rotulo(mes.mes)}: ${reais(mes.valorCentavos)}`).join('; '),
          })}
          option={{
            grid: { left: 8, right: 16, top: 16, bottom: 32 },
            tooltip: { trigger: 'axis', className: 'relatorio-grafico-dica', valueFormatter: (v: unknown) => formatBRL(Number(v)) },
            xAxis: { type: 'category', data: dados.porMes.map((mes) => rotulo(mes.mes)) },
            yAxis: { type: 'value', axisLabel: { formatter: (v: number) => formatBRL(v) } },
            series: [{ name: m('valor'), type: 'bar', color: '#389e0d', data: dados.porMes.map((mes) => mes.valorCentavos / 100) }],
          }}
        />
      </Card>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={12}>
          <Card size="small" title={m('porProcedimento')}>
            <Table<PorProcedimento>
              data-testid="receita-por-procedimento"
              size="small"
              rowKey={(p) => p.procedimentoId ?? 'sem-orcamento'}
              dataSource={dados.porProcedimento}
              pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
              locale={{ emptyText: t('relatorios.vazio') }}
              columns={[{ title: t('relatorios.procedimento'), dataIndex: 'procedimentoNome', key: 'procedimento' }, ...colunasValor]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={m('porMedico')}>
            <Table<PorMedico>
              data-testid="receita-por-medico"
              size="small"
              rowKey={(p) => p.medicoId ?? 'sem-orcamento'}
              dataSource={dados.porMedico}
              pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
              locale={{ emptyText: t('relatorios.vazio') }}
              columns={[{ title: t('relatorios.medico'), dataIndex: 'medicoNome', key: 'medico' }, ...colunasValor]}
            />
          </Card>
        </Col>
      </Row>
      <Table<Linha>
        data-testid="relatorio-tabela"
        style={{ marginTop: 16 }}
        size="small"
        rowKey={(l) => `${l.mes}-${l.procedimentoId ?? 0}-${l.medicoId ?? 0}`}
        dataSource={dados.linhas}
        locale={{ emptyText: t('relatorios.vazio') }}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { title: m('mes'), dataIndex: 'mes', key: 'mes', width: 110, render: (mes: string) => rotulo(mes) },
          { title: t('relatorios.procedimento'), dataIndex: 'procedimentoNome', key: 'procedimento' },
          { title: t('relatorios.medico'), dataIndex: 'medicoNome', key: 'medico' },
          ...colunasValor,
        ]}
      />
    </>
  );
}
