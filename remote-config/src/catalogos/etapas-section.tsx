import { useMemo, useState, type ReactNode } from 'react';
import { Input } from '@clinica/shared/antd';
import { Switch } from '@clinica/shared/antd/inputs';
import { InputNumber } from '@clinica/shared/antd/numbers';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS, usePermission } from '@clinica/shared';
import { CatalogoCard, FormField, ItemFormDialog, situacaoColumn } from '@clinica/shared/forms';
import { useEtapas, useSalvarEtapaMutation, type ConfiguracaoEtapa } from './catalogos.resource.ts';
import { ETAPA_REQUIRED, MAX_IMAGENS, emptyEtapa, etapaErrors, etapaFormOf, etapaPayload, type EtapaFormValues } from './etapa-form.ts';

const LIMITS = FIELD_LIMITS['POST gerenciar/procedimento/cadastroDescricaoEtapa'];

type EtapaItem = ConfiguracaoEtapa & { nome: string };

/**
 * The stages procedures are made of: name, order, image slots in the record, whether its photos go
 * to the case study, active. A stage is deactivated, never deleted: patients' records refer to it.
 */
export function EtapasSection(): ReactNode {
  const { t } = useTranslation();
  const canWrite = usePermission('GERENCIAR_CONFIGURACOES');
  const etapas = useEtapas();
  const salvar = useSalvarEtapaMutation();
  const [editing, setEditing] = useState<{ etapa?: ConfiguracaoEtapa }>();
  const items = useMemo(() => etapas.data?.map((etapa): EtapaItem => ({ ...etapa, nome: etapa.nomeEtapa })), [etapas.data]);
  const nextOrder = Math.max(0, ...(etapas.data ?? []).map((etapa) => etapa.ordenacao)) + 1;
  const values = useMemo(() => (editing?.etapa ? etapaFormOf(editing.etapa) : emptyEtapa(nextOrder)), [editing, nextOrder]);
  const labels = {
    nome: t('configuracoes.etapas.nome'),
    ordenacao: t('configuracoes.etapas.ordem'),
    quantidadeImagens: t('configuracoes.etapas.imagens'),
    estudoCaso: t('configuracoes.etapas.estudoCaso'),
    ativo: t('configuracoes.etapas.ativa'),
  };
  const simNao = (yes: boolean) => (yes ? t('configuracoes.etapas.sim') : t('configuracoes.etapas.nao'));

  return (
    <>
      <CatalogoCard<EtapaItem>
        testId="catalogo-etapas"
        title={t('configuracoes.etapas.titulo')}
        newLabel={t('configuracoes.etapas.nova')}
        items={items}
        loading={etapas.isFetching}
        failed={etapas.isError}
        canWrite={canWrite}
        columns={[
          { title: labels.ordenacao, dataIndex: 'ordenacao', key: 'ordenacao', width: 80 },
          { title: labels.nome, dataIndex: 'nome', key: 'nome' },
          { title: labels.quantidadeImagens, dataIndex: 'quantidadeImagens', key: 'quantidadeImagens', width: 110 },
          { title: labels.estudoCaso, key: 'estudoCaso', width: 130, render: (_v, item) => simNao(item.estudoCaso) },
          situacaoColumn(t),
        ]}
        onNew={() => setEditing({})}
        onEdit={(etapa) => setEditing({ etapa })}
      />
      <ItemFormDialog<EtapaFormValues>
        open={editing !== undefined}
        title={editing?.etapa ? t('configuracoes.etapas.editar') : t('configuracoes.etapas.nova')}
        testId="etapa-form"
        values={values}
        errorsOf={etapaErrors}
        labels={labels}
        saving={salvar.isPending}
        onSave={(form) => salvar.mutateAsync(etapaPayload(form, editing?.etapa))}
        saved
        onClose={() => setEditing(undefined)}
        fields={(control) => (
          <>
            <FormField control={control} name="nome" id="etapa-form-nome" label={labels.nome} required={ETAPA_REQUIRED.has('nome')} errorsAfterChange>
              {(field) => <Input id="etapa-form-nome" {...field} maxLength={LIMITS.nomeEtapa} />}
            </FormField>
            <FormField
              control={control}
              name="ordenacao"
              id="etapa-form-ordenacao"
              label={labels.ordenacao}
              required={ETAPA_REQUIRED.has('ordenacao')}
              hint={t('configuracoes.etapas.ordemDica')}
              errorsAfterChange
            >
              {(field) => <Input id="etapa-form-ordenacao" {...field} inputMode="numeric" maxLength={5} style={{ width: 120 }} />}
            </FormField>
            <FormField
              control={control}
              name="quantidadeImagens"
              id="etapa-form-quantidadeImagens"
              label={labels.quantidadeImagens}
              required={ETAPA_REQUIRED.has('quantidadeImagens')}
              hint={t('configuracoes.etapas.imagensDica', { max: MAX_IMAGENS })}
              errorsAfterChange
            >
              {(field) => <InputNumber id="etapa-form-quantidadeImagens" {...field} min={0} max={MAX_IMAGENS} precision={0} />}
            </FormField>
            <FormField control={control} name="estudoCaso" id="etapa-form-estudoCaso" label={labels.estudoCaso}>
              {({ value, onChange, ref }) => <Switch id="etapa-form-estudoCaso" ref={ref} checked={value} onChange={onChange} />}
            </FormField>
            <FormField control={control} name="ativo" id="etapa-form-ativo" label={labels.ativo}>
              {({ value, onChange, ref }) => <Switch id="etapa-form-ativo" ref={ref} checked={value} onChange={onChange} />}
            </FormField>
          </>
        )}
      />
    </>
  );
}
