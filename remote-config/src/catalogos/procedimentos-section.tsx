import { useMemo, useState, type ReactNode } from 'react';
import { Input } from '@clinica/shared/antd';
import { Switch } from '@clinica/shared/antd/inputs';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS, MoneyInput, formatBRL, usePermission } from '@clinica/shared';
import { CatalogoCard, FormField, ItemFormDialog, situacaoColumn } from '@clinica/shared/forms';
import { EtapasPicker } from './etapas-picker.tsx';
import { useEtapas, useExcluirProcedimentoMutation, useProcedimentos, useSalvarProcedimentoMutation, type Procedimento } from './catalogos.resource.ts';
import {
  PROCEDIMENTO_REQUIRED,
  emptyProcedimento,
  procedimentoErrors,
  procedimentoFormOf,
  procedimentoPayload,
  type ProcedimentoFormValues,
} from './procedimento-form.ts';

const LIMITS = FIELD_LIMITS['POST gerenciar/procedimento/cadastro'];

/** Procedures: what the clinic books and prices, each made of stages the record follows in order. */
export function ProcedimentosSection(): ReactNode {
  const { t } = useTranslation();
  const canWrite = usePermission('GERENCIAR_CONFIGURACOES');
  const procedimentos = useProcedimentos();
  const etapas = useEtapas();
  const salvar = useSalvarProcedimentoMutation();
  const excluir = useExcluirProcedimentoMutation();
  const [editing, setEditing] = useState<{ procedimento?: Procedimento }>();
  const values = useMemo(() => (editing?.procedimento ? procedimentoFormOf(editing.procedimento) : emptyProcedimento()), [editing]);
  const labels = {
    nome: t('configuracoes.procedimentos.nome'),
    valor: t('configuracoes.procedimentos.valor'),
    ativo: t('configuracoes.procedimentos.ativo'),
    etapas: t('configuracoes.procedimentos.etapas'),
  };

  return (
    <>
      <CatalogoCard<Procedimento>
        testId="catalogo-procedimentos"
        title={t('configuracoes.procedimentos.titulo')}
        newLabel={t('configuracoes.procedimentos.novo')}
        items={procedimentos.data}
        loading={procedimentos.isFetching}
        failed={procedimentos.isError}
        canWrite={canWrite}
        columns={[
          { title: labels.nome, dataIndex: 'nome', key: 'nome', ellipsis: true },
          { title: labels.valor, key: 'valor', width: 140, align: 'right', render: (_v, item) => formatBRL(item.valor / 100) },
          {
            title: labels.etapas,
            key: 'etapas',
            render: (_v, item) => (item.etapas.length === 0 ? '—' : item.etapas.map((etapa, index) => `${index + 1}. ${etapa.nomeEtapa}`).join(' · ')),
          },
          situacaoColumn(t),
        ]}
        onNew={() => setEditing({})}
        onEdit={(procedimento) => setEditing({ procedimento })}
        onDelete={(procedimento) => excluir.mutateAsync(procedimento.id)}
      />
      <ItemFormDialog<ProcedimentoFormValues>
        open={editing !== undefined}
        title={editing?.procedimento ? t('configuracoes.procedimentos.editar') : t('configuracoes.procedimentos.novo')}
        testId="procedimento-form"
        values={values}
        errorsOf={procedimentoErrors}
        labels={labels}
        saving={salvar.isPending}
        onSave={(form) => salvar.mutateAsync(procedimentoPayload(form, editing?.procedimento))}
        saved
        onClose={() => setEditing(undefined)}
        fields={(control) => (
          <>
            <FormField
              control={control}
              name="nome"
              id="procedimento-form-nome"
              label={labels.nome}
              required={PROCEDIMENTO_REQUIRED.has('nome')}
              errorsAfterChange
            >
              {(field) => <Input id="procedimento-form-nome" {...field} maxLength={LIMITS.nome} />}
            </FormField>
            <FormField
              control={control}
              name="valor"
              id="procedimento-form-valor"
              label={labels.valor}
              required={PROCEDIMENTO_REQUIRED.has('valor')}
              errorsAfterChange
            >
              {(field) => <MoneyInput id="procedimento-form-valor" {...field} />}
            </FormField>
            <FormField control={control} name="ativo" id="procedimento-form-ativo" label={labels.ativo}>
              {({ value, onChange, ref }) => <Switch id="procedimento-form-ativo" ref={ref} checked={value} onChange={onChange} />}
            </FormField>
            <FormField control={control} name="etapas" id="procedimento-form-etapas" label={labels.etapas} hint={t('configuracoes.procedimentos.etapasDica')}>
              {({ value, onChange }) => <EtapasPicker id="procedimento-form-etapas" value={value} onChange={onChange} etapas={etapas.data} />}
            </FormField>
          </>
        )}
      />
    </>
  );
}
