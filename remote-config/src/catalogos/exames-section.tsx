import { useMemo, useState, type ReactNode } from 'react';
import { Input } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS, usePermission } from '@clinica/shared';
import { Switch } from '@clinica/shared/antd/inputs';
import { CatalogoCard, FormField, ItemFormDialog, situacaoColumn } from '@clinica/shared/forms';
import { useExames, useExcluirExameMutation, useSalvarExameMutation, type Exame } from './catalogos.resource.ts';
import { EXAME_REQUIRED, emptyExame, exameErrors, exameFormOf, examePayload, type ExameFormValues } from './exame-form.ts';

const LIMITS = FIELD_LIMITS['POST gerenciar/exames/cadastroExames'];

/** The exam catalogue: the exams a doctor can request for a patient. */
export function ExamesSection(): ReactNode {
  const { t } = useTranslation();
  const canWrite = usePermission('GERENCIAR_CONFIGURACOES');
  const exames = useExames();
  const salvar = useSalvarExameMutation();
  const excluir = useExcluirExameMutation();
  const [editing, setEditing] = useState<{ exame?: Exame }>();
  const values = useMemo(() => (editing?.exame ? exameFormOf(editing.exame) : emptyExame()), [editing]);
  const labels = { nome: t('configuracoes.exames.nome'), ativo: t('configuracoes.exames.ativo') };

  return (
    <>
      <CatalogoCard<Exame>
        testId="catalogo-exames"
        title={t('configuracoes.exames.titulo')}
        newLabel={t('configuracoes.exames.novo')}
        items={exames.data}
        loading={exames.isFetching}
        failed={exames.isError}
        canWrite={canWrite}
        // a long name is cut with an ellipsis (whole on hover): the actions stay on screen
        columns={[{ title: labels.nome, dataIndex: 'nome', key: 'nome', ellipsis: true }, situacaoColumn(t)]}
        onNew={() => setEditing({})}
        onEdit={(exame) => setEditing({ exame })}
        onDelete={(exame) => excluir.mutateAsync(exame.id)}
      />
      <ItemFormDialog<ExameFormValues>
        open={editing !== undefined}
        title={editing?.exame ? t('configuracoes.exames.editar') : t('configuracoes.exames.novo')}
        testId="exame-form"
        values={values}
        errorsOf={exameErrors}
        labels={labels}
        saving={salvar.isPending}
        onSave={(form) => salvar.mutateAsync(examePayload(form, editing?.exame))}
        saved
        onClose={() => setEditing(undefined)}
        fields={(control) => (
          <>
            <FormField control={control} name="nome" id="exame-form-nome" label={labels.nome} required={EXAME_REQUIRED.has('nome')} errorsAfterChange>
              {(field) => <Input id="exame-form-nome" {...field} maxLength={LIMITS.nome} />}
            </FormField>
            <FormField control={control} name="ativo" id="exame-form-ativo" label={labels.ativo} hint={t('configuracoes.exames.ativoDica')}>
              {({ value, onChange, ref }) => <Switch id="exame-form-ativo" ref={ref} checked={value} onChange={onChange} />}
            </FormField>
          </>
        )}
      />
    </>
  );
}
