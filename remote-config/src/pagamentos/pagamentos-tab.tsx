import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Input, Select, Space, Typography } from '@clinica/shared/antd';
import { Card } from '@clinica/shared/antd/display';
import { Descriptions } from '@clinica/shared/antd/details';
import { InputNumber } from '@clinica/shared/antd/numbers';
import { EditOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime, usePermission } from '@clinica/shared';
import { CatalogoCard, FormField, ItemFormDialog } from '@clinica/shared/forms';
import { useWatch, type Control } from 'react-hook-form';
import { useParcelamentos, usePixConfiguracao, useSalvarParcelamentoMutation, useSalvarPixMutation, type Parcelamento } from './pagamentos.resource.ts';
import {
  FORMAS,
  PIX_REQUIRED,
  TAXA_REQUIRED,
  emptyTaxa,
  pixErrors,
  pixFormOf,
  pixPayload,
  taxaErrors,
  taxaFormOf,
  taxaPayload,
  type PixFormValues,
  type TaxaFormValues,
} from './pagamentos-form.ts';
import './pagamentos.i18n.ts';

/** Configurações > Pagamentos: the card fees and payout days per method and instalment count, and the clinic's Pix key. */
export function PagamentosTab(): ReactNode {
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <TaxasSection />
      <PixSection />
    </Space>
  );
}

function TaxasSection(): ReactNode {
  const { t } = useTranslation();
  const canWrite = usePermission('GERENCIAR_CONFIGURACOES');
  const parcelamentos = useParcelamentos();
  const salvar = useSalvarParcelamentoMutation();
  const [editing, setEditing] = useState<{ item?: Parcelamento }>();
  const values = useMemo(() => (editing?.item ? taxaFormOf(editing.item) : emptyTaxa()), [editing]);
  const forma = (f: string): string => t(`pagamentos.formas.${f}`);
  const items = parcelamentos.data?.map((p) => ({
    ...p,
    nome: t('pagamentos.taxas.nomeItem', { forma: forma(p.formaPagamento), parcelas: p.quantidadeParcelas }),
  }));
  const labels = {
    formaPagamento: t('pagamentos.taxas.formaPagamento'),
    quantidadeParcelas: t('pagamentos.taxas.quantidadeParcelas'),
    taxaPercentual: t('pagamentos.taxas.taxaPercentual'),
    diasRecebimento: t('pagamentos.taxas.diasRecebimento'),
  };
  const numero = (n: number) => n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  return (
    <>
      <CatalogoCard<Parcelamento & { nome: string }>
        testId="pagamentos-taxas"
        title={t('pagamentos.taxas.titulo')}
        newLabel={t('pagamentos.taxas.nova')}
        items={items}
        loading={parcelamentos.isFetching}
        failed={parcelamentos.isError}
        canWrite={canWrite}
        columns={[
          { title: labels.formaPagamento, key: 'nome', dataIndex: 'nome' },
          { title: labels.taxaPercentual, key: 'taxa', render: (_v, p) => `${numero(p.taxaPercentual)}%` },
          { title: labels.diasRecebimento, key: 'dias', dataIndex: 'diasRecebimento' },
        ]}
        onNew={() => setEditing({})}
        onEdit={(item) => setEditing({ item })}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('pagamentos.taxas.descricao')}
      </Typography.Paragraph>
      <ItemFormDialog<TaxaFormValues>
        open={editing !== undefined}
        title={editing?.item ? t('pagamentos.taxas.editar') : t('pagamentos.taxas.nova')}
        testId="taxa-form"
        values={values}
        errorsOf={taxaErrors}
        labels={labels}
        saving={salvar.isPending}
        onSave={(form) => salvar.mutateAsync(taxaPayload(form, editing?.item))}
        saved
        onClose={() => setEditing(undefined)}
        fields={(control, setValue) => (
          <>
            <FormField
              control={control}
              name="formaPagamento"
              id="taxa-form-formaPagamento"
              label={labels.formaPagamento}
              required={TAXA_REQUIRED.has('formaPagamento')}
            >
              {({ value, onChange, onBlur, ref }) => (
                <Select
                  id="taxa-form-formaPagamento"
                  ref={ref}
                  value={value}
                  onBlur={onBlur}
                  onChange={(next: string) => {
                    onChange(next);
                    if (next !== 'CREDITO') setValue('quantidadeParcelas', 1, { shouldValidate: true });
                  }}
                  options={FORMAS.map((f) => ({ value: f, label: forma(f) }))}
                  style={{ width: 200 }}
                />
              )}
            </FormField>
            <ParcelasField control={control} label={labels.quantidadeParcelas} />
            <FormField
              control={control}
              name="taxaPercentual"
              id="taxa-form-taxaPercentual"
              label={labels.taxaPercentual}
              required={TAXA_REQUIRED.has('taxaPercentual')}
              errorsAfterChange
            >
              {({ value, onChange, onBlur, ref }) => (
                <InputNumber<number>
                  id="taxa-form-taxaPercentual"
                  ref={ref}
                  value={value}
                  onChange={(next) => onChange(next ?? null)}
                  onBlur={onBlur}
                  min={0}
                  max={100}
                  step={0.01}
                  precision={2}
                  decimalSeparator=","
                  style={{ width: 160 }}
                />
              )}
            </FormField>
            <FormField
              control={control}
              name="diasRecebimento"
              id="taxa-form-diasRecebimento"
              label={labels.diasRecebimento}
              required={TAXA_REQUIRED.has('diasRecebimento')}
              errorsAfterChange
            >
              {({ value, onChange, onBlur, ref }) => (
                <InputNumber<number>
                  id="taxa-form-diasRecebimento"
                  ref={ref}
                  value={value}
                  onChange={(next) => onChange(next ?? null)}
                  onBlur={onBlur}
                  min={0}
                  max={400}
                  precision={0}
                  style={{ width: 160 }}
                />
              )}
            </FormField>
          </>
        )}
      />
    </>
  );
}

/** The instalment count: only credit has more than one. */
function ParcelasField({ control, label }: { control: Control<TaxaFormValues>; label: string }): ReactNode {
  const { t } = useTranslation();
  const forma = useWatch({ control, name: 'formaPagamento' });
  return (
    <FormField
      control={control}
      name="quantidadeParcelas"
      id="taxa-form-quantidadeParcelas"
      label={label}
      required={TAXA_REQUIRED.has('quantidadeParcelas')}
      hint={t('pagamentos.taxas.parcelasDica')}
      errorsAfterChange
    >
      {({ value, onChange, onBlur, ref }) => (
        <InputNumber<number>
          id="taxa-form-quantidadeParcelas"
          ref={ref}
          value={value}
          onChange={(next) => onChange(next ?? null)}
          onBlur={onBlur}
          min={1}
          max={24}
          precision={0}
          disabled={forma !== 'CREDITO'}
          style={{ width: 120 }}
        />
      )}
    </FormField>
  );
}

function PixSection(): ReactNode {
  const { t } = useTranslation();
  const canWrite = usePermission('GERENCIAR_CONFIGURACOES');
  const pix = usePixConfiguracao();
  const salvar = useSalvarPixMutation();
  const [open, setOpen] = useState(false);
  const values = useMemo(() => pixFormOf(pix.data), [pix.data]);
  const labels = { chave: t('pagamentos.pix.chave'), nomeRecebedor: t('pagamentos.pix.nomeRecebedor'), cidade: t('pagamentos.pix.cidade') };
  const c = pix.data;

  return (
    <Card
      title={t('pagamentos.pix.titulo')}
      data-testid="pagamentos-pix"
      extra={
        canWrite &&
        c && (
          <Button icon={<EditOutlined />} onClick={() => setOpen(true)}>
            {c.configurada ? t('pagamentos.pix.editar') : t('pagamentos.pix.cadastrar')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('pagamentos.pix.descricao')}</Typography.Paragraph>
      {pix.isError && <Alert type="error" showIcon title={t('pagamentos.pix.erro')} />}
      {c && !c.configurada && <Typography.Text>{t('pagamentos.pix.naoCadastrada')}</Typography.Text>}
      {c?.configurada && (
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'chave', label: labels.chave, children: c.chave },
            { key: 'tipo', label: t('pagamentos.pix.tipoChave'), children: c.tipoChave ? t(`pagamentos.pix.tipos.${c.tipoChave}`) : '' },
            { key: 'nome', label: labels.nomeRecebedor, children: c.nomeRecebedor },
            { key: 'cidade', label: labels.cidade, children: c.cidade },
          ]}
        />
      )}
      {c?.configurada && c.usuarioAlteracao && (
        <Typography.Text type="secondary">
          {t('pagamentos.pix.alteradaPor', { usuario: c.usuarioAlteracao, horario: formatDateTime(c.horarioAlteracao) })}
        </Typography.Text>
      )}
      <ItemFormDialog<PixFormValues>
        open={open}
        title={c?.configurada ? t('pagamentos.pix.editar') : t('pagamentos.pix.cadastrar')}
        testId="pix-form"
        values={values}
        errorsOf={pixErrors}
        labels={labels}
        saving={salvar.isPending}
        onSave={(form) => salvar.mutateAsync(pixPayload(form, c?.versao ?? 0))}
        saved
        onClose={() => setOpen(false)}
        fields={(control) => (
          <>
            <FormField
              control={control}
              name="chave"
              id="pix-form-chave"
              label={labels.chave}
              required={PIX_REQUIRED.has('chave')}
              hint={t('pagamentos.pix.chaveDica')}
              errorsAfterChange
            >
              {(field) => <Input id="pix-form-chave" {...field} maxLength={77} />}
            </FormField>
            <FormField
              control={control}
              name="nomeRecebedor"
              id="pix-form-nomeRecebedor"
              label={labels.nomeRecebedor}
              required={PIX_REQUIRED.has('nomeRecebedor')}
              errorsAfterChange
            >
              {(field) => <Input id="pix-form-nomeRecebedor" {...field} maxLength={25} />}
            </FormField>
            <FormField control={control} name="cidade" id="pix-form-cidade" label={labels.cidade} required={PIX_REQUIRED.has('cidade')} errorsAfterChange>
              {(field) => <Input id="pix-form-cidade" {...field} maxLength={15} />}
            </FormField>
          </>
        )}
      />
    </Card>
  );
}
