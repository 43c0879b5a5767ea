import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Space } from '@clinica/shared/antd';
import { Form } from '@clinica/shared/antd/inputs';
import { Row } from '@clinica/shared/antd/display';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { formatDateTime, isCpf, notify, onlyDigits, type PacienteDialogProps } from '@clinica/shared';
import { FormDialog, showSaveError } from '@clinica/shared/forms';
import { AtividadesList, atividades } from './atividades.tsx';
import { ContatoFields } from './contato-fields.tsx';
import { EnderecoSection } from './endereco-section.tsx';
import { EstrangeiroSwitch, IdentidadeFields, PacienteFoto } from './identidade-fields.tsx';
import { inputId, isFormPath, labelKey } from './paciente-campos.ts';
import { useCpfOwner, useSavePacienteMutation, type Paciente } from './paciente-dialog.resource.ts';
import {
  emptyForm,
  formField,
  formFromPaciente,
  pacienteErrors,
  pacienteFormSchema,
  payloadFromForm,
  requiredFields,
  type PacienteFormValues,
} from './paciente-form.ts';
import { idNamesOf, type PacienteLookups } from './paciente-lookups.ts';
import { ResponsavelSection } from './responsavel-section.tsx';

export interface PacienteEditorProps extends Pick<PacienteDialogProps, 'onClose' | 'onSaved'> {
  /** the patient as read when the dialog opened; none registers a new one */
  paciente: Paciente | undefined;
  lookups: PacienteLookups;
}

/**
 * The open 'Dados pessoais' form (spec 02 sections 2.2, 4 and 5), on the form contract (shared
 * FormDialog): required fields marked, a field's message once it is left, the 'AVISO' list at the
 * top, typing cut at the api's limits, a refused save's message under its field. 'Salvar' stays
 * disabled while any field is invalid (spec 02). Filled once, from what it is given.
 */
export function PacienteEditor({ paciente: loaded, lookups, onClose, onSaved }: PacienteEditorProps): ReactNode {
  const { t, i18n } = useTranslation();
  const save = useSavePacienteMutation();
  // the copy the form was filled from: its versao goes with the save, whatever is read meanwhile
  const [paciente] = useState(loaded);
  const cpfTomadoRef = useRef(false);
  const resolver = useMemo(() => valibotResolver(pacienteFormSchema(() => cpfTomadoRef.current)), []);
  const form = useForm<PacienteFormValues>({
    resolver,
    // a required field left empty says so when it is left, not only once typed in
    mode: 'all',
    defaultValues: paciente ? formFromPaciente(paciente) : emptyForm(),
  });
  const { control, handleSubmit, setError, trigger, formState } = form;
  // Every invalid field, whether or not the user reached it yet (react-hook-form keeps errors only for visited fields).
  const values = useWatch({ control }) as PacienteFormValues;
  const { estrangeiro, ddi, cpf } = values;
  const brasil = onlyDigits(ddi) === '55';
  const required = requiredFields(values);

  // CPF already registered for another patient (checked on the server once the CPF is complete;
  // a failing check gives no message, spec 02 section 8).
  const cpfDigits = onlyDigits(cpf);
  const owner = useCpfOwner(!estrangeiro && cpfDigits.length === 11 && isCpf(cpfDigits) ? cpfDigits : undefined);
  const cpfTomado = owner.data !== undefined && owner.data !== 0 && owner.data !== paciente?.id;
  cpfTomadoRef.current = cpfTomado;
  // the answer comes after the typing: say so, and check the field again with it
  useEffect(() => {
    if (cpfTomado) notify.info(t('paciente.dialogo.cpfCadastrado'));
    void trigger('cpf');
  }, [cpfTomado, t, trigger]);

  const label = (field: string): string => {
    const key = labelKey(field, (textKey) => i18n.exists(textKey));
    return key ? t(`paciente.campos.${key}`) : field;
  };
  const idNames = useMemo(() => idNamesOf(lookups), [lookups]);
  const history = paciente ? atividades(paciente, label, idNames, t('paciente.dialogo.naoListado'), t('paciente.dialogo.criacao')) : [];
  const invalidFields = [...pacienteErrors(values, cpfTomado).keys()];

  const submit = handleSubmit(async (typed) => {
    try {
      const saved = await save.mutateAsync(payloadFromForm(typed, paciente));
      notify.success(paciente ? t('paciente.dialogo.sucessoEdicao') : t('paciente.dialogo.sucessoCriacao'));
      onSaved?.(saved, !paciente);
      onClose();
    } catch (error) {
      // a refusal that names a field: its message under that field, in the user's words
      showSaveError(error, setError, {
        toPath: (campo) => {
          const path = formField(campo);
          return isFormPath(path) ? path : undefined;
        },
        labelOf: label,
        title: t('paciente.dialogo.erroTitulo'),
        // spec 02 section 8: the server's message, else the error's own, else the generic one
        fallback: (error instanceof Error && error.message) || t('paciente.dialogo.erroGenerico'),
      });
    }
  });

  return (
    <FormProvider {...form}>
      <FormDialog
        open
        title={
          <Space size="large">
            {t('paciente.dialogo.titulo')}
            <EstrangeiroSwitch />
          </Space>
        }
        width={920}
        onClose={onClose}
        testId="paciente-form"
        invalid={invalidFields.map((field) => ({ id: inputId(field), label: label(field) }))}
        showAviso={!!paciente || formState.isDirty || formState.isSubmitted || Object.keys(formState.touchedFields).length > 0}
        footerStart={
          <span data-testid="paciente-ultima-alteracao">
            {paciente &&
              t('paciente.dialogo.ultimaAlteracao', {
                usuario: paciente.usuarioAlteracao ?? t('paciente.dialogo.naoListado'),
                quando: formatDateTime(paciente.horarioAlteracao),
              })}
          </span>
        }
        cancelLabel={t('paciente.dialogo.cancelar')}
        submitLabel={t('paciente.dialogo.salvar')}
        saving={save.isPending}
        canSubmit={invalidFields.length === 0}
        onSubmit={() => void submit()}
      >
        <Form layout="vertical" component="div">
          <PacienteFoto />
          <Row gutter={16}>
            <IdentidadeFields required={required} lookups={lookups} />
            <ContatoFields required={required} brasil={brasil} lookups={lookups} />
          </Row>
          <ResponsavelSection required={required} brasil={brasil} />
          {!estrangeiro && <EnderecoSection required={required} brasil={brasil} />}
          {history.length > 0 && (
            <div style={{ marginTop: 16 }}>
              <AtividadesList items={history} />
            </div>
          )}
        </Form>
      </FormDialog>
    </FormProvider>
  );
}
