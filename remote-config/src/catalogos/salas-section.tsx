import { useMemo, useState, type ReactNode } from 'react';
import { Input, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS, FormField, TAG_COLORS, usePermission } from '@clinica/shared';
import { CatalogoCard } from './catalogo-card.tsx';
import { ItemFormDialog } from '../forms/item-form-dialog.tsx';
import { useExcluirSalaMutation, useSalas, useSalvarSalaMutation, type Sala } from './catalogos.resource.ts';
import { SALA_REQUIRED, emptySala, salaErrors, salaFormOf, salaPayload, type SalaFormValues } from './sala-form.ts';

const LIMITS = FIELD_LIMITS['POST gerenciar/sala/cadastroEedicao'];

/** Rooms: where appointments take place; an inactive room is no longer offered when booking. */
export function SalasSection(): ReactNode {
  const { t } = useTranslation();
  const canWrite = usePermission('GERENCIAR_CONFIGURACOES');
  const salas = useSalas();
  const salvar = useSalvarSalaMutation();
  const excluir = useExcluirSalaMutation();
  const [editing, setEditing] = useState<{ sala?: Sala }>();
  const values = useMemo(() => (editing?.sala ? salaFormOf(editing.sala) : emptySala()), [editing]);
  const labels = { nome: t('configuracoes.salas.nome'), ativo: t('configuracoes.salas.ativa') };

  return (
    <>
      <CatalogoCard<Sala>
        testId="catalogo-salas"
        title={t('configuracoes.salas.titulo')}
        newLabel={t('configuracoes.salas.nova')}
        items={salas.data}
        loading={salas.isFetching}
        failed={salas.isError}
        canWrite={canWrite}
        columns={[
          { title: labels.nome, dataIndex: 'nome', key: 'nome' },
          {
            title: t('configuracoes.catalogo.situacao'),
            key: 'ativo',
            width: 120,
            render: (_v, sala) =>
              sala.ativo ? <Tag color={TAG_COLORS.sucesso}>{t('configuracoes.catalogo.ativo')}</Tag> : <Tag>{t('configuracoes.catalogo.inativo')}</Tag>,
          },
        ]}
        onNew={() => setEditing({})}
        onEdit={(sala) => setEditing({ sala })}
        onDelete={(sala) => excluir.mutateAsync(sala.id)}
      />
      <ItemFormDialog<SalaFormValues>
        open={editing !== undefined}
        title={editing?.sala ? t('configuracoes.salas.editar') : t('configuracoes.salas.nova')}
        testId="sala-form"
        values={values}
        errorsOf={salaErrors}
        labels={labels}
        saving={salvar.isPending}
        onSave={(form) => salvar.mutateAsync(salaPayload(form, editing?.sala?.id))}
        onClose={() => setEditing(undefined)}
        fields={(control) => (
          <>
            <FormField control={control} name="nome" id="sala-form-nome" label={labels.nome} required={SALA_REQUIRED.has('nome')} errorsAfterChange>
              {(field) => <Input id="sala-form-nome" {...field} maxLength={LIMITS.nome} />}
            </FormField>
            <FormField control={control} name="ativo" id="sala-form-ativo" label={labels.ativo}>
              {({ value, onChange, ref }) => <Switch id="sala-form-ativo" ref={ref} checked={value} onChange={onChange} />}
            </FormField>
          </>
        )}
      />
    </>
  );
}
