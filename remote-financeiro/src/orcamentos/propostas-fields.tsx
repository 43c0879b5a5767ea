import type { ReactNode } from 'react';
import { Alert, Button, Select, Space, Typography } from '@clinica/shared/antd';
import { Card } from '@clinica/shared/antd/display';
import { Checkbox } from '@clinica/shared/antd/inputs';
import { InputNumber } from '@clinica/shared/antd/numbers';
import { DeleteOutlined, PlusOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { useFieldArray, useFormState, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { MoneyInput, formatBRL } from '@clinica/shared';
import { FormField } from '@clinica/shared/forms';
import { LiquidoDaClinica } from '../taxas/liquido-da-clinica.tsx';
import { FORMAS, FORMAS_ENTRADA, MAX_PARCELAS, novaProposta, parcelasDe, valorLiquido, type OrcamentoFormValues } from './orcamento-form.ts';

const ID = 'orcamento-form';
const set = { shouldValidate: true, shouldDirty: true, shouldTouch: true } as const;
const reais = (centavos: number) => formatBRL(centavos / 100);

interface Props {
  control: Control<OrcamentoFormValues>;
  setValue: UseFormSetValue<OrcamentoFormValues>;
  required: Set<string>;
  label: (campo: string) => string;
}

/** What the patient pays in this proposal: the entry, then the instalments adding up to the net value. */
function Resumo({ control, index }: { control: Control<OrcamentoFormValues>; index: number }): ReactNode {
  const { t } = useTranslation();
  const [valorBruto, desconto, proposta] = useWatch({ control, name: ['valorBruto', 'desconto', `propostas.${index}`] });
  const liquido = valorLiquido({ valorBruto, desconto });
  if (liquido === undefined || !proposta?.formaPagamento) return null;
  const quantidade = proposta.formaPagamento === 'CREDITO' ? (proposta.quantidadeParcelas ?? 1) : 1;
  const entrada = proposta.temEntrada ? (proposta.valorEntrada ?? 0) : 0;
  if (quantidade < 1 || quantidade > MAX_PARCELAS || entrada > liquido) return null;
  const parcelas = parcelasDe(liquido, quantidade, entrada);
  const texto = t('orcamento.form.parcelas', { count: quantidade, valor: reais(parcelas[0]!) });
  return (
    <>
      <Typography.Text strong data-testid="proposta-resumo">
        {entrada > 0 && proposta.formaPagamentoEntrada
          ? t('orcamento.form.entradaMais', { valor: reais(entrada), forma: t(`orcamento.formas.${proposta.formaPagamentoEntrada}`), parcelas: texto })
          : texto}
      </Typography.Text>
      {/* what the clinic keeps of it: the card fee, the net and the day it arrives (F3, issue 38) */}
      <LiquidoDaClinica
        proposta={{
          formaPagamento: proposta.formaPagamento,
          quantidadeParcelas: quantidade,
          temEntrada: entrada > 0,
          entrada: { formaPagamentoEntrada: proposta.formaPagamentoEntrada, valorEntrada: entrada },
        }}
        valorTotal={liquido}
      />
    </>
  );
}

/** One proposal: method, instalments (CREDITO only), 'Existe entrada no pagamento' with its value and method (never CREDITO). */
function Proposta({ control, setValue, required, label, index, onRemove }: Props & { index: number; onRemove: () => void }): ReactNode {
  const { t } = useTranslation();
  const [forma, temEntrada, valorBruto] = useWatch({ control, name: [`propostas.${index}.formaPagamento`, `propostas.${index}.temEntrada`, 'valorBruto'] });
  const path = <K extends 'formaPagamento' | 'quantidadeParcelas' | 'valorEntrada' | 'formaPagamentoEntrada'>(campo: K) =>
    `propostas.${index}.${campo}` as const;
  const formas = (lista: readonly string[]) => lista.map((f) => ({ value: f, label: t(`orcamento.formas.${f}`) }));
  const titulo = t('orcamento.form.proposta', { n: index + 1 });
  return (
    <Card
      size="small"
      title={titulo}
      data-testid={`proposta-${index}`}
      extra={<Button type="text" danger icon={<DeleteOutlined />} aria-label={t('orcamento.form.removerProposta', { n: index + 1 })} onClick={onRemove} />}
    >
      <Space wrap align="start" size="middle">
        <FormField
          control={control}
          name={path('formaPagamento')}
          id={`${ID}-${path('formaPagamento')}`}
          label={label('formaPagamento')}
          required={required.has(path('formaPagamento'))}
          errorsAfterChange
        >
          {(field) => (
            <Select
              id={`${ID}-${path('formaPagamento')}`}
              value={field.value ?? undefined}
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 170 }}
              options={formas(FORMAS)}
              onChange={(value) => {
                field.onChange(value ?? null);
                if (value !== 'CREDITO') setValue(`propostas.${index}.quantidadeParcelas`, 1, set);
              }}
              onBlur={field.onBlur}
            />
          )}
        </FormField>
        {forma === 'CREDITO' && (
          <FormField
            control={control}
            name={path('quantidadeParcelas')}
            id={`${ID}-${path('quantidadeParcelas')}`}
            label={label('quantidadeParcelas')}
            required={required.has(path('quantidadeParcelas'))}
            errorsAfterChange
          >
            {(field) => (
              <InputNumber<number>
                id={`${ID}-${path('quantidadeParcelas')}`}
                ref={field.ref}
                value={field.value}
                precision={0}
                style={{ width: 150 }}
                onChange={(value) => field.onChange(value ?? null)}
                onBlur={field.onBlur}
              />
            )}
          </FormField>
        )}
      </Space>
      <div style={{ marginBottom: 12 }}>
        <Checkbox
          id={`${ID}-propostas.${index}.temEntrada`}
          checked={temEntrada}
          onChange={(e) => {
            setValue(`propostas.${index}.temEntrada`, e.target.checked, set);
            // unticking clears the entry (spec 02 §5)
            if (!e.target.checked) {
              setValue(`propostas.${index}.valorEntrada`, null, set);
              setValue(`propostas.${index}.formaPagamentoEntrada`, null, set);
            }
          }}
        >
          {label('temEntrada')}
        </Checkbox>
      </div>
      {temEntrada && (
        <Space wrap align="start" size="middle">
          <FormField
            control={control}
            name={path('valorEntrada')}
            id={`${ID}-${path('valorEntrada')}`}
            label={label('valorEntrada')}
            required={required.has(path('valorEntrada'))}
            errorsAfterChange
          >
            {(field) => (
              <MoneyInput
                id={`${ID}-${path('valorEntrada')}`}
                ref={field.ref}
                value={field.value}
                // the entry waits for the gross value (spec 02 §5)
                disabled={valorBruto === null || valorBruto === undefined}
                style={{ width: 170 }}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          </FormField>
          <FormField
            control={control}
            name={path('formaPagamentoEntrada')}
            id={`${ID}-${path('formaPagamentoEntrada')}`}
            label={label('formaPagamentoEntrada')}
            required={required.has(path('formaPagamentoEntrada'))}
            errorsAfterChange
          >
            {(field) => (
              <Select
                id={`${ID}-${path('formaPagamentoEntrada')}`}
                value={field.value ?? undefined}
                showSearch={{ optionFilterProp: 'label' }}
                style={{ width: 200 }}
                options={formas(FORMAS_ENTRADA)}
                onChange={(value) => field.onChange(value ?? null)}
                onBlur={field.onBlur}
              />
            )}
          </FormField>
        </Space>
      )}
      <Resumo control={control} index={index} />
    </Card>
  );
}

/** The payment proposals (at least one): added and removed; with none the form says 'Existem campos inválidos no formulario.' */
export function PropostasFields(props: Props): ReactNode {
  const { control, label } = props;
  const { fields, append, remove } = useFieldArray({ control, name: 'propostas' });
  const { errors, isSubmitted } = useFormState({ control, name: 'propostas' });
  const { t } = useTranslation();
  const erroLista =
    fields.length === 0 && (isSubmitted || errors.propostas?.root || errors.propostas?.message) ? t('orcamento.erros.camposInvalidos') : undefined;
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{label('propostas')}</Typography.Title>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {fields.map((item, index) => (
          <Proposta key={item.id} {...props} index={index} onRemove={() => remove(index)} />
        ))}
        {(fields.length === 0 || erroLista) && erroLista && <Alert type="error" showIcon role="alert" title={erroLista} />}
        <Button id={`${ID}-propostas`} icon={<PlusOutlined />} onClick={() => append(novaProposta())}>
          {label('novaProposta')}
        </Button>
      </Space>
    </div>
  );
}
