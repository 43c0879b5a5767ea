import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Alert, Button, Input, Segmented, Space, Tag, Typography } from '@clinica/shared/antd';
import { Card } from '@clinica/shared/antd/display';
import { Table } from '@clinica/shared/antd/table';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { foldText, useDebouncedValue, usePermission, useUrlState } from '@clinica/shared';
import { useLotesDoProduto, useInventario, type Ajuste, type LoteInventario, type ProdutoInventario } from './inventario.resource.ts';
import { ValidadeComPrazo } from './prazo-tags.tsx';

// the stocktake's form (and the form libraries) load when a count is started
const ContagemDialog = lazy(() => import('./contagem-dialog.tsx'));

/** What the list shows: every product, those below their minimum, or those with a lot expired or expiring (Início's tiles link here). */
export const FILTROS = ['todos', 'abaixo', 'vencendo'] as const;
export type FiltroInventario = (typeof FILTROS)[number];

const passa = (filtro: FiltroInventario) => (p: ProdutoInventario) =>
  filtro === 'abaixo' ? p.ativo && p.abaixoEstoque : filtro === 'vencendo' ? p.vencido || p.vencendo : true;

/** Balance per product (first expiry and its flags); a product opens to its lots, where the stocktake starts. */
export function SaldoCard(): ReactNode {
  const { t } = useTranslation();
  const inventario = useInventario();
  const [params, update] = useUrlState();
  const filtro: FiltroInventario = FILTROS.find((f) => f === params.get('filtro')) ?? 'todos';
  const [texto, setTexto] = useState(params.get('busca') ?? '');
  const busca = foldText(useDebouncedValue(texto).trim());
  const mostrados = (inventario.data ?? []).filter(passa(filtro)).filter((p) => !busca || foldText(p.nomeProduto).includes(busca));

  const columns: ColumnsType<ProdutoInventario> = [
    {
      title: t('estoque.inventario.produto'),
      dataIndex: 'nomeProduto',
      render: (nome: string, p) => (
        <Space size={4} wrap>
          <Typography.Text strong>{nome}</Typography.Text>
          {!p.ativo && <Tag>{t('estoque.inventario.inativo')}</Tag>}
          {p.ativo && p.abaixoEstoque && (
            <Tag color="red" data-testid="tag-abaixo">
              {t('estoque.inventario.abaixoMinimo')}
            </Tag>
          )}
        </Space>
      ),
    },
    { title: t('estoque.inventario.total'), dataIndex: 'totalEstoque', align: 'right', render: (total: number, p) => `${total} ${p.unidade}` },
    { title: t('estoque.inventario.minimo'), dataIndex: 'estoqueMinimo', align: 'right' },
    {
      title: t('estoque.inventario.proximaValidade'),
      dataIndex: 'proximaValidade',
      render: (_v, p) =>
        p.proximaValidade ? <ValidadeComPrazo validade={p.proximaValidade} vencido={p.vencido} vencendo={p.vencendo} /> : t('estoque.inventario.semEstoque'),
    },
  ];

  return (
    <Card
      title={t('estoque.inventario.saldoTitulo')}
      extra={
        <Segmented<FiltroInventario>
          value={filtro}
          onChange={(value) => update({ filtro: value === 'todos' ? undefined : value })}
          options={[
            { value: 'todos', label: t('estoque.inventario.todos') },
            { value: 'abaixo', label: t('estoque.inventario.abaixoMinimo') },
            { value: 'vencendo', label: t('estoque.inventario.vencidoOuVencendo') },
          ]}
        />
      }
      data-testid="inventario-saldo"
    >
      <Input.Search
        aria-label={t('estoque.inventario.buscar')}
        placeholder={t('estoque.inventario.buscar')}
        allowClear
        value={texto}
        onChange={(event) => {
          setTexto(event.target.value);
          update({ busca: event.target.value.trim() || undefined });
        }}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      {inventario.isError ? (
        <Alert type="error" showIcon title={t('estoque.inventario.erro')} />
      ) : (
        <Table<ProdutoInventario>
          rowKey="produtoId"
          size="middle"
          loading={inventario.isFetching && !inventario.data}
          columns={columns}
          dataSource={mostrados}
          locale={{ emptyText: t('estoque.inventario.nenhumProduto') }}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          expandable={{ expandedRowRender: (p) => <LotesDoProduto produto={p} />, expandRowByClick: true }}
          scroll={{ x: 640 }}
        />
      )}
    </Card>
  );
}

/** A product's lots with stock, first to expire first, and the stocktake (EDITAR_ESTOQUE). */
function LotesDoProduto({ produto }: { produto: ProdutoInventario }): ReactNode {
  const { t } = useTranslation();
  const lotes = useLotesDoProduto(produto.produtoId);
  const podeContar = usePermission('EDITAR_ESTOQUE');
  const [contando, setContando] = useState(false);
  const [ajustes, setAjustes] = useState<Ajuste[]>();
  const dados = lotes.data?.lotes ?? [];

  const columns: ColumnsType<LoteInventario> = [
    { title: t('estoque.inventario.lote'), dataIndex: 'lote' },
    { title: t('estoque.inventario.validade'), dataIndex: 'validade', render: (_v, l) => <ValidadeComPrazo {...l} /> },
    { title: t('estoque.inventario.fabricante'), dataIndex: 'fabricante', render: (value: string | null) => value ?? '—' },
    { title: t('estoque.inventario.saldo'), dataIndex: 'saldo', align: 'right', render: (saldo: number) => `${saldo} ${produto.unidade}` },
  ];

  if (lotes.isError) return <Alert type="error" showIcon title={t('estoque.inventario.erro')} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid={`lotes-${produto.produtoId}`}>
      <Table<LoteInventario>
        rowKey="id"
        size="small"
        loading={lotes.isLoading}
        columns={columns}
        dataSource={dados}
        pagination={false}
        locale={{ emptyText: t('estoque.inventario.semLotes') }}
      />
      {podeContar && dados.length > 0 && (
        <Button onClick={() => setContando(true)} data-testid={`contar-${produto.produtoId}`}>
          {t('estoque.inventario.contar')}
        </Button>
      )}
      {ajustes && (
        <Alert
          type={ajustes.length > 0 ? 'success' : 'info'}
          showIcon
          closable
          onClose={() => setAjustes(undefined)}
          data-testid="ajustes-feitos"
          title={ajustes.length > 0 ? t('estoque.inventario.ajustesFeitos') : t('estoque.inventario.semDiferenca')}
          description={
            ajustes.length > 0 && (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {ajustes.map((a) => (
                  <li key={a.loteId}>
                    {t('estoque.inventario.ajusteLinha', {
                      lote: a.lote,
                      antes: a.antes,
                      contado: a.contado,
                      diferenca: a.diferenca > 0 ? `+${a.diferenca}` : a.diferenca,
                    })}
                  </li>
                ))}
              </ul>
            )
          }
        />
      )}
      {contando && (
        <Suspense fallback={null}>
          <ContagemDialog produto={produto} lotes={dados} onClose={() => setContando(false)} onDone={setAjustes} />
        </Suspense>
      )}
    </Space>
  );
}
