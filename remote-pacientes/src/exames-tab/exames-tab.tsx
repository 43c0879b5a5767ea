import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Space, Tag, Tooltip, Typography } from '@clinica/shared/antd';
import { Table } from '@clinica/shared/antd/table';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, DownloadOutlined, PlusOutlined, PrinterOutlined, UploadOutlined } from '@clinica/shared/icons';
import { apiErrorMessage, confirm, formatDateTime, notify, usePermission, type RecordTabProps } from '@clinica/shared';
import { baixarArquivo, deletarPrescricao, recarregarExames, useExames, type Exame } from './exames.resource.ts';
import { imprimirDocumento } from './imprimir.ts';
import './messages.ts';

const NovoExameDialog = lazy(() => import('./novo-exame-dialog.tsx').then((m) => ({ default: m.NovoExameDialog })));
const ConferenciaDialog = lazy(() => import('./conferencia-dialog.tsx').then((m) => ({ default: m.ConferenciaDialog })));
const VisualizarDialog = lazy(() => import('./visualizar-dialog.tsx').then((m) => ({ default: m.VisualizarDialog })));

/** spec 02 §4: each conference status's text and colour. */
export const STATUS_COR: Record<string, string> = { PENDENTE: 'red', REALIZADA: 'green', ALTERACAO: 'orange' };

export function StatusExame({ status }: { status: string }): ReactNode {
  const { t } = useTranslation();
  const cor = STATUS_COR[status];
  if (!cor) return <Typography.Text>{t('exameTab.statusDesconhecido')}</Typography.Text>;
  return (
    <Tag color={cor} data-testid="exame-status">
      {t(`exameTab.status${status}`)}
    </Tag>
  );
}

/** Exames tab (spec 02 §2.13): the patient's exam requests and uploaded exams in this procedure, their conference, print and delete. */
export default function ExamesTab({ pacienteId, procedimento }: RecordTabProps): ReactNode {
  const { t } = useTranslation();
  const exames = useExames(pacienteId, procedimento.id);
  const podeExcluir = usePermission('DELETAR_EXAME');
  const [novo, setNovo] = useState(false);
  const [conferindo, setConferindo] = useState<Exame>();
  const [vendo, setVendo] = useState<Exame>();

  const falha = (error: unknown) => notify.error(apiErrorMessage(error) ?? t('exameTab.erroGenerico'), { title: t('exameTab.erroTitulo'), seconds: 7 });

  const excluir = (exame: Exame) =>
    confirm({
      title: t('exameTab.excluirPergunta'),
      okText: t('exameTab.sim'),
      cancelText: t('exameTab.nao'),
      onOk: async () => {
        try {
          await deletarPrescricao(exame.id);
          notify.success(t('exameTab.deletado'));
          await recarregarExames();
        } catch (error) {
          falha(error);
        }
      },
    });

  const columns: ColumnsType<Exame> = [
    { title: t('exameTab.colExames'), dataIndex: 'tipPrescricao', render: (v: string, row) => (row.nomeLayout ? `${v} — ${row.nomeLayout}` : v) },
    { title: t('exameTab.colCriacao'), dataIndex: 'dataRegristro', render: (v: string) => formatDateTime(v) },
    { title: t('exameTab.colMedico'), dataIndex: 'medico', render: (v: string | null) => v ?? t('exameTab.semMedico') },
    { title: t('exameTab.colExame'), dataIndex: 'conferenciaExame', render: (v: string) => <StatusExame status={v} /> },
    {
      title: t('exameTab.colAcoes'),
      key: 'acoes',
      render: (_v, row) => {
        const outros = row.tipPrescricao === 'outros';
        return (
          <Space onClick={(e) => e.stopPropagation()}>
            {!outros && (
              <Tooltip title={t('exameTab.conferir')}>
                <Button aria-label={t('exameTab.conferir')} icon={<UploadOutlined />} onClick={() => setConferindo(row)} />
              </Tooltip>
            )}
            {!outros && (
              <Tooltip title={t('exameTab.imprimir')}>
                <Button aria-label={t('exameTab.imprimir')} icon={<PrinterOutlined />} onClick={() => void imprimirDocumento(row.id, 'exame.pdf', t)} />
              </Tooltip>
            )}
            {row.arquivos.map((a) => (
              <Tooltip key={a.url} title={`${t('exameTab.baixar')}: ${a.nome}`}>
                <Button
                  aria-label={`${t('exameTab.baixar')}: ${a.nome}`}
                  icon={<DownloadOutlined />}
                  onClick={() => void baixarArquivo(a.url, a.nome).catch(falha)}
                />
              </Tooltip>
            ))}
            {podeExcluir && (
              <Tooltip title={outros ? t('exameTab.excluirPrescricao') : t('exameTab.excluirExame')}>
                <Button
                  danger
                  aria-label={outros ? t('exameTab.excluirPrescricao') : t('exameTab.excluirExame')}
                  icon={<DeleteOutlined />}
                  onClick={() => excluir(row)}
                />
              </Tooltip>
            )}
          </Space>
        );
      },
    },
  ];

  if (exames.isError) return <Alert type="error" showIcon title={t('exameTab.erroCarregar')} />;
  return (
    <Flex vertical gap={12}>
      <Flex justify="end">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setNovo(true)}>
          {t('exameTab.novo')}
        </Button>
      </Flex>
      <Table<Exame>
        rowKey="id"
        size="middle"
        loading={exames.isLoading}
        columns={columns}
        dataSource={exames.data ?? []}
        locale={{ emptyText: t('exameTab.vazio') }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        onRow={(row) => ({ onClick: () => row.tipPrescricao !== 'outros' && setVendo(row), style: { cursor: 'pointer' } })}
        scroll={{ x: 800 }}
      />
      <Suspense fallback={null}>
        {novo && <NovoExameDialog pacienteId={pacienteId} procedimentoId={procedimento.id} onClose={() => setNovo(false)} />}
        {conferindo && <ConferenciaDialog exame={conferindo} onClose={() => setConferindo(undefined)} />}
        {vendo && <VisualizarDialog exame={vendo} onClose={() => setVendo(undefined)} />}
      </Suspense>
    </Flex>
  );
}
