import { useState, type ReactNode } from 'react';
import { Input, Select } from '@clinica/shared/antd';
import { Checkbox, Radio } from '@clinica/shared/antd/inputs';
import { Col, Row } from '@clinica/shared/antd/display';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control } from 'react-hook-form';
import { notify } from '@clinica/shared';
import { FormField, ItemFormDialog } from '@clinica/shared/forms';
import { DataHoraField } from './data-hora-field.tsx';
import { DIAS, useSalvarBloqueioMutation, type Bloqueio } from './medico.resource.ts';
import { bloqueioErrors, bloqueioRequired, emptyBloqueio, formFromBloqueio, payloadFromBloqueio, type BloqueioFormValues } from './bloqueio-form.ts';

const ID = 'bloqueio-dialog';
const CAMPOS = [
  'tipo',
  'diaEspecifico',
  'diaSemana',
  'limitarPeriodo',
  'dataInicial',
  'dataFinal',
  'diaInteiro',
  'horaInicial',
  'horaFinal',
  'observacao',
] as const;

export interface BloqueioDialogProps {
  medicoId: number;
  /** undefined: a new block */
  bloqueio?: Bloqueio;
  onClose: () => void;
}

/** Add or edit a blocked interval (the 'Intervalo' button and each row's edit), on the form contract. */
export function BloqueioDialog({ medicoId, bloqueio, onClose }: BloqueioDialogProps): ReactNode {
  const { t } = useTranslation();
  const salvar = useSalvarBloqueioMutation(medicoId);
  // what the form opens with, once: the dialog starts again from it only when reopened
  const [values] = useState(() => (bloqueio ? formFromBloqueio(bloqueio) : emptyBloqueio()));
  const labels = Object.fromEntries(CAMPOS.map((campo) => [campo, t(`medico.bloqueios.${campo}`)])) as Record<keyof BloqueioFormValues, string>;

  return (
    <ItemFormDialog<BloqueioFormValues>
      open
      title={t(bloqueio ? 'medico.bloqueios.editar' : 'medico.bloqueios.novo')}
      testId={ID}
      values={values}
      errorsOf={bloqueioErrors}
      labels={labels}
      fields={(control) => <BloqueioFields control={control} labels={labels} />}
      onSave={async (saved) => {
        await salvar.mutateAsync(payloadFromBloqueio(medicoId, saved, bloqueio?.id));
        notify.success(t('medico.bloqueios.salvo'));
      }}
      // the save call is not silent: the http client already shows a refusal's message
      toast={() => undefined}
      saving={salvar.isPending}
      onClose={onClose}
    />
  );
}

function BloqueioFields({ control, labels }: { control: Control<BloqueioFormValues>; labels: Record<keyof BloqueioFormValues, string> }): ReactNode {
  const { t } = useTranslation();
  const values = useWatch({ control }) as BloqueioFormValues;
  const required = bloqueioRequired(values);
  const dataHora = (name: 'diaEspecifico' | 'dataInicial' | 'dataFinal' | 'horaInicial' | 'horaFinal', kind: 'date' | 'time'): ReactNode => (
    <DataHoraField control={control} name={name} id={`${ID}-${name}`} label={labels[name]} kind={kind} required={required.has(name)} />
  );
  const checkbox = (name: 'limitarPeriodo' | 'diaInteiro'): ReactNode => (
    <FormField control={control} name={name} id={`${ID}-${name}`} label={null}>
      {(f) => (
        <Checkbox id={`${ID}-${name}`} checked={f.value} onChange={(e) => f.onChange(e.target.checked)}>
          {labels[name]}
        </Checkbox>
      )}
    </FormField>
  );

  return (
    <>
      <FormField control={control} name="tipo" id={`${ID}-tipo`} label={labels.tipo}>
        {(f) => (
          <Radio.Group id={`${ID}-tipo`} value={f.value} onChange={(e) => f.onChange(e.target.value)} optionType="button">
            {(['dia', 'recorrente', 'periodo'] as const).map((value) => (
              <Radio.Button key={value} value={value}>
                {t(`medico.bloqueios.tipos.${value}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        )}
      </FormField>
      <Row gutter={16}>
        {values.tipo === 'dia' && dataHora('diaEspecifico', 'date')}
        {values.tipo === 'recorrente' && (
          <Col xs={24} sm={12}>
            <FormField control={control} name="diaSemana" id={`${ID}-diaSemana`} label={labels.diaSemana} required={required.has('diaSemana')}>
              {(f) => (
                <Select
                  id={`${ID}-diaSemana`}
                  value={f.value}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  options={DIAS.map((dia) => ({ value: dia, label: t(`medico.dias.${dia}`) }))}
                />
              )}
            </FormField>
          </Col>
        )}
      </Row>
      {values.tipo === 'recorrente' && checkbox('limitarPeriodo')}
      {(values.tipo === 'periodo' || (values.tipo === 'recorrente' && values.limitarPeriodo)) && (
        <Row gutter={16}>
          {dataHora('dataInicial', 'date')}
          {dataHora('dataFinal', 'date')}
        </Row>
      )}
      {checkbox('diaInteiro')}
      {!values.diaInteiro && (
        <Row gutter={16}>
          {dataHora('horaInicial', 'time')}
          {dataHora('horaFinal', 'time')}
        </Row>
      )}
      <FormField control={control} name="observacao" id={`${ID}-observacao`} label={labels.observacao}>
        {(f) => <Input.TextArea id={`${ID}-observacao`} {...f} rows={2} maxLength={500} />}
      </FormField>
    </>
  );
}
