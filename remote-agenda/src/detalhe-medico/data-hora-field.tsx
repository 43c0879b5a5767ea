import type { ReactNode } from 'react';
import { Col } from '@clinica/shared/antd/display';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField, MASKS, MaskedInput } from '@clinica/shared/forms';
import { PLACEHOLDER } from './placeholders.ts';

export interface DataHoraFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  /** a day typed dd/mm/aaaa or a time hh:mm */
  kind: 'date' | 'time';
  required?: boolean;
  /** columns of 24 from the small screen up */
  span?: number;
}

/** A day or a time typed through its mask, half a row wide: the block's and the schedule's dates and hours. */
export function DataHoraField<T extends FieldValues>({ control, name, id, label, kind, required, span = 12 }: DataHoraFieldProps<T>): ReactNode {
  return (
    <Col xs={24} sm={span}>
      <FormField control={control} name={name} id={id} label={label} required={required} errorsAfterChange>
        {(f) => <MaskedInput id={id} {...f} mask={MASKS[kind]} placeholder={PLACEHOLDER[kind]} />}
      </FormField>
    </Col>
  );
}
