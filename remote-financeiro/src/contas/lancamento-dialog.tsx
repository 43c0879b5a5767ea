import { useMemo, type ReactNode } from 'react';
import { Input, Select } from '@clinica/shared/antd';
import { Radio } from '@clinica/shared/antd/inputs';
import { InputNumber } from '@clinica/shared/antd/numbers';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control } from 'react-hook-form';
import { FIELD_LIMITS, MoneyInput } from '@clinica/shared';
import { FormField, ItemFormDialog, MASKS, MaskedInput } from '@clinica/shared/forms';
import { FORMAS, useLancarMutation, type FormaPagamento, type TipoConta } from './contas.resource.ts';
import {
  emptyLancamento,
  lancamentoErrors,
  lancamentoPayload,
  MAX_PARCELAS,
  OCORRENCIAS,
  requiredFields,
  TIPOS_PERIODO,
  type LancamentoFormValues,
  type Ocorrencia,
  type TipoPeriodo,
} from './lancamento-form.ts';

const LIMITS = FIELD_LIMITS['POST gerenciar/financeiro/lancarReceita'];
const ID = 'lancamento-form';

function LancamentoFields({
  control,
  tipo,
  labels,
}: {
  control: Control<LancamentoFormValues>;
  tipo: TipoConta;
  labels: Record<keyof LancamentoFormValues, string>;
}): ReactNode {
  const { t } = useTranslation();
  const values = useWatch({ control }) as LancamentoFormValues;
  const required = requiredFields(values);
  const m = (key: string) => t(`financeiro.contas.${key}`);
  const ocorrencia = values.ocorrencia;
  return (
    <>
      <FormField
        control={control}
        name="nomeReceita"
        id={`${ID}-nomeReceita`}
        label={labels.nomeReceita}
        required={required.has('nomeReceita')}
        errorsAfterChange
      >
        {(field) => <Input id={`${ID}-nomeReceita`} {...field} maxLength={LIMITS.nomeReceita} />}
      </FormField>
      <FormField control={control} name="ocorrencia" id={`${ID}-ocorrencia`} label={labels.ocorrencia}>
        {(field) => (
          <Radio.Group
            id={`${ID}-ocorrencia`}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value as Ocorrencia)}
            options={OCORRENCIAS.map((o) => ({ value: o, label: m(`ocorrencias.${o}`) }))}
            optionType="button"
          />
        )}
      </FormField>
      <FormField
        control={control}
        name="valorBruto"
        id={`${ID}-valorBruto`}
        label={ocorrencia === 'RECORRENTE' ? m('campos.valorCada') : labels.valorBruto}
        required={required.has('valorBruto')}
        errorsAfterChange
      >
        {(field) => (
          <MoneyInput id={`${ID}-valorBruto`} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} style={{ width: 200 }} />
        )}
      </FormField>
      <FormField control={control} name="formaPagamento" id={`${ID}-formaPagamento`} label={labels.formaPagamento}>
        {(field) => (
          <Select<FormaPagamento>
            id={`${ID}-formaPagamento`}
            value={field.value ?? undefined}
            allowClear
            style={{ width: 200 }}
            options={FORMAS.map((f) => ({ value: f, label: m(`formas.${f}`) }))}
            onChange={(f) => field.onChange(f ?? null)}
            onBlur={field.onBlur}
          />
        )}
      </FormField>
      {ocorrencia === 'PARCELADA' && (
        <FormField
          control={control}
          name="quantidadeParcela"
          id={`${ID}-quantidadeParcela`}
          label={labels.quantidadeParcela}
          required={required.has('quantidadeParcela')}
          errorsAfterChange
        >
          {(field) => (
            <InputNumber<number>
              id={`${ID}-quantidadeParcela`}
              ref={field.ref}
              value={field.value}
              min={1}
              max={MAX_PARCELAS}
              precision={0}
              style={{ width: 120 }}
              onChange={(value) => field.onChange(value ?? null)}
              onBlur={field.onBlur}
            />
          )}
        </FormField>
      )}
      <FormField
        control={control}
        name="vencimentoApartir"
        id={`${ID}-vencimentoApartir`}
        label={ocorrencia === 'UNICA' ? m('campos.vencimento') : labels.vencimentoApartir}
        required={required.has('vencimentoApartir')}
        errorsAfterChange
      >
        {(field) => <MaskedInput id={`${ID}-vencimentoApartir`} {...field} mask={MASKS.date} placeholder={m('formatoData')} style={{ width: 160 }} />}
      </FormField>
      {ocorrencia === 'RECORRENTE' && (
        <>
          <FormField control={control} name="periodo" id={`${ID}-periodo`} label={labels.periodo} required={required.has('periodo')} errorsAfterChange>
            {(field) => (
              <InputNumber<number>
                id={`${ID}-periodo`}
                ref={field.ref}
                value={field.value}
                min={1}
                max={366}
                precision={0}
                style={{ width: 120 }}
                onChange={(value) => field.onChange(value ?? null)}
                onBlur={field.onBlur}
              />
            )}
          </FormField>
          <FormField
            control={control}
            name="tipoPeriodo"
            id={`${ID}-tipoPeriodo`}
            label={labels.tipoPeriodo}
            required={required.has('tipoPeriodo')}
            errorsAfterChange
          >
            {(field) => (
              <Select<TipoPeriodo>
                id={`${ID}-tipoPeriodo`}
                value={field.value ?? undefined}
                style={{ width: 160 }}
                options={TIPOS_PERIODO.map((p) => ({ value: p, label: m(`periodos.${p}`) }))}
                onChange={(p) => field.onChange(p ?? null)}
                onBlur={field.onBlur}
              />
            )}
          </FormField>
          <FormField
            control={control}
            name="dataLimite"
            id={`${ID}-dataLimite`}
            label={labels.dataLimite}
            required={required.has('dataLimite')}
            errorsAfterChange
          >
            {(field) => <MaskedInput id={`${ID}-dataLimite`} {...field} mask={MASKS.date} placeholder={m('formatoData')} style={{ width: 160 }} />}
          </FormField>
        </>
      )}
      {tipo === 'DESPESA' && (
        <FormField control={control} name="fornecedor" id={`${ID}-fornecedor`} label={labels.fornecedor}>
          {(field) => <Input id={`${ID}-fornecedor`} {...field} maxLength={LIMITS.fornecedor} />}
        </FormField>
      )}
      <FormField control={control} name="observacao" id={`${ID}-observacao`} label={labels.observacao}>
        {(field) => <Input.TextArea id={`${ID}-observacao`} {...field} rows={2} maxLength={LIMITS.observacao} />}
      </FormField>
    </>
  );
}

/** Launching a receivable or an expense: one-off, in instalments from the first due day, or recurring until a limit day. */
export function LancamentoDialog({ tipo, onClose }: { tipo: TipoConta; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const lancar = useLancarMutation();
  const values = useMemo(emptyLancamento, []);
  const campo = (nome: string) => t(`financeiro.contas.campos.${nome}`);
  const labels: Record<keyof LancamentoFormValues, string> = {
    nomeReceita: campo('nomeReceita'),
    valorBruto: campo('valorBruto'),
    formaPagamento: campo('formaPagamento'),
    ocorrencia: campo('ocorrencia'),
    quantidadeParcela: campo('quantidadeParcela'),
    vencimentoApartir: campo('vencimentoApartir'),
    periodo: campo('periodo'),
    tipoPeriodo: campo('tipoPeriodo'),
    dataLimite: campo('dataLimite'),
    fornecedor: campo('fornecedor'),
    observacao: campo('observacao'),
  };
  const receita = tipo === 'RECEITA';
  return (
    <ItemFormDialog<LancamentoFormValues>
      open
      title={t(`financeiro.contas.novo.${receita ? 'receita' : 'despesa'}`)}
      testId={ID}
      values={values}
      errorsOf={lancamentoErrors}
      labels={labels}
      saving={lancar.isPending}
      saved={t(`financeiro.contas.lancada.${receita ? 'receita' : 'despesa'}`)}
      onSave={(form) => lancar.mutateAsync(lancamentoPayload(tipo, form))}
      onClose={onClose}
      width={600}
      fields={(control) => <LancamentoFields control={control} tipo={tipo} labels={labels} />}
    />
  );
}
