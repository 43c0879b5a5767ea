import { useMemo, useRef, useState, type ReactNode } from 'react';
import { ArrowLeftOutlined, PrinterOutlined } from '@clinica/shared/icons';
import { Alert, Button, Input, Select, Space, Typography } from '@clinica/shared/antd';
import { Form } from '@clinica/shared/antd/inputs';
import { Card } from '@clinica/shared/antd/display';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@clinica/shared/router';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { FIELD_LIMITS, apiErrorStatus, formatDateTime, notify, usePermission } from '@clinica/shared';
import { FormField, ativosOuAtual, rulesSchema, showSaveError } from '@clinica/shared/forms';
import { useExames, useProcedimentos } from '../catalogos/catalogos.resource.ts';
import { useFormularios } from '../formularios/formularios.resource.ts';
import { TIPOS_LAYOUT, TIPO_LAYOUT_LABEL } from '../layouts/layout-tipos.ts';
import { useLayouts, useVariaveis, type Layout, type TipoLayout } from '../layouts/layouts.resource.ts';
import { useSalvarLayoutMutation } from './criar-layouts.resource.ts';
import { imprimirLayout } from './imprimir-layout.ts';
import { LayoutEditor, type LayoutEditorHandle } from './layout-editor.tsx';
import {
  LAYOUT_REQUIRED,
  emptyLayout,
  examesAAcrescentar,
  examesOferecidos,
  layoutErrors,
  layoutFormOf,
  layoutPayload,
  type LayoutFormValues,
} from './layout-form.ts';
import { SelecionarVariavelDialog } from './selecionar-variavel-dialog.tsx';
import './criar-layouts.css';

/** spec 01 §9: the budget-layout warnings stay 10 s. */
const AVISO_ORCAMENTO_S = 10;
const FIELD_LABEL_KEY: Record<string, string> = {
  nome: 'criarLayouts.nome',
  procedimentoId: 'criarLayouts.procedimento',
  tipoLayout: 'criarLayouts.tipo',
  formularioId: 'criarLayouts.formulario',
  exames: 'criarLayouts.exames',
  texto: 'criarLayouts.texto',
};

/** /criar-layouts' form and editor: a new layout (no `layout`) or the one being edited. */
export function LayoutEditorForm({ layout }: { layout?: Layout }): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editor = useRef<LayoutEditorHandle>(null);
  const [variavelDialog, setVariavelDialog] = useState(false);
  const procedimentos = useProcedimentos();
  const formularios = useFormularios();
  const exames = useExames();
  // an exam switched off is offered no more; the layout's own keep showing
  const examesGuardados = useMemo(() => layout?.exames.map((e) => e.id) ?? [], [layout]);
  const variaveis = useVariaveis();
  const orcamentos = useLayouts('ORCAMENTO');
  const salvar = useSalvarLayoutMutation();
  // the api writes layouts only for this permission (LAYOUT_WRITE): without it the page shows, prints, and says so at once
  const canWrite = usePermission('GERENCIAR_CONFIGURACOES');
  const readOnly = !canWrite;

  const resolver = useMemo(() => valibotResolver(rulesSchema<LayoutFormValues>(layoutErrors)), []);
  const { control, handleSubmit, setError, setValue } = useForm<LayoutFormValues>({
    resolver,
    mode: 'all',
    defaultValues: layout ? layoutFormOf(layout) : emptyLayout(),
  });
  const values = useWatch({ control }) as LayoutFormValues;
  // spec 01 §5: one budget layout; another one cannot be saved while it exists
  const orcamentoExiste = (orcamentos.data ?? []).some((l) => l.id !== layout?.id);
  const bloqueadoPorOrcamento = values.tipoLayout === 'ORCAMENTO' && orcamentoExiste;
  const invalid = layoutErrors(values).size > 0;
  const label = (field: string) => t(FIELD_LABEL_KEY[field] ?? field);

  const escolherTipo = (tipo: TipoLayout | null) => {
    setValue('tipoLayout', tipo, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    if (tipo === 'ORCAMENTO' && orcamentoExiste) notify.warning(t('criarLayouts.orcamentoExisteTipo'), { seconds: AVISO_ORCAMENTO_S });
  };

  const escolherExames = (ids: number[]) => {
    const novos = ids.filter((id) => !values.exames.includes(id));
    setValue('exames', ids, { shouldDirty: true });
    const nomes = (exames.data ?? []).filter((e) => novos.includes(e.id)).map((e) => e.nome);
    const faltam = examesAAcrescentar(editor.current?.textoVisivel() ?? '', nomes);
    if (faltam.length > 0) editor.current?.acrescentarLinhas(faltam);
  };

  const submit = handleSubmit(async (saved) => {
    if (!layout && saved.tipoLayout === 'ORCAMENTO' && orcamentoExiste) {
      notify.warning(t('criarLayouts.orcamentoExisteSalvar'), { seconds: AVISO_ORCAMENTO_S });
      return;
    }
    try {
      await salvar.mutateAsync(layoutPayload(saved, layout?.id));
      notify.success(t('criarLayouts.salvoTexto'), { title: t('criarLayouts.salvoTitulo') });
      if (!layout) {
        // spec 01 §4: after a create the form starts again for the next layout
        setValue('nome', '');
        setValue('procedimentoId', null);
        setValue('texto', '');
      }
    } catch (error) {
      // a second budget layout (409) is a warning that stays, as when the type is chosen
      const conflito = apiErrorStatus(error) === 409;
      showSaveError(error, setError, {
        toPath: (campo) => (campo in FIELD_LABEL_KEY ? (campo as keyof LayoutFormValues) : undefined),
        labelOf: label,
        title: t('criarLayouts.erroTitulo'),
        fallback: conflito ? t('criarLayouts.orcamentoExisteSalvar') : t('criarLayouts.erroTexto'),
        toast: conflito ? (message) => notify.warning(message, { seconds: AVISO_ORCAMENTO_S }) : undefined,
      });
    }
  });

  return (
    <div className="criar-layouts" data-testid="criar-layouts">
      <Card className="criar-layouts__form" title={layout ? t('criarLayouts.editar') : t('criarLayouts.novo')}>
        {readOnly && <Alert type="info" showIcon data-testid="layout-sem-permissao" title={t('criarLayouts.semPermissao')} style={{ marginBottom: 16 }} />}
        <Form layout="vertical" component="div" requiredMark>
          {!layout && (
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/configuracoes/layouts')} style={{ marginBottom: 16 }}>
              {t('criarLayouts.voltar')}
            </Button>
          )}
          <FormField control={control} name="nome" id="layout-nome" label={label('nome')} required={LAYOUT_REQUIRED.has('nome')} errorsAfterChange>
            {(field) => <Input {...field} id="layout-nome" disabled={readOnly} maxLength={FIELD_LIMITS['POST layout/cadastro'].nome} />}
          </FormField>
          <FormField control={control} name="procedimentoId" id="layout-procedimento" label={label('procedimentoId')}>
            {(field) => (
              <Select
                id="layout-procedimento"
                disabled={readOnly}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                value={field.value ?? undefined}
                onChange={(value?: number) => field.onChange(value ?? null)}
                onBlur={field.onBlur}
                loading={procedimentos.isPending}
                options={ativosOuAtual(procedimentos.data, field.value).map((p) => ({ value: p.id, label: p.nome }))}
              />
            )}
          </FormField>
          <FormField
            control={control}
            name="tipoLayout"
            id="layout-tipo"
            label={label('tipoLayout')}
            required={LAYOUT_REQUIRED.has('tipoLayout')}
            errorsAfterChange
          >
            {(field) => (
              <Select
                id="layout-tipo"
                disabled={readOnly}
                showSearch={{ optionFilterProp: 'label' }}
                value={field.value ?? undefined}
                onChange={(value: TipoLayout) => escolherTipo(value)}
                onBlur={field.onBlur}
                options={TIPOS_LAYOUT.map((tipo) => ({ value: tipo, label: t(TIPO_LAYOUT_LABEL[tipo]) }))}
              />
            )}
          </FormField>
          <FormField control={control} name="formularioId" id="layout-formulario" label={label('formularioId')}>
            {(field) => (
              <Select
                id="layout-formulario"
                disabled={readOnly}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                value={field.value ?? undefined}
                onChange={(value?: number) => field.onChange(value ?? null)}
                onBlur={field.onBlur}
                loading={formularios.isPending}
                options={ativosOuAtual(formularios.data, field.value).map((f) => ({ value: f.id, label: f.nome }))}
              />
            )}
          </FormField>
          <FormField control={control} name="exames" id="layout-exames" label={label('exames')}>
            {(field) => (
              <Select
                id="layout-exames"
                disabled={readOnly}
                mode="multiple"
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                value={field.value}
                onChange={escolherExames}
                onBlur={field.onBlur}
                loading={exames.isPending}
                options={examesOferecidos(exames.data, examesGuardados).map((e) => ({ value: e.id, label: e.nome }))}
              />
            )}
          </FormField>
          <Space wrap>
            {values.tipoLayout === 'ORCAMENTO' && canWrite && <Button onClick={() => setVariavelDialog(true)}>{t('criarLayouts.selecioneVariavel')}</Button>}
            <Button icon={<PrinterOutlined />} onClick={() => imprimirLayout(values.nome || t('criarLayouts.novo'), editor.current?.html() ?? '')}>
              {t('criarLayouts.imprimir')}
            </Button>
            {canWrite && (
              <Button
                type="primary"
                data-testid="layout-salvar"
                loading={salvar.isPending}
                disabled={invalid || bloqueadoPorOrcamento}
                onClick={() => void submit()}
              >
                {t('criarLayouts.salvar')}
              </Button>
            )}
          </Space>
        </Form>
      </Card>
      <div className="criar-layouts__documento">
        {canWrite && (
          <Typography.Paragraph type="secondary" data-testid="layout-dica">
            {t('criarLayouts.dica', { chaves: '{{', colchetes: '[[' })}
          </Typography.Paragraph>
        )}
        <Form layout="vertical" component="div">
          <FormField control={control} name="texto" id="layout-texto" label={label('texto')} required={LAYOUT_REQUIRED.has('texto')} errorsAfterChange>
            {(field) => (
              <LayoutEditor
                ref={editor}
                id="layout-texto"
                ariaLabel={label('texto')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                variaveis={variaveis.data ?? []}
                tipo={values.tipoLayout}
                readOnly={readOnly}
              />
            )}
          </FormField>
        </Form>
        {layout && (
          <Typography.Text type="secondary" data-testid="layout-ultima-alteracao">
            {t('criarLayouts.ultimaAlteracao', { data: formatDateTime(layout.info.horarioAlteracao), nome: layout.info.usuarioAlteracao ?? '—' })}
          </Typography.Text>
        )}
      </div>
      <SelecionarVariavelDialog
        open={variavelDialog}
        variaveis={variaveis.data ?? []}
        onChoose={(nome) => editor.current?.inserirVariavel(nome)}
        onClose={() => setVariavelDialog(false)}
      />
    </div>
  );
}
