import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Select, Typography } from '@clinica/shared/antd';
import { Upload } from '@clinica/shared/antd/inputs';
import { Modal } from '@clinica/shared/antd/overlays';
import { UploadOutlined } from '@clinica/shared/icons';
import { apiErrorMessage, notify } from '@clinica/shared';
import { useLayoutsDoTipo } from '../documento-editor/documento-editor.resource.ts';
import { cadastrarExame, enviarArquivos, recarregarExames, useCatalogoExames } from './exames.resource.ts';
import './messages.ts';

const DocumentoEditorDialog = lazy(() => import('../documento-editor/index.ts').then((m) => ({ default: m.DocumentoEditorDialog })));

interface Props {
  pacienteId: number;
  procedimentoId: number;
  onClose: () => void;
}

/** Exam ids de-duplicated, in the order chosen (spec 02 §5: a repeated exam counts once). */
export const semRepetir = (ids: number[]): number[] => [...new Set(ids)];

/**
 * 'Selecione o tipo de exame' (spec 02 §2.13): 1 'Pedido Exame' — a ready layout (its exams come
 * chosen) and 'Selecione exames', then the document editor; 2 'Carregar um arquivo' — several files.
 */
export function NovoExameDialog({ pacienteId, procedimentoId, onClose }: Props): ReactNode {
  const { t } = useTranslation();
  const ids = { tipo: useId(), layout: useId(), exames: useId() };
  const [tipo, setTipo] = useState<1 | 2>();
  const [layoutId, setLayoutId] = useState<number>();
  const [exames, setExames] = useState<number[]>([]);
  const [arquivos, setArquivos] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [erro, setErro] = useState<string>();
  const [editando, setEditando] = useState(false);
  const layouts = useLayoutsDoTipo('EXAME', procedimentoId, tipo === 1);
  const catalogo = useCatalogoExames(tipo === 1);
  const layout = layouts.data?.find((l) => l.id === layoutId);

  const escolherLayout = (id: number | undefined) => {
    setLayoutId(id);
    const doLayout = layouts.data?.find((l) => l.id === id)?.exames.map((e) => e.id) ?? [];
    if (doLayout.length > 0) setExames(semRepetir([...exames, ...doLayout]));
  };

  const confirmar = async () => {
    setErro(undefined);
    if (tipo === 1) {
      setEditando(true);
      return;
    }
    setBusy(true);
    try {
      await enviarArquivos({ pacienteId, procedimentoId }, arquivos);
      notify.success(t('exameTab.arquivoCriado'));
      await recarregarExames();
      onClose();
    } catch (error) {
      setErro(apiErrorMessage(error) ?? t('exameTab.erroGenerico'));
    } finally {
      setBusy(false);
    }
  };

  const salvar = async ({ texto }: { texto: string }) => {
    await cadastrarExame({
      tipoPrescricaoId: 1,
      pacienteId,
      procedimentoId,
      layoutId: layout?.id ?? null,
      nomeLayout: layout?.nome ?? null,
      texto,
      exames: semRepetir(exames),
    });
    notify.success(t('exameTab.criado'));
    await recarregarExames();
    onClose();
  };

  const pronto = tipo === 1 ? exames.length > 0 : tipo === 2 ? arquivos.length > 0 : false;
  const ativos = (catalogo.data ?? []).filter((e) => e.ativo || exames.includes(e.id));

  return (
    <>
      <Modal
        open={!editando}
        title={t('exameTab.tipoTitulo')}
        onCancel={onClose}
        onOk={() => void confirmar()}
        okText={t('exameTab.confirmar')}
        cancelText={t('exameTab.cancelar')}
        okButtonProps={{ disabled: !pronto || busy, loading: busy }}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          <div>
            <Typography.Text strong>
              <label htmlFor={ids.tipo}>{t('exameTab.tipo')}</label>
            </Typography.Text>
            <Select
              id={ids.tipo}
              style={{ width: '100%', marginTop: 4 }}
              showSearch={{ optionFilterProp: 'label' }}
              value={tipo}
              onChange={(v: 1 | 2) => setTipo(v)}
              options={[
                { value: 1, label: t('exameTab.tipoPedido') },
                { value: 2, label: t('exameTab.tipoArquivo') },
              ]}
              data-testid="exame-tipo"
            />
          </div>
          {tipo === 1 && (
            <>
              <div>
                <Typography.Text strong>
                  <label htmlFor={ids.layout}>{t('exameTab.layout')}</label>
                </Typography.Text>
                <Select
                  id={ids.layout}
                  allowClear
                  style={{ width: '100%', marginTop: 4 }}
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={layouts.isLoading}
                  value={layoutId}
                  onChange={escolherLayout}
                  options={(layouts.data ?? []).map((l) => ({ value: l.id, label: l.nome }))}
                  data-testid="exame-layout"
                />
              </div>
              <div>
                <Typography.Text strong>
                  <label htmlFor={ids.exames}>{t('exameTab.selecioneExames')}</label>
                </Typography.Text>
                <Select
                  id={ids.exames}
                  mode="multiple"
                  style={{ width: '100%', marginTop: 4 }}
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={catalogo.isLoading}
                  value={exames}
                  onChange={(v: number[]) => setExames(semRepetir(v))}
                  options={ativos.map((e) => ({ value: e.id, label: e.nome }))}
                  data-testid="exame-exames"
                />
              </div>
            </>
          )}
          {tipo === 2 && (
            <Upload.Dragger
              multiple
              accept="image/*,video/*"
              fileList={arquivos.map((f, i) => ({ uid: `${i}-${f.name}`, name: f.name, status: 'done' as const }))}
              beforeUpload={(file) => {
                setArquivos((atual) => [...atual, file]);
                return false;
              }}
              onRemove={(item) => setArquivos((atual) => atual.filter((f, i) => `${i}-${f.name}` !== item.uid))}
              data-testid="exame-upload"
            >
              <Flex vertical align="center" gap={8} style={{ padding: 12 }}>
                <Typography.Text>{t('exameTab.arraste')}</Typography.Text>
                <Button icon={<UploadOutlined />}>{t('exameTab.carregar')}</Button>
              </Flex>
            </Upload.Dragger>
          )}
          {erro && <Alert type="error" showIcon title={erro} />}
        </Flex>
      </Modal>
      <Suspense fallback={null}>
        {editando && (
          <DocumentoEditorDialog
            open
            titulo={t('exameTab.novoExame')}
            idLayout={layout?.id}
            textoInicial={layout ? undefined : `<p>${t('exameTab.textoPadrao')}</p>`}
            preenchimento={{ idPaciente: pacienteId, procedimento: procedimentoId }}
            onSave={salvar}
            onCancel={() => setEditando(false)}
          />
        )}
      </Suspense>
    </>
  );
}
