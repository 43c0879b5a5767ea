import { useMemo, useState, type ReactNode } from 'react';
import { Input } from '@clinica/shared/antd';
import { Switch } from '@clinica/shared/antd/inputs';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@clinica/shared';
import { CatalogoCard, FormField, ItemFormDialog, situacaoColumn } from '@clinica/shared/forms';
import {
  NOME_ATIVO_REQUIRED,
  emptyNomeAtivo,
  nomeAtivoErrors,
  nomeAtivoFormOf,
  nomeAtivoPayload,
  type NomeAtivo,
  type NomeAtivoFormValues,
} from './nome-ativo-form.ts';

export interface NomeAtivoSectionProps {
  /** 'salas': the card is `catalogo-salas`, the form `salas-form` */
  name: string;
  /** i18n keys: titulo, nome, ativo, novo, editar */
  texts: { titulo: string; nome: string; ativo: string; novo: string; editar: string };
  maxLength: number;
  /** the catalogue's resource hooks (method signatures: each api body type is a wider one of these) */
  list: () => { data?: readonly NomeAtivo[]; isFetching: boolean; isError: boolean };
  save: () => { isPending: boolean; mutateAsync(body: ReturnType<typeof nomeAtivoPayload>): Promise<unknown> };
  remove: () => { mutateAsync(id: number): Promise<unknown> };
}

/**
 * A catalogue of names that can be switched off: an inactive item is no longer offered where it is
 * picked (booking, the patient form), and what already uses it keeps it. Rooms, health plans and
 * 'Como conheceu' options.
 */
export function NomeAtivoSection({ name, texts, maxLength, ...hooks }: NomeAtivoSectionProps): ReactNode {
  const { t } = useTranslation();
  const canWrite = usePermission('GERENCIAR_CONFIGURACOES');
  const items = hooks.list();
  const salvar = hooks.save();
  const excluir = hooks.remove();
  const [editing, setEditing] = useState<{ item?: NomeAtivo }>();
  const values = useMemo(() => (editing?.item ? nomeAtivoFormOf(editing.item) : emptyNomeAtivo()), [editing]);
  const labels = { nome: t(texts.nome), ativo: t(texts.ativo) };
  const formId = `${name}-form`;

  return (
    <>
      <CatalogoCard<NomeAtivo>
        testId={`catalogo-${name}`}
        title={t(texts.titulo)}
        newLabel={t(texts.novo)}
        items={items.data}
        loading={items.isFetching}
        failed={items.isError}
        canWrite={canWrite}
        columns={[{ title: labels.nome, dataIndex: 'nome', key: 'nome', ellipsis: true }, situacaoColumn(t)]}
        onNew={() => setEditing({})}
        onEdit={(item) => setEditing({ item })}
        onDelete={(item) => excluir.mutateAsync(item.id)}
      />
      <ItemFormDialog<NomeAtivoFormValues>
        open={editing !== undefined}
        title={editing?.item ? t(texts.editar) : t(texts.novo)}
        testId={formId}
        values={values}
        errorsOf={nomeAtivoErrors}
        labels={labels}
        saving={salvar.isPending}
        onSave={(form) => salvar.mutateAsync(nomeAtivoPayload(form, editing?.item))}
        saved
        onClose={() => setEditing(undefined)}
        fields={(control) => (
          <>
            <FormField control={control} name="nome" id={`${formId}-nome`} label={labels.nome} required={NOME_ATIVO_REQUIRED.has('nome')} errorsAfterChange>
              {(field) => <Input id={`${formId}-nome`} {...field} maxLength={maxLength} />}
            </FormField>
            <FormField control={control} name="ativo" id={`${formId}-ativo`} label={labels.ativo}>
              {({ value, onChange, ref }) => <Switch id={`${formId}-ativo`} ref={ref} checked={value} onChange={onChange} />}
            </FormField>
          </>
        )}
      />
    </>
  );
}
