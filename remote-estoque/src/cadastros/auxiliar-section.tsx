import { useMemo, useState, type ReactNode } from 'react';
import { Input } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS, usePermission } from '@clinica/shared';
import { CatalogoCard, FormField, ItemFormDialog } from '@clinica/shared/forms';
import { useAuxiliares, useCadastrarAuxiliarMutation, useExcluirAuxiliarMutation, type TipoAuxiliar } from './cadastros.resource.ts';
import { AUXILIAR_REQUIRED, auxiliarErrors, emptyAuxiliar, type AuxiliarFormValues } from './auxiliar-form.ts';

const LIMITE = FIELD_LIMITS['POST gerenciar/estoque/cadastroFabricante'].descricao;

/** What each lookup is called on screen and in its test ids. */
const SECOES: Record<TipoAuxiliar, { texts: 'fabricantes' | 'unidades' | 'setores'; testId: string }> = {
  fabricante: { texts: 'fabricantes', testId: 'estoque-fabricantes' },
  unidadeMedida: { texts: 'unidades', testId: 'estoque-unidades' },
  setor: { texts: 'setores', testId: 'estoque-setores' },
};

interface Item {
  id: number;
  nome: string;
}

/**
 * One stock lookup (manufacturers, units of measure or sectors): the list searched by description,
 * 'Novo' for the stock role, delete by codigo with EDITAR_ESTOQUE (refused while in use: the card
 * says the api's message and the item stays). Items are not edited: the spec has no such call.
 */
export function AuxiliarSection({ tipo }: { tipo: TipoAuxiliar }): ReactNode {
  const { t } = useTranslation();
  const canDelete = usePermission('EDITAR_ESTOQUE');
  const { texts, testId } = SECOES[tipo];
  const lista = useAuxiliares(tipo);
  const cadastrar = useCadastrarAuxiliarMutation(tipo);
  const excluir = useExcluirAuxiliarMutation(tipo);
  const [novo, setNovo] = useState(false);
  const items = useMemo(() => lista.data?.map((item): Item => ({ id: item.codigo, nome: item.descricao })), [lista.data]);
  const values = useMemo(() => emptyAuxiliar(), []);
  const labels = { nome: t('estoque.cadastros.descricao') };

  return (
    <>
      <CatalogoCard<Item>
        testId={testId}
        title={t(`estoque.cadastros.${texts}.titulo`)}
        newLabel={t(`estoque.cadastros.${texts}.novo`)}
        items={items}
        loading={lista.isFetching}
        failed={lista.isError}
        canWrite
        columns={[{ title: labels.nome, dataIndex: 'nome', key: 'nome', ellipsis: true }]}
        onNew={() => setNovo(true)}
        onDelete={canDelete ? (item) => excluir.mutateAsync(item.id) : undefined}
      />
      <ItemFormDialog<AuxiliarFormValues>
        open={novo}
        title={t(`estoque.cadastros.${texts}.novo`)}
        testId={`${testId}-form`}
        values={values}
        errorsOf={auxiliarErrors}
        labels={labels}
        labelOf={(path) => (path === 'descricao' ? labels.nome : undefined)}
        saving={cadastrar.isPending}
        onSave={(form) => cadastrar.mutateAsync(form.nome.trim())}
        saved
        onClose={() => setNovo(false)}
        fields={(control) => (
          <FormField control={control} name="nome" id={`${testId}-form-nome`} label={labels.nome} required={AUXILIAR_REQUIRED.has('nome')} errorsAfterChange>
            {(field) => <Input id={`${testId}-form-nome`} {...field} maxLength={LIMITE} />}
          </FormField>
        )}
      />
    </>
  );
}
