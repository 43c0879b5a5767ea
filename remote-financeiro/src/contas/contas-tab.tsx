import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Input, Select, Space, Tag, Tooltip, Typography } from '@clinica/shared/antd';
import { Table } from '@clinica/shared/antd/table';
import { Card, Col, Row } from '@clinica/shared/antd/display';
import { Statistic } from '@clinica/shared/antd/details';
import { CheckCircleOutlined, EditOutlined, PlusOutlined, StopOutlined } from '@clinica/shared/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import {
  DiaFiltro,
  apiErrorMessage,
  confirm,
  formatBRL,
  formatDate,
  formatDateTime,
  notify,
  useDebouncedValue,
  usePermission,
  useUrlState,
} from '@clinica/shared';
import {
  FORMAS,
  PAGE_SIZE,
  STATUS,
  useCancelarMutation,
  useContas,
  type FiltroContas,
  type LinhaConta,
  type StatusParcela,
  type TipoConta,
} from './contas.resource.ts';
import { StatusTag } from './status-tag.tsx';
import { FluxoCaixa } from './fluxo-caixa.tsx';

// the forms load when a dialog is first opened, not with the table
const LancamentoDialog = lazy(() => import('./lancamento-dialog.tsx').then((m) => ({ default: m.LancamentoDialog })));
const EditarDialog = lazy(() => import('./editar-dialog.tsx').then((m) => ({ default: m.EditarDialog })));
const PagarDialog = lazy(() => import('./pagar-dialog.tsx').then((m) => ({ default: m.PagarDialog })));

type Dialogo = { tipo: 'lancar' } | { tipo: 'editar'; idReceita: number } | { tipo: 'pagar'; linha: LinhaConta };

export const reais = (centavos: number): string => formatBRL(centavos / 100);
const dia = (iso: string) => formatDate(`${iso}T12:00:00`);

/**
 * Contas a receber (RECEITA) or Contas a pagar (DESPESA): the instalments of the filter (period of due
 * days, status, payment method, patient or supplier: all in the address) with the filter's totals;
 * launching, editing, cancelling an entry and paying a pending instalment, each behind the spec's gate.
 */
export function ContasTab({ tipo }: { tipo: TipoConta }): ReactNode {
  const { t } = useTranslation();
  const [params, update] = useUrlState();
  const page = Number(params.get('pagina') ?? '0');
  const dataInicio = params.get('inicio') ?? undefined;
  const dataFim = params.get('fim') ?? undefined;
  const status = (params.get('status') as StatusParcela | null) ?? undefined;
  const formaPagamento = (params.get('forma') as FiltroContas['formaPagamento']) ?? undefined;
  const [nome, setNome] = useState(params.get('nome') ?? '');
  const nomeFiltro = useDebouncedValue(nome.trim());
  const receber = tipo === 'RECEITA';
  const nomeNoEndereco = params.get('nome') ?? '';
  useEffect(() => {
    if (nomeNoEndereco !== nomeFiltro) update({ nome: nomeFiltro || undefined, pagina: undefined });
    // only what was typed moves the address
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nomeFiltro]);
  const filtro = useMemo(
    (): FiltroContas => ({
      tipoReceita: tipo,
      dataInicio,
      dataFim,
      status,
      formaPagamento,
      ...(receber ? { nomePaciente: nomeFiltro || undefined } : { fornecedor: nomeFiltro || undefined }),
    }),
    [tipo, dataInicio, dataFim, status, formaPagamento, nomeFiltro, receber],
  );
  const periodoInvalido = !!dataInicio && !!dataFim && dataFim < dataInicio;
  const tabela = useContas(filtro, page, !periodoInvalido);
  const result = tabela.data;
  const [dialogo, setDialogo] = useState<Dialogo>();
  const podeCriar = usePermission(receber ? 'CRIAR_RECEITA' : 'CRIAR_DESPESA');
  const podeEditar = usePermission(receber ? 'EDITAR_RECEITA' : 'EDITAR_DESPESA');
  const podeCancelar = usePermission(receber ? 'CANCELAR_RECEITA' : 'CANCELAR_DESPESA');
  const cancelar = useCancelarMutation();
  const m = (key: string, options: Record<string, unknown> = {}) => t(`financeiro.contas.${key}`, options);
  const tipoTexto = receber ? 'receita' : 'despesa';

  const pedirCancelamento = (linha: LinhaConta) =>
    confirm({
      title: m(`cancelar.titulo.${tipoTexto}`),
      content: m('cancelar.texto', { nome: linha.nomeReceita }),
      okText: m('cancelar.sim'),
      okButtonProps: { danger: true },
      cancelText: m('cancelar.nao'),
      onOk: async () => {
        try {
          await cancelar.mutateAsync(linha.idReceita);
          notify.success(m('cancelar.feito', { nome: linha.nomeReceita }));
        } catch (error) {
          notify.error(apiErrorMessage(error) ?? m('erroGenerico'), { title: m('erroTitulo') });
        }
      },
    });

  const columns: ColumnsType<LinhaConta> = [
    { title: m('colunas.vencimento'), dataIndex: 'vencimento', width: 120, render: (v: string) => dia(v) },
    {
      title: m('colunas.descricao'),
      key: 'descricao',
      render: (_v, linha) => (
        <Space orientation="vertical" size={0}>
          <Space size={4} wrap>
            <Typography.Text strong>{linha.nomeReceita}</Typography.Text>
            {linha.cancelada && (
              <Tag color="default" data-testid="lancamento-cancelado">
                {m('lancamentoCancelado')}
              </Tag>
            )}
          </Space>
          <Typography.Text type="secondary">
            {linha.tipoLancamento === 'ENTRADA'
              ? m('entrada')
              : linha.ocorrencia === 'UNICA'
                ? m('ocorrencias.UNICA')
                : m('parcelaDe', { parcela: linha.parcela, total: linha.quantidadeParcela })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: receber ? m('colunas.paciente') : m('colunas.fornecedor'),
      key: 'quem',
      render: (_v, linha) => (receber ? (linha.nomePaciente ?? '—') : (linha.fornecedor ?? '—')),
    },
    { title: m('colunas.forma'), dataIndex: 'formaPagamento', width: 110, render: (v: string | null) => (v ? m(`formas.${v}`) : '—') },
    { title: m('colunas.valor'), dataIndex: 'valorReceita', width: 130, align: 'right', render: (v: number) => reais(v) },
    { title: m('colunas.status'), dataIndex: 'status', width: 110, render: (s: StatusParcela) => <StatusTag status={s} /> },
    {
      title: receber ? m('colunas.recebido') : m('colunas.pago'),
      key: 'pagamento',
      render: (_v, linha) =>
        linha.diaPagamento ? (
          <span data-testid="pagamento">
            {formatDateTime(linha.diaPagamento)}
            {linha.resposavelRecebimento && <Typography.Text type="secondary"> · {linha.resposavelRecebimento}</Typography.Text>}
          </span>
        ) : (
          '—'
        ),
    },
    {
      title: m('colunas.acoes'),
      key: 'acoes',
      width: 130,
      render: (_v, linha) => (
        <Space size={0}>
          {podeEditar && !linha.cancelada && (linha.status === 'Pendente' || linha.status === 'VENCIDO') && (
            <Tooltip title={m('pagar.acao')}>
              <Button
                type="text"
                icon={<CheckCircleOutlined />}
                aria-label={m('pagar.acaoItem', { nome: linha.nomeReceita, parcela: linha.parcela })}
                onClick={() => setDialogo({ tipo: 'pagar', linha })}
              />
            </Tooltip>
          )}
          {podeEditar && !linha.cancelada && (
            <Tooltip title={m('editar.acao')}>
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={m('editar.acaoItem', { nome: linha.nomeReceita })}
                onClick={() => setDialogo({ tipo: 'editar', idReceita: linha.idReceita })}
              />
            </Tooltip>
          )}
          {podeCancelar && !linha.cancelada && linha.status !== 'PAGO' && (
            <Tooltip title={m('cancelar.acao')}>
              <Button
                type="text"
                danger
                icon={<StopOutlined />}
                aria-label={m('cancelar.acaoItem', { nome: linha.nomeReceita })}
                onClick={() => pedirCancelamento(linha)}
              />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  const totais = result?.totais;
  const total = (titulo: string, valor: number | undefined, testId: string, cor?: string) => (
    <Col xs={12} md={6}>
      <Card size="small" data-testid={testId}>
        <Statistic title={titulo} value={valor === undefined ? '—' : reais(valor)} loading={!totais} styles={{ content: cor ? { color: cor } : undefined }} />
      </Card>
    </Col>
  );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid={receber ? 'contas-receber' : 'contas-pagar'}>
      <Space wrap align="center" style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <DiaFiltro label={m('filtro.inicio')} value={dataInicio} onChange={(d) => update({ inicio: d, pagina: undefined })} />
          <DiaFiltro label={m('filtro.fim')} value={dataFim} onChange={(d) => update({ fim: d, pagina: undefined })} />
          <Select<StatusParcela>
            aria-label={m('filtro.status')}
            placeholder={m('filtro.status')}
            allowClear
            style={{ width: 150 }}
            value={status}
            options={STATUS.map((s) => ({ value: s, label: m(`status.${s}`) }))}
            onChange={(s) => update({ status: s, pagina: undefined })}
          />
          <Select
            aria-label={m('filtro.forma')}
            placeholder={m('filtro.forma')}
            allowClear
            style={{ width: 150 }}
            value={formaPagamento ?? undefined}
            options={FORMAS.map((f) => ({ value: f, label: m(`formas.${f}`) }))}
            onChange={(f: string | undefined) => update({ forma: f, pagina: undefined })}
          />
          <Input.Search
            aria-label={receber ? m('filtro.paciente') : m('filtro.fornecedor')}
            placeholder={receber ? m('filtro.paciente') : m('filtro.fornecedor')}
            allowClear
            style={{ width: 240 }}
            value={nome}
            onChange={(event) => setNome(event.target.value)}
          />
        </Space>
        {podeCriar && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialogo({ tipo: 'lancar' })}>
            {m(`novo.${tipoTexto}`)}
          </Button>
        )}
      </Space>
      {periodoInvalido && <Alert type="warning" showIcon title={m('periodoInvalido')} />}
      {tabela.isError && !periodoInvalido && <Alert type="error" showIcon title={m('erroLista')} />}
      <Row gutter={[16, 16]} data-testid="contas-totais">
        {total(m('totais.total'), totais?.total, 'total-geral')}
        {total(receber ? m('totais.recebido') : m('totais.pago'), totais?.pago, 'total-pago', '#389e0d')}
        {total(m('totais.pendente'), totais?.pendente, 'total-pendente')}
        {total(m('totais.vencido'), totais?.vencido, 'total-vencido', '#cf1322')}
      </Row>
      <Table<LinhaConta>
        rowKey="id"
        size="middle"
        data-testid={receber ? 'tabela-receber' : 'tabela-pagar'}
        loading={tabela.isFetching}
        columns={columns}
        dataSource={periodoInvalido ? [] : (result?.content ?? [])}
        onRow={(linha) => ({ style: linha.cancelada ? { opacity: 0.6, textDecoration: 'line-through' } : undefined })}
        locale={{ emptyText: m(`nenhuma.${tipoTexto}`) }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: result?.totalElements ?? 0,
          showSizeChanger: false,
          showTotal: (count) => m('total', { count }),
          onChange: (next) => update({ pagina: next > 1 ? String(next - 1) : undefined }),
        }}
      />
      <FluxoCaixa />
      {dialogo && (
        <Suspense fallback={null}>
          {dialogo.tipo === 'lancar' ? (
            <LancamentoDialog tipo={tipo} onClose={() => setDialogo(undefined)} />
          ) : dialogo.tipo === 'editar' ? (
            <EditarDialog idReceita={dialogo.idReceita} onClose={() => setDialogo(undefined)} />
          ) : (
            <PagarDialog
              parcela={{
                id: dialogo.linha.id,
                nome: dialogo.linha.nomeReceita,
                parcela: dialogo.linha.parcela,
                valor: dialogo.linha.valorReceita,
                formaPagamento: dialogo.linha.formaPagamento,
              }}
              onClose={() => setDialogo(undefined)}
            />
          )}
        </Suspense>
      )}
    </Space>
  );
}
