import { useState, type ReactNode } from 'react';
import { Alert, Button, Input, Space, Tag } from '@clinica/shared/antd';
import { Card, Popconfirm } from '@clinica/shared/antd/display';
import { Table } from '@clinica/shared/antd/table';
import type { ColumnType, ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { TAG_COLORS, apiErrorMessage, foldText, notify } from '@clinica/shared';
import './kit-texts.ts';

/** The 'Situação' column of a catalogue whose items can be switched off: Ativo (green) or Inativo. */
export function situacaoColumn<T extends { ativo: boolean }>(t: TFunction): ColumnType<T> {
  return {
    title: t('kit.situacao'),
    key: 'ativo',
    width: 120,
    render: (_v, item) => (item.ativo ? <Tag color={TAG_COLORS.sucesso}>{t('kit.ativo')}</Tag> : <Tag>{t('kit.inativo')}</Tag>),
  };
}

export interface CatalogoItem {
  id: number;
  nome: string;
}

export interface CatalogoCardProps<T extends CatalogoItem> {
  /** data-testid of the section; its table is `${testId}-tabela` */
  testId: string;
  title: string;
  /** 'Nova sala': the button that opens an empty form */
  newLabel?: string;
  items: readonly T[] | undefined;
  loading: boolean;
  failed: boolean;
  columns: ColumnsType<T>;
  /** GERENCIAR_CONFIGURACOES: without it the list is read-only */
  canWrite: boolean;
  /** without it there is no 'Novo' button (items made elsewhere, like layouts in their editor) */
  onNew?: () => void;
  /** without it rows have no edit button */
  onEdit?: (item: T) => void;
  /** deletes; a refusal (e.g. in use) is shown and the item stays. Without it, items are only deactivated. */
  onDelete?: (item: T) => Promise<unknown>;
  /** whether a row can be edited or deleted at all (a system variable cannot); every row by default */
  canChange?: (item: T) => boolean;
  /** the delete confirmation's texts, when the spec words it ('Tem certeza…?', Sim / Não) */
  deleteConfirm?: { title: string; okText: string; cancelText: string };
  /** filters shown beside the search (a layout's type) */
  filters?: ReactNode;
}

/** One catalogue (the settings' rooms, a finance list…): a searchable table with create, edit and delete. */
export function CatalogoCard<T extends CatalogoItem>(props: CatalogoCardProps<T>): ReactNode {
  const { t } = useTranslation();
  const [busca, setBusca] = useState('');
  const shown = (props.items ?? []).filter((item) => foldText(item.nome).includes(foldText(busca.trim())));

  const excluir = async (item: T): Promise<void> => {
    try {
      await props.onDelete!(item);
      notify.success(t('kit.excluido', { nome: item.nome }));
    } catch (error) {
      notify.error(apiErrorMessage(error) ?? t('kit.erroExcluir'), { title: t('kit.erroTitulo') });
    }
  };

  const actions: ColumnsType<T>[number] = {
    title: t('kit.acoes'),
    key: 'acoes',
    width: 120,
    render: (_value, item) =>
      props.canChange?.(item) === false ? null : (
        <Space>
          {props.onEdit && (
            <Button size="small" icon={<EditOutlined />} aria-label={t('kit.editar', { nome: item.nome })} onClick={() => props.onEdit!(item)} />
          )}
          {props.onDelete && (
            <Popconfirm
              title={props.deleteConfirm?.title ?? t('kit.confirmarExclusao', { nome: item.nome })}
              okText={props.deleteConfirm?.okText ?? t('kit.excluir')}
              cancelText={props.deleteConfirm?.cancelText ?? t('kit.cancelar')}
              okButtonProps={{ danger: true }}
              onConfirm={() => excluir(item)}
            >
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('kit.excluirItem', { nome: item.nome })} />
            </Popconfirm>
          )}
        </Space>
      ),
  };
  const hasActions = props.canWrite && (props.onEdit !== undefined || props.onDelete !== undefined);

  return (
    <Card
      title={props.title}
      data-testid={props.testId}
      extra={
        <Space wrap>
          {props.filters}
          <Input.Search
            allowClear
            placeholder={t('kit.buscar')}
            aria-label={t('kit.buscarEm', { catalogo: props.title })}
            value={busca}
            onChange={(event) => setBusca(event.target.value)}
            style={{ width: 220 }}
          />
          {props.canWrite && props.onNew && (
            <Button type="primary" icon={<PlusOutlined />} onClick={props.onNew}>
              {props.newLabel}
            </Button>
          )}
        </Space>
      }
    >
      {props.failed && <Alert type="error" showIcon title={t('kit.erroLista')} style={{ marginBottom: 16 }} />}
      <Table<T>
        data-testid={`${props.testId}-tabela`}
        rowKey="id"
        size="middle"
        loading={props.loading}
        dataSource={shown}
        columns={hasActions ? [...props.columns, actions] : props.columns}
        locale={{ emptyText: t('kit.nenhum') }}
        pagination={shown.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      />
    </Card>
  );
}
