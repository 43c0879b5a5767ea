import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Empty, Flex, Tooltip, Typography } from '@clinica/shared/antd';
import { Table } from '@clinica/shared/antd/table';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, PrinterOutlined } from '@clinica/shared/icons';
import { FalhaPdf, apiErrorMessage, baixarPdf, confirm, formatDateTime, notify, usePermission, type RecordTabProps } from '@clinica/shared';
import { baixarArquivo, deletarFicha, documentoDaFicha, recarregarFichas, useFichas, type FichaLinha, type Formulario } from './formularios.resource.ts';
import { fichaMessages } from './messages.ts';

const NovoFormularioDialog = lazy(() => import('./novo-formulario-dialog.tsx').then((m) => ({ default: m.NovoFormularioDialog })));
const FichaDialog = lazy(() => import('./ficha-dialog.tsx').then((m) => ({ default: m.FichaDialog })));
const EstudoRegistradoDialog = lazy(() => import('../estudo-caso/estudo-registrado-dialog.tsx').then((m) => ({ default: m.EstudoRegistradoDialog })));

type Aberto =
  { tipo: 'escolher' } | { tipo: 'novo'; formulario: Formulario } | { tipo: 'editar' | 'ver'; fichaId: number } | { tipo: 'estudo'; idEstudo: number };

/**
 * The record's Formulários e evolução (spec 02 §2.12): filled forms, uploaded files and case studies ('Estudo de casos') of the
 * procedure; fill, view, edit, print, download, delete (a case study opens and prints as the case study; it is not edited nor deleted here).
 */
export default function FormulariosTab({ pacienteId, procedimento }: RecordTabProps): ReactNode {
  const { t } = useTranslation();
  const fichas = useFichas(pacienteId, procedimento.id);
  const podeExcluir = usePermission('DELETAR_FORMULARIOS');
  const [aberto, setAberto] = useState<Aberto>();

  const falha = (error: unknown) => notify.error(apiErrorMessage(error) ?? t('fichaTab.erroGenerico'), { title: t('fichaTab.erroTitulo'), seconds: 7 });

  const excluir = (linha: FichaLinha) =>
    confirm({
      title: t('fichaTab.excluirPergunta'),
      content: linha.nome,
      okText: t('fichaTab.excluir'),
      okButtonProps: { danger: true },
      cancelText: t('fichaTab.cancelar'),
      onOk: async () => {
        try {
          await deletarFicha(linha.id);
          notify.success(t('fichaTab.deletado'), { title: t('fichaTab.deletadoTitulo') });
          await recarregarFichas();
        } catch (error) {
          falha(error);
        }
      },
    });

  const imprimir = async (linha: FichaLinha) => {
    if (linha.type === 'ESTUDO_CASO') {
      // spec 02 §2.12: a case study prints as the case study (its own document, estudo-de-caso.pdf)
      const { imprimirEstudoRegistrado } = await import('../estudo-caso/estudo-caso.resource.ts');
      const erro = await imprimirEstudoRegistrado(linha.idEstudo ?? linha.id);
      if (erro === undefined) notify.success(t('fichaTab.pdfSucesso'));
      else notify.error(erro.mensagemServidor ?? t(erro.etapa === 'dados' ? 'pdf.erroDados' : 'pdf.erroGerar'));
      return;
    }
    try {
      await baixarPdf(() => documentoDaFicha(linha.id), `${linha.nome}.pdf`);
      notify.success(t('fichaTab.pdfSucesso'));
    } catch (error) {
      const f = error instanceof FalhaPdf ? error : new FalhaPdf('pdf', undefined);
      // spec 02 §5 Forms: no layout linked to the form
      if (f.mensagemServidor === fichaMessages.pt.fichaTab.semLayout)
        notify.error(t('fichaTab.semLayout'), { title: t('fichaTab.semLayoutTitulo'), seconds: 7 });
      else notify.error(f.mensagemServidor ?? t(f.etapa === 'dados' ? 'pdf.erroDados' : 'pdf.erroGerar'));
    }
  };

  const baixar = async (linha: FichaLinha) => {
    try {
      await baixarArquivo(linha);
    } catch (error) {
      falha(error);
    }
  };

  const parar = (e: { stopPropagation: () => void }) => e.stopPropagation();
  const nomeDe = (row: FichaLinha) => (row.type === 'ESTUDO_CASO' ? t('fichaTab.estudoCasos') : row.nome);
  const columns: ColumnsType<FichaLinha> = [
    { title: t('fichaTab.colNome'), dataIndex: 'nome', render: (_v: string, row) => nomeDe(row) },
    { title: t('fichaTab.colCriadoEm'), dataIndex: 'horarioCadastro', render: (v: string) => formatDateTime(v) },
    { title: t('fichaTab.colMedico'), dataIndex: 'nomeMedico', render: (v: string | null) => v ?? t('fichaTab.semMedico') },
    {
      title: t('fichaTab.colRestricao'),
      dataIndex: 'restricao',
      render: (v: number) => (v === 1 ? <Typography.Text type="danger">{t('fichaTab.alertaRestricao')}</Typography.Text> : null),
    },
    {
      title: t('fichaTab.colAcoes'),
      key: 'acoes',
      render: (_v, row) => (
        <Flex gap={4} onClick={parar}>
          {row.type !== 'ARQUIVO' && (
            <Tooltip title={t('fichaTab.imprimir')}>
              <Button type="text" icon={<PrinterOutlined />} aria-label={`${t('fichaTab.imprimir')} ${nomeDe(row)}`} onClick={() => void imprimir(row)} />
            </Tooltip>
          )}
          {row.type === 'FORMULARIO' && (
            <Tooltip title={t('fichaTab.editar')}>
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={`${t('fichaTab.editar')} ${row.nome}`}
                onClick={() => setAberto({ tipo: 'editar', fichaId: row.id })}
              />
            </Tooltip>
          )}
          {row.type === 'ARQUIVO' && (
            <Tooltip title={t('fichaTab.baixar')}>
              <Button type="text" icon={<DownloadOutlined />} aria-label={`${t('fichaTab.baixar')} ${row.nome}`} onClick={() => void baixar(row)} />
            </Tooltip>
          )}
          {podeExcluir && row.type !== 'ESTUDO_CASO' && (
            <Tooltip title={t('fichaTab.excluir')}>
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${t('fichaTab.excluir')} ${row.nome}`} onClick={() => excluir(row)} />
            </Tooltip>
          )}
        </Flex>
      ),
    },
  ];

  if (fichas.isError) return <Alert type="error" showIcon title={t('fichaTab.erroCarregar')} />;
  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAberto({ tipo: 'escolher' })}>
          {t('fichaTab.novo')}
        </Button>
      </Flex>
      <Table<FichaLinha>
        rowKey={(row) => `${row.type}-${row.id}`}
        size="middle"
        loading={!fichas.data}
        columns={columns}
        dataSource={fichas.data ?? []}
        locale={{ emptyText: <Empty description={t('fichaTab.vazio')} /> }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        onRow={(row) => ({
          onClick: () => {
            if (row.type === 'FORMULARIO') setAberto({ tipo: 'ver', fichaId: row.id });
            else if (row.type === 'ARQUIVO') void baixar(row);
            else setAberto({ tipo: 'estudo', idEstudo: row.idEstudo ?? row.id });
          },
          style: { cursor: 'pointer' },
          'data-testid': 'ficha-linha',
        })}
        scroll={{ x: 800 }}
      />
      <Suspense fallback={null}>
        {aberto?.tipo === 'escolher' && (
          <NovoFormularioDialog
            pacienteId={pacienteId}
            procedimentoId={procedimento.id}
            onClose={() => setAberto(undefined)}
            onEscolher={(formulario) => setAberto({ tipo: 'novo', formulario })}
          />
        )}
        {aberto?.tipo === 'estudo' && <EstudoRegistradoDialog idEstudo={aberto.idEstudo} pacienteId={pacienteId} onClose={() => setAberto(undefined)} />}
        {aberto && aberto.tipo !== 'escolher' && aberto.tipo !== 'estudo' && (
          <FichaDialog modo={aberto} pacienteId={pacienteId} procedimentoId={procedimento.id} onClose={() => setAberto(undefined)} />
        )}
      </Suspense>
    </Flex>
  );
}
