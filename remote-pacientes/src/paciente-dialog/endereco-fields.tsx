import type { ReactNode } from 'react';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { FormField, MASKS, MaskedInput, onlyDigits, useCepLookup } from '@clinica/shared';
import { pacienteLimit, type PacienteFormValues } from './paciente-form.ts';

export interface EnderecoFieldsProps {
  control: Control<PacienteFormValues>;
  setValue: UseFormSetValue<PacienteFormValues>;
  /** '' for the patient, 'responsavel.' for the payer */
  prefix: '' | 'responsavel.';
  brasil: boolean;
  idPrefix: string;
  /** the rules require this address (marks its fields) */
  required: boolean;
}

type Path = Parameters<UseFormSetValue<PacienteFormValues>>[0];

/**
 * Address block (patient or payer). In Brazil the CEP is masked 00000-000 and, once it has 8 digits,
 * the public lookup fills street, district, city, state and 'Brasil'; an unknown CEP or a lookup that
 * fails is said under the field, and the user types the address.
 */
export function EnderecoFields({ control, setValue, prefix, brasil, idPrefix, required }: EnderecoFieldsProps): ReactNode {
  const { t } = useTranslation();
  const cep = useCepLookup();
  const path = (field: string) => `${prefix}${field}` as Path;
  const field = (name: string, span: number, label: string): ReactNode => (
    <Col xs={24} md={span}>
      <FormField control={control} name={path(name)} id={`${idPrefix}-${name}`} label={label} required={required && name !== 'complemento'} errorsAfterChange>
        {(f) => <MaskedInput id={`${idPrefix}-${name}`} {...f} value={f.value as string} maxLength={pacienteLimit(path(name))} />}
      </FormField>
    </Col>
  );

  const fill = async (value: string): Promise<void> => {
    if (!brasil || onlyDigits(value).length !== 8) return;
    const address = await cep.buscar(value);
    if (!address) return;
    for (const [name, value] of Object.entries(address) as [string, string][]) setValue(path(name), value, { shouldValidate: true, shouldDirty: true });
  };

  return (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <FormField
          control={control}
          name={path('cep')}
          id={`${idPrefix}-cep`}
          label={t('paciente.campos.cep')}
          required={required}
          errorsAfterChange
          hint={cep.hint}
        >
          {(f) => (
            <MaskedInput
              id={`${idPrefix}-cep`}
              {...f}
              value={f.value as string}
              mask={brasil ? MASKS.cep : MASKS.foreignPostalCode}
              onChange={(value) => {
                f.onChange(value);
                if (onlyDigits(value).length === 8) void fill(value);
              }}
              onBlur={() => {
                f.onBlur();
                void fill(f.value as string);
              }}
            />
          )}
        </FormField>
      </Col>
      {field('logradouro', 12, t('paciente.campos.logradouro'))}
      {field('numero', 6, t('paciente.campos.numero'))}
      {field('complemento', 8, t('paciente.campos.complemento'))}
      {field('bairro', 8, t('paciente.campos.bairro'))}
      {field('cidade', 8, t('paciente.campos.cidade'))}
      {field('estado', 8, t('paciente.campos.estado'))}
      {field('pais', 8, t('paciente.campos.pais'))}
    </Row>
  );
}
