import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Empty, Flex, Space, Spin, Tooltip, Typography } from '@clinica/shared/antd';
import { Card } from '@clinica/shared/antd/display';
import { DeleteOutlined, EditOutlined, PlusOutlined, PrinterOutlined } from '@clinica/shared/icons';
import { apiErrorMessage, confirm, formatDateTime, notify, usePermission, type RecordTabProps } from '@clinica/shared';
import { imprimirPdf, nomeDoPdf } from '../documento-editor/imprimir.ts';
import { VerMais } from '../documento-editor/ver-mais.tsx';
import type { DocumentoValores, Layout } from '../documento-editor/index.ts';
import { documentoDoAtestado, useAtestados, useExcluirAtestadoMutation, useGerarAtestadoMutation, type Atestado } from './atestado.resource.ts';
import './messages.ts';

// the dialogs load Quill: only when first opened
const EscolherLayoutDialog = lazy(() => import('../documento-editor/index.ts').then((m) => ({ default: m.EscolherLayoutDialog })));
const DocumentoEditorDialog = lazy(() => import('../documento-editor/index.ts').then((m) => ({ default: m.DocumentoEditorDialog })));

type Edicao = { tipo: 'novo'; layout: Layout } | { tipo: 'editar'; atestado: Atestado };

/** The record's Atestado tab (spec 02 §2.10): certificates from ATESTADO layouts filled for the patient. */
export default function AtestadoTab({ pacienteId, procedimento }: RecordTabProps): ReactNode {
  const { t } = useTranslation();
  const atestados = useAtestados(pacienteId, procedimento.id);
  const gerar = useGerarAtestadoMutation();
  const [escolhendo, setEscolhendo] = useState(false);
  const [edicao, setEdicao] = useState<Edicao>();

  const salvar = async ({ texto }: DocumentoValores) => {
    if (!edicao) return;
    if (edicao.tipo === 'novo') {
      await gerar.mutateAsync({ paciente: pacienteId, procedimento: procedimento.id, texto, layoutId: edicao.layout.id });
      notify.success(t('atestadoTab.criado'), { title: t('atestadoTab.sucesso'), seconds: 3 });
    } else {
      const a = edicao.atestado;
      await gerar.mutateAsync({ id: a.id, paciente: pacienteId, procedimento: procedimento.id, texto, versao: a.versao });
      notify.success(t('atestadoTab.alterado'), { title: t('atestadoTab.sucesso'), seconds: 3 });
    }
    setEdicao(undefined);
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEscolhendo(true)}>
          {t('atestadoTab.gerar')}
        </Button>
      </Flex>
      {atestados.isError ? (
        <Alert type="error" showIcon title={t('atestadoTab.erroCarregar')} />
      ) : !atestados.data ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : atestados.data.length === 0 ? (
        <Empty description={t('atestadoTab.vazio')} />
      ) : (
        atestados.data.map((a) => <AtestadoCard key={a.id} atestado={a} onEditar={() => setEdicao({ tipo: 'editar', atestado: a })} />)
      )}
      <Suspense fallback={null}>
        {escolhendo && (
          <EscolherLayoutDialog
            open
            tipo="ATESTADO"
            titulo={t('atestadoTab.gerar')}
            rotulo={t('atestadoTab.layout')}
            procedimento={procedimento.id}
            onCancel={() => setEscolhendo(false)}
            onConfirm={(layout) => {
              setEscolhendo(false);
              setEdicao({ tipo: 'novo', layout });
            }}
          />
        )}
        {edicao && (
          <DocumentoEditorDialog
            open
            titulo={edicao.tipo === 'novo' ? edicao.layout.nome : t('atestadoTab.titulo', { data: formatDateTime(edicao.atestado.horarioCadastro) })}
            idLayout={edicao.tipo === 'novo' ? edicao.layout.id : undefined}
            textoInicial={edicao.tipo === 'editar' ? edicao.atestado.texto : undefined}
            preenchimento={{ idPaciente: pacienteId, procedimento: procedimento.id }}
            onSave={salvar}
            onCancel={() => setEdicao(undefined)}
          />
        )}
      </Suspense>
    </Space>
  );
}

function AtestadoCard({ atestado: a, onEditar }: { atestado: Atestado; onEditar: () => void }): ReactNode {
  const { t } = useTranslation();
  const podeExcluir = usePermission('DELETAR_ATESTADO');
  const excluir = useExcluirAtestadoMutation();
  const [imprimindo, setImprimindo] = useState(false);
  const data = formatDateTime(a.horarioCadastro);

  const pedirExclusao = () =>
    confirm({
      title: t('atestadoTab.confirmarExclusao'),
      okText: t('atestadoTab.sim'),
      cancelText: t('atestadoTab.nao'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await excluir.mutateAsync(a.id);
          notify.success(t('atestadoTab.deletado'));
        } catch (error) {
          notify.error(apiErrorMessage(error) ?? t('atestadoTab.erroExcluir'));
        }
      },
    });

  const imprimir = async () => {
    setImprimindo(true);
    await imprimirPdf(() => documentoDoAtestado(a.id), nomeDoPdf(`atestado-${a.id}`), t);
    setImprimindo(false);
  };

  return (
    <Card
      size="small"
      data-testid={`atestado-${a.id}`}
      title={t('atestadoTab.geradoEm', { data, nome: a.usuarioCadastro ?? '—' })}
      extra={
        <Flex gap={2}>
          <Tooltip title={t('atestadoTab.imprimir', { data })}>
            <Button
              type="text"
              icon={<PrinterOutlined />}
              loading={imprimindo}
              onClick={() => void imprimir()}
              aria-label={t('atestadoTab.imprimir', { data })}
            />
          </Tooltip>
          <Tooltip title={t('atestadoTab.editar', { data })}>
            <Button type="text" icon={<EditOutlined />} onClick={onEditar} aria-label={t('atestadoTab.editar', { data })} />
          </Tooltip>
          {podeExcluir && (
            <Tooltip title={t('atestadoTab.excluir', { data })}>
              <Button type="text" danger icon={<DeleteOutlined />} onClick={pedirExclusao} aria-label={t('atestadoTab.excluir', { data })} />
            </Tooltip>
          )}
        </Flex>
      }
    >
      <Flex vertical gap={8}>
        {a.medico && <Typography.Text type="secondary">{t('atestadoTab.medico', { nome: a.medico })}</Typography.Text>}
        <VerMais html={a.texto} testId={`atestado-texto-${a.id}`} />
      </Flex>
    </Card>
  );
}
