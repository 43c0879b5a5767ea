import { useMemo, type ReactNode } from 'react';
import { Input, Select } from '@clinica/shared/antd';
import { Radio } from '@clinica/shared/antd/inputs';
import { InputNumber } from '@clinica/shared/antd/numbers';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control } from 'react-hook-form';
import { FIELD_LIMITS, MoneyInput } from '@clinica/shared';
import { FormField, ItemFormDialog } from '@clinica/shared/forms';
import { useProcedimentos, useSalvarCampanhaMutation, type Campanha } from './campanha.resource.ts';
import { campanhaErrors, campanhaFormOf, campanhaPayload, emptyCampanha, requiredFields, type CampanhaFormValues } from './campanha-form.ts';
import './campanha.i18n.ts';

const LIMITS = FIELD_LIMITS['POST gerenciar/campanha/cadastro'];
const REQUIRED = requiredFields(emptyCampanha());

/** The campaign's form (create, or edit the one given): name, a fixed or percent discount, its procedures. */
export default function CampanhaDialog(props: { open: boolean; campanha?: Campanha; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const salvar = useSalvarCampanhaMutation();
  const procedimentos = useProcedimentos();
  const { campanha } = props;
  const values = useMemo(() => (campanha ? campanhaFormOf(campanha) : emptyCampanha()), [campanha]);
  const labels = {
    nome: t('campanha.nome'),
    tipoDesconto: t('campanha.tipoDesconto'),
    desconto: t('campanha.desconto'),
    procedimentos: t('campanha.procedimentos'),
  };
  // the active procedures, and those the campaign already holds (deactivated since)
  const opcoes = (procedimentos.data ?? []).filter((p) => p.ativo || values.procedimentos.includes(p.id)).map((p) => ({ value: p.id, label: p.nome }));

  return (
    <ItemFormDialog<CampanhaFormValues>
      open={props.open}
      title={campanha ? t('campanha.editar') : t('campanha.nova')}
      testId="campanha-form"
      values={values}
      errorsOf={campanhaErrors}
      labels={labels}
      labelOf={(path) => (path === 'procedimentosSelecionados' ? labels.procedimentos : undefined)}
      saving={salvar.isPending}
      onSave={(form) => salvar.mutateAsync(campanhaPayload(form, campanha))}
      saved={t('campanha.salva')}
      onClose={props.onClose}
      fields={(control, setValue) => (
        <>
          <FormField control={control} name="nome" id="campanha-form-nome" label={labels.nome} required={REQUIRED.has('nome')} errorsAfterChange>
            {(field) => <Input id="campanha-form-nome" {...field} maxLength={LIMITS.nome} />}
          </FormField>
          <FormField control={control} name="tipoDesconto" id="campanha-form-tipoDesconto" label={labels.tipoDesconto} required={REQUIRED.has('tipoDesconto')}>
            {({ value, onChange, ref }) => (
              <Radio.Group
                id="campanha-form-tipoDesconto"
                ref={ref}
                value={value}
                onChange={(event) => {
                  onChange(event.target.value);
                  // an amount is no percentage: the discount is typed again
                  setValue('desconto', null, { shouldValidate: true });
                }}
                options={[
                  { value: 'VALOR_REAL', label: t('campanha.valorReal') },
                  { value: 'PORCENTAGEM', label: t('campanha.porcentagem') },
                ]}
              />
            )}
          </FormField>
          <TipoAware control={control} label={labels.desconto} />
          <FormField
            control={control}
            name="procedimentos"
            id="campanha-form-procedimentos"
            label={labels.procedimentos}
            required={REQUIRED.has('procedimentos')}
            errorsAfterChange
          >
            {({ value, onChange, onBlur, ref }) => (
              <Select
                id="campanha-form-procedimentos"
                ref={ref}
                mode="multiple"
                value={value}
                onChange={onChange}
                onBlur={onBlur}
                options={opcoes}
                loading={procedimentos.isFetching}
                optionFilterProp="label"
                showSearch={{ optionFilterProp: 'label' }}
                style={{ width: '100%' }}
              />
            )}
          </FormField>
        </>
      )}
    />
  );
}

/** The discount: the money mask for a fixed amount (centavos), a percent input for a percentage. */
function TipoAware({ control, label }: { control: Control<CampanhaFormValues>; label: string }): ReactNode {
  const { t } = useTranslation();
  const tipo = useWatch({ control, name: 'tipoDesconto' });
  return (
    <FormField
      control={control}
      name="desconto"
      id="campanha-form-desconto"
      label={label}
      required={REQUIRED.has('desconto')}
      hint={tipo === 'PORCENTAGEM' ? t('campanha.percentualDica') : undefined}
      errorsAfterChange
    >
      {(field) =>
        tipo === 'PORCENTAGEM' ? (
          <InputNumber<number>
            id="campanha-form-desconto"
            ref={field.ref}
            value={field.value}
            onChange={(value) => field.onChange(value ?? null)}
            onBlur={field.onBlur}
            min={0}
            max={100}
            step={0.5}
            precision={2}
            decimalSeparator=","
            suffix="%"
            style={{ width: 160 }}
          />
        ) : (
          <MoneyInput id="campanha-form-desconto" {...field} style={{ width: 200 }} />
        )
      }
    </FormField>
  );
}
