import type { ReactNode } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Controller, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  label: ReactNode;
  /** Id of the input, tied to the label for screen readers and tests. */
  id: string;
  /** Show the error only once the user changed or left the field (forms validated on every key). */
  errorsAfterChange?: boolean;
  /** Text under the field while it has no error. */
  hint?: ReactNode;
  /** The input, given react-hook-form's field props (value, onChange, onBlur, ref). */
  children: (field: ControllerRenderProps<T, N>) => ReactNode;
}

/**
 * One labelled form field: react-hook-form state in an antd Form.Item. Validation messages are i18n
 * keys (schemas hold keys, not texts) and are translated here.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>>(props: FormFieldProps<T, N>): ReactNode {
  const { t } = useTranslation();
  return (
    <Controller
      name={props.name}
      control={props.control}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message && (!props.errorsAfterChange || fieldState.isDirty || fieldState.isTouched) ? t(fieldState.error.message) : undefined;
        return (
          <Form.Item label={props.label} htmlFor={props.id} validateStatus={error ? 'error' : undefined} help={error ?? props.hint}>
            {props.children(field)}
          </Form.Item>
        );
      }}
    />
  );
}
