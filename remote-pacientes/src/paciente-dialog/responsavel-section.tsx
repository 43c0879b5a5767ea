import type { ReactNode } from 'react';
import { Divider, Space } from '@clinica/shared/antd';
import { Switch } from '@clinica/shared/antd/inputs';
import { Row } from '@clinica/shared/antd/display';
import { useTranslation } from 'react-i18next';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { MASKS } from '@clinica/shared/forms';
import { PacienteEndereco } from './endereco-section.tsx';
import type { PacienteFormValues } from './paciente-form.ts';
import { PacienteTextField } from './paciente-text-field.tsx';

/**
 * 'Este paciente é responsável pelo pagamento?': when someone else pays, their block (name, CPF,
 * phone, e-mail, address) appears with its own rules.
 */
export function ResponsavelSection({ required, brasil }: { required: Set<string>; brasil: boolean }): ReactNode {
  const { t } = useTranslation();
  const { control, setValue, trigger } = useFormContext<PacienteFormValues>();
  const pagaSozinho = useWatch({ control, name: 'isResponsavelPeloPagamento' });
  return (
    <>
      <Controller
        control={control}
        name="isResponsavelPeloPagamento"
        render={({ field }) => (
          <Space style={{ marginBottom: 16 }}>
            <Switch
              id="paciente-responsavel"
              checked={field.value}
              onChange={(checked) => {
                field.onChange(checked);
                if (!checked) setValue('responsavel.nome', '');
                void trigger();
              }}
            />
            <label htmlFor="paciente-responsavel">{t('paciente.dialogo.responsavelSwitch')}</label>
          </Space>
        )}
      />
      {!pagaSozinho && (
        <section aria-label={t('paciente.dialogo.responsavelTitulo')}>
          <Divider titlePlacement="start">{t('paciente.dialogo.responsavelTitulo')}</Divider>
          <Row gutter={16}>
            <PacienteTextField name="responsavel.nome" span={12} labelKey="responsavelNome" required={required.has('responsavel.nome')} />
            <PacienteTextField
              name="responsavel.cpf"
              span={6}
              labelKey="responsavelCpf"
              required={required.has('responsavel.cpf')}
              mask={MASKS.cpf}
              maxLength={14}
            />
            <PacienteTextField
              name="responsavel.telefone"
              span={6}
              labelKey="responsavelTelefone"
              required={required.has('responsavel.telefone')}
              mask={brasil ? MASKS.phoneBR : MASKS.foreignPhone}
            />
            <PacienteTextField name="responsavel.email" span={12} labelKey="responsavelEmail" required={required.has('responsavel.email')} />
          </Row>
          <PacienteEndereco of="responsavel" required={required} brasil={brasil} />
        </section>
      )}
    </>
  );
}
