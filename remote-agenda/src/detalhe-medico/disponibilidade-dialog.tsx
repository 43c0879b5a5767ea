import { useCallback, useState, type ReactNode } from 'react';
import { Select } from '@clinica/shared/antd';
import { Checkbox, Radio } from '@clinica/shared/antd/inputs';
import { Row } from '@clinica/shared/antd/display';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control } from 'react-hook-form';
import { notify } from '@clinica/shared';
import { FormField, ItemFormDialog, ativosOuAtual } from '@clinica/shared/forms';
import { useCompromissos } from '../agenda/lookups.resource.ts';
import { DataHoraField } from './data-hora-field.tsx';
import { DIAS, useSalvarDisponibilidadeMutation, type Disponibilidade } from './medico.resource.ts';
import {
  disponibilidadeErrors,
  disponibilidadeRequired,
  emptyDisponibilidade,
  formFromDisponibilidade,
  payloadsFromForm,
  type DisponibilidadeFormValues,
} from './disponibilidade-form.ts';

const ID = 'disponibilidade-dialog';

export interface DisponibilidadeDialogProps {
  medicoId: number;
  /** undefined: new hours */
  disponibilidade?: Disponibilidade;
  onClose: () => void;
}

/** Create or edit the doctor's working hours (weekly on chosen days, or a custom date range), on the form contract. */
export function DisponibilidadeDialog({ medicoId, disponibilidade, onClose }: DisponibilidadeDialogProps): ReactNode {
  const { t } = useTranslation();
  const editing = disponibilidade !== undefined;
  const errorsOf = useCallback((values: DisponibilidadeFormValues) => disponibilidadeErrors(values, editing), [editing]);
  // what the form opens with, once: the dialog starts again from it only when reopened
  const [values] = useState(() => (disponibilidade ? formFromDisponibilidade(disponibilidade) : emptyDisponibilidade()));
  const salvar = useSalvarDisponibilidadeMutation(medicoId);
  const labels: Record<keyof DisponibilidadeFormValues, string> = {
    periodo: t('medico.escala.tipo'),
    dias: t('medico.escala.dias'),
    dataInicial: t('medico.escala.dataInicial'),
    dataFinal: t('medico.escala.dataFinal'),
    horaInicio: t('medico.escala.horaInicio'),
    horaFim: t('medico.escala.horaFim'),
    tipoCompromisso: t('medico.escala.compromisso'),
  };

  return (
    <ItemFormDialog<DisponibilidadeFormValues>
      open
      title={t(editing ? 'medico.escala.editar' : 'medico.escala.nova')}
      testId={ID}
      values={values}
      errorsOf={errorsOf}
      labels={labels}
      fields={(control) => <DisponibilidadeFields control={control} labels={labels} editing={editing} />}
      // entries are saved one by one; a refused one stops there and the dialog stays open with what
      // was typed (the escala reads again either way)
      onSave={async (saved) => {
        await salvar.mutateAsync(payloadsFromForm(medicoId, saved, disponibilidade?.id));
        notify.success(t('medico.escala.salva'));
      }}
      // the save call is not silent: the http client already shows a refusal's message
      toast={() => undefined}
      saving={salvar.isPending}
      onClose={onClose}
    />
  );
}

interface FieldsProps {
  control: Control<DisponibilidadeFormValues>;
  labels: Record<keyof DisponibilidadeFormValues, string>;
  editing: boolean;
}

function DisponibilidadeFields({ control, labels, editing }: FieldsProps): ReactNode {
  const { t } = useTranslation();
  const periodo = useWatch({ control, name: 'periodo' });
  const required = disponibilidadeRequired({ periodo });
  const compromissos = useCompromissos();
  const dataHora = (name: 'dataInicial' | 'dataFinal' | 'horaInicio' | 'horaFim', kind: 'date' | 'time'): ReactNode => (
    <DataHoraField control={control} name={name} id={`${ID}-${name}`} label={labels[name]} kind={kind} required={required.has(name)} />
  );
  const dias = DIAS.map((dia) => ({ value: dia, label: t(`medico.dias.${dia}`) }));

  return (
    <>
      <FormField control={control} name="periodo" id={`${ID}-periodo`} label={labels.periodo}>
        {(f) => (
          <Radio.Group id={`${ID}-periodo`} optionType="button" value={f.value} onChange={(e) => f.onChange(e.target.value)}>
            <Radio.Button value={false}>{t('medico.escala.semanal')}</Radio.Button>
            <Radio.Button value>{t('medico.escala.periodoCustomizado')}</Radio.Button>
          </Radio.Group>
        )}
      </FormField>
      {periodo ? (
        <Row gutter={16}>
          {dataHora('dataInicial', 'date')}
          {dataHora('dataFinal', 'date')}
        </Row>
      ) : (
        <FormField control={control} name="dias" id={`${ID}-dias`} label={labels.dias} required={required.has('dias')}>
          {(f) =>
            editing ? (
              <Select id={`${ID}-dias`} value={f.value[0]} onChange={(dia) => f.onChange([dia])} onBlur={f.onBlur} options={dias} />
            ) : (
              <Checkbox.Group aria-labelledby={`${ID}-dias`} value={f.value} onChange={f.onChange} options={dias} />
            )
          }
        </FormField>
      )}
      <Row gutter={16}>
        {dataHora('horaInicio', 'time')}
        {dataHora('horaFim', 'time')}
      </Row>
      <FormField control={control} name="tipoCompromisso" id={`${ID}-tipoCompromisso`} label={labels.tipoCompromisso}>
        {(f) => (
          <Select
            id={`${ID}-tipoCompromisso`}
            allowClear
            value={f.value}
            onChange={(value?: number) => f.onChange(value ?? null)}
            loading={compromissos.isFetching}
            // an inactive type is not offered; an entry that has it keeps it
            options={ativosOuAtual(compromissos.data, f.value).map((c) => ({ value: c.id, label: c.nome }))}
          />
        )}
      </FormField>
    </>
  );
}
