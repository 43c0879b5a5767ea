import { useMemo, type ReactNode } from 'react';
import { Input, Spin, Typography } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS, formatBRL, formatDate } from '@clinica/shared';
import { FormField, ItemFormDialog } from '@clinica/shared/forms';
import { useEditarMutation, useReceita, type Receita } from './contas.resource.ts';
import { EDITAR_REQUIRED, editarErrors, editarPayload, editarValues, type EditarFormValues } from './editar-form.ts';
import { StatusTag } from './status-tag.tsx';

const LIMITS = FIELD_LIMITS['PUT gerenciar/financeiro/editarReceita'];
const ID = 'editar-conta-form';

function Editor({ receita, onClose }: { receita: Receita; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const editar = useEditarMutation();
  const values = useMemo(() => editarValues(receita), [receita]);
  const campo = (nome: string) => t(`financeiro.contas.campos.${nome}`);
  const labels: Record<keyof EditarFormValues, string> = {
    nomeReceita: campo('nomeReceita'),
    fornecedor: campo('fornecedor'),
    observacao: campo('observacao'),
  };
  return (
    <ItemFormDialog<EditarFormValues>
      open
      title={t('financeiro.contas.editar.titulo', { nome: receita.nomeReceita })}
      testId={ID}
      values={values}
      errorsOf={editarErrors}
      labels={labels}
      saving={editar.isPending}
      saved
      onSave={(form) => editar.mutateAsync(editarPayload(receita, form))}
      onClose={onClose}
      width={600}
      fields={(control) => (
        <>
          <FormField
            control={control}
            name="nomeReceita"
            id={`${ID}-nomeReceita`}
            label={labels.nomeReceita}
            required={EDITAR_REQUIRED.has('nomeReceita')}
            errorsAfterChange
          >
            {(field) => <Input id={`${ID}-nomeReceita`} {...field} maxLength={LIMITS.nomeReceita} />}
          </FormField>
          {receita.tipoReceita === 'DESPESA' && (
            <FormField control={control} name="fornecedor" id={`${ID}-fornecedor`} label={labels.fornecedor}>
              {(field) => <Input id={`${ID}-fornecedor`} {...field} maxLength={LIMITS.fornecedor} />}
            </FormField>
          )}
          <FormField control={control} name="observacao" id={`${ID}-observacao`} label={labels.observacao}>
            {(field) => <Input.TextArea id={`${ID}-observacao`} {...field} rows={2} maxLength={LIMITS.observacao} />}
          </FormField>
          <Typography.Text type="secondary">{t('financeiro.contas.editar.parcelas')}</Typography.Text>
          <ul style={{ paddingInlineStart: 18 }} data-testid="editar-parcelas">
            {receita.detalhesReceitas.map((d) => (
              <li key={d.id}>
                {formatDate(`${d.vencimento}T12:00:00`)} · {formatBRL(d.valorReceita / 100)} <StatusTag status={d.status} />
              </li>
            ))}
          </ul>
        </>
      )}
    />
  );
}

/** Editing an entry: read first, then its form (the name, the supplier of an expense, the note). */
export function EditarDialog({ idReceita, onClose }: { idReceita: number; onClose: () => void }): ReactNode {
  const receita = useReceita(idReceita);
  if (!receita.data) return receita.isError ? null : <Spin fullscreen />;
  return <Editor receita={receita.data} onClose={onClose} />;
}
