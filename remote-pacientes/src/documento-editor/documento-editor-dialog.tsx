import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Input, Spin, Typography } from '@clinica/shared/antd';
import { Modal } from '@clinica/shared/antd/overlays';
import { apiErrorMessage } from '@clinica/shared';
import { RichTextEditor, isRichTextEmpty } from '@clinica/shared/rich-text';
import { usePreenchido, type Preenchimento } from './documento-editor.resource.ts';
import './messages.ts';

/** What the dialog saves: the name (empty when the dialog has no name field) and the editor's HTML. */
export interface DocumentoValores {
  nome: string;
  texto: string;
}

export interface DocumentoEditorDialogProps {
  /** drawn only while open (each opening starts again from its props) */
  open: boolean;
  /** the dialog's title ('Novo documento', the layout's name…) */
  titulo: string;
  /** a required name field above the editor with this label ('Nome do layout', 'Nome da prescrição'); none when absent */
  nomeLabel?: string;
  /** the name field's start (editing) */
  nomeInicial?: string;
  /** start from this HTML (editing a saved document)… */
  textoInicial?: string;
  /** …or from this layout filled for the patient (a new document: `preencherLayout`) */
  idLayout?: number;
  /** who and what the layout is filled for (idPaciente, procedimento; usuarioGerado: the issuing doctor, else the api takes the caller if a doctor) */
  preenchimento?: Preenchimento;
  /**
   * Saves; the dialog waits for it. A rejection keeps the dialog open with what was typed and shows
   * the api's message (or a generic one): make the call `context: { silent: true }`. The caller closes it.
   */
  onSave: (valores: DocumentoValores) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The maximised editor every record document is written in (spec 02 §2.10, §2.11, §2.14): an optional
 * required name, the portal's rich-text editor, and 'salvar'. It starts from the saved text or from the
 * layout filled for the patient (the api's 422 message when a variable has no value).
 */
export function DocumentoEditorDialog(props: DocumentoEditorDialogProps): ReactNode {
  return props.open ? <Editor {...props} /> : null;
}

function Editor(props: DocumentoEditorDialogProps): ReactNode {
  const { t } = useTranslation();
  const preenchido = usePreenchido(props.textoInicial === undefined ? props.idLayout : undefined, props.preenchimento ?? { idPaciente: 0 });
  const inicial = props.textoInicial ?? preenchido.data;
  return (
    <Modal
      open
      title={props.titulo}
      onCancel={props.onCancel}
      footer={null}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ body: { minHeight: 'calc(100vh - 90px)' } }}
      destroyOnHidden
      maskClosable={false}
      data-testid="documento-editor-dialog"
    >
      {inicial !== undefined ? (
        <Formulario {...props} inicial={inicial} />
      ) : preenchido.isError ? (
        <Alert type="error" showIcon title={apiErrorMessage(preenchido.error) ?? t('documentoEditor.erroPreencher')} />
      ) : (
        <Flex vertical align="center" gap={12} style={{ padding: 48 }}>
          <Spin />
          <Typography.Text>{t('documentoEditor.preenchendo')}</Typography.Text>
        </Flex>
      )}
    </Modal>
  );
}

function Formulario(props: DocumentoEditorDialogProps & { inicial: string }): ReactNode {
  const { t } = useTranslation();
  const nomeId = useId();
  const [nome, setNome] = useState(props.nomeInicial ?? '');
  const [texto, setTexto] = useState(props.inicial);
  const [tentou, setTentou] = useState(false);
  const [salvando, setSalvando] = useState(false);
  const [erro, setErro] = useState<string>();
  const salvandoRef = useRef(false);

  const nomeFalta = props.nomeLabel !== undefined && nome.trim() === '';
  const textoFalta = isRichTextEmpty(texto);

  const salvar = async () => {
    setTentou(true);
    if (nomeFalta || textoFalta || salvandoRef.current) return;
    salvandoRef.current = true;
    setSalvando(true);
    setErro(undefined);
    try {
      await props.onSave({ nome: nome.trim(), texto });
    } catch (error) {
      setErro(apiErrorMessage(error) ?? t('documentoEditor.erroSalvar'));
    } finally {
      salvandoRef.current = false;
      setSalvando(false);
    }
  };

  return (
    <Flex vertical gap={12}>
      {props.nomeLabel !== undefined && (
        <div>
          <Typography.Text strong>
            <span aria-hidden style={{ color: '#ff4d4f', marginInlineEnd: 4 }}>
              *
            </span>
            <label htmlFor={nomeId}>{props.nomeLabel}</label>
          </Typography.Text>
          <Input
            id={nomeId}
            value={nome}
            onChange={(e) => setNome(e.target.value)}
            maxLength={200}
            aria-required
            aria-invalid={tentou && nomeFalta}
            status={tentou && nomeFalta ? 'error' : undefined}
            style={{ marginTop: 4 }}
          />
          {tentou && nomeFalta && <Typography.Text type="danger">{t('documentoEditor.nomeObrigatorio')}</Typography.Text>}
        </div>
      )}
      <RichTextEditor value={texto} onChange={setTexto} ariaLabel={t('documentoEditor.texto')} invalid={tentou && textoFalta} data-testid="documento-editor" />
      {tentou && textoFalta && <Typography.Text type="danger">{t('documentoEditor.textoObrigatorio')}</Typography.Text>}
      {erro && <Alert type="error" showIcon title={erro} />}
      <Flex justify="end">
        <Button type="primary" onClick={() => void salvar()} loading={salvando}>
          {t('documentoEditor.salvar')}
        </Button>
      </Flex>
    </Flex>
  );
}
