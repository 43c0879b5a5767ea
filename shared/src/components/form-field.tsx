import type { ReactNode } from 'react';
import { Form } from '@clinica/shared/antd/inputs';
import { useTranslation } from 'react-i18next';
import { Controller, useFormState, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  label: ReactNode;
  /** Id of the input, tied to the label for screen readers and tests. */
  id: string;
  /** Show the error only once the user changed or left the field, or tried to save (forms validated on every key). */
  errorsAfterChange?: boolean;
  /** Marks the label (the rules still decide what is valid). */
  required?: boolean;
  /** Text under the field while it has no error. */
  hint?: ReactNode;
  /** The input, given react-hook-form's field props (value, onChange, onBlur, ref). */
  children: (field: ControllerRenderProps<T, N>) => ReactNode;
}

/**
 * One labelled form field: react-hook-form state in an antd Form.Item. Validation messages are i18n
 * keys (schemas hold keys, not texts) and are translated here; messages set from a server refusal
 * (type 'server', see serverFieldErrors) are shown as they are.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>>(props: FormFieldProps<T, N>): ReactNode {
  const { t } = useTranslation();
  const { isSubmitted } = useFormState({ control: props.control });
  return (
    <Controller
      name={props.name}
      control={props.control}
      render={({ field, fieldState }) => {
        const shown = fieldState.error?.message && (!props.errorsAfterChange || fieldState.isDirty || fieldState.isTouched || isSubmitted);
        // rules give i18n keys; a server refusal ('server') is already the user's text
        const error = shown ? (fieldState.error!.type === 'server' ? fieldState.error!.message : t(fieldState.error!.message!)) : undefined;
        return (
          <Form.Item label={props.label} htmlFor={props.id} required={props.required} validateStatus={error ? 'error' : undefined} help={error ?? props.hint}>
            {props.children(field)}
          </Form.Item>
        );
      }}
    />
  );
}
