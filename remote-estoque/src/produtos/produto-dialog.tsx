import { useMemo, type ReactNode } from 'react';
import { Input, Select } from '@clinica/shared/antd';
import { Switch } from '@clinica/shared/antd/inputs';
import { InputNumber } from '@clinica/shared/antd/numbers';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS } from '@clinica/shared';
import { FormField, ItemFormDialog } from '@clinica/shared/forms';
import { useUnidadesMedida } from '../cadastros/cadastros.resource.ts';
import { useSalvarProdutoMutation, type Produto } from './produto.resource.ts';
import { MINIMO_MAXIMO, PRODUTO_REQUIRED, emptyProduto, produtoErrors, produtoFormOf, produtoPayload, type ProdutoFormValues } from './produto-form.ts';

const LIMITS = FIELD_LIMITS['POST gerenciar/estoque/cadastro'];

export interface ProdutoDialogProps {
  open: boolean;
  /** the product edited; none: 'Novo Produto' */
  produto?: Produto;
  onClose: () => void;
}

/** 'Novo Produto' and its edit (spec 01 §4): loaded when first opened, with the form libraries. */
export default function ProdutoDialog({ open, produto, onClose }: ProdutoDialogProps): ReactNode {
  const { t } = useTranslation();
  const salvar = useSalvarProdutoMutation();
  const unidades = useUnidadesMedida();
  const values = useMemo(() => (produto ? produtoFormOf(produto) : emptyProduto()), [produto]);
  const labels: Record<keyof ProdutoFormValues, string> = {
    nome: t('estoque.produtos.nome'),
    codigoUnidadeMedida: t('estoque.produtos.unidade'),
    estoqueMinimo: t('estoque.produtos.estoqueMinimo'),
    descricao: t('estoque.produtos.observacao'),
    gtin: t('estoque.produtos.gtin'),
    ativo: t('estoque.produtos.ativo'),
  };
  // the api names its fields as the body does
  const apiLabels: Record<string, string> = { nomeProduto: labels.nome };

  return (
    <ItemFormDialog<ProdutoFormValues>
      open={open}
      title={produto ? t('estoque.produtos.editar') : t('estoque.produtos.novo')}
      testId="produto-form"
      values={values}
      errorsOf={produtoErrors}
      labels={labels}
      labelOf={(path) => apiLabels[path]}
      saving={salvar.isPending}
      onSave={(form) => salvar.mutateAsync(produtoPayload(form, produto))}
      saved={t('estoque.produtos.salvo')}
      onClose={onClose}
      fields={(control) => (
        <>
          <FormField control={control} name="nome" id="produto-form-nome" label={labels.nome} required={PRODUTO_REQUIRED.has('nome')} errorsAfterChange>
            {(field) => <Input id="produto-form-nome" {...field} maxLength={LIMITS.nomeProduto} />}
          </FormField>
          <FormField
            control={control}
            name="codigoUnidadeMedida"
            id="produto-form-codigoUnidadeMedida"
            label={labels.codigoUnidadeMedida}
            required={PRODUTO_REQUIRED.has('codigoUnidadeMedida')}
            hint={unidades.data?.length === 0 ? t('estoque.produtos.semUnidades') : undefined}
            errorsAfterChange
          >
            {({ value, onChange, onBlur, ref }) => (
              <Select<number>
                id="produto-form-codigoUnidadeMedida"
                ref={ref}
                value={value ?? undefined}
                loading={unidades.isLoading}
                showSearch={{ optionFilterProp: 'label' }}
                options={(unidades.data ?? []).map((unidade) => ({ value: unidade.codigo, label: unidade.descricao }))}
                onBlur={onBlur}
                onChange={(codigo?: number) => onChange(codigo ?? null)}
              />
            )}
          </FormField>
          <FormField control={control} name="estoqueMinimo" id="produto-form-estoqueMinimo" label={labels.estoqueMinimo} errorsAfterChange>
            {({ value, onChange, onBlur, ref }) => (
              <InputNumber<number>
                id="produto-form-estoqueMinimo"
                ref={ref}
                value={value}
                min={0}
                max={MINIMO_MAXIMO}
                precision={0}
                style={{ width: '100%' }}
                onBlur={onBlur}
                onChange={(minimo) => onChange(minimo ?? null)}
              />
            )}
          </FormField>
          <FormField control={control} name="gtin" id="produto-form-gtin" label={labels.gtin} hint={t('estoque.produtos.gtinDica')} errorsAfterChange>
            {(field) => <Input id="produto-form-gtin" {...field} inputMode="numeric" autoComplete="off" maxLength={LIMITS.gtin} />}
          </FormField>
          <FormField control={control} name="descricao" id="produto-form-descricao" label={labels.descricao}>
            {(field) => <Input.TextArea id="produto-form-descricao" {...field} rows={3} maxLength={LIMITS.descricao} />}
          </FormField>
          {produto && (
            <FormField control={control} name="ativo" id="produto-form-ativo" label={labels.ativo} hint={t('estoque.produtos.ativoDica')}>
              {({ value, onChange, ref }) => <Switch id="produto-form-ativo" ref={ref} checked={value} onChange={onChange} />}
            </FormField>
          )}
        </>
      )}
    />
  );
}
