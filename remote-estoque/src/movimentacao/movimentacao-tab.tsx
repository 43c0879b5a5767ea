import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Space, Tag, Tooltip, Typography } from '@clinica/shared/antd';
import { Table } from '@clinica/shared/antd/table';
import { PlusOutlined, RollbackOutlined } from '@clinica/shared/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { DiaFiltro, formatDate, formatDateTime, useUrlState } from '@clinica/shared';
import { ProdutoSelect } from '../produtos/index.ts';
import { ExportarMovimentacao } from './exportar-movimentacao.tsx';
import { PAGE_SIZE, useMovimentacoes, type FiltroMovimentacao, type Movimentacao, type TipoTabela } from './movimentacao.resource.ts';

// the forms (and the GS1 parser) load when a dialog is first opened, not with the table
const EntradaDialog = lazy(() => import('./entrada-dialog.tsx').then((m) => ({ default: m.EntradaDialog })));
const SaidaDialog = lazy(() => import('./saida-dialog.tsx').then((m) => ({ default: m.SaidaDialog })));
const DevolucaoDialog = lazy(() => import('./devolucao-dialog.tsx').then((m) => ({ default: m.DevolucaoDialog })));

type Dialogo = { tipo: 'lancar' } | { tipo: 'devolver'; saida: Movimentacao };

/** The lot's validade with its flags (spec 01 §5: expired on the day or before, expiring within 6 days). */
function Validade({ mov }: { mov: Movimentacao }): ReactNode {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      {formatDate(`${mov.validade}T12:00:00`)}
      {mov.vencido && (
        <Tag color="red" data-testid="tag-vencido">
          {t('estoque.movimentacao.vencido')}
        </Tag>
      )}
      {mov.vencendo && (
        <Tag color="orange" data-testid="tag-vencendo">
          {t('estoque.movimentacao.vencendo')}
        </Tag>
      )}
    </Space>
  );
}

/** What an exit took, lot by lot (first-expired-first-out unless one was chosen). */
function SaidaLancada({ movimentos, onClose }: { movimentos: Movimentacao[]; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const primeiro = movimentos[0];
  if (!primeiro) return null;
  return (
    <Alert
      type="success"
      showIcon
      closable={{ onClose }}
      data-testid="saida-lancada"
      title={t('estoque.movimentacao.saidaLancada', { produto: primeiro.nomeProduto })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {movimentos.map((mov) => (
            <li key={mov.id}>
              {t('estoque.movimentacao.saidaDoLote', {
                quantidade: mov.quantidade,
                unidade: mov.unidade,
                lote: mov.lote,
                validade: formatDate(`${mov.validade}T12:00:00`),
              })}
            </li>
          ))}
        </ul>
      }
    />
  );
}

/**
 * 'Movimentação de entrada' or 'de saída': the paged table of the period and product (in the address),
 * launching a movement, the return of an exit, and the export of the period's movements.
 */
export function MovimentacaoTab({ tipo }: { tipo: TipoTabela }): ReactNode {
  const { t } = useTranslation();
  const [params, update] = useUrlState();
  const page = Number(params.get('pagina') ?? '0');
  const dataInicio = params.get('inicio') ?? undefined;
  const dataFim = params.get('fim') ?? undefined;
  const produtoId = params.get('produto') ? Number(params.get('produto')) : undefined;
  const filtro = useMemo((): FiltroMovimentacao => ({ dataInicio, dataFim, produtoId }), [dataInicio, dataFim, produtoId]);
  const periodoInvalido = !!dataInicio && !!dataFim && dataFim < dataInicio;
  const tabela = useMovimentacoes(tipo, filtro, page, !periodoInvalido);
  const result = tabela.data;
  const [dialogo, setDialogo] = useState<Dialogo>();
  const [lancada, setLancada] = useState<Movimentacao[]>();
  const entrada = tipo === 'ENTRADA';
  const m = (key: string) => t(`estoque.movimentacao.${key}`);

  const columns: ColumnsType<Movimentacao> = [
    { title: m('colunas.data'), dataIndex: 'horario', width: 140, render: (horario: string) => formatDateTime(horario) },
    { title: m('colunas.produto'), dataIndex: 'nomeProduto', render: (nome: string) => <Typography.Text strong>{nome}</Typography.Text> },
    { title: m('colunas.quantidade'), key: 'quantidade', width: 120, render: (_v, mov) => `${mov.quantidade} ${mov.unidade}` },
    { title: m('colunas.lote'), dataIndex: 'lote', width: 120 },
    { title: m('colunas.validade'), key: 'validade', width: 190, render: (_v, mov) => <Validade mov={mov} /> },
    ...(entrada ? [{ title: m('colunas.fabricante'), dataIndex: 'fabricante', render: (v: string | null) => v ?? '—' }] : []),
    { title: m('colunas.setor'), dataIndex: 'setor', render: (v: string | null) => v ?? '—' },
    ...(entrada
      ? []
      : [
          { title: m('colunas.paciente'), key: 'paciente', render: (_v: unknown, mov: Movimentacao) => mov.paciente?.nome ?? '—' },
          { title: m('colunas.procedimento'), key: 'procedimento', render: (_v: unknown, mov: Movimentacao) => mov.procedimento?.nome ?? '—' },
          {
            title: m('colunas.devolvido'),
            dataIndex: 'devolvido',
            width: 110,
            render: (devolvido: number, mov: Movimentacao) => <span data-testid="devolvido">{devolvido > 0 ? `${devolvido} ${mov.unidade}` : '—'}</span>,
          },
        ]),
    { title: m('colunas.usuario'), dataIndex: 'usuario', render: (v: string | null) => v ?? '—' },
    ...(entrada
      ? [{ title: m('colunas.observacao'), dataIndex: 'observacao', ellipsis: true, render: (v: string | null) => v ?? '' }]
      : [
          {
            key: 'acoes',
            width: 60,
            render: (_v: unknown, mov: Movimentacao) =>
              mov.quantidade > mov.devolvido && (
                <Tooltip title={m('devolver')}>
                  <Button
                    type="text"
                    icon={<RollbackOutlined />}
                    aria-label={t('estoque.movimentacao.devolverItem', { produto: mov.nomeProduto, lote: mov.lote })}
                    onClick={() => setDialogo({ tipo: 'devolver', saida: mov })}
                  />
                </Tooltip>
              ),
          },
        ]),
  ];

  const total = result ? (result.totalLimitado ? Math.max(result.totalElements, (page + 1) * PAGE_SIZE + 1) : result.totalElements) : 0;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid={entrada ? 'movimentacao-entrada' : 'movimentacao-saida'}>
      <Space wrap align="center" style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <DiaFiltro label={m('filtro.inicio')} value={dataInicio} onChange={(dia) => update({ inicio: dia, pagina: undefined })} />
          <DiaFiltro label={m('filtro.fim')} value={dataFim} onChange={(dia) => update({ fim: dia, pagina: undefined })} />
          <ProdutoSelect
            id={`filtro-produto-${tipo}`}
            value={produtoId}
            allowClear
            placeholder={m('filtro.produto')}
            style={{ width: 260 }}
            onChange={(id) => update({ produto: id === undefined ? undefined : String(id), pagina: undefined })}
          />
        </Space>
        <Space wrap>
          <ExportarMovimentacao filtro={filtro} disabled={periodoInvalido} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialogo({ tipo: 'lancar' })}>
            {entrada ? m('novaEntrada') : m('novaSaida')}
          </Button>
        </Space>
      </Space>
      {periodoInvalido && <Alert type="warning" showIcon title={m('periodoInvalido')} />}
      {lancada && <SaidaLancada movimentos={lancada} onClose={() => setLancada(undefined)} />}
      {tabela.isError && !periodoInvalido && <Alert type="error" showIcon title={m('erroLista')} />}
      {result?.totalLimitado && <Alert type="info" showIcon title={m('totalLimitado')} />}
      <Table<Movimentacao>
        rowKey="id"
        size="middle"
        data-testid={entrada ? 'tabela-entradas' : 'tabela-saidas'}
        loading={tabela.isFetching}
        columns={columns}
        dataSource={periodoInvalido ? [] : (result?.content ?? [])}
        locale={{ emptyText: entrada ? m('nenhumaEntrada') : m('nenhumaSaida') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: () => (result?.totalLimitado ? m('totalMaisDe') : t('estoque.movimentacao.total', { count: result?.totalElements ?? 0 })),
          onChange: (next) => update({ pagina: next > 1 ? String(next - 1) : undefined }),
        }}
      />
      {dialogo && (
        <Suspense fallback={null}>
          {dialogo.tipo === 'devolver' ? (
            <DevolucaoDialog saida={dialogo.saida} onClose={() => setDialogo(undefined)} />
          ) : entrada ? (
            <EntradaDialog onClose={() => setDialogo(undefined)} />
          ) : (
            <SaidaDialog onClose={() => setDialogo(undefined)} onLancada={setLancada} />
          )}
        </Suspense>
      )}
    </Space>
  );
}
