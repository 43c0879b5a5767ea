import { useMemo, useState, type ReactNode } from 'react';
import { Input } from '@clinica/shared/antd';
import { Switch } from '@clinica/shared/antd/inputs';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS, PulseiraTag, usePermission } from '@clinica/shared';
import { CatalogoCard, FormField, ItemFormDialog, situacaoColumn } from '@clinica/shared/forms';
import { ColorField } from '../forms/color-field.tsx';
import { useExcluirPulseiraMutation, usePulseiras, useSalvarPulseiraMutation, type Pulseira } from './catalogos.resource.ts';
import { PULSEIRA_REQUIRED, emptyPulseira, pulseiraErrors, pulseiraFormOf, pulseiraPayload, type PulseiraFormValues } from './pulseira-form.ts';

const LIMITS = FIELD_LIMITS['POST gerenciar/paciente/cadastroPulseiras'];

type PulseiraItem = Pulseira & { nome: string };

/** Wristbands: a type and a colour a patient wears (allergy, fall risk…), shown on the record as a coloured tag. */
export function PulseirasSection(): ReactNode {
  const { t } = useTranslation();
  const canWrite = usePermission('GERENCIAR_CONFIGURACOES');
  const pulseiras = usePulseiras();
  const salvar = useSalvarPulseiraMutation();
  const excluir = useExcluirPulseiraMutation();
  const [editing, setEditing] = useState<{ pulseira?: Pulseira }>();
  const items = useMemo(() => pulseiras.data?.map((pulseira): PulseiraItem => ({ ...pulseira, nome: pulseira.tipo })), [pulseiras.data]);
  const values = useMemo(() => (editing?.pulseira ? pulseiraFormOf(editing.pulseira) : emptyPulseira()), [editing]);
  const labels = { nome: t('configuracoes.pulseiras.tipo'), cor: t('configuracoes.pulseiras.cor'), ativo: t('configuracoes.pulseiras.ativa') };

  return (
    <>
      <CatalogoCard<PulseiraItem>
        testId="catalogo-pulseiras"
        title={t('configuracoes.pulseiras.titulo')}
        newLabel={t('configuracoes.pulseiras.nova')}
        items={items}
        loading={pulseiras.isFetching}
        failed={pulseiras.isError}
        canWrite={canWrite}
        columns={[
          { title: labels.nome, key: 'nome', render: (_v, item) => <PulseiraTag tipo={item.tipo} cor={item.cor} /> },
          { title: labels.cor, dataIndex: 'cor', key: 'cor', width: 120 },
          situacaoColumn(t),
        ]}
        onNew={() => setEditing({})}
        onEdit={(pulseira) => setEditing({ pulseira })}
        onDelete={(pulseira) => excluir.mutateAsync(pulseira.id)}
      />
      <ItemFormDialog<PulseiraFormValues>
        open={editing !== undefined}
        title={editing?.pulseira ? t('configuracoes.pulseiras.editar') : t('configuracoes.pulseiras.nova')}
        testId="pulseira-form"
        values={values}
        errorsOf={pulseiraErrors}
        labels={labels}
        saving={salvar.isPending}
        onSave={(form) => salvar.mutateAsync(pulseiraPayload(form, editing?.pulseira))}
        saved
        onClose={() => setEditing(undefined)}
        fields={(control) => (
          <>
            <FormField control={control} name="nome" id="pulseira-form-nome" label={labels.nome} required={PULSEIRA_REQUIRED.has('nome')} errorsAfterChange>
              {(field) => <Input id="pulseira-form-nome" {...field} maxLength={LIMITS.tipo} />}
            </FormField>
            <FormField control={control} name="cor" id="pulseira-form-cor" label={labels.cor} required={PULSEIRA_REQUIRED.has('cor')} errorsAfterChange>
              {({ value, onChange, onBlur }) => <ColorField id="pulseira-form-cor" value={value} onChange={onChange} onBlur={onBlur} />}
            </FormField>
            <FormField control={control} name="ativo" id="pulseira-form-ativo" label={labels.ativo}>
              {({ value, onChange, ref }) => <Switch id="pulseira-form-ativo" ref={ref} checked={value} onChange={onChange} />}
            </FormField>
          </>
        )}
      />
    </>
  );
}
