import { useState, type ReactNode } from 'react';
import { Button, Space, Tooltip } from '@clinica/shared/antd';
import { Popconfirm } from '@clinica/shared/antd/display';
import { Table } from '@clinica/shared/antd/table';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { notify, usePermission } from '@clinica/shared';
import { useBloqueios, useExcluirBloqueioMutation, type Bloqueio, type Medico } from './medico.resource.ts';
import { bloqueioData } from './bloqueio-form.ts';
import { BloqueioDialog } from './bloqueio-dialog.tsx';

const PAGE_SIZE = 5;
const byText = (a: string, b: string): number => a.localeCompare(b);

/** Bloqueios (spec 01 section 2): the doctor's blocked intervals, 5 a page, sortable; add, edit, delete. */
export function BloqueiosTab({ medico }: { medico: Medico }): ReactNode {
  const { t } = useTranslation();
  const bloqueios = useBloqueios(medico.id);
  const excluir = useExcluirBloqueioMutation(medico.id);
  const canEdit = usePermission('GERENCIAR_USUARIOS_DO_SISTEMA');
  const [dialog, setDialog] = useState<{ bloqueio?: Bloqueio } | undefined>();

  const remove = async (id: number): Promise<void> => {
    try {
      await excluir.mutateAsync(id);
      notify.success(t('medico.bloqueios.deletado'));
    } catch {
      notify.error(t('medico.bloqueios.erroDeletar'));
    }
  };

  const hora = (b: Bloqueio, field: 'horaInicial' | 'horaFinal'): string => b[field] ?? t('medico.bloqueios.diaTodo');
  return (
    <div data-testid="medico-bloqueios">
      {canEdit && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})} style={{ marginBottom: 16 }}>
          {t('medico.bloqueios.intervalo')}
        </Button>
      )}
      <Table<Bloqueio>
        rowKey={(b) => b.id ?? 0}
        size="small"
        loading={bloqueios.isFetching}
        dataSource={bloqueios.data ?? []}
        pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: false }}
        locale={{ emptyText: t('medico.bloqueios.vazio') }}
        columns={[
          {
            key: 'data',
            title: t('medico.bloqueios.data'),
            render: (_, b) => bloqueioData(b).text,
            sorter: (a, b) => byText(bloqueioData(a).sortKey, bloqueioData(b).sortKey),
          },
          {
            key: 'inicio',
            title: t('medico.bloqueios.horaInicial'),
            render: (_, b) => hora(b, 'horaInicial'),
            sorter: (a, b) => byText(a.horaInicial ?? '', b.horaInicial ?? ''),
          },
          {
            key: 'fim',
            title: t('medico.bloqueios.horaFinal'),
            render: (_, b) => hora(b, 'horaFinal'),
            sorter: (a, b) => byText(a.horaFinal ?? '', b.horaFinal ?? ''),
          },
          {
            key: 'recorrente',
            title: t('medico.bloqueios.recorrencia'),
            render: (_, b) => t(b.bloqueioRecorrente ? 'medico.sim' : 'medico.nao'),
            sorter: (a, b) => Number(a.bloqueioRecorrente) - Number(b.bloqueioRecorrente),
          },
          {
            key: 'diaSemana',
            title: t('medico.bloqueios.diaSemana'),
            render: (_, b) => (b.diaSemana ? t(`medico.dias.${b.diaSemana}`) : '—'),
            sorter: (a, b) => byText(a.diaSemana ?? '', b.diaSemana ?? ''),
          },
          {
            key: 'observacao',
            title: t('medico.bloqueios.observacao'),
            dataIndex: 'observacao',
            sorter: (a, b) => byText(a.observacao ?? '', b.observacao ?? ''),
          },
          ...(canEdit
            ? [
                {
                  key: 'acoes',
                  title: t('medico.acoes'),
                  render: (_: unknown, b: Bloqueio) => (
                    <Space>
                      <Tooltip title={t('medico.editar')}>
                        <Button aria-label={t('medico.editar')} icon={<EditOutlined />} onClick={() => setDialog({ bloqueio: b })} />
                      </Tooltip>
                      <Popconfirm
                        title={t('medico.bloqueios.confirmarExclusao')}
                        okText={t('medico.sim')}
                        cancelText={t('medico.nao')}
                        onConfirm={() => remove(b.id)}
                      >
                        <Button aria-label={t('medico.excluir')} danger icon={<DeleteOutlined />} />
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {dialog && <BloqueioDialog medicoId={medico.id} bloqueio={dialog.bloqueio} onClose={() => setDialog(undefined)} />}
    </div>
  );
}
