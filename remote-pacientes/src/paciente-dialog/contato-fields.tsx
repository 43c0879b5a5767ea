import { useMemo, type ReactNode } from 'react';
import { Select } from '@clinica/shared/antd';
import { Checkbox, Form } from '@clinica/shared/antd/inputs';
import { Col } from '@clinica/shared/antd/display';
import { useTranslation } from 'react-i18next';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FormField, MASKS, ativosOuAtual } from '@clinica/shared/forms';
import { dialCodeLabel, dialCodes } from './countries.ts';
import type { PacienteLookups } from './paciente-lookups.ts';
import type { PacienteFormValues } from './paciente-form.ts';
import { PacienteTextField } from './paciente-text-field.tsx';

export interface ContatoFieldsProps {
  required: Set<string>;
  /** dial code 55: Brazilian phone masks */
  brasil: boolean;
  lookups: PacienteLookups;
}

/** How to reach the patient: e-mail, dial code, phones, WhatsApp (the mobile unless unticked), and how they met the clinic. */
export function ContatoFields({ required, brasil, lookups }: ContatoFieldsProps): ReactNode {
  const { t } = useTranslation();
  const { control, getValues, setValue, trigger } = useFormContext<PacienteFormValues>();
  const ehWhatsapp = useWatch({ control, name: 'ehWhatsapp' });
  const phoneMask = brasil ? MASKS.phoneBR : MASKS.foreignPhone;
  const mobileMask = brasil ? MASKS.mobileBR : MASKS.foreignPhone;
  // about 240 entries: built once, not on every key typed in the form
  const dialOptions = useMemo(() => dialCodes().map((entry) => ({ value: entry.dialCode, label: dialCodeLabel(entry) })), []);
  return (
    <>
      <PacienteTextField name="email" span={8} required={required.has('email')} />
      <Col xs={24} md={8}>
        <FormField control={control} name="ddi" id="paciente-ddi" label={t('paciente.campos.ddi')} required errorsAfterChange>
          {(f) => (
            <Select
              id="paciente-ddi"
              showSearch
              optionFilterProp="label"
              value={f.value || undefined}
              onChange={(v: string) => {
                f.onChange(v);
                // the phone and address rules follow the dial code
                void trigger();
              }}
              popupMatchSelectWidth={510}
              virtual
              options={dialOptions}
            />
          )}
        </FormField>
      </Col>
      <PacienteTextField name="telefone" span={8} required={required.has('telefone')} mask={phoneMask} />
      <PacienteTextField name="celular" span={8} required={required.has('celular')} mask={mobileMask} />
      <Col xs={24} md={8}>
        <Form.Item label=" ">
          <Controller
            control={control}
            name="ehWhatsapp"
            render={({ field }) => (
              <Checkbox
                id="paciente-ehWhatsapp"
                checked={field.value}
                onChange={(e) => {
                  field.onChange(e.target.checked);
                  setValue('whatsApp', e.target.checked ? getValues('celular') : '');
                }}
              >
                {t('paciente.campos.ehWhatsapp')}
              </Checkbox>
            )}
          />
        </Form.Item>
      </Col>
      {/* while ticked, the saved WhatsApp is the mobile (payloadFromForm) */}
      {!ehWhatsapp && <PacienteTextField name="whatsApp" span={8} required={required.has('whatsApp')} mask={mobileMask} />}
      <Col xs={24} md={8}>
        <FormField
          control={control}
          name="pesquisaAtracao"
          id="paciente-pesquisaAtracao"
          label={t('paciente.campos.pesquisaAtracao')}
          required
          errorsAfterChange
        >
          {(f) => (
            <Select
              id="paciente-pesquisaAtracao"
              showSearch
              optionFilterProp="label"
              value={f.value}
              onChange={(v) => f.onChange(v)}
              options={[
                { value: null, label: t('paciente.dialogo.nenhum') },
                ...ativosOuAtual(lookups.atracoes, f.value).map((o) => ({ value: o.id, label: o.nome })),
              ]}
            />
          )}
        </FormField>
      </Col>
    </>
  );
}
