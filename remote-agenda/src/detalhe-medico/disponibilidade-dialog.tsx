import { useMemo, type ReactNode } from 'react';
import { Select } from '@clinica/shared/antd';
import { Modal } from '@clinica/shared/antd/overlays';
import { Checkbox, Form, Radio } from '@clinica/shared/antd/inputs';
import { Col, Row } from '@clinica/shared/antd/display';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { notify } from '@clinica/shared';
import { FormField, MASKS, MaskedFormField, rulesSchema } from '@clinica/shared/forms';
import { PLACEHOLDER } from './placeholders.ts';
import { useCompromissos } from '../agenda/lookups.resource.ts';
import { DIAS, useSalvarDisponibilidadeMutation, type Disponibilidade } from './medico.resource.ts';
import {
  disponibilidadeErrors,
  emptyDisponibilidade,
  formFromDisponibilidade,
  payloadsFromForm,
  type DisponibilidadeFormValues,
} from './disponibilidade-form.ts';

export interface DisponibilidadeDialogProps {
  medicoId: number;
  /** undefined: new hours */
  disponibilidade?: Disponibilidade;
  onClose: () => void;
}

/** Create or edit the doctor's working hours (weekly on chosen days, or a custom date range). */
export function DisponibilidadeDialog({ medicoId, disponibilidade, onClose }: DisponibilidadeDialogProps): ReactNode {
  const { t } = useTranslation();
  const editing = disponibilidade !== undefined;
  const resolver = useMemo(() => valibotResolver(rulesSchema<DisponibilidadeFormValues>((values) => disponibilidadeErrors(values, editing))), [editing]);
  const { control, handleSubmit, formState } = useForm<DisponibilidadeFormValues>({
    defaultValues: disponibilidade ? formFromDisponibilidade(disponibilidade) : emptyDisponibilidade(),
    resolver,
    mode: 'onChange',
  });
  const periodo = useWatch({ control, name: 'periodo' });
  const compromissos = useCompromissos();
  const salvar = useSalvarDisponibilidadeMutation(medicoId);

  // entries are saved one by one; a refused one stops there and the dialog stays open with what was
  // typed (the escala reads again either way)
  const save = handleSubmit(async (values) => {
    try {
      await salvar.mutateAsync(payloadsFromForm(medicoId, values, disponibilidade?.id));
    } catch {
      return;
    }
    notify.success(t('medico.escala.salva'));
    onClose();
  });

  const text = (name: 'dataInicial' | 'dataFinal' | 'horaInicio' | 'horaFim', mask: (typeof MASKS)['date' | 'time']): ReactNode => (
    <Col xs={24} sm={12}>
      <MaskedFormField
        control={control}
        name={name}
        id={`disponibilidade-${name}`}
        label={t(`medico.escala.${name}`)}
        mask={mask}
        placeholder={PLACEHOLDER[mask === MASKS.date ? 'date' : 'time']}
      />
    </Col>
  );

  return (
    <Modal
      open
      title={t(editing ? 'medico.escala.editar' : 'medico.escala.nova')}
      okText={t('medico.salvar')}
      cancelText={t('medico.cancelar')}
      onOk={() => void save()}
      onCancel={onClose}
      okButtonProps={{ disabled: !formState.isValid, loading: formState.isSubmitting }}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="disponibilidade-dialog">
        <FormField control={control} name="periodo" id="disponibilidade-periodo" label={t('medico.escala.tipo')}>
          {(f) => (
            <Radio.Group id="disponibilidade-periodo" optionType="button" value={f.value} onChange={(e) => f.onChange(e.target.value)}>
              <Radio.Button value={false}>{t('medico.escala.semanal')}</Radio.Button>
              <Radio.Button value>{t('medico.escala.periodoCustomizado')}</Radio.Button>
            </Radio.Group>
          )}
        </FormField>
        {periodo ? (
          <Row gutter={16}>
            {text('dataInicial', MASKS.date)}
            {text('dataFinal', MASKS.date)}
          </Row>
        ) : (
          <FormField control={control} name="dias" id="disponibilidade-dias" label={t('medico.escala.dias')}>
            {(f) =>
              editing ? (
                <Select
                  id="disponibilidade-dias"
                  value={f.value[0]}
                  onChange={(dia) => f.onChange([dia])}
                  options={DIAS.map((dia) => ({ value: dia, label: t(`medico.dias.${dia}`) }))}
                />
              ) : (
                <Checkbox.Group
                  aria-labelledby="disponibilidade-dias"
                  value={f.value}
                  onChange={f.onChange}
                  options={DIAS.map((dia) => ({ value: dia, label: t(`medico.dias.${dia}`) }))}
                />
              )
            }
          </FormField>
        )}
        <Row gutter={16}>
          {text('horaInicio', MASKS.time)}
          {text('horaFim', MASKS.time)}
        </Row>
        <FormField control={control} name="tipoCompromisso" id="disponibilidade-compromisso" label={t('medico.escala.compromisso')}>
          {(f) => (
            <Select
              id="disponibilidade-compromisso"
              allowClear
              value={f.value}
              onChange={(value?: number) => f.onChange(value ?? null)}
              loading={compromissos.isFetching}
              options={(compromissos.data ?? []).map((c) => ({ value: c.id, label: c.nome }))}
            />
          )}
        </FormField>
      </Form>
    </Modal>
  );
}
