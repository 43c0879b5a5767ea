import { lazy, Suspense, type ReactNode } from 'react';
import { Alert, Space, Spin, Typography } from '@clinica/shared/antd';
import { Table } from '@clinica/shared/antd/table';
import { Card, Col, Row } from '@clinica/shared/antd/display';
import { Statistic } from '@clinica/shared/antd/details';
import { useTranslation } from 'react-i18next';
import { formatBRL } from '@clinica/shared';
import { useFluxoCaixa, type SemanaFluxo } from './contas.resource.ts';
import './fluxo-caixa.i18n.ts';

// echarts (~300 KB) loads only when the chart is drawn, never with the tab's first render
const FluxoCaixaGrafico = lazy(() => import('./fluxo-caixa-grafico.tsx'));

const SEMANAS = 12;
const reais = (centavos: number): string => formatBRL(centavos / 100);
const ddmm = (dia: string): string => `${dia.slice(8, 10)}/${dia.slice(5, 7)}`;

/**
 * Fluxo de caixa under Contas a receber / a pagar: the next 12 weeks' pending money in and out by due
 * day (Monday-start weeks), each week's balance, and what is overdue shown apart. The chart is a picture
 * of the table beside it, which screen readers (and everyone) read week by week.
 */
export function FluxoCaixa(): ReactNode {
  const { t } = useTranslation();
  const fluxo = useFluxoCaixa(SEMANAS);
  const m = (key: string, options: Record<string, unknown> = {}) => t(`fluxoCaixa.${key}`, options);
  const dados = fluxo.data;
  const periodo = (s: SemanaFluxo) => m('periodo', { inicio: ddmm(s.inicio), fim: ddmm(s.fim) });
  const soma = (valor: (s: SemanaFluxo) => number) => (dados?.semanas ?? []).reduce((total, s) => total + valor(s), 0);
  const maiorSaida = dados?.semanas.reduce<SemanaFluxo | undefined>((maior, s) => (s.saidas > (maior?.saidas ?? 0) ? s : maior), undefined);
  const cor = (centavos: number) => (centavos < 0 ? '#cf1322' : undefined);

  return (
    <Card size="small" data-testid="fluxo-caixa" title={m('titulo', { semanas: SEMANAS })}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{m('explicacao')}</Typography.Text>
        {fluxo.isError && <Alert type="error" showIcon title={m('erro')} />}
        <section aria-label={m('vencido')} data-testid="fluxo-vencido">
          <Typography.Text strong>{m('vencido')}</Typography.Text> <Typography.Text type="secondary">{m('vencidoFora')}</Typography.Text>
          <Row gutter={[16, 8]} style={{ marginTop: 8 }}>
            <Col xs={12} md={6} data-testid="fluxo-vencido-receber">
              <Statistic title={m('vencidoReceber')} value={dados ? reais(dados.vencido.entradas) : '—'} loading={!dados && !fluxo.isError} />
            </Col>
            <Col xs={12} md={6} data-testid="fluxo-vencido-pagar">
              <Statistic
                title={m('vencidoPagar')}
                value={dados ? reais(dados.vencido.saidas) : '—'}
                loading={!dados && !fluxo.isError}
                styles={{ content: dados?.vencido.saidas ? { color: '#cf1322' } : undefined }}
              />
            </Col>
          </Row>
        </section>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            {dados && (
              <div
                role="img"
                data-testid="fluxo-caixa-grafico"
                aria-label={m('grafico', {
                  semanas: SEMANAS,
                  entradas: reais(soma((s) => s.entradas)),
                  saidas: reais(soma((s) => s.saidas)),
                  saldo: reais(soma((s) => s.saldo)),
                  maiorSaida: maiorSaida ? `${periodo(maiorSaida)} (${reais(maiorSaida.saidas)})` : m('nenhuma'),
                })}
              >
                <Suspense fallback={<Spin style={{ display: 'block', margin: '120px auto' }} />}>
                  <FluxoCaixaGrafico
                    semanas={dados.semanas.map((s) => ddmm(s.inicio))}
                    entradas={dados.semanas.map((s) => s.entradas)}
                    saidas={dados.semanas.map((s) => s.saidas)}
                    saldo={dados.semanas.map((s) => s.saldo)}
                    nomes={{ entradas: m('entradas'), saidas: m('saidas'), saldo: m('saldo') }}
                  />
                </Suspense>
              </div>
            )}
          </Col>
          <Col xs={24} xl={10}>
            <section aria-label={m('tabela')}>
              <Table<SemanaFluxo>
                data-testid="fluxo-caixa-tabela"
                size="small"
                rowKey="inicio"
                loading={fluxo.isFetching && !dados}
                dataSource={dados?.semanas ?? []}
                pagination={false}
                locale={{ emptyText: '—' }}
                columns={[
                  { title: m('semana'), key: 'semana', render: (_v, s) => periodo(s) },
                  { title: m('entradas'), dataIndex: 'entradas', align: 'right', render: (v: number) => reais(v) },
                  { title: m('saidas'), dataIndex: 'saidas', align: 'right', render: (v: number) => reais(v) },
                  {
                    title: m('saldo'),
                    dataIndex: 'saldo',
                    align: 'right',
                    render: (v: number) => <span style={{ color: cor(v) }}>{reais(v)}</span>,
                  },
                  {
                    title: m('saldoAcumulado'),
                    dataIndex: 'saldoAcumulado',
                    align: 'right',
                    render: (v: number) => <span style={{ color: cor(v) }}>{reais(v)}</span>,
                  },
                ]}
              />
            </section>
          </Col>
        </Row>
      </Space>
    </Card>
  );
}
