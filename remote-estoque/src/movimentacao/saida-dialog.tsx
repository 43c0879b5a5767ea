import { useMemo, type ReactNode } from 'react';
import { Input, Select, Tag } from '@clinica/shared/antd';
import { InputNumber } from '@clinica/shared/antd/numbers';
import { useTranslation } from 'react-i18next';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { FIELD_LIMITS, formatDate } from '@clinica/shared';
import { FormField, ItemFormDialog, ativosOuAtual } from '@clinica/shared/forms';
import { ProdutoSelect, useProdutos } from '../produtos/index.ts';
import { useSetores } from '../cadastros/cadastros.resource.ts';
import { CodigoBarrasField } from './codigo-barras-field.tsx';
import {
  loteComSaldo,
  useLancarSaidaMutation,
  useLotesDaSaida,
  useProcedimentosDaSaida,
  type LoteComSaldo,
  type Movimentacao,
} from './movimentacao.resource.ts';
import { PacientePicker } from './paciente-picker.tsx';
import { SAIDA_REQUIRED, emptySaida, saidaErrors, saidaPayload, type SaidaFormValues } from './saida-form.ts';

const LIMITS = FIELD_LIMITS['POST gerenciar/estoque/lancarSaidaEstoque'];
const ID = 'saida-form';
const set = { shouldValidate: true, shouldDirty: true, shouldTouch: true } as const;

/** The lot of the product chosen: none means first-expired-first-out; an expired one is shown as such (the api refuses it). */
function LoteSelect({
  control,
  value,
  onChange,
  onBlur,
}: {
  control: Control<SaidaFormValues>;
  value: number | null;
  onChange: (id: number | null) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation();
  const produtoId = useWatch({ control, name: 'produtoId' });
  const lotes = useLotesDaSaida(produtoId);
  const rotulo = (lote: LoteComSaldo) =>
    `${lote.lote} · ${formatDate(`${lote.validade}T12:00:00`)} · ${t('estoque.movimentacao.saldo', { saldo: lote.saldo })}`;
  return (
    <Select<number, { value: number; label: string; lote: LoteComSaldo }>
      id={`${ID}-loteId`}
      data-testid={`${ID}-loteId`}
      value={value ?? undefined}
      allowClear
      disabled={!produtoId}
      loading={lotes.isFetching}
      placeholder={t('estoque.movimentacao.loteAutomatico')}
      options={(lotes.data ?? []).map((lote) => ({ value: lote.id, label: rotulo(lote), lote }))}
      optionRender={(option) => (
        <span>
          {option.label} {option.data.lote.vencido && <Tag color="red">{t('estoque.movimentacao.vencido')}</Tag>}
          {option.data.lote.vencendo && <Tag color="orange">{t('estoque.movimentacao.vencendo')}</Tag>}
        </span>
      )}
      onChange={(id?: number) => onChange(id ?? null)}
      onBlur={onBlur}
    />
  );
}

/**
 * Launching an exit: product, quantity, sector, and the patient and procedure when used on one. The
 * api takes the lots that expire first unless one is chosen (a scanned box chooses its own); what it
 * took goes back to the screen (`onLancada`) to be shown.
 */
export function SaidaDialog({ onClose, onLancada }: { onClose: () => void; onLancada: (movimentos: Movimentacao[]) => void }): ReactNode {
  const { t } = useTranslation();
  const lancar = useLancarSaidaMutation();
  const produtos = useProdutos();
  const setores = useSetores();
  const procedimentos = useProcedimentosDaSaida();
  const values = useMemo(emptySaida, []);
  const campo = (nome: string) => t(`estoque.movimentacao.campos.${nome}`);
  const labels: Record<keyof SaidaFormValues, string> = {
    codigoBarras: campo('codigoBarras'),
    produtoId: campo('produto'),
    quantidade: campo('quantidade'),
    loteId: campo('lote'),
    codigoSetor: campo('setor'),
    pacienteId: campo('paciente'),
    procedimentoId: campo('procedimento'),
    observacao: campo('observacao'),
  };

  return (
    <ItemFormDialog<SaidaFormValues>
      open
      title={t('estoque.movimentacao.novaSaida')}
      testId={ID}
      values={values}
      errorsOf={saidaErrors}
      labels={labels}
      saving={lancar.isPending}
      onSave={async (form) => onLancada(await lancar.mutateAsync(saidaPayload(form)))}
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
                onLido={async (leitura) => {
                  if (!leitura.gtin) return t('estoque.movimentacao.codigo.semGtin');
                  const produto = produtos.data?.find((p) => p.gtin === leitura.gtin);
                  if (!produto) return t('estoque.movimentacao.codigo.semProduto', { gtin: leitura.gtin });
                  setValue('produtoId', produto.id, set);
                  setValue('loteId', null, set);
                  if (!leitura.lote) return undefined;
                  const lote = await loteComSaldo(produto.id, leitura.lote);
                  if (!lote) return t('estoque.movimentacao.codigo.loteSemSaldo', { lote: leitura.lote });
                  setValue('loteId', lote.id, set);
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
            required={SAIDA_REQUIRED.has('produtoId')}
            errorsAfterChange
          >
            {(field) => (
              <ProdutoSelect
                id={`${ID}-produtoId`}
                value={field.value}
                onChange={(id) => {
                  field.onChange(id ?? null);
                  setValue('loteId', null);
                }}
                onBlur={field.onBlur}
              />
            )}
          </FormField>
          <FormField
            control={control}
            name="quantidade"
            id={`${ID}-quantidade`}
            label={labels.quantidade}
            required={SAIDA_REQUIRED.has('quantidade')}
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
          <FormField control={control} name="loteId" id={`${ID}-loteId`} label={labels.loteId} hint={t('estoque.movimentacao.loteDica')}>
            {(field) => <LoteSelect control={control} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
          </FormField>
          <FormField control={control} name="codigoSetor" id={`${ID}-codigoSetor`} label={labels.codigoSetor}>
            {(field) => (
              <Select<number>
                id={`${ID}-codigoSetor`}
                value={field.value ?? undefined}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={setores.isLoading}
                options={(setores.data ?? []).map((item) => ({ value: item.codigo, label: item.descricao }))}
                onChange={(value) => field.onChange(value ?? null)}
                onBlur={field.onBlur}
              />
            )}
          </FormField>
          <FormField control={control} name="pacienteId" id={`${ID}-pacienteId`} label={labels.pacienteId} hint={t('estoque.movimentacao.pacienteDica')}>
            {(field) => <PacientePicker id={`${ID}-pacienteId`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
          </FormField>
          <FormField control={control} name="procedimentoId" id={`${ID}-procedimentoId`} label={labels.procedimentoId}>
            {(field) => (
              <Select<number>
                id={`${ID}-procedimentoId`}
                value={field.value ?? undefined}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={procedimentos.isLoading}
                options={ativosOuAtual(procedimentos.data ?? [], field.value).map((p) => ({ value: p.id, label: p.nome }))}
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
