import { useMemo, useState, type ReactNode } from 'react';
import { Input } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS, usePermission } from '@clinica/shared';
import { CatalogoCard, FormField, ItemFormDialog } from '@clinica/shared/forms';
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
  const labels = { nome: t('configuracoes.exames.nome') };

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
        columns={[{ title: labels.nome, dataIndex: 'nome', key: 'nome' }]}
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
        onSave={(form) => salvar.mutateAsync(examePayload(form, editing?.exame?.id))}
        onClose={() => setEditing(undefined)}
        fields={(control) => (
          <FormField control={control} name="nome" id="exame-form-nome" label={labels.nome} required={EXAME_REQUIRED.has('nome')} errorsAfterChange>
            {(field) => <Input id="exame-form-nome" {...field} maxLength={LIMITS.nome} />}
          </FormField>
        )}
      />
    </>
  );
}
