import type { ReactNode } from 'react';
import { Alert, Button, Input, Typography } from '@clinica/shared/antd';
import { Form } from '@clinica/shared/antd/inputs';
import { Card, Skeleton } from '@clinica/shared/antd/display';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SYSTEM_COLOR, formatDateTime, notify, usePermission, useWhiteLabel } from '@clinica/shared';
import { FormField } from '@clinica/shared/forms';
import { useSaveWhiteLabelMutation, useWhiteLabelRecord, type WhiteLabelChanges, type WhiteLabelRecord } from './white-label.resource.ts';
import { whiteLabelSchema, type WhiteLabelForm } from './white-label.schema.ts';
import { ColorField } from '../forms/color-field.tsx';
import { ImageField } from '../forms/image-field.tsx';

const toForm = (record: WhiteLabelRecord): WhiteLabelForm => ({
  nome: record.nome ?? '',
  tituloDaPagida: record.tituloDaPagida ?? '',
  corDoSistema: record.corDoSistema || DEFAULT_SYSTEM_COLOR,
  logo: record.logo,
  favicon: record.favicon,
});

/**
 * Personalização: logo, favicon, page title and system colour of the installation. The form opens
 * once the record is read on opening (a record cached from an earlier visit is not edited while a
 * newer one may be on its way).
 */
export function WhiteLabelFormCard(): ReactNode {
  const { t } = useTranslation();
  const whiteLabel = useWhiteLabelRecord();
  const record = whiteLabel.data;
  if (!record || !whiteLabel.isFetchedAfterMount)
    return (
      <Card title={t('configuracoes.personalizacao')}>
        <Skeleton active />
      </Card>
    );
  return <WhiteLabelEditor record={record} />;
}

function WhiteLabelEditor({ record }: { record: WhiteLabelRecord }): ReactNode {
  const { t } = useTranslation();
  const canEdit = usePermission('GERENCIAR_CONFIGURACOES');
  const save = useSaveWhiteLabelMutation();
  const { control, handleSubmit, reset, formState } = useForm<WhiteLabelForm>({
    resolver: valibotResolver(whiteLabelSchema),
    defaultValues: toForm(record),
    mode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    const dirty = formState.dirtyFields;
    const changes: WhiteLabelChanges = {
      nome: values.nome,
      tituloDaPagida: values.tituloDaPagida,
      corDoSistema: values.corDoSistema.toUpperCase(),
      ...(dirty.logo ? { logo: values.logo ?? null } : {}),
      ...(dirty.favicon ? { favicon: values.favicon ?? null } : {}),
    };
    try {
      const saved = await save.mutateAsync(changes);
      reset(toForm(saved));
      // Every area reads the same store: the new colour shows everywhere at once.
      useWhiteLabel.getState().apply(saved);
      notify.success(t('configuracoes.salvo'));
    } catch {
      // The http client already showed the server's message; the form keeps what was typed.
    }
  });

  return (
    <Card title={t('configuracoes.personalizacao')} data-testid="white-label-card">
      {!canEdit && <Alert type="info" showIcon title={t('configuracoes.semPermissao')} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={() => void onSubmit()} disabled={!canEdit} style={{ maxWidth: 640 }}>
        <FormField control={control} name="nome" id="wl-nome" label={t('configuracoes.nomeClinica')}>
          {(field) => <Input {...field} id="wl-nome" maxLength={120} />}
        </FormField>
        <FormField control={control} name="tituloDaPagida" id="wl-titulo" label={t('configuracoes.tituloPagina')}>
          {(field) => <Input {...field} id="wl-titulo" maxLength={120} />}
        </FormField>
        <FormField control={control} name="corDoSistema" id="wl-cor" label={t('configuracoes.corDoSistema')}>
          {(field) => <ColorField id="wl-cor" value={field.value} onChange={field.onChange} onBlur={field.onBlur} disabled={!canEdit} />}
        </FormField>
        <FormField control={control} name="logo" id="wl-logo" label={t('configuracoes.logo')}>
          {(field) => <ImageField id="wl-logo" preview={field.value ?? null} onChange={field.onChange} disabled={!canEdit} />}
        </FormField>
        <FormField control={control} name="favicon" id="wl-favicon" label={t('configuracoes.favicon')}>
          {(field) => <ImageField id="wl-favicon" preview={field.value ?? null} onChange={field.onChange} disabled={!canEdit} />}
        </FormField>
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting} disabled={!canEdit || !formState.isValid}>
          {t('configuracoes.salvar')}
        </Button>
        {record.horarioAlteracao && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {formatDateTime(record.horarioAlteracao)} — {record.usuarioAlteracao ?? ''}
          </Typography.Paragraph>
        )}
      </Form>
    </Card>
  );
}
