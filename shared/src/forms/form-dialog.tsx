import { DeferredResult } from '@clinica/shared';
import { useRef, type ReactNode } from 'react';
import { Alert, Button, Space, Spin, Typography } from '@clinica/shared/antd';
import { Modal } from '@clinica/shared/antd/overlays';
import { useTranslation } from 'react-i18next';
import { useHeldWhilePressed } from './use-held-while-pressed.ts';

/** A field the 'AVISO' summary names: what the user reads, and the input to take them to. */
export interface InvalidField {
  /** id of the field's input (FormField's `id`) */
  id: string;
  /** the label as shown on screen, translated */
  label: string;
}

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  width?: number;
  /** data-testid of the form body */
  testId?: string;
  /** data-testid of the whole dialog (title and footer included) */
  dialogTestId?: string;
  /** nothing to save (a record that can no longer change): no 'Salvar' */
  readOnly?: boolean;
  /** still reading what the form shows */
  loading?: boolean;
  /** the read failed: this message instead of the form */
  loadFailed?: ReactNode;
  /** every invalid field, in the form's order (whether or not the user reached it yet) */
  invalid: readonly InvalidField[];
  /** show the summary: the user has typed, left a field or tried to save, or the record was loaded */
  showAviso: boolean;
  /** left side of the footer (e.g. the last change) */
  footerStart?: ReactNode;
  submitLabel: string;
  cancelLabel: string;
  saving: boolean;
  /** false keeps 'Salvar' disabled (invalid, or nothing to save yet) */
  canSubmit: boolean;
  /**
   * Runs react-hook-form's handleSubmit. Also called when the user clicks the disabled button: the
   * handler then marks every field, each shows its message, and the first invalid field gets the focus.
   */
  onSubmit: () => void;
  children: ReactNode;
}

const focusField = (id: string): void => {
  const element = document.getElementById(id);
  element?.scrollIntoView({ block: 'center' });
  element?.focus();
};

/**
 * The form contract's dialog (docs/one-way-to-build-a-screen.md): the 'AVISO' summary sits at the top
 * and stays in view while the body scrolls, each entry takes the user to its field; 'Salvar' is
 * disabled while the form is invalid (spec 02), and a click on it anyway says why instead of doing
 * nothing. Fields are FormField (required marker, message on leaving the field and on saving).
 */
export function FormDialog(props: FormDialogProps): ReactNode {
  const { t } = useTranslation();
  const blocked = props.loading || !!props.loadFailed || props.saving;
  // the list changes when a field is left; while a press is on, the one shown stays (see useHeldWhilePressed)
  const aviso = props.showAviso ? props.invalid : [];
  const avisoKey = aviso.map((field) => `${field.id}:${field.label}`).join('|');
  const heldKey = useHeldWhilePressed(avisoKey);
  const avisoShown = useRef(aviso);
  if (heldKey === avisoKey) avisoShown.current = aviso;
  const footer = (
    <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
      <Typography.Text type="secondary">{props.footerStart}</Typography.Text>
      <Space>
        <Button onClick={props.onClose}>{props.cancelLabel}</Button>
        {/* a disabled button takes no clicks: its wrapper does, to reveal what is missing */}
        {!props.readOnly && (
          <span data-testid="form-dialog-salvar" onClick={() => !blocked && !props.canSubmit && props.onSubmit()}>
            <Button
              type="primary"
              loading={props.saving}
              disabled={blocked || !props.canSubmit}
              style={blocked || !props.canSubmit ? { pointerEvents: 'none' } : undefined}
              onClick={props.onSubmit}
            >
              {props.submitLabel}
            </Button>
          </span>
        )}
      </Space>
    </Space>
  );

  return (
    <Modal
      open={props.open}
      title={props.title}
      width={props.width}
      onCancel={props.onClose}
      footer={footer}
      destroyOnHidden
      mask={{ closable: false }}
      modalRender={props.dialogTestId ? (node) => <div data-testid={props.dialogTestId}>{node}</div> : undefined}
    >
      {props.loading ? (
        <Spin tip={t('formulario.carregando')}>
          <div style={{ minHeight: 200 }} />
        </Spin>
      ) : props.loadFailed ? (
        <DeferredResult status="warning" title={props.loadFailed} />
      ) : (
        <div data-testid={props.testId}>
          {avisoShown.current.length > 0 && (
            <Alert
              type="warning"
              showIcon
              role="alert"
              data-testid="form-aviso"
              style={{ position: 'sticky', top: 0, zIndex: 2, marginBottom: 16 }}
              title={t('formulario.aviso')}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {avisoShown.current.map((field) => (
                    <li key={field.id}>
                      <Typography.Link onClick={() => focusField(field.id)}>{t('formulario.campoInvalido', { campo: field.label })}</Typography.Link>
                    </li>
                  ))}
                </ul>
              }
            />
          )}
          {props.children}
        </div>
      )}
    </Modal>
  );
}
