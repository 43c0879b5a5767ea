import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Divider, Flex, Select, Typography } from '@clinica/shared/antd';
import { Modal } from '@clinica/shared/antd/overlays';
import { UploadOutlined } from '@clinica/shared/icons';
import { apiErrorMessage, notify } from '@clinica/shared';
import { enviarArquivo, recarregarFichas, useFormulariosAtivos, type Formulario } from './formularios.resource.ts';
import './messages.ts';

interface Props {
  pacienteId: number;
  procedimentoId: number;
  onClose: () => void;
  /** the form chosen: the fill dialog opens with it */
  onEscolher: (formulario: Formulario) => void;
}

/** 'Novo formulário' (spec 02 §2.12): 'Tipo de formulário' among the active forms, CONFIRMAR once one is chosen; or 'Faça upload de arquivos'. */
export function NovoFormularioDialog({ pacienteId, procedimentoId, onClose, onEscolher }: Props): ReactNode {
  const { t } = useTranslation();
  const ids = { tipo: useId(), arquivo: useId() };
  const formularios = useFormulariosAtivos(true);
  const [escolhido, setEscolhido] = useState<number>();
  const [enviando, setEnviando] = useState(false);
  const [erro, setErro] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  const confirmar = () => {
    const formulario = formularios.data?.find((f) => f.id === escolhido);
    if (!formulario) return;
    if (formulario.perguntas.length === 0) {
      notify.error(t('fichaTab.semPerguntas'), { title: t('fichaTab.semPerguntasTitulo') });
      return;
    }
    onEscolher(formulario);
  };

  const enviar = async (arquivo: File | undefined) => {
    if (!arquivo) return;
    setErro(undefined);
    setEnviando(true);
    try {
      await enviarArquivo(pacienteId, procedimentoId, arquivo);
      notify.success(t('fichaTab.arquivoCriado'));
      await recarregarFichas();
      onClose();
    } catch (error) {
      setErro(apiErrorMessage(error) ?? t('fichaTab.erroGenerico'));
    } finally {
      setEnviando(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Modal
      open
      title={t('fichaTab.novo')}
      onCancel={onClose}
      onOk={confirmar}
      okText={t('fichaTab.confirmar')}
      cancelText={t('fichaTab.cancelar')}
      okButtonProps={{ disabled: escolhido === undefined || enviando }}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <div>
          <Typography.Text strong>
            <label htmlFor={ids.tipo}>{t('fichaTab.tipo')}</label>
          </Typography.Text>
          <Select
            id={ids.tipo}
            style={{ width: '100%', marginTop: 4 }}
            showSearch={{ optionFilterProp: 'label' }}
            loading={formularios.isLoading}
            value={escolhido}
            onChange={(v: number) => setEscolhido(v)}
            options={(formularios.data ?? []).map((f) => ({ value: f.id, label: f.nome }))}
            data-testid="ficha-tipo"
          />
        </div>
        <Divider plain style={{ margin: '4px 0' }}>
          {t('fichaTab.ou')}
        </Divider>
        <div>
          <input
            ref={input}
            id={ids.arquivo}
            type="file"
            accept="image/*,video/*"
            hidden
            data-testid="ficha-arquivo"
            onChange={(e) => void enviar(e.target.files?.[0])}
          />
          <Button icon={<UploadOutlined />} loading={enviando} onClick={() => input.current?.click()}>
            {enviando ? t('fichaTab.enviando') : t('fichaTab.upload')}
          </Button>
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
            {t('fichaTab.uploadDica')}
          </Typography.Text>
        </div>
        {erro && <Alert type="error" showIcon title={erro} />}
      </Flex>
    </Modal>
  );
}
