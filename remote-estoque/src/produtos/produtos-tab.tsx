import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Alert, Button, Input, Space, Tag, Tooltip } from '@clinica/shared/antd';
import { Card, Popconfirm } from '@clinica/shared/antd/display';
import { Table } from '@clinica/shared/antd/table';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, PlusOutlined, UnorderedListOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { TAG_COLORS, apiErrorMessage, apiErrorStatus, confirm, foldText, notify, useOpenedOnce, usePermission, useUrlState } from '@clinica/shared';
import { useExcluirProdutoMutation, useProdutos, useSalvarProdutoMutation, type Produto } from './produto.resource.ts';

// the form libraries and the lookups' cards load when first opened: the tab's first screen only lists
const ProdutoDialog = lazy(() => import('./produto-dialog.tsx'));
const CadastrosDrawer = lazy(() => import('../cadastros/cadastros-drawer.tsx'));

/** Low stock (spec 01 §5): the minimum is greater than the total. */
export const abaixoDoMinimo = (produto: Pick<Produto, 'estoqueMinimo' | 'totalEstoque'>): boolean => produto.estoqueMinimo > produto.totalEstoque;

/**
 * The Medicamentos tab (/estoque/medicamentos): the stock products with total, minimum, unit and the
 * low-stock flag, searched by name; 'Novo Produto' for the stock role, edit and delete with
 * EDITAR_ESTOQUE (a product with movements cannot be deleted: it is offered to deactivate); the
 * lookups (manufacturers, units, sectors) under 'Cadastros'.
 */
export function ProdutosTab(): ReactNode {
  const { t } = useTranslation();
  const canEdit = usePermission('EDITAR_ESTOQUE');
  const produtos = useProdutos();
  const salvar = useSalvarProdutoMutation();
  const excluir = useExcluirProdutoMutation();
  const [params, update] = useUrlState();
  const busca = params.get('busca') ?? '';
  const [editing, setEditing] = useState<{ produto?: Produto }>();
  const [cadastros, setCadastros] = useState(false);
  const dialogUsed = useOpenedOnce(editing !== undefined);
  const cadastrosUsed = useOpenedOnce(cadastros);

  const termo = foldText(busca.trim());
  const shown = (produtos.data ?? []).filter((produto) => foldText(produto.nomeProduto).includes(termo));

  const desativar = async (produto: Produto): Promise<void> => {
    try {
      await salvar.mutateAsync({
        id: produto.id,
        versao: produto.versao,
        nomeProduto: produto.nomeProduto,
        codigoUnidadeMedida: produto.codigoUnidadeMedida,
        estoqueMinimo: produto.estoqueMinimo,
        descricao: produto.descricao,
        ativo: false,
      });
      notify.success(t('estoque.produtos.desativado', { nome: produto.nomeProduto }));
    } catch (error) {
      notify.error(apiErrorMessage(error) ?? t('estoque.produtos.erroGenerico'), { title: t('estoque.produtos.erroTitulo') });
    }
  };

  const remover = async (produto: Produto): Promise<void> => {
    try {
      await excluir.mutateAsync(produto.id);
      notify.success(t('estoque.produtos.excluido', { nome: produto.nomeProduto }));
    } catch (error) {
      const message = apiErrorMessage(error) ?? t('estoque.produtos.erroGenerico');
      // a product with movements stays (its history needs it): say why and offer to deactivate it
      if (apiErrorStatus(error) === 409 && produto.ativo)
        confirm({
          title: t('estoque.produtos.naoExcluido'),
          content: message,
          okText: t('estoque.produtos.desativar'),
          cancelText: t('estoque.produtos.cancelar'),
          onOk: () => desativar(produto),
        });
      else notify.error(message, { title: t('estoque.produtos.erroTitulo') });
    }
  };

  const columns: ColumnsType<Produto> = [
    {
      title: t('estoque.produtos.nome'),
      dataIndex: 'nomeProduto',
      key: 'nome',
      ellipsis: true,
      sorter: (a, b) => a.nomeProduto.localeCompare(b.nomeProduto),
    },
    {
      title: t('estoque.produtos.total'),
      dataIndex: 'totalEstoque',
      key: 'total',
      align: 'right',
      width: 150,
      sorter: (a, b) => a.totalEstoque - b.totalEstoque,
    },
    { title: t('estoque.produtos.estoqueMinimo'), dataIndex: 'estoqueMinimo', key: 'minimo', align: 'right', width: 140 },
    { title: t('estoque.produtos.unidade'), dataIndex: 'tipoUnidadeMedida', key: 'unidade', width: 140, ellipsis: true },
    {
      title: t('estoque.produtos.estoqueBaixo'),
      key: 'baixo',
      width: 150,
      render: (_v, produto) =>
        abaixoDoMinimo(produto) ? (
          <Tooltip title={t('estoque.produtos.estoqueBaixoDica')}>
            <Tag color="error" data-testid="estoque-baixo">
              {t('estoque.produtos.estoqueBaixo')}
            </Tag>
          </Tooltip>
        ) : null,
    },
    {
      title: t('estoque.produtos.situacao'),
      key: 'ativo',
      width: 110,
      render: (_v, produto) =>
        produto.ativo ? <Tag color={TAG_COLORS.sucesso}>{t('estoque.produtos.ativo')}</Tag> : <Tag>{t('estoque.produtos.inativo')}</Tag>,
    },
    ...(canEdit
      ? [
          {
            title: t('estoque.produtos.acoes'),
            key: 'acoes',
            width: 110,
            render: (_v: unknown, produto: Produto) => (
              <Space>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('estoque.produtos.editarItem', { nome: produto.nomeProduto })}
                  onClick={() => setEditing({ produto })}
                />
                <Popconfirm
                  title={t('estoque.produtos.confirmarExclusao', { nome: produto.nomeProduto })}
                  okText={t('estoque.produtos.excluir')}
                  cancelText={t('estoque.produtos.cancelar')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remover(produto)}
                >
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('estoque.produtos.excluirItem', { nome: produto.nomeProduto })} />
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Card
        title={t('estoque.produtos.titulo')}
        data-testid="estoque-produtos"
        extra={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('estoque.produtos.buscar')}
              aria-label={t('estoque.produtos.buscar')}
              value={busca}
              onChange={(event) => update({ busca: event.target.value })}
              style={{ width: 220 }}
            />
            <Button icon={<UnorderedListOutlined />} onClick={() => setCadastros(true)}>
              {t('estoque.produtos.cadastros')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('estoque.produtos.novo')}
            </Button>
          </Space>
        }
      >
        {produtos.isError && <Alert type="error" showIcon title={t('estoque.produtos.erroLista')} style={{ marginBottom: 16 }} />}
        <Table<Produto>
          data-testid="estoque-produtos-tabela"
          rowKey="id"
          size="middle"
          loading={produtos.isFetching}
          dataSource={shown}
          columns={columns}
          scroll={{ x: 900 }}
          locale={{ emptyText: termo ? t('estoque.produtos.nenhumEncontrado') : t('estoque.produtos.nenhum') }}
          pagination={shown.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        />
      </Card>
      <Suspense fallback={null}>
        {dialogUsed && <ProdutoDialog open={editing !== undefined} produto={editing?.produto} onClose={() => setEditing(undefined)} />}
        {cadastrosUsed && <CadastrosDrawer open={cadastros} onClose={() => setCadastros(false)} />}
      </Suspense>
    </>
  );
}
