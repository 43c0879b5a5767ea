import { useMemo, useState, type ReactNode } from 'react';
import { Input, Segmented, Select } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS, usePermission } from '@clinica/shared';
import { CatalogoCard, FormField, ItemFormDialog } from '@clinica/shared/forms';
import { useExcluirPerfilMutation, usePerfis, useSalvarPerfilMutation, type Perfil } from '../usuarios/usuarios.resource.ts';
import { PERFIL_REQUIRED, emptyPerfil, homeCanonico, perfilErrors, perfilFormOf, perfilPayload, type PerfilFormValues } from './perfil-form.ts';
import { PermissoesChecklist } from './permissoes-checklist.tsx';
import { nomeEm, useTelas } from './permissoes.resource.ts';

const LIMITS = FIELD_LIMITS['POST gerenciar/perfil/cadastro'];

/** Profiles: what a user may see and do (areas and finer permissions), the start screen and the team. */
export function PerfisSection(): ReactNode {
  const { t, i18n } = useTranslation();
  const canWrite = usePermission('GERENCIAR_USUARIOS_DO_SISTEMA');
  const perfis = usePerfis();
  const telas = useTelas();
  const salvar = useSalvarPerfilMutation();
  const excluir = useExcluirPerfilMutation();
  const [editing, setEditing] = useState<{ perfil?: Perfil }>();
  const values = useMemo(() => (editing?.perfil ? perfilFormOf(editing.perfil) : emptyPerfil()), [editing]);
  const labels = {
    nome: t('perfis.nome'),
    defaultHome: t('perfis.paginaInicial'),
    perfilEquipe: t('perfis.equipe'),
    authorities: t('perfis.permissoes'),
  };
  const equipes = [
    { value: 'ATENDIMENTO', label: t('perfis.atendimento') },
    { value: 'COMERCIAL', label: t('perfis.comercial') },
  ];
  const areaOf = (home: string) => telas.data?.find((tela) => `home.${tela.rota.slice(1)}` === homeCanonico(home));
  /** The start page by the name of its area, in the language in use (nothing while the catalogue loads; an unknown page as saved). */
  const paginaInicial = (home: string): string => {
    const area = areaOf(home);
    if (area) return nomeEm(area.nome, i18n.language);
    return telas.data ? home : '';
  };
  const homes = (telas.data ?? []).map((tela) => ({ value: `home.${tela.rota.slice(1)}`, label: nomeEm(tela.nome, i18n.language) }));

  return (
    <>
      <CatalogoCard<Perfil>
        testId="catalogo-perfis"
        title={t('perfis.titulo')}
        newLabel={t('perfis.novo')}
        items={perfis.data}
        loading={perfis.isFetching}
        failed={perfis.isError}
        canWrite={canWrite}
        columns={[
          { title: labels.nome, dataIndex: 'nome', key: 'nome' },
          {
            title: labels.perfilEquipe,
            key: 'equipe',
            width: 140,
            render: (_v, perfil) => equipes.find((equipe) => equipe.value === perfil.perfilEquipe)?.label,
          },
          {
            title: t('perfis.areas'),
            key: 'areas',
            render: (_v, perfil) =>
              (telas.data ?? [])
                .filter((tela) => perfil.authorities.includes(tela.role))
                .map((tela) => nomeEm(tela.nome, i18n.language))
                .join(', ') || '—',
          },
          {
            title: labels.defaultHome,
            key: 'home',
            width: 160,
            render: (_v, perfil) => paginaInicial(perfil.defaultHome),
          },
        ]}
        onNew={() => setEditing({})}
        onEdit={(perfil) => setEditing({ perfil })}
        onDelete={(perfil) => excluir.mutateAsync(perfil.id)}
      />
      <ItemFormDialog<PerfilFormValues>
        open={editing !== undefined}
        title={editing?.perfil ? t('perfis.editar') : t('perfis.novo')}
        testId="perfil-form"
        width={760}
        values={values}
        errorsOf={perfilErrors}
        labels={labels}
        saving={salvar.isPending}
        onSave={(form) => salvar.mutateAsync({ id: editing?.perfil?.id, versao: editing?.perfil?.versao, ...perfilPayload(form) })}
        saved
        onClose={() => setEditing(undefined)}
        fields={(control) => (
          <>
            <FormField control={control} name="nome" id="perfil-form-nome" label={labels.nome} required={PERFIL_REQUIRED.has('nome')} errorsAfterChange>
              {(field) => <Input id="perfil-form-nome" {...field} maxLength={LIMITS.nome} />}
            </FormField>
            <FormField control={control} name="perfilEquipe" id="perfil-form-perfilEquipe" label={labels.perfilEquipe} hint={t('perfis.equipeDica')}>
              {({ value, onChange, ref }) => <Segmented id="perfil-form-perfilEquipe" ref={ref} value={value} onChange={onChange} options={equipes} />}
            </FormField>
            <FormField control={control} name="defaultHome" id="perfil-form-defaultHome" label={labels.defaultHome} hint={t('perfis.paginaInicialDica')}>
              {({ value, onChange, ref }) => (
                <Select id="perfil-form-defaultHome" ref={ref} value={value} onChange={onChange} options={homes} style={{ maxWidth: 280 }} />
              )}
            </FormField>
            <FormField
              control={control}
              name="authorities"
              id="perfil-form-authorities"
              label={labels.authorities}
              required={PERFIL_REQUIRED.has('authorities')}
            >
              {({ value, onChange }) => <PermissoesChecklist id="perfil-form-authorities" value={value} onChange={onChange} />}
            </FormField>
          </>
        )}
      />
    </>
  );
}
