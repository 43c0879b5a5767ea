import type { ReactNode } from 'react';
import { Divider } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { EnderecoFields } from '@clinica/shared/forms';
import { EmergenciaFields } from './emergencia-fields.tsx';
import { ExtrasFields } from './extras-fields.tsx';
import { pacienteLimit, type PacienteFormValues } from './paciente-form.ts';

/** The patient's or the payer's address, filled from the CEP; required with the dial code 55 (`required` names the fields). */
export function PacienteEndereco({ of, required, brasil }: { of: 'paciente' | 'responsavel'; required: Set<string>; brasil: boolean }): ReactNode {
  const { control, setValue } = useFormContext<PacienteFormValues>();
  const prefix = of === 'paciente' ? '' : 'responsavel.';
  return (
    <EnderecoFields
      control={control}
      setValue={setValue}
      prefix={prefix}
      brasil={brasil}
      idPrefix={of}
      required={required.has(`${prefix}cep`)}
      maxLength={pacienteLimit}
      labels="paciente.campos"
    />
  );
}

/** The block a foreigner does not fill (spec 02): the address, the emergency contact, the extras. */
export function EnderecoSection({ required, brasil }: { required: Set<string>; brasil: boolean }): ReactNode {
  const { t } = useTranslation();
  return (
    <section aria-label={t('paciente.dialogo.enderecoTitulo')}>
      <Divider titlePlacement="start">{t('paciente.dialogo.enderecoTitulo')}</Divider>
      <PacienteEndereco of="paciente" required={required} brasil={brasil} />
      <EmergenciaFields required={required} />
      <ExtrasFields />
    </section>
  );
}
