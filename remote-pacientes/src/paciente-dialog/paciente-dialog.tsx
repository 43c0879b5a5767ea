import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PacienteDialogProps } from '@clinica/shared';
import { FormDialog } from '@clinica/shared/forms';
import { usePaciente } from './paciente-dialog.resource.ts';
import { PacienteEditor } from './paciente-editor.tsx';
import { usePacienteLookups } from './paciente-lookups.ts';

/** The contract with the apps that load it (the agenda's booking): its props live in @clinica/shared. */
export type { PacienteDialogProps };

/**
 * 'Dados pessoais': registers or edits a patient. The form opens once what it shows is read: the
 * option lists and, to edit, the patient as read since the dialog opened (a copy cached from an
 * earlier visit is not edited while a newer one may be on its way). Until then the dialog waits, or
 * says the read failed.
 */
export function PacienteDialog({ open, pacienteId, onClose, onSaved }: PacienteDialogProps): ReactNode {
  const { t } = useTranslation();
  const [openedAt] = useState(Date.now);
  const stored = usePaciente(open ? pacienteId : undefined);
  const lookups = usePacienteLookups();
  // once read, it stays: a later read that fails or brings a newer copy does not take the form away
  const paciente = stored.data && stored.dataUpdatedAt > openedAt ? stored.data : undefined;
  if (open && lookups.data && (pacienteId === undefined || paciente))
    return <PacienteEditor paciente={paciente} lookups={lookups.data} onClose={onClose} onSaved={onSaved} />;

  const loadFailed = (pacienteId !== undefined && stored.isError) || lookups.isError;
  return (
    <FormDialog
      open={open}
      title={t('paciente.dialogo.titulo')}
      width={920}
      onClose={onClose}
      testId="paciente-form"
      loading={!loadFailed}
      loadFailed={loadFailed && t('paciente.dialogo.erroCarregar')}
      invalid={[]}
      showAviso={false}
      cancelLabel={t('paciente.dialogo.cancelar')}
      submitLabel={t('paciente.dialogo.salvar')}
      saving={false}
      canSubmit={false}
      onSubmit={() => undefined}
    >
      {null}
    </FormDialog>
  );
}

/** Federation export: other areas load the dialog as this module's default. */
export default PacienteDialog;
