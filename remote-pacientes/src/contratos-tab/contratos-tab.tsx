import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Empty, Flex, Space, Spin, Tag, Tooltip, Typography } from '@clinica/shared/antd';
import { Card } from '@clinica/shared/antd/display';
import { Switch } from '@clinica/shared/antd/inputs';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, PrinterOutlined, UploadOutlined } from '@clinica/shared/icons';
import { apiErrorMessage, confirm, downloadFile, formatDateTime, notify, usePermission, type RecordTabProps } from '@clinica/shared';
import { imprimirPdf, nomeDoPdf } from '../documento-editor/imprimir.ts';
import { VerMais } from '../documento-editor/ver-mais.tsx';
import type { DocumentoValores, Layout } from '../documento-editor/index.ts';
import {
  documentoDoContrato,
  useAssinarMutation,
  useContratos,
  useExcluirContratoMutation,
  useSalvarContratoMutation,
  useUploadContratoMutation,
  type Contrato,
} from './contratos.resource.ts';
import './messages.ts';

// the dialogs load Quill: only when first opened
const EscolherLayoutDialog = lazy(() => import('../documento-editor/index.ts').then((m) => ({ default: m.EscolherLayoutDialog })));
const DocumentoEditorDialog = lazy(() => import('../documento-editor/index.ts').then((m) => ({ default: m.DocumentoEditorDialog })));

/** What the editor is open on: a new document from a layout, or a saved one. */
type Edicao = { tipo: 'novo'; layout: Layout } | { tipo: 'editar'; contrato: Contrato };

/** The record's Proposta/Contrato tab (spec 02 §2.14): documents from DOCUMENTO layouts or files, signed or not. */
export default function ContratosTab({ pacienteId, procedimento }: RecordTabProps): ReactNode {
  const { t } = useTranslation();
  const contratos = useContratos(pacienteId, procedimento.id);
  const salvar = useSalvarContratoMutation();
  const upload = useUploadContratoMutation();
  const [escolhendo, setEscolhendo] = useState(false);
  const [edicao, setEdicao] = useState<Edicao>();
  const arquivo = useRef<HTMLInputElement>(null);

  const salvarDocumento = async ({ nome, texto }: DocumentoValores) => {
    if (!edicao) return;
    if (edicao.tipo === 'novo') {
      await salvar.mutateAsync({ paciente: pacienteId, procedimento: procedimento.id, nomeContrato: nome, texto, layoutId: edicao.layout.id });
      notify.success(t('contratoTab.criado'));
    } else {
      const c = edicao.contrato;
      const salvo = await salvar.mutateAsync({ id: c.id, paciente: pacienteId, procedimento: procedimento.id, nomeContrato: nome, texto, versao: c.versao });
      notify.success(salvo.id === c.id ? t('contratoTab.atualizado') : t('contratoTab.novaVersao'));
    }
    setEdicao(undefined);
  };

  const enviar = async (file: File | undefined) => {
    if (!file) return;
    try {
      await upload.mutateAsync({ pacienteId, procedimentoId: procedimento.id, file });
      notify.success(t('contratoTab.upload'), { seconds: 3 });
    } catch (error) {
      notify.error(apiErrorMessage(error) ?? t('contratoTab.erro'));
    } finally {
      if (arquivo.current) arquivo.current.value = '';
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex gap={8} wrap>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEscolhendo(true)}>
          {t('contratoTab.novo')}
        </Button>
        <Button icon={<UploadOutlined />} loading={upload.isPending} onClick={() => arquivo.current?.click()}>
          {t('contratoTab.carregar')}
        </Button>
        <input
          ref={arquivo}
          type="file"
          hidden
          accept="image/*,video/mp4,video/webm,video/quicktime,application/pdf"
          data-testid="contrato-arquivo"
          onChange={(e) => void enviar(e.target.files?.[0])}
        />
        {upload.isPending && <Typography.Text type="secondary">{t('contratoTab.enviando')}</Typography.Text>}
      </Flex>
      {contratos.isError ? (
        <Alert type="error" showIcon title={t('contratoTab.erroCarregar')} />
      ) : !contratos.data ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : contratos.data.length === 0 ? (
        <Empty description={t('contratoTab.vazio')} />
      ) : (
        contratos.data.map((c) => <ContratoCard key={c.id} contrato={c} onEditar={() => setEdicao({ tipo: 'editar', contrato: c })} />)
      )}
      <Suspense fallback={null}>
        {escolhendo && (
          <EscolherLayoutDialog
            open
            tipo="DOCUMENTO"
            titulo={t('contratoTab.novo')}
            rotulo={t('contratoTab.tipo')}
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
            titulo={edicao.tipo === 'novo' ? t('contratoTab.novo') : edicao.contrato.nomeContrato}
            nomeLabel={t('contratoTab.nome')}
            nomeInicial={edicao.tipo === 'novo' ? edicao.layout.nome : edicao.contrato.nomeContrato}
            idLayout={edicao.tipo === 'novo' ? edicao.layout.id : undefined}
            textoInicial={edicao.tipo === 'editar' ? (edicao.contrato.texto ?? '') : undefined}
            preenchimento={{ idPaciente: pacienteId, procedimento: procedimento.id }}
            onSave={salvarDocumento}
            onCancel={() => setEdicao(undefined)}
          />
        )}
      </Suspense>
    </Space>
  );
}

function ContratoCard({ contrato: c, onEditar }: { contrato: Contrato; onEditar: () => void }): ReactNode {
  const { t } = useTranslation();
  const podeExcluir = usePermission('DELETAR_CONTRATOS');
  const assinar = useAssinarMutation();
  const excluir = useExcluirContratoMutation();
  const [imprimindo, setImprimindo] = useState(false);
  const substituido = c.substituidoPorId !== null;

  const alternarAssinado = async (status: boolean) => {
    try {
      const res = await assinar.mutateAsync({ id: c.id, status });
      notify.success(res.mensagem);
    } catch (error) {
      notify.error(apiErrorMessage(error) ?? t('contratoTab.erro'));
    }
  };

  const pedirExclusao = () =>
    confirm({
      title: t('contratoTab.confirmarExclusao'),
      okText: t('contratoTab.sim'),
      cancelText: t('contratoTab.nao'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await excluir.mutateAsync(c.id);
          notify.success(t('contratoTab.deletado'));
        } catch (error) {
          notify.error(apiErrorMessage(error) ?? t('contratoTab.erro'));
        }
      },
    });

  const imprimir = async () => {
    setImprimindo(true);
    await imprimirPdf(() => documentoDoContrato(c.id), nomeDoPdf(c.nomeContrato), t);
    setImprimindo(false);
  };

  const baixar = async () => {
    try {
      await downloadFile('gerenciar/contrato/arquivo/{id}', { params: { id: c.id }, fallback: c.nomeArquivo ?? c.nomeContrato });
    } catch (error) {
      notify.error(apiErrorMessage(error) ?? t('contratoTab.erro'));
    }
  };

  const acoes = [
    c.texto !== null && (
      <Tooltip key="imprimir" title={t('contratoTab.imprimir', { nome: c.nomeContrato })}>
        <Button
          type="text"
          icon={<PrinterOutlined />}
          loading={imprimindo}
          onClick={() => void imprimir()}
          aria-label={t('contratoTab.imprimir', { nome: c.nomeContrato })}
        />
      </Tooltip>
    ),
    c.arquivo !== null && (
      <Tooltip key="baixar" title={t('contratoTab.baixar', { nome: c.nomeContrato })}>
        <Button type="text" icon={<DownloadOutlined />} onClick={() => void baixar()} aria-label={t('contratoTab.baixar', { nome: c.nomeContrato })} />
      </Tooltip>
    ),
    c.texto !== null && !substituido && (
      <Tooltip key="editar" title={t('contratoTab.editar', { nome: c.nomeContrato })}>
        <Button type="text" icon={<EditOutlined />} onClick={onEditar} aria-label={t('contratoTab.editar', { nome: c.nomeContrato })} />
      </Tooltip>
    ),
    podeExcluir && (
      <Tooltip key="excluir" title={t('contratoTab.excluir', { nome: c.nomeContrato })}>
        <Button type="text" danger icon={<DeleteOutlined />} onClick={pedirExclusao} aria-label={t('contratoTab.excluir', { nome: c.nomeContrato })} />
      </Tooltip>
    ),
  ].filter(Boolean);

  return (
    <Card
      size="small"
      data-testid={`contrato-${c.id}`}
      title={
        <Flex gap={8} align="center" wrap>
          <span>{c.nomeContrato}</span>
          {substituido && <Tag>{t('contratoTab.substituido')}</Tag>}
          {c.versaoAnteriorId !== null && <Tag color="blue">{t('contratoTab.versaoDe')}</Tag>}
        </Flex>
      }
      extra={<Flex gap={2}>{acoes}</Flex>}
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          {t('contratoTab.criadoPor', { data: formatDateTime(c.horarioCadastro), nome: c.usuarioCadastro ?? '—' })}
        </Typography.Text>
        {c.texto !== null ? (
          <VerMais html={c.texto} testId={`contrato-texto-${c.id}`} />
        ) : (
          <Typography.Text>{t('contratoTab.arquivo', { nome: c.nomeArquivo ?? '' })}</Typography.Text>
        )}
        <Flex gap={8} align="center">
          <label htmlFor={`assinado-${c.id}`}>{t('contratoTab.assinado')}</label>
          <Switch
            id={`assinado-${c.id}`}
            checked={c.assinado}
            // a signed contract stays signed: a change of it is a new version
            disabled={c.assinado}
            loading={assinar.isPending}
            onChange={(status) => void alternarAssinado(status)}
          />
        </Flex>
      </Flex>
    </Card>
  );
}
