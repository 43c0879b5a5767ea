import { useMemo, useState, type ReactNode } from 'react';
import { Input, Space } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS, usePermission } from '@clinica/shared';
import { Switch } from '@clinica/shared/antd/inputs';
import { CatalogoCard, FormField, ItemFormDialog, situacaoColumn } from '@clinica/shared/forms';
import { ColorField } from '../forms/color-field.tsx';
import { useCompromissos, useExcluirCompromissoMutation, useSalvarCompromissoMutation, type TipoCompromisso } from './catalogos.resource.ts';
import {
  COMPROMISSO_REQUIRED,
  compromissoErrors,
  compromissoFormOf,
  compromissoPayload,
  emptyCompromisso,
  type CompromissoFormValues,
} from './compromisso-form.ts';

const LIMITS = FIELD_LIMITS['PUT gerenciar/compromisso/editar'];

/** Commitment types: what an agenda entry is (consulta, retorno…), with the colour the calendar draws it in. */
export function CompromissosSection(): ReactNode {
  const { t } = useTranslation();
  const canWrite = usePermission('GERENCIAR_CONFIGURACOES');
  const compromissos = useCompromissos();
  const salvar = useSalvarCompromissoMutation();
  const excluir = useExcluirCompromissoMutation();
  const [editing, setEditing] = useState<{ compromisso?: TipoCompromisso }>();
  const values = useMemo(() => (editing?.compromisso ? compromissoFormOf(editing.compromisso) : emptyCompromisso()), [editing]);
  const labels = { nome: t('configuracoes.compromissos.nome'), cor: t('configuracoes.compromissos.cor'), ativo: t('configuracoes.compromissos.ativo') };

  return (
    <>
      <CatalogoCard<TipoCompromisso>
        testId="catalogo-compromissos"
        title={t('configuracoes.compromissos.titulo')}
        newLabel={t('configuracoes.compromissos.novo')}
        items={compromissos.data}
        loading={compromissos.isFetching}
        failed={compromissos.isError}
        canWrite={canWrite}
        columns={[
          { title: labels.nome, dataIndex: 'nome', key: 'nome', ellipsis: true },
          {
            title: labels.cor,
            key: 'cor',
            width: 140,
            render: (_v, item) => (
              // a swatch beside the code: the user's colour is never the background of text
              <Space>
                <span
                  aria-hidden
                  style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 4, background: item.cor, border: '1px solid rgba(0,0,0,0.25)' }}
                />
                {item.cor}
              </Space>
            ),
          },
          situacaoColumn(t),
        ]}
        onNew={() => setEditing({})}
        onEdit={(compromisso) => setEditing({ compromisso })}
        onDelete={(compromisso) => excluir.mutateAsync(compromisso.id)}
      />
      <ItemFormDialog<CompromissoFormValues>
        open={editing !== undefined}
        title={editing?.compromisso ? t('configuracoes.compromissos.editar') : t('configuracoes.compromissos.novo')}
        testId="compromisso-form"
        values={values}
        errorsOf={compromissoErrors}
        labels={labels}
        saving={salvar.isPending}
        onSave={(form) => salvar.mutateAsync(compromissoPayload(form, editing?.compromisso))}
        saved
        onClose={() => setEditing(undefined)}
        fields={(control) => (
          <>
            <FormField
              control={control}
              name="nome"
              id="compromisso-form-nome"
              label={labels.nome}
              required={COMPROMISSO_REQUIRED.has('nome')}
              errorsAfterChange
            >
              {(field) => <Input id="compromisso-form-nome" {...field} maxLength={LIMITS.nome} />}
            </FormField>
            <FormField control={control} name="cor" id="compromisso-form-cor" label={labels.cor} required={COMPROMISSO_REQUIRED.has('cor')} errorsAfterChange>
              {({ value, onChange, onBlur }) => <ColorField id="compromisso-form-cor" value={value} onChange={onChange} onBlur={onBlur} />}
            </FormField>
            <FormField control={control} name="ativo" id="compromisso-form-ativo" label={labels.ativo} hint={t('configuracoes.compromissos.ativoDica')}>
              {({ value, onChange, ref }) => <Switch id="compromisso-form-ativo" ref={ref} checked={value} onChange={onChange} />}
            </FormField>
          </>
        )}
      />
    </>
  );
}
