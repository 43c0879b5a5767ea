import { useMemo, useState, type ReactNode } from 'react';
import { Input } from '@clinica/shared/antd';
import { InputNumber } from '@clinica/shared/antd/numbers';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@clinica/shared';
import { CatalogoCard, FormField, ItemFormDialog } from '@clinica/shared/forms';
import { ImageField } from '../forms/image-field.tsx';
import { useExcluirGrauMutation, useGrausCalvicie, useSalvarGrauMutation, type GrauCalvicie } from './formularios.resource.ts';
import { GRAU_REQUIRED, emptyGrau, grauErrors, grauFormOf, grauPayload, type GrauFormValues } from './grau-calvicie-form.ts';

const TEST_ID = 'grau-form';

const Miniatura = ({ src, alt }: { src: string | null; alt: string }): ReactNode =>
  src ? <img src={src} alt={alt} style={{ height: 40, maxWidth: 64, objectFit: 'contain' }} /> : '—';

/** The baldness degrees a 'Grau de calvície' question offers: name, order, and the picture shown chosen and not chosen. */
export function GrausCalvicieSection(): ReactNode {
  const { t } = useTranslation();
  const canWrite = usePermission('GERENCIAR_CONFIGURACOES');
  const graus = useGrausCalvicie();
  const salvar = useSalvarGrauMutation();
  const excluir = useExcluirGrauMutation();
  const [editing, setEditing] = useState<{ grau?: GrauCalvicie }>();
  const proxima = (graus.data ?? []).reduce((max, g) => Math.max(max, g.ordenacao + 1), 0);
  const values = useMemo(() => (editing?.grau ? grauFormOf(editing.grau) : emptyGrau(proxima)), [editing, proxima]);
  const labels = {
    grau: t('configuracoes.graus.grau'),
    ordenacao: t('configuracoes.graus.ordem'),
    imagemPreenchida: t('configuracoes.graus.imagemPreenchida'),
    imagemNaoPreenchida: t('configuracoes.graus.imagemNaoPreenchida'),
  };
  // the card searches and names items by `nome`
  const items = useMemo(() => graus.data?.map((g) => ({ ...g, nome: g.grau })), [graus.data]);

  return (
    <>
      <CatalogoCard<GrauCalvicie & { nome: string }>
        testId="catalogo-graus"
        title={t('configuracoes.graus.titulo')}
        newLabel={t('configuracoes.graus.novo')}
        items={items}
        loading={graus.isFetching}
        failed={graus.isError}
        canWrite={canWrite}
        columns={[
          { title: labels.ordenacao, dataIndex: 'ordenacao', key: 'ordenacao', width: 80, align: 'right' },
          { title: labels.grau, dataIndex: 'grau', key: 'grau' },
          {
            title: labels.imagemPreenchida,
            key: 'imagemPreenchida',
            render: (_v, g) => <Miniatura src={g.imagemPreenchida} alt={t('configuracoes.graus.imagemDe', { grau: g.grau, tipo: labels.imagemPreenchida })} />,
          },
          {
            title: labels.imagemNaoPreenchida,
            key: 'imagemNaoPreenchida',
            render: (_v, g) => (
              <Miniatura src={g.imagemNaoPreenchida} alt={t('configuracoes.graus.imagemDe', { grau: g.grau, tipo: labels.imagemNaoPreenchida })} />
            ),
          },
        ]}
        onNew={() => setEditing({})}
        onEdit={(grau) => setEditing({ grau })}
        onDelete={(grau) => excluir.mutateAsync(grau.id)}
      />
      <ItemFormDialog<GrauFormValues>
        open={editing !== undefined}
        title={editing?.grau ? t('configuracoes.graus.editar') : t('configuracoes.graus.novo')}
        testId={TEST_ID}
        values={values}
        errorsOf={grauErrors}
        labels={labels}
        saving={salvar.isPending}
        onSave={(form) => salvar.mutateAsync(grauPayload(form, editing?.grau))}
        saved
        onClose={() => setEditing(undefined)}
        fields={(control) => (
          <>
            <FormField control={control} name="grau" id={`${TEST_ID}-grau`} label={labels.grau} required={GRAU_REQUIRED.has('grau')} errorsAfterChange>
              {(field) => <Input id={`${TEST_ID}-grau`} {...field} maxLength={60} />}
            </FormField>
            <FormField
              control={control}
              name="ordenacao"
              id={`${TEST_ID}-ordenacao`}
              label={labels.ordenacao}
              required={GRAU_REQUIRED.has('ordenacao')}
              hint={t('configuracoes.graus.ordemDica')}
              errorsAfterChange
            >
              {({ value, onChange, onBlur, ref }) => (
                <InputNumber id={`${TEST_ID}-ordenacao`} ref={ref} value={value} onChange={onChange} onBlur={onBlur} min={0} max={1000} precision={0} />
              )}
            </FormField>
            {(['imagemPreenchida', 'imagemNaoPreenchida'] as const).map((name) => (
              <FormField key={name} control={control} name={name} id={`${TEST_ID}-${name}`} label={labels[name]} hint={t(`configuracoes.graus.${name}Dica`)}>
                {({ value, onChange }) => <ImageField id={`${TEST_ID}-${name}`} preview={value} onChange={onChange} />}
              </FormField>
            ))}
          </>
        )}
      />
    </>
  );
}
