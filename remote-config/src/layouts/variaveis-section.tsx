import { useMemo, useState, type ReactNode } from 'react';
import { Input, Select, Tag, Typography } from '@clinica/shared/antd';
import { Switch } from '@clinica/shared/antd/inputs';
import { LockOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS, usePermission } from '@clinica/shared';
import { CatalogoCard, FormField, ItemFormDialog, situacaoColumn } from '@clinica/shared/forms';
import { useExcluirVariavelMutation, useSalvarVariavelMutation, useVariaveis, type Variavel } from './layouts.resource.ts';
import { MENUS_VARIAVEL, MENU_VARIAVEL_LABEL } from './layout-tipos.ts';
import { VARIAVEL_REQUIRED, emptyVariavel, variavelErrors, variavelFormOf, variavelPayload, type VariavelFormValues } from './variavel-form.ts';

const LIMITS = FIELD_LIMITS['POST layout/cadastroVariaveisAplicacao'];
const TEST_ID = 'variavel-form';

/**
 * The document variable catalogue: the system's variables (computed when a document is filled,
 * locked) and the clinic's own, each a fixed text the clinic creates, edits and deletes.
 */
export function VariaveisSection(): ReactNode {
  const { t } = useTranslation();
  const canWrite = usePermission('GERENCIAR_CONFIGURACOES');
  const variaveis = useVariaveis();
  const salvar = useSalvarVariavelMutation();
  const excluir = useExcluirVariavelMutation();
  const [editing, setEditing] = useState<{ variavel?: Variavel }>();
  const values = useMemo(() => (editing?.variavel ? variavelFormOf(editing.variavel) : emptyVariavel()), [editing]);
  const labels = {
    nome: t('configuracoes.variaveis.nome'),
    descricao: t('configuracoes.variaveis.descricao'),
    valor: t('configuracoes.variaveis.valor'),
    menu: t('configuracoes.variaveis.menu'),
    ativo: t('configuracoes.variaveis.ativo'),
  };
  const menus = MENUS_VARIAVEL.map((value) => ({ value, label: t(MENU_VARIAVEL_LABEL[value]) }));

  return (
    <>
      <CatalogoCard<Variavel>
        testId="catalogo-variaveis"
        title={t('configuracoes.variaveis.titulo')}
        newLabel={t('configuracoes.variaveis.nova')}
        items={variaveis.data}
        loading={variaveis.isFetching}
        failed={variaveis.isError}
        canWrite={canWrite}
        columns={[
          { title: labels.nome, key: 'nome', render: (_v, item) => <Typography.Text code>{`{{${item.nome}}}`}</Typography.Text> },
          { title: labels.descricao, dataIndex: 'descricao', key: 'descricao' },
          {
            title: labels.valor,
            key: 'valor',
            render: (_v, item) => (item.bloqueado ? <Typography.Text type="secondary">{t('configuracoes.variaveis.calculado')}</Typography.Text> : item.valor),
          },
          { title: labels.menu, key: 'menu', width: 160, render: (_v, item) => t(MENU_VARIAVEL_LABEL[item.menu]) },
          situacaoColumn(t),
          {
            title: t('configuracoes.variaveis.origem'),
            key: 'origem',
            width: 130,
            render: (_v, item) =>
              item.bloqueado ? (
                <Tag icon={<LockOutlined />}>{t('configuracoes.variaveis.doSistema')}</Tag>
              ) : (
                <Tag>{t('configuracoes.variaveis.daClinica')}</Tag>
              ),
          },
        ]}
        canChange={(item) => !item.bloqueado}
        onNew={() => setEditing({})}
        onEdit={(variavel) => setEditing({ variavel })}
        onDelete={(variavel) => excluir.mutateAsync(variavel.id)}
      />
      <ItemFormDialog<VariavelFormValues>
        open={editing !== undefined}
        title={editing?.variavel ? t('configuracoes.variaveis.editar') : t('configuracoes.variaveis.nova')}
        testId={TEST_ID}
        values={values}
        errorsOf={variavelErrors}
        labels={labels}
        saving={salvar.isPending}
        onSave={(form) => salvar.mutateAsync(variavelPayload(form, editing?.variavel))}
        saved
        onClose={() => setEditing(undefined)}
        fields={(control) => (
          <>
            <FormField
              control={control}
              name="nome"
              id={`${TEST_ID}-nome`}
              label={labels.nome}
              required={VARIAVEL_REQUIRED.has('nome')}
              hint={t('configuracoes.variaveis.nomeDica')}
              errorsAfterChange
            >
              {(field) => <Input id={`${TEST_ID}-nome`} {...field} maxLength={LIMITS.nome} style={{ textTransform: 'uppercase' }} autoComplete="off" />}
            </FormField>
            <FormField
              control={control}
              name="descricao"
              id={`${TEST_ID}-descricao`}
              label={labels.descricao}
              hint={t('configuracoes.variaveis.descricaoDica')}
            >
              {(field) => <Input id={`${TEST_ID}-descricao`} {...field} maxLength={LIMITS.descricao} />}
            </FormField>
            <FormField control={control} name="valor" id={`${TEST_ID}-valor`} label={labels.valor} required={VARIAVEL_REQUIRED.has('valor')} errorsAfterChange>
              {(field) => <Input.TextArea id={`${TEST_ID}-valor`} {...field} maxLength={LIMITS.valor} autoSize={{ minRows: 2, maxRows: 6 }} />}
            </FormField>
            <FormField control={control} name="menu" id={`${TEST_ID}-menu`} label={labels.menu}>
              {({ value, onChange, ref }) => (
                <Select
                  id={`${TEST_ID}-menu`}
                  ref={ref}
                  value={value}
                  onChange={onChange}
                  options={menus}
                  showSearch={{ optionFilterProp: 'label' }}
                  style={{ maxWidth: 280 }}
                />
              )}
            </FormField>
            <FormField control={control} name="ativo" id={`${TEST_ID}-ativo`} label={labels.ativo}>
              {({ value, onChange, ref }) => <Switch id={`${TEST_ID}-ativo`} ref={ref} checked={value} onChange={onChange} />}
            </FormField>
          </>
        )}
      />
    </>
  );
}
