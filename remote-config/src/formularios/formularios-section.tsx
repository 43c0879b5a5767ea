import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Input } from '@clinica/shared/antd';
import { Switch } from '@clinica/shared/antd/inputs';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, notify, usePermission } from '@clinica/shared';
import { CatalogoCard, FormField, ItemFormDialog, situacaoColumn } from '@clinica/shared/forms';
import { PerguntasEditor } from './perguntas-editor.tsx';
import { useFormularios, useSalvarFormularioMutation, useStatusFormularioMutation, type Formulario } from './formularios.resource.ts';
import { FORMULARIO_REQUIRED, emptyFormulario, formularioErrors, formularioFormOf, formularioPayload, type FormularioFormValues } from './formulario-form.ts';

const TEST_ID = 'formulario-form';

/**
 * Anamnesis and evolution forms: their questions, in order, and whether the record offers them.
 * Editing saves a new version, so answers already given stay tied to the questions they answered.
 */
export function FormulariosSection(): ReactNode {
  const { t } = useTranslation();
  const canWrite = usePermission('GERENCIAR_CONFIGURACOES');
  const formularios = useFormularios();
  const salvar = useSalvarFormularioMutation();
  const status = useStatusFormularioMutation();
  const [editing, setEditing] = useState<{ formulario?: Formulario }>();
  const values = useMemo(() => (editing?.formulario ? formularioFormOf(editing.formulario) : emptyFormulario()), [editing]);
  const labels = {
    nome: t('configuracoes.formularios.nome'),
    ativo: t('configuracoes.formularios.ativo'),
    perguntas: t('configuracoes.formularios.perguntas'),
  };
  const labelOf = (path: string): string | undefined => {
    const match = /^perguntas\.(\d+)\./.exec(path);
    return match ? t('configuracoes.formularios.perguntaN', { numero: Number(match[1]) + 1 }) : undefined;
  };

  const alternar = async (formulario: Formulario, ativo: boolean): Promise<void> => {
    try {
      await status.mutateAsync({ id: formulario.id, ativo });
      notify.success(t(ativo ? 'configuracoes.formularios.ativado' : 'configuracoes.formularios.desativado', { nome: formulario.nome }));
    } catch (error) {
      notify.error(apiErrorMessage(error) ?? t('configuracoes.catalogo.erroSalvar'), { title: t('configuracoes.catalogo.erroTitulo') });
    }
  };

  return (
    <>
      <CatalogoCard<Formulario>
        testId="catalogo-formularios"
        title={t('configuracoes.formularios.titulo')}
        newLabel={t('configuracoes.formularios.novo')}
        items={formularios.data}
        loading={formularios.isFetching}
        failed={formularios.isError}
        canWrite={canWrite}
        columns={[
          { title: labels.nome, dataIndex: 'nome', key: 'nome' },
          { title: labels.perguntas, key: 'perguntas', width: 110, align: 'right', render: (_v, item) => item.perguntas.length },
          { title: t('configuracoes.formularios.versao'), dataIndex: 'versao', key: 'versao', width: 90, align: 'right' },
          canWrite
            ? {
                title: t('configuracoes.catalogo.situacao'),
                key: 'ativo',
                width: 120,
                render: (_v, item) => (
                  <Switch
                    checked={item.ativo}
                    loading={status.isPending && status.variables?.id === item.id}
                    checkedChildren={t('configuracoes.catalogo.ativo')}
                    unCheckedChildren={t('configuracoes.catalogo.inativo')}
                    aria-label={t('configuracoes.formularios.ativoDe', { nome: item.nome })}
                    onChange={(ativo) => void alternar(item, ativo)}
                  />
                ),
              }
            : situacaoColumn(t),
        ]}
        onNew={() => setEditing({})}
        onEdit={(formulario) => setEditing({ formulario })}
      />
      <ItemFormDialog<FormularioFormValues>
        open={editing !== undefined}
        title={editing?.formulario ? t('configuracoes.formularios.editar') : t('configuracoes.formularios.novo')}
        testId={TEST_ID}
        width={760}
        values={values}
        errorsOf={formularioErrors}
        labels={labels}
        labelOf={labelOf}
        saving={salvar.isPending}
        onSave={async (form) => {
          await salvar.mutateAsync(formularioPayload(form, editing?.formulario));
          notify.success(t(editing?.formulario ? 'configuracoes.formularios.editado' : 'configuracoes.formularios.criado'));
        }}
        onClose={() => setEditing(undefined)}
        fields={(control) => (
          <>
            {editing?.formulario && (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
                title={t('configuracoes.formularios.versaoAviso', { versao: editing.formulario.versao, proxima: editing.formulario.versao + 1 })}
              />
            )}
            <FormField control={control} name="nome" id={`${TEST_ID}-nome`} label={labels.nome} required={FORMULARIO_REQUIRED.has('nome')} errorsAfterChange>
              {(field) => <Input id={`${TEST_ID}-nome`} {...field} maxLength={200} />}
            </FormField>
            <FormField control={control} name="ativo" id={`${TEST_ID}-ativo`} label={labels.ativo}>
              {({ value, onChange, ref }) => <Switch id={`${TEST_ID}-ativo`} ref={ref} checked={value} onChange={onChange} />}
            </FormField>
            <PerguntasEditor control={control} idPrefix={TEST_ID} />
          </>
        )}
      />
    </>
  );
}
