import type { ReactNode } from 'react';
import { Input, Select } from '@clinica/shared/antd';
import { Modal } from '@clinica/shared/antd/overlays';
import { Checkbox, Form, Radio } from '@clinica/shared/antd/inputs';
import { Col, Row } from '@clinica/shared/antd/display';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { notify } from '@clinica/shared';
import { FormField, MASKS, MaskedFormField, rulesSchema } from '@clinica/shared/forms';
import { PLACEHOLDER } from './placeholders.ts';
import { DIAS, useSalvarBloqueioMutation, type Bloqueio } from './medico.resource.ts';
import { bloqueioErrors, emptyBloqueio, formFromBloqueio, payloadFromBloqueio, type BloqueioFormValues } from './bloqueio-form.ts';

const resolver = valibotResolver(rulesSchema<BloqueioFormValues>(bloqueioErrors));

export interface BloqueioDialogProps {
  medicoId: number;
  /** undefined: a new block */
  bloqueio?: Bloqueio;
  onClose: () => void;
}

/** Add or edit a blocked interval (the 'Intervalo' button and each row's edit). */
export function BloqueioDialog({ medicoId, bloqueio, onClose }: BloqueioDialogProps): ReactNode {
  const { t } = useTranslation();
  const salvar = useSalvarBloqueioMutation(medicoId);
  const { control, handleSubmit, formState } = useForm<BloqueioFormValues>({
    defaultValues: bloqueio ? formFromBloqueio(bloqueio) : emptyBloqueio(),
    resolver,
    mode: 'onChange',
  });
  const [tipo, diaInteiro, limitarPeriodo] = useWatch({ control, name: ['tipo', 'diaInteiro', 'limitarPeriodo'] });

  const save = handleSubmit(async (values) => {
    try {
      await salvar.mutateAsync(payloadFromBloqueio(medicoId, values, bloqueio?.id));
    } catch {
      return; // the http client shows the server's message; the dialog keeps what was typed
    }
    notify.success(t('medico.bloqueios.salvo'));
    onClose();
  });

  const text = (
    name: 'diaEspecifico' | 'dataInicial' | 'dataFinal' | 'horaInicial' | 'horaFinal',
    mask: (typeof MASKS)['date' | 'time'],
    span = 12,
  ): ReactNode => (
    <Col xs={24} sm={span}>
      <MaskedFormField
        control={control}
        name={name}
        id={`bloqueio-${name}`}
        label={t(`medico.bloqueios.${name}`)}
        mask={mask}
        placeholder={PLACEHOLDER[mask === MASKS.date ? 'date' : 'time']}
      />
    </Col>
  );

  return (
    <Modal
      open
      title={t(bloqueio ? 'medico.bloqueios.editar' : 'medico.bloqueios.novo')}
      okText={t('medico.salvar')}
      cancelText={t('medico.cancelar')}
      onOk={() => void save()}
      onCancel={onClose}
      okButtonProps={{ disabled: !formState.isValid, loading: formState.isSubmitting }}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="bloqueio-dialog">
        <FormField control={control} name="tipo" id="bloqueio-tipo" label={t('medico.bloqueios.tipo')}>
          {(f) => (
            <Radio.Group id="bloqueio-tipo" value={f.value} onChange={(e) => f.onChange(e.target.value)} optionType="button">
              {(['dia', 'recorrente', 'periodo'] as const).map((value) => (
                <Radio.Button key={value} value={value}>
                  {t(`medico.bloqueios.tipos.${value}`)}
                </Radio.Button>
              ))}
            </Radio.Group>
          )}
        </FormField>
        <Row gutter={16}>
          {tipo === 'dia' && text('diaEspecifico', MASKS.date)}
          {tipo === 'recorrente' && (
            <Col xs={24} sm={12}>
              <FormField control={control} name="diaSemana" id="bloqueio-diaSemana" label={t('medico.bloqueios.diaSemana')}>
                {(f) => (
                  <Select
                    id="bloqueio-diaSemana"
                    value={f.value}
                    onChange={f.onChange}
                    options={DIAS.map((dia) => ({ value: dia, label: t(`medico.dias.${dia}`) }))}
                  />
                )}
              </FormField>
            </Col>
          )}
        </Row>
        {tipo === 'recorrente' && (
          <FormField control={control} name="limitarPeriodo" id="bloqueio-limitar" label={null}>
            {(f) => (
              <Checkbox id="bloqueio-limitar" checked={f.value} onChange={(e) => f.onChange(e.target.checked)}>
                {t('medico.bloqueios.limitarPeriodo')}
              </Checkbox>
            )}
          </FormField>
        )}
        {(tipo === 'periodo' || (tipo === 'recorrente' && limitarPeriodo)) && (
          <Row gutter={16}>
            {text('dataInicial', MASKS.date)}
            {text('dataFinal', MASKS.date)}
          </Row>
        )}
        <FormField control={control} name="diaInteiro" id="bloqueio-dia-inteiro" label={null}>
          {(f) => (
            <Checkbox id="bloqueio-dia-inteiro" checked={f.value} onChange={(e) => f.onChange(e.target.checked)}>
              {t('medico.bloqueios.diaInteiro')}
            </Checkbox>
          )}
        </FormField>
        {!diaInteiro && (
          <Row gutter={16}>
            {text('horaInicial', MASKS.time)}
            {text('horaFinal', MASKS.time)}
          </Row>
        )}
        <FormField control={control} name="observacao" id="bloqueio-observacao" label={t('medico.bloqueios.observacao')}>
          {(f) => <Input.TextArea id="bloqueio-observacao" {...f} rows={2} maxLength={500} />}
        </FormField>
      </Form>
    </Modal>
  );
}
