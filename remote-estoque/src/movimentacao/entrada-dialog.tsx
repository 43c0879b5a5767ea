import { useMemo, type ReactNode } from 'react';
import { Input, Select } from '@clinica/shared/antd';
import { InputNumber } from '@clinica/shared/antd/numbers';
import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import { FIELD_LIMITS } from '@clinica/shared';
import { FormField, ItemFormDialog, MASKS, MaskedInput } from '@clinica/shared/forms';
import { ProdutoSelect, useProdutos } from '../produtos/index.ts';
import { useFabricantes, useSetores } from '../cadastros/cadastros.resource.ts';
import { CodigoBarrasField } from './codigo-barras-field.tsx';
import { ENTRADA_REQUIRED, emptyEntrada, entradaErrors, entradaPayload, validadeTexto, type EntradaFormValues } from './entrada-form.ts';
import { useLancarEntradaMutation } from './movimentacao.resource.ts';

const LIMITS = FIELD_LIMITS['POST gerenciar/estoque/lancarEntradaEstoque'];
const ID = 'entrada-form';
const set = { shouldValidate: true, shouldDirty: true, shouldTouch: true } as const;

/** Launching an entry: product, quantity, lot and its validade, manufacturer, sector, note; a scanned box fills product, lot and validade. */
export function EntradaDialog({ onClose }: { onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const lancar = useLancarEntradaMutation();
  const produtos = useProdutos();
  const fabricantes = useFabricantes();
  const setores = useSetores();
  const values = useMemo(emptyEntrada, []);
  const campo = (nome: string) => t(`estoque.movimentacao.campos.${nome}`);
  const labels: Record<keyof EntradaFormValues, string> = {
    codigoBarras: campo('codigoBarras'),
    produtoId: campo('produto'),
    quantidade: campo('quantidade'),
    lote: campo('lote'),
    validade: campo('validade'),
    codigoFabricante: campo('fabricante'),
    codigoSetor: campo('setor'),
    observacao: campo('observacao'),
  };
  const opcoes = (itens: { codigo: number; descricao: string }[] | undefined) => (itens ?? []).map((item) => ({ value: item.codigo, label: item.descricao }));

  return (
    <ItemFormDialog<EntradaFormValues>
      open
      title={t('estoque.movimentacao.novaEntrada')}
      testId={ID}
      values={values}
      errorsOf={entradaErrors}
      labels={labels}
      saving={lancar.isPending}
      saved={t('estoque.movimentacao.entradaLancada')}
      onSave={(form) => lancar.mutateAsync(entradaPayload(form))}
      onClose={onClose}
      width={600}
      fields={(control, setValue) => (
        <>
          <Controller
            control={control}
            name="codigoBarras"
            render={({ field }) => (
              <CodigoBarrasField
                id={`${ID}-codigoBarras`}
                value={field.value}
                onChange={field.onChange}
                onLido={(leitura) => {
                  if (leitura.lote) setValue('lote', leitura.lote, set);
                  if (leitura.validade) setValue('validade', validadeTexto(leitura.validade), set);
                  if (!leitura.gtin) return undefined;
                  const produto = produtos.data?.find((p) => p.gtin === leitura.gtin);
                  if (!produto) return t('estoque.movimentacao.codigo.semProduto', { gtin: leitura.gtin });
                  if (!produto.ativo) return t('estoque.movimentacao.codigo.produtoInativo', { nome: produto.nomeProduto });
                  setValue('produtoId', produto.id, set);
                  return undefined;
                }}
              />
            )}
          />
          <FormField
            control={control}
            name="produtoId"
            id={`${ID}-produtoId`}
            label={labels.produtoId}
            required={ENTRADA_REQUIRED.has('produtoId')}
            errorsAfterChange
          >
            {(field) => <ProdutoSelect id={`${ID}-produtoId`} value={field.value} onChange={(id) => field.onChange(id ?? null)} onBlur={field.onBlur} />}
          </FormField>
          <FormField
            control={control}
            name="quantidade"
            id={`${ID}-quantidade`}
            label={labels.quantidade}
            required={ENTRADA_REQUIRED.has('quantidade')}
            errorsAfterChange
          >
            {(field) => (
              <InputNumber<number>
                id={`${ID}-quantidade`}
                ref={field.ref}
                value={field.value}
                min={1}
                precision={0}
                style={{ width: 160 }}
                onChange={(value) => field.onChange(value ?? null)}
                onBlur={field.onBlur}
              />
            )}
          </FormField>
          <FormField control={control} name="lote" id={`${ID}-lote`} label={labels.lote} required={ENTRADA_REQUIRED.has('lote')} errorsAfterChange>
            {(field) => <Input id={`${ID}-lote`} {...field} maxLength={LIMITS.lote} />}
          </FormField>
          <FormField
            control={control}
            name="validade"
            id={`${ID}-validade`}
            label={labels.validade}
            required={ENTRADA_REQUIRED.has('validade')}
            errorsAfterChange
          >
            {(field) => (
              <MaskedInput id={`${ID}-validade`} {...field} mask={MASKS.date} placeholder={t('estoque.movimentacao.formatoData')} style={{ width: 160 }} />
            )}
          </FormField>
          <FormField control={control} name="codigoFabricante" id={`${ID}-codigoFabricante`} label={labels.codigoFabricante}>
            {(field) => (
              <Select<number>
                id={`${ID}-codigoFabricante`}
                value={field.value ?? undefined}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={fabricantes.isLoading}
                options={opcoes(fabricantes.data)}
                onChange={(value) => field.onChange(value ?? null)}
                onBlur={field.onBlur}
              />
            )}
          </FormField>
          <FormField control={control} name="codigoSetor" id={`${ID}-codigoSetor`} label={labels.codigoSetor}>
            {(field) => (
              <Select<number>
                id={`${ID}-codigoSetor`}
                value={field.value ?? undefined}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={setores.isLoading}
                options={opcoes(setores.data)}
                onChange={(value) => field.onChange(value ?? null)}
                onBlur={field.onBlur}
              />
            )}
          </FormField>
          <FormField control={control} name="observacao" id={`${ID}-observacao`} label={labels.observacao}>
            {(field) => <Input.TextArea id={`${ID}-observacao`} {...field} rows={2} maxLength={LIMITS.observacao} />}
          </FormField>
        </>
      )}
    />
  );
}
