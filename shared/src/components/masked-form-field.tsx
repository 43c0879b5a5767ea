import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from './form-field.tsx';
import { MaskedInput, type MaskedInputProps } from './masked-input.tsx';

export interface MaskedFormFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  id: string;
  label: ReactNode;
  mask?: MaskedInputProps['mask'];
  placeholder?: string;
  disabled?: boolean;
  /** under the field while it has no error (e.g. what a postal-code lookup found) */
  hint?: ReactNode;
  /** after react-hook-form's own blur (e.g. a postal-code lookup) */
  onBlur?: (value: string) => void;
}

/** A labelled text field with an input mask (dates, times, phones, documents), errors shown once touched. */
export function MaskedFormField<T extends FieldValues, N extends FieldPath<T>>(props: MaskedFormFieldProps<T, N>): ReactNode {
  return (
    <FormField control={props.control} name={props.name} id={props.id} label={props.label} hint={props.hint} errorsAfterChange>
      {(f) => (
        <MaskedInput
          id={props.id}
          {...f}
          mask={props.mask}
          placeholder={props.placeholder}
          disabled={props.disabled}
          onBlur={() => {
            f.onBlur();
            props.onBlur?.(f.value);
          }}
        />
      )}
    </FormField>
  );
}
