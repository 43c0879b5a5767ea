import type { ReactNode } from 'react';
import { Col } from '@clinica/shared/antd/display';
import { useTranslation } from 'react-i18next';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { FormField, MaskedInput, type MaskedInputProps } from '@clinica/shared/forms';
import { pacienteLimit, type PacienteFormValues } from './paciente-form.ts';

export interface PacienteTextFieldProps {
  name: FieldPath<PacienteFormValues>;
  /** columns of 24 from md up */
  span: number;
  /** under `paciente.campos`; the field's name by default */
  labelKey?: string;
  required: boolean;
  /** a `MASKS` entry; without one, typing stops at the api's limit */
  mask?: MaskedInputProps['mask'];
  maxLength?: number;
}

/** One text input of the patient form in its column: label, required mark, message once changed or left. */
export function PacienteTextField({ name, span, labelKey = name, required, mask, maxLength }: PacienteTextFieldProps): ReactNode {
  const { t } = useTranslation();
  const { control } = useFormContext<PacienteFormValues>();
  const id = `paciente-${name}`;
  return (
    <Col xs={24} md={span}>
      <FormField control={control} name={name} id={id} label={t(`paciente.campos.${labelKey}`)} required={required} errorsAfterChange>
        {(f) => <MaskedInput id={id} {...f} value={f.value as string} mask={mask} maxLength={maxLength ?? (mask ? undefined : pacienteLimit(name))} />}
      </FormField>
    </Col>
  );
}
