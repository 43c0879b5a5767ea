import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert } from '@clinica/shared/antd';
import { Form } from '@clinica/shared/antd/inputs';
import { apiErrorMessage, notify } from '@clinica/shared';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch, type Control, type DefaultValues, type FieldValues, type Path, type UseFormSetValue } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormDialog } from './form-dialog.tsx';
import { rulesSchema } from './rules-schema.ts';
import { isRegistroDesatualizado, showSaveError } from './save-error.ts';
import './kit-texts.ts';

export interface ItemFormDialogProps<T extends FieldValues> {
  open: boolean;
  /** 'Nova sala' or 'Editar sala' */
  title: string;
  testId: string;
  /** what the form opens with (the item's values when editing) */
  values: T;
  /** the rules: field path → i18n key of its message (a Map, or a record whose blank entries are valid) */
  errorsOf: (values: T) => Map<string, string> | Partial<Record<string, string>>;
  /** field → label shown (the 'AVISO' list and server messages name it) */
  labels: Record<keyof T & string, string>;
  /** the label of a nested field ('perguntas.2.pergunta' → 'Pergunta 3') */
  labelOf?: (path: string) => string | undefined;
  /** id of a field's input: `${testId}-${field}`; `setValue` fills fields from another (an address from its CEP) */
  fields: (control: Control<T>, setValue: UseFormSetValue<T>) => ReactNode;
  /** saves; a refusal is shown under its field (or the name, for a duplicate) and the dialog stays open */
  onSave: (values: T) => Promise<unknown>;
  saving: boolean;
  onClose: () => void;
  /** instead of the error toast of a refused save (a call whose refusal the http client already shows says nothing more) */
  toast?: (message: string) => void;
  /** wider for long forms (a profile's permissions) */
  width?: number;
  /**
   * Say that it saved once the save went through: true → the kit's 'Salvo com sucesso.', or the text to
   * say. Off by default for forms whose screen says it itself.
   */
  saved?: boolean | string;
}

/**
 * The form of one record of an area's list (a catalogue item, a user) on the form contract (FormDialog + FormField): required marks, a
 * field's message once left, the 'AVISO' list, 'Salvar' disabled while invalid, a refused save's
 * message under its field with what the user typed kept.
 */
export function ItemFormDialog<T extends FieldValues>(props: ItemFormDialogProps<T>): ReactNode {
  const { t } = useTranslation();
  const { errorsOf, open, values: initial } = props;
  const resolver = useMemo(() => valibotResolver(rulesSchema<T>(errorsOf)), [errorsOf]);
  const { control, handleSubmit, reset, setError, setValue, formState } = useForm<T>({ resolver, mode: 'all', defaultValues: initial as DefaultValues<T> });
  // someone else saved the record since it was read: said in the form, which keeps what was typed
  const [desatualizado, setDesatualizado] = useState<string>();
  useEffect(() => {
    if (open) reset(initial);
    setDesatualizado(undefined);
  }, [open, initial, reset]);
  const values = useWatch({ control }) as T;
  const labelOf = (path: string): string | undefined => props.labels[path as keyof T & string] ?? props.labelOf?.(path);
  const invalid = invalidPaths(errorsOf(values)).map((field) => ({ id: `${props.testId}-${field}`, label: labelOf(field) ?? field }));

  const submit = handleSubmit(async (saved) => {
    try {
      await props.onSave(saved);
      if (props.saved) notify.success(typeof props.saved === 'string' ? props.saved : t('kit.salvo'));
      props.onClose();
    } catch (error) {
      if (isRegistroDesatualizado(error)) setDesatualizado(apiErrorMessage(error) ?? t('kit.desatualizado'));
      showSaveError(error, setError, {
        toPath: (campo) => (labelOf(campo) === undefined ? undefined : (campo as Path<T>)),
        labelOf: (path) => labelOf(path) ?? path,
        // a duplicate (409) not tied to a field is about the name, the one unique field of a catalogue
        conflictField: 'nome' in props.labels ? ('nome' as Path<T>) : undefined,
        title: t('kit.erroTitulo'),
        fallback: t('kit.erroSalvar'),
        toast: props.toast,
      });
    }
  });

  return (
    <FormDialog
      open={open}
      title={props.title}
      width={props.width ?? 520}
      onClose={props.onClose}
      testId={props.testId}
      invalid={invalid}
      showAviso={formState.isSubmitted || Object.keys(formState.touchedFields).length > 0}
      cancelLabel={t('kit.cancelar')}
      submitLabel={t('kit.salvar')}
      saving={props.saving}
      canSubmit={invalid.length === 0}
      onSubmit={() => void submit()}
    >
      {desatualizado && <Alert type="warning" showIcon role="alert" data-testid="form-desatualizado" style={{ marginBottom: 16 }} title={desatualizado} />}
      <Form layout="vertical" component="div" requiredMark>
        {props.fields(control, setValue)}
      </Form>
    </FormDialog>
  );
}

const invalidPaths = (errors: Map<string, string> | Partial<Record<string, string>>): string[] =>
  errors instanceof Map ? [...errors.keys()] : Object.entries(errors).flatMap(([path, message]) => (message ? [path] : []));
