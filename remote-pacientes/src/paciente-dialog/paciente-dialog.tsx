import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Divider, Input, Select, Space } from '@clinica/shared/antd';
import { Checkbox, Form, Radio, Switch } from '@clinica/shared/antd/inputs';
import { Col, Row } from '@clinica/shared/antd/display';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { apiErrorMessage, formatDateTime, isCpf, notify, onlyDigits, serverFieldErrors, type PacienteDialogProps } from '@clinica/shared';
import { FotoField } from '@clinica/shared/forms';
import { EnderecoFields, FormDialog, FormField, MASKS, MaskedInput } from '@clinica/shared/forms';
import { AtividadesList, atividades, type IdNames } from './atividades.tsx';
import { dialCodeLabel, dialCodes } from './countries.ts';
import {
  ENDERECO_FIELDS,
  emptyForm,
  formField,
  formFromPaciente,
  pacienteErrors,
  pacienteFormSchema,
  pacienteLimit,
  payloadFromForm,
  requiredFields,
  type PacienteFormValues,
} from './paciente-form.ts';
import {
  useCpfOwner,
  usePaciente,
  usePesquisaAtracao,
  usePlanosSaude,
  usePulseiras,
  useSavePacienteMutation,
  type Paciente,
} from './paciente-dialog.resource.ts';

/** The contract with the apps that load it (the agenda's booking): its props live in @clinica/shared. */
export type { PacienteDialogProps };

/** Field → label key, for the 'AVISO' list and the history lines. */
const LABELS: Record<string, string> = {
  nome: 'nome',
  nascimento: 'nascimento',
  cpf: 'cpf',
  rg: 'rg',
  nomeMae: 'nomeMae',
  profissao: 'profissao',
  planoSaude: 'planoSaude',
  planoSaudeId: 'planoSaudeId',
  pulseiraId: 'pulseira',
  email: 'email',
  ddi: 'ddi',
  telefone: 'telefone',
  celular: 'celular',
  whatsApp: 'whatsApp',
  ehWhatsapp: 'ehWhatsapp',
  sexo: 'sexo',
  estrangeiro: 'estrangeiro',
  cep: 'cep',
  logradouro: 'logradouro',
  numero: 'numero',
  complemento: 'complemento',
  bairro: 'bairro',
  cidade: 'cidade',
  estado: 'estado',
  pais: 'pais',
  nomeContatoEmergencia: 'nomeContatoEmergencia',
  telefoneContatoEmergencia: 'telefoneContatoEmergencia',
  grauParentescoContatoEmergencia: 'grauParentescoContatoEmergencia',
  pesquisaAtracao: 'pesquisaAtracao',
  redeSocial: 'redeSocial',
  observacoes: 'observacoes',
  foto: 'foto',
  'responsavel.nome': 'responsavelNome',
  'responsavel.cpf': 'responsavelCpf',
  'responsavel.email': 'responsavelEmail',
  'responsavel.telefone': 'responsavelTelefone',
};

/** The input a field path is typed in (the 'AVISO' list takes the user there). */
const inputId = (path: string): string => {
  const [first, second] = path.split('.');
  return first === 'responsavel' && (ENDERECO_FIELDS as readonly string[]).includes(second!) ? `responsavel-${second}` : `paciente-${path}`;
};

/** A list's active items, and the patient's own choice even if deactivated since (it stays shown, not offered to others). */
const offered = <T extends { id: number; ativo: boolean }>(items: readonly T[], current: number | null | undefined): T[] =>
  items.filter((item) => item.ativo || item.id === current);

/**
 * 'Dados pessoais': registers or edits a patient (spec 02 sections 2.2, 4 and 5), on the form contract
 * (shared FormDialog): required fields marked, a field's message once it is left, the 'AVISO' list at
 * the top, typing cut at the api's limits, a refused save's message under its field. 'Salvar' stays
 * disabled while any field is invalid (spec 02).
 */
export function PacienteDialog({ open, pacienteId, onClose, onSaved }: PacienteDialogProps): ReactNode {
  const { t } = useTranslation();
  const stored = usePaciente(open ? pacienteId : undefined);
  const planos = usePlanosSaude();
  const atracoes = usePesquisaAtracao();
  const pulseiras = usePulseiras();
  const lookups = useMemo(
    () => ({ planos: planos.data ?? [], atracoes: atracoes.data ?? [], pulseiras: pulseiras.data ?? [] }),
    [planos.data, atracoes.data, pulseiras.data],
  );
  const save = useSavePacienteMutation();
  // the copy the form was filled from: its versao goes with the save, whatever is read meanwhile
  const [paciente, setPaciente] = useState<Paciente>();
  const [filled, setFilled] = useState(false);
  const cpfTomadoRef = useRef(false);
  const resolver = useMemo(() => valibotResolver(pacienteFormSchema(() => cpfTomadoRef.current)), []);
  const { control, handleSubmit, reset, setValue, getValues, trigger, setError, formState } = useForm<PacienteFormValues>({
    resolver,
    // a required field left empty says so when it is left, not only once typed in
    mode: 'all',
    defaultValues: emptyForm(),
  });
  const [estrangeiro, ddi, ehWhatsapp, celular, pagaSozinho, temPlano, cpf] = useWatch({
    control,
    name: ['estrangeiro', 'ddi', 'ehWhatsapp', 'celular', 'isResponsavelPeloPagamento', 'temPlanoSaude', 'cpf'],
  });
  const brasil = onlyDigits(ddi) === '55';
  const editingId = pacienteId ?? paciente?.id;

  // Fill the form once per opening, from a fresh read of the patient (never from an older cached copy).
  const ready = !pacienteId || (stored.data !== undefined && !stored.isFetching);
  useEffect(() => {
    if (!open) return setFilled(false);
    if (filled || !ready) return;
    const loaded = pacienteId ? stored.data : undefined;
    setPaciente(loaded);
    reset(loaded ? formFromPaciente(structuredClone(loaded)) : emptyForm());
    setFilled(true);
    if (loaded) void trigger();
  }, [open, filled, ready, pacienteId, stored.data, reset, trigger]);
  const loadFailed = (!!pacienteId && stored.isError) || planos.isError || atracoes.isError || pulseiras.isError;
  const loading = !loadFailed && (!filled || planos.isPending || atracoes.isPending || pulseiras.isPending);

  // WhatsApp follows the mobile while the box is ticked.
  useEffect(() => {
    if (ehWhatsapp) setValue('whatsApp', celular);
  }, [ehWhatsapp, celular, setValue]);

  // CPF already registered for another patient (checked on the server once the CPF is complete;
  // a failing check gives no message, spec 02 section 8).
  const cpfDigits = onlyDigits(cpf);
  const owner = useCpfOwner(!estrangeiro && cpfDigits.length === 11 && isCpf(cpfDigits) ? cpfDigits : undefined);
  const cpfTomado = owner.data !== undefined && owner.data !== 0 && owner.data !== editingId;
  cpfTomadoRef.current = cpfTomado;
  useEffect(() => {
    if (cpfTomado) notify.info(t('paciente.dialogo.cpfCadastrado'));
  }, [cpfTomado, t]);

  useEffect(() => {
    if (open) void trigger('cpf');
  }, [cpfTomado, open, trigger]);

  const idNames: IdNames = useMemo(
    () => ({
      planoSaudeId: new Map(lookups.planos.map((o) => [o.id, o.nome])),
      pesquisaAtracao: new Map(lookups.atracoes.map((o) => [o.id, o.nome])),
      pulseiraId: new Map(lookups.pulseiras.map((o) => [o.id, o.tipo])),
    }),
    [lookups],
  );
  const label = (field: string): string => {
    const key = LABELS[field.replace('responsavelPagamento.', 'responsavel.')] ?? LABELS[field.split('.').pop() ?? ''];
    return key ? t(`paciente.campos.${key}`) : field;
  };
  const history = paciente ? atividades(paciente, label, idNames, t('paciente.dialogo.naoListado'), t('paciente.dialogo.criacao')) : [];
  // Every invalid field, whether or not the user reached it yet (react-hook-form keeps errors only for visited fields).
  const values = useWatch({ control }) as PacienteFormValues;
  const invalidFields = [...pacienteErrors(values, cpfTomado).keys()];

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(payloadFromForm(values, paciente));
      notify.success(paciente ? t('paciente.dialogo.sucessoEdicao') : t('paciente.dialogo.sucessoCriacao'));
      onSaved?.(saved, !paciente);
      onClose();
    } catch (error) {
      // a refusal that names a field: its message under that field, in the user's words
      const fields = serverFieldErrors(
        error,
        (campo) => (formField(campo) in LABELS || formField(campo).startsWith('responsavel.') ? formField(campo) : undefined),
        label,
      );
      for (const field of fields) setError(field.path as keyof PacienteFormValues, { type: 'server', message: field.message }, { shouldFocus: true });
      const message = fields[0]?.message ?? apiErrorMessage(error) ?? (error instanceof Error && error.message) ?? t('paciente.dialogo.erroGenerico');
      notify.error(message || t('paciente.dialogo.erroGenerico'), { title: t('paciente.dialogo.erroTitulo') });
    }
  });

  const required = requiredFields({ estrangeiro, ddi, isResponsavelPeloPagamento: pagaSozinho });
  const text = (name: keyof PacienteFormValues, span: number, labelKey = name as string, props: { mask?: object; maxLength?: number } = {}): ReactNode => (
    <Col xs={24} md={span}>
      <FormField control={control} name={name} id={`paciente-${name}`} label={t(`paciente.campos.${labelKey}`)} required={required.has(name)} errorsAfterChange>
        {(f) => (
          <MaskedInput
            id={`paciente-${name}`}
            {...f}
            value={f.value as string}
            mask={props.mask}
            maxLength={props.maxLength ?? (props.mask ? undefined : pacienteLimit(name))}
          />
        )}
      </FormField>
    </Col>
  );

  return (
    <FormDialog
      open={open}
      title={
        <Space size="large">
          {t('paciente.dialogo.titulo')}
          <Controlled control={control} name="estrangeiro">
            {(value, onChange) => (
              <Space size="small">
                <Switch
                  id="paciente-estrangeiro"
                  checked={value}
                  onChange={(checked) => {
                    onChange(checked);
                    if (checked) {
                      setValue('cpf', '');
                      setValue('rg', '');
                    }
                    void trigger();
                  }}
                />
                <label htmlFor="paciente-estrangeiro">{t('paciente.dialogo.estrangeiro')}</label>
              </Space>
            )}
          </Controlled>
        </Space>
      }
      width={920}
      onClose={onClose}
      testId="paciente-form"
      loading={loading}
      loadFailed={loadFailed && t('paciente.dialogo.erroCarregar')}
      invalid={invalidFields.map((field) => ({ id: inputId(field), label: label(field) }))}
      showAviso={!!paciente || formState.isDirty || formState.isSubmitted || Object.keys(formState.touchedFields).length > 0}
      footerStart={
        <span data-testid="paciente-ultima-alteracao">
          {paciente &&
            t('paciente.dialogo.ultimaAlteracao', {
              usuario: paciente.usuarioAlteracao ?? t('paciente.dialogo.naoListado'),
              quando: formatDateTime(paciente.horarioAlteracao),
            })}
        </span>
      }
      cancelLabel={t('paciente.dialogo.cancelar')}
      submitLabel={t('paciente.dialogo.salvar')}
      saving={save.isPending}
      canSubmit={invalidFields.length === 0}
      onSubmit={() => void submit()}
    >
      <Form layout="vertical" component="div">
        <Controller
          control={control}
          name="foto"
          render={({ field }) => (
            <div style={{ marginBottom: 16 }}>
              <FotoField
                value={field.value}
                onChange={(foto) => field.onChange(foto)}
                nome={getValues('nome')}
                uploadPath="gerenciar/paciente/foto"
                testId="paciente-foto"
              />
            </div>
          )}
        />
        <Row gutter={16}>
          {text('nome', 12)}
          {text('nascimento', 6, 'nascimento', { mask: MASKS.date })}
          <Col xs={24} md={6}>
            <FormField control={control} name="sexo" id="paciente-sexo" label={t('paciente.campos.sexo')}>
              {(f) => (
                <Radio.Group id="paciente-sexo" value={f.value} onChange={(e) => f.onChange(e.target.value)}>
                  <Radio value="FEMININO">{t('paciente.campos.feminino')}</Radio>
                  <Radio value="MASCULINO">{t('paciente.campos.masculino')}</Radio>
                </Radio.Group>
              )}
            </FormField>
          </Col>
          {!estrangeiro && text('cpf', 6, 'cpf', { mask: MASKS.cpf, maxLength: 14 })}
          {!estrangeiro && text('rg', 6)}
          {text('nomeMae', 12)}
          {text('profissao', 8)}
          <Col xs={24} md={8}>
            <FormField control={control} name="temPlanoSaude" id="paciente-plano" label={t('paciente.campos.planoSaude')}>
              {(f) => (
                <Radio.Group id="paciente-plano" value={f.value} onChange={(e) => f.onChange(e.target.value)}>
                  <Radio value={true}>{t('paciente.dialogo.sim')}</Radio>
                  <Radio value={false}>{t('paciente.dialogo.nao')}</Radio>
                </Radio.Group>
              )}
            </FormField>
          </Col>
          {temPlano && (
            <Col xs={24} md={8}>
              <FormField control={control} name="planoSaudeId" id="paciente-planoSaudeId" label={t('paciente.campos.planoSaudeId')}>
                {(f) => (
                  <Select
                    id="paciente-planoSaudeId"
                    allowClear
                    showSearch
                    optionFilterProp="label"
                    value={f.value}
                    onChange={(v) => f.onChange(v ?? null)}
                    options={offered(lookups.planos, f.value).map((o) => ({ value: o.id, label: o.nome }))}
                  />
                )}
              </FormField>
            </Col>
          )}
          <Col xs={24} md={8}>
            <FormField control={control} name="pulseiraId" id="paciente-pulseira" label={t('paciente.campos.pulseira')}>
              {(f) => (
                <Select
                  id="paciente-pulseira"
                  value={f.value}
                  onChange={(v) => f.onChange(v)}
                  options={[
                    { value: null, label: t('paciente.dialogo.nenhum') },
                    ...offered(lookups.pulseiras, f.value).map((p) => ({
                      value: p.id,
                      label: (
                        <Space>
                          <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: p.cor }} />
                          {p.tipo}
                        </Space>
                      ),
                    })),
                  ]}
                />
              )}
            </FormField>
          </Col>
          {text('email', 8)}
          <Col xs={24} md={8}>
            <FormField control={control} name="ddi" id="paciente-ddi" label={t('paciente.campos.ddi')} required errorsAfterChange>
              {(f) => (
                <Select
                  id="paciente-ddi"
                  showSearch
                  optionFilterProp="label"
                  value={f.value || undefined}
                  onChange={(v: string) => {
                    f.onChange(v);
                    void trigger();
                  }}
                  popupMatchSelectWidth={510}
                  virtual
                  options={dialCodes().map((entry) => ({ value: entry.dialCode, label: dialCodeLabel(entry) }))}
                />
              )}
            </FormField>
          </Col>
          {text('telefone', 8, 'telefone', { mask: brasil ? MASKS.phoneBR : MASKS.foreignPhone })}
          {text('celular', 8, 'celular', { mask: brasil ? MASKS.mobileBR : MASKS.foreignPhone })}
          <Col xs={24} md={8}>
            <Form.Item label=" ">
              <Controlled control={control} name="ehWhatsapp">
                {(value, onChange) => (
                  <Checkbox
                    id="paciente-ehWhatsapp"
                    checked={value}
                    onChange={(e) => {
                      onChange(e.target.checked);
                      setValue('whatsApp', e.target.checked ? getValues('celular') : '');
                    }}
                  >
                    {t('paciente.campos.ehWhatsapp')}
                  </Checkbox>
                )}
              </Controlled>
            </Form.Item>
          </Col>
          {!ehWhatsapp && text('whatsApp', 8, 'whatsApp', { mask: brasil ? MASKS.mobileBR : MASKS.foreignPhone })}
          <Col xs={24} md={8}>
            <FormField
              control={control}
              name="pesquisaAtracao"
              id="paciente-pesquisaAtracao"
              label={t('paciente.campos.pesquisaAtracao')}
              required
              errorsAfterChange
            >
              {(f) => (
                <Select
                  id="paciente-pesquisaAtracao"
                  showSearch
                  optionFilterProp="label"
                  value={f.value}
                  onChange={(v) => f.onChange(v)}
                  options={[
                    { value: null, label: t('paciente.dialogo.nenhum') },
                    ...offered(lookups.atracoes, f.value).map((o) => ({ value: o.id, label: o.nome })),
                  ]}
                />
              )}
            </FormField>
          </Col>
        </Row>

        <Controlled control={control} name="isResponsavelPeloPagamento">
          {(value, onChange) => (
            <Space style={{ marginBottom: 16 }}>
              <Switch
                id="paciente-responsavel"
                checked={value}
                onChange={(checked) => {
                  onChange(checked);
                  if (!checked) setValue('responsavel.nome', '');
                  void trigger();
                }}
              />
              <label htmlFor="paciente-responsavel">{t('paciente.dialogo.responsavelSwitch')}</label>
            </Space>
          )}
        </Controlled>
        {!pagaSozinho && (
          <section aria-label={t('paciente.dialogo.responsavelTitulo')}>
            <Divider titlePlacement="start">{t('paciente.dialogo.responsavelTitulo')}</Divider>
            <Row gutter={16}>
              {text('responsavel.nome' as keyof PacienteFormValues, 12, 'responsavelNome')}
              {text('responsavel.cpf' as keyof PacienteFormValues, 6, 'responsavelCpf', { mask: MASKS.cpf, maxLength: 14 })}
              {text('responsavel.telefone' as keyof PacienteFormValues, 6, 'responsavelTelefone', { mask: brasil ? MASKS.phoneBR : MASKS.foreignPhone })}
              {text('responsavel.email' as keyof PacienteFormValues, 12, 'responsavelEmail')}
            </Row>
            <EnderecoFields
              control={control}
              setValue={setValue}
              prefix="responsavel."
              brasil={brasil}
              idPrefix="responsavel"
              required={required.has('responsavel.cep')}
              maxLength={pacienteLimit}
              labels="paciente.campos"
            />
          </section>
        )}

        {!estrangeiro && (
          <section aria-label={t('paciente.dialogo.enderecoTitulo')}>
            <Divider titlePlacement="start">{t('paciente.dialogo.enderecoTitulo')}</Divider>
            <EnderecoFields
              control={control}
              setValue={setValue}
              prefix=""
              brasil={brasil}
              idPrefix="paciente"
              required={required.has('cep')}
              maxLength={pacienteLimit}
              labels="paciente.campos"
            />
            <Divider titlePlacement="start">{t('paciente.dialogo.emergenciaTitulo')}</Divider>
            <Row gutter={16}>
              {text('nomeContatoEmergencia', 10)}
              {text('telefoneContatoEmergencia', 7, 'telefoneContatoEmergencia', { mask: MASKS.emergencyPhone })}
              {text('grauParentescoContatoEmergencia', 7)}
            </Row>
            <Divider titlePlacement="start">{t('paciente.dialogo.extrasTitulo')}</Divider>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <FormField control={control} name="redeSocial" id="paciente-redeSocial" label={t('paciente.campos.redeSocial')}>
                  {(f) => <Input.TextArea id="paciente-redeSocial" rows={5} cols={50} {...f} />}
                </FormField>
              </Col>
              <Col xs={24} md={12}>
                <FormField control={control} name="observacoes" id="paciente-observacoes" label={t('paciente.campos.observacoes')}>
                  {(f) => <Input.TextArea id="paciente-observacoes" rows={5} {...f} />}
                </FormField>
              </Col>
            </Row>
          </section>
        )}

        {history.length > 0 && paciente && (
          <div style={{ marginTop: 16 }}>
            <AtividadesList items={history} />
          </div>
        )}
      </Form>
    </FormDialog>
  );
}

/** A react-hook-form value rendered by hand (switches and checkboxes with side effects). */
function Controlled<N extends 'estrangeiro' | 'ehWhatsapp' | 'isResponsavelPeloPagamento'>(props: {
  control: Control<PacienteFormValues>;
  name: N;
  children: (value: boolean, onChange: (value: boolean) => void) => ReactNode;
}): ReactNode {
  return <Controller control={props.control} name={props.name} render={({ field }) => <>{props.children(field.value, field.onChange)}</>} />;
}

/** Federation export: other areas load the dialog as this module's default. */
export default PacienteDialog;
