import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Select, Typography } from '@clinica/shared/antd';
import { Modal } from '@clinica/shared/antd/overlays';
import { useLayoutsDoTipo, type Layout, type TipoLayout } from './documento-editor.resource.ts';
import './messages.ts';

export interface EscolherLayoutDialogProps {
  /** drawn only while open (each opening starts with nothing chosen) */
  open: boolean;
  /** the layouts offered: those of this type (spec 01 §3 tipoDeLayout) */
  tipo: TipoLayout;
  /** the dialog's title ('Tipo de documento', 'Gerar atestado'…) */
  titulo: string;
  /** the dropdown's label; the title when absent */
  rotulo?: string;
  /** only this procedure's layouts and those without a procedure; all of the type when absent */
  procedimento?: number;
  /** Confirmar stays disabled while true (a call of the caller's is running) */
  busy?: boolean;
  /** the chosen layout (Confirmar); the caller closes the dialog */
  onConfirm: (layout: Layout) => void;
  onCancel: () => void;
}

/**
 * The first step of every record document (spec 02 §2.10, §2.11, §2.13, §2.14): a dropdown of the
 * layouts of one type, filterable by name, and Confirmar (disabled until one is chosen). Lazy-load it
 * with the editor dialog: `lazy(() => import('../documento-editor/index.ts').then(…))`.
 */
export function EscolherLayoutDialog(props: EscolherLayoutDialogProps): ReactNode {
  return props.open ? <Escolha {...props} /> : null;
}

function Escolha({ tipo, titulo, rotulo, procedimento, busy, onConfirm, onCancel }: EscolherLayoutDialogProps): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  const layouts = useLayoutsDoTipo(tipo, procedimento, true);
  const [escolhido, setEscolhido] = useState<number>();
  const layout = layouts.data?.find((l) => l.id === escolhido);
  return (
    <Modal
      open
      title={titulo}
      onCancel={onCancel}
      onOk={() => layout && onConfirm(layout)}
      okText={t('documentoEditor.confirmar')}
      cancelText={t('documentoEditor.cancelar')}
      okButtonProps={{ disabled: !layout || busy, loading: busy }}
      destroyOnHidden
    >
      <Typography.Text strong>
        <label htmlFor={id}>{rotulo ?? titulo}</label>
      </Typography.Text>
      <Select
        id={id}
        style={{ width: '100%', marginTop: 8 }}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('documentoEditor.filtrar')}
        loading={layouts.isLoading}
        value={escolhido}
        onChange={setEscolhido}
        options={(layouts.data ?? []).map((l) => ({ value: l.id, label: l.nome }))}
        notFoundContent={layouts.isSuccess ? t('documentoEditor.semLayouts') : undefined}
        data-testid="documento-layout-select"
      />
      {layouts.isError && <Alert style={{ marginTop: 12 }} type="error" showIcon title={t('documentoEditor.erroCarregar')} />}
    </Modal>
  );
}
