import type { ReactNode } from 'react';
import { Select, Space } from '@clinica/shared/antd';
import { Radio, Switch } from '@clinica/shared/antd/inputs';
import { Col } from '@clinica/shared/antd/display';
import { useTranslation } from 'react-i18next';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FormField, FotoField, MASKS, ativosOuAtual } from '@clinica/shared/forms';
import type { PacienteLookups } from './paciente-lookups.ts';
import type { PacienteFormValues } from './paciente-form.ts';
import { PacienteTextField } from './paciente-text-field.tsx';

/** The 'Estrangeiro' switch beside the title: a foreigner has no CPF or RG (cleared), and the rules change. */
export function EstrangeiroSwitch(): ReactNode {
  const { t } = useTranslation();
  const { control, setValue, trigger } = useFormContext<PacienteFormValues>();
  return (
    <Controller
      control={control}
      name="estrangeiro"
      render={({ field }) => (
        <Space size="small">
          <Switch
            id="paciente-estrangeiro"
            checked={field.value}
            onChange={(checked) => {
              field.onChange(checked);
              if (checked) {
                setValue('cpf', '');
                setValue('rg', '');
              }
              void trigger();
            }}
          />
          <label htmlFor="paciente-estrangeiro">{t('paciente.dialogo.estrangeiro')}</label>
        </Space>
      )}
    />
  );
}

/** The photo at the top, uploaded at once and saved with the form as the path the api answered. */
export function PacienteFoto(): ReactNode {
  const { control, getValues } = useFormContext<PacienteFormValues>();
  return (
    <Controller
      control={control}
      name="foto"
      render={({ field }) => (
        <div style={{ marginBottom: 16 }}>
          <FotoField
            value={field.value}
            onChange={(foto) => field.onChange(foto)}
            nome={getValues('nome')}
            uploadPath="gerenciar/paciente/foto"
            testId="paciente-foto"
          />
        </div>
      )}
    />
  );
}

/** Who the patient is: name, birth, sex, documents (not a foreigner's), mother, profession, health plan, wristband. */
export function IdentidadeFields({ required, lookups }: { required: Set<string>; lookups: PacienteLookups }): ReactNode {
  const { t } = useTranslation();
  const { control } = useFormContext<PacienteFormValues>();
  const [estrangeiro, temPlano] = useWatch({ control, name: ['estrangeiro', 'temPlanoSaude'] });
  const text = (name: 'nome' | 'rg' | 'nomeMae' | 'profissao', span: number): ReactNode => (
    <PacienteTextField name={name} span={span} required={required.has(name)} />
  );
  return (
    <>
      {text('nome', 12)}
      <PacienteTextField name="nascimento" span={6} required={required.has('nascimento')} mask={MASKS.date} />
      <Col xs={24} md={6}>
        <FormField control={control} name="sexo" id="paciente-sexo" label={t('paciente.campos.sexo')}>
          {(f) => (
            <Radio.Group id="paciente-sexo" value={f.value} onChange={(e) => f.onChange(e.target.value)}>
              <Radio value="FEMININO">{t('paciente.campos.feminino')}</Radio>
              <Radio value="MASCULINO">{t('paciente.campos.masculino')}</Radio>
            </Radio.Group>
          )}
        </FormField>
      </Col>
      {!estrangeiro && <PacienteTextField name="cpf" span={6} required={required.has('cpf')} mask={MASKS.cpf} maxLength={14} />}
      {!estrangeiro && text('rg', 6)}
      {text('nomeMae', 12)}
      {text('profissao', 8)}
      <Col xs={24} md={8}>
        <FormField control={control} name="temPlanoSaude" id="paciente-plano" label={t('paciente.campos.planoSaude')}>
          {(f) => (
            <Radio.Group id="paciente-plano" value={f.value} onChange={(e) => f.onChange(e.target.value)}>
              <Radio value={true}>{t('paciente.dialogo.sim')}</Radio>
              <Radio value={false}>{t('paciente.dialogo.nao')}</Radio>
            </Radio.Group>
          )}
        </FormField>
      </Col>
      {temPlano && (
        <Col xs={24} md={8}>
          <FormField control={control} name="planoSaudeId" id="paciente-planoSaudeId" label={t('paciente.campos.planoSaudeId')}>
            {(f) => (
              <Select
                id="paciente-planoSaudeId"
                allowClear
                showSearch
                optionFilterProp="label"
                value={f.value}
                onChange={(v) => f.onChange(v ?? null)}
                options={ativosOuAtual(lookups.planos, f.value).map((o) => ({ value: o.id, label: o.nome }))}
              />
            )}
          </FormField>
        </Col>
      )}
      <Col xs={24} md={8}>
        <FormField control={control} name="pulseiraId" id="paciente-pulseira" label={t('paciente.campos.pulseira')}>
          {(f) => (
            <Select
              id="paciente-pulseira"
              value={f.value}
              onChange={(v) => f.onChange(v)}
              options={[
                { value: null, label: t('paciente.dialogo.nenhum') },
                ...ativosOuAtual(lookups.pulseiras, f.value).map((p) => ({
                  value: p.id,
                  label: (
                    <Space>
                      <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: p.cor }} />
                      {p.tipo}
                    </Space>
                  ),
                })),
              ]}
            />
          )}
        </FormField>
      </Col>
    </>
  );
}
