import type { ReactNode } from 'react';
import { Col, Row } from '@clinica/shared/antd/display';
import { useTranslation } from 'react-i18next';
import type { Control, FieldValues, Path, PathValue, UseFormSetValue } from 'react-hook-form';
import { FormField } from '../components/form-field.tsx';
import { MaskedInput } from '../components/masked-input.tsx';
import { onlyDigits } from '@clinica/shared/core';
import { MASKS } from './masks.ts';
import { useCepLookup } from '@clinica/shared';

/** The address fields a form holds (at `prefix`): cep, logradouro, numero, complemento, bairro, cidade, estado, pais. */
export interface EnderecoFieldsProps<T extends FieldValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  /** where the address sits in the form: '' (top level) or e.g. 'responsavel.' */
  prefix: string;
  /** a Brazilian address: CEP mask and lookup */
  brasil: boolean;
  idPrefix: string;
  /** the rules require this address (marks its fields) */
  required: boolean;
  /** the api's length limit of a field (its path in the form) */
  maxLength?: (path: string) => number | undefined;
  /** where the form's labels live ('paciente.campos'): ENDERECO_LABELS spread there */
  labels: string;
}

/**
 * Address block (a patient, a payer, a doctor). In Brazil the CEP is masked 00000-000 and, once it has 8 digits,
 * the public lookup fills street, district, city, state and 'Brasil'; an unknown CEP or a lookup that
 * fails is said under the field, and the user types the address.
 */
export function EnderecoFields<T extends FieldValues>({
  control,
  setValue,
  prefix,
  brasil,
  idPrefix,
  required,
  maxLength,
  labels,
}: EnderecoFieldsProps<T>): ReactNode {
  const { t } = useTranslation();
  const cep = useCepLookup();
  const path = (field: string) => `${prefix}${field}` as Path<T>;
  const field = (name: string, span: number, label: string): ReactNode => (
    <Col xs={24} md={span}>
      <FormField control={control} name={path(name)} id={`${idPrefix}-${name}`} label={label} required={required && name !== 'complemento'} errorsAfterChange>
        {(f) => <MaskedInput id={`${idPrefix}-${name}`} {...f} value={f.value} maxLength={maxLength?.(path(name))} />}
      </FormField>
    </Col>
  );

  const fill = async (value: string): Promise<void> => {
    if (!brasil || onlyDigits(value).length !== 8) return;
    const address = await cep.buscar(value);
    if (!address) return;
    for (const [name, value] of Object.entries(address) as [string, string][])
      setValue(path(name), value as PathValue<T, Path<T>>, { shouldValidate: true, shouldDirty: true });
  };

  return (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <FormField control={control} name={path('cep')} id={`${idPrefix}-cep`} label={t(`${labels}.cep`)} required={required} errorsAfterChange hint={cep.hint}>
          {(f) => (
            <MaskedInput
              id={`${idPrefix}-cep`}
              {...f}
              value={f.value}
              mask={brasil ? MASKS.cep : MASKS.foreignPostalCode}
              onChange={(value) => {
                f.onChange(value);
                if (onlyDigits(value).length === 8) void fill(value);
              }}
              onBlur={() => {
                f.onBlur();
                void fill(f.value);
              }}
            />
          )}
        </FormField>
      </Col>
      {field('logradouro', 12, t(`${labels}.logradouro`))}
      {field('numero', 6, t(`${labels}.numero`))}
      {field('complemento', 8, t(`${labels}.complemento`))}
      {field('bairro', 8, t(`${labels}.bairro`))}
      {field('cidade', 8, t(`${labels}.cidade`))}
      {field('estado', 8, t(`${labels}.estado`))}
      {field('pais', 8, t(`${labels}.pais`))}
    </Row>
  );
}
