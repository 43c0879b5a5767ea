import '@clinica/tooling/singleton-probe';
import '../i18n/messages.ts';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Col, Divider, Form, Input, Modal, Radio, Result, Row, Select, Space, Spin, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormField, MASKS, MaskedInput, apiErrorMessage, formatDateTime, isCpf, notify, onlyDigits } from '@clinica/shared';
import { AtividadesList, atividades, type IdNames } from './atividades.tsx';
import { dialCodeLabel, dialCodes } from './countries.ts';
import { EnderecoFields } from './endereco-fields.tsx';
import { FotoField } from './foto-field.tsx';
import { emptyForm, formFromPaciente, pacienteErrors, pacienteFormSchema, payloadFromForm, type PacienteFormValues } from './paciente-form.ts';
import {
  fetchPaciente,
  listPesquisaAtracao,
  listPlanosSaude,
  listPulseiras,
  pacienteIdByCpf,
  savePaciente,
  type Opcao,
  type Paciente,
  type Pulseira,
} from './paciente-dialog.resource.ts';

export interface PacienteDialogProps {
  open: boolean;
  /** Edit this patient; none registers a new one. */
  pacienteId?: number;
  onClose: () => void;
  /** The new-patient event (spec 02 section 4): the saved patient and whether it was created. */
  onSaved?: (paciente: Paciente, created: boolean) => void;
}

interface Lookups {
  planos: Opcao[];
  atracoes: Opcao[];
  pulseiras: Pulseira[];
}

/** Field → label key, for the 'AVISO' list and the history lines. */
const LABELS: Record<string, string> = {
  nome: 'nome', nascimento: 'nascimento', cpf: 'cpf', rg: 'rg', nomeMae: 'nomeMae', profissao: 'profissao', planoSaude: 'planoSaude',
  planoSaudeId: 'planoSaudeId', pulseiraId: 'pulseira', email: 'email', ddi: 'ddi', telefone: 'telefone', celular: 'celular',
  whatsApp: 'whatsApp', ehWhatsapp: 'ehWhatsapp', sexo: 'sexo', estrangeiro: 'estrangeiro', cep: 'cep', logradouro: 'logradouro',
  numero: 'numero', complemento: 'complemento', bairro: 'bairro', cidade: 'cidade', estado: 'estado', pais: 'pais',
  nomeContatoEmergencia: 'nomeContatoEmergencia', telefoneContatoEmergencia: 'telefoneContatoEmergencia',
  grauParentescoContatoEmergencia: 'grauParentescoContatoEmergencia', pesquisaAtracao: 'pesquisaAtracao', redeSocial: 'redeSocial',
  observacoes: 'observacoes', foto: 'foto', 'responsavel.nome': 'responsavelNome', 'responsavel.cpf': 'responsavelCpf',
  'responsavel.email': 'responsavelEmail', 'responsavel.telefone': 'responsavelTelefone',
};

/**
 * 'Dados pessoais': registers or edits a patient (spec 02 sections 2.2, 4 and 5). Rules run as the
 * user types; 'Salvar' stays disabled while any field is invalid and the 'AVISO' box names them.
 */
export function PacienteDialog({ open, pacienteId, onClose, onSaved }: PacienteDialogProps): ReactNode {
  const { t } = useTranslation();
  const [paciente, setPaciente] = useState<Paciente>();
  const [lookups, setLookups] = useState<Lookups>({ planos: [], atracoes: [], pulseiras: [] });
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [cpfTomado, setCpfTomado] = useState(false);
  const cpfTomadoRef = useRef(false);
  cpfTomadoRef.current = cpfTomado;
  const resolver = useMemo(() => valibotResolver(pacienteFormSchema(() => cpfTomadoRef.current)), []);
  const { control, handleSubmit, reset, setValue, getValues, trigger, formState } = useForm<PacienteFormValues>({
    resolver,
    mode: 'onChange',
    defaultValues: emptyForm(),
  });
  const [estrangeiro, ddi, ehWhatsapp, celular, pagaSozinho, temPlano, cpf] = useWatch({
    control,
    name: ['estrangeiro', 'ddi', 'ehWhatsapp', 'celular', 'isResponsavelPeloPagamento', 'temPlanoSaude', 'cpf'],
  });
  const brasil = onlyDigits(ddi) === '55';
  const editingId = pacienteId ?? paciente?.id;

  // Load the lookups and, when editing, the patient (deep copy into the form).
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setLoading(true);
    setLoadFailed(false);
    setCpfTomado(false);
    Promise.all([listPlanosSaude(), listPesquisaAtracao(), listPulseiras(), pacienteId ? fetchPaciente(pacienteId) : Promise.resolve(undefined)])
      .then(([planos, atracoes, pulseiras, loaded]) => {
        if (cancelled) return;
        setLookups({ planos, atracoes, pulseiras });
        setPaciente(loaded);
        reset(loaded ? formFromPaciente(structuredClone(loaded)) : emptyForm());
        if (loaded) void trigger();
      })
      .catch(() => !cancelled && setLoadFailed(true))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [open, pacienteId, reset, trigger]);

  // WhatsApp follows the mobile while the box is ticked.
  useEffect(() => {
    if (ehWhatsapp) setValue('whatsApp', celular);
  }, [ehWhatsapp, celular, setValue]);

  // CPF already registered for another patient (checked on the server once the CPF is complete).
  useEffect(() => {
    const digits = onlyDigits(cpf);
    if (estrangeiro || digits.length !== 11 || !isCpf(digits)) {
      setCpfTomado(false);
      return;
    }
    let cancelled = false;
    pacienteIdByCpf(digits)
      .then((id) => {
        if (cancelled) return;
        const tomado = id !== 0 && id !== editingId;
        setCpfTomado(tomado);
        if (tomado) notify.info(t('paciente.dialogo.cpfCadastrado'));
      })
      .catch(() => undefined); // a failing check gives no message (spec 02 section 8)
    return () => {
      cancelled = true;
    };
  }, [cpf, estrangeiro, editingId, t]);

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
    setSaving(true);
    try {
      const saved = await savePaciente(payloadFromForm(values, paciente));
      notify.success(paciente ? t('paciente.dialogo.sucessoEdicao') : t('paciente.dialogo.sucessoCriacao'));
      onSaved?.(saved, !paciente);
      onClose();
    } catch (error) {
      const message = apiErrorMessage(error) ?? (error instanceof Error && error.message) ?? t('paciente.dialogo.erroGenerico');
      notify.error(message || t('paciente.dialogo.erroGenerico'), { title: t('paciente.dialogo.erroTitulo') });
    } finally {
      setSaving(false);
    }
  });

  const text = (name: keyof PacienteFormValues, span: number, labelKey = name as string, props: { mask?: object; maxLength?: number } = {}): ReactNode => (
    <Col xs={24} md={span}>
      <FormField control={control} name={name} id={`paciente-${name}`} label={t(`paciente.campos.${labelKey}`)} errorsAfterChange>
        {(f) => <MaskedInput id={`paciente-${name}`} {...f} value={f.value as string} mask={props.mask} maxLength={props.maxLength} />}
      </FormField>
    </Col>
  );

  const footer = (
    <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
      <Typography.Text type="secondary" data-testid="paciente-ultima-alteracao">
        {paciente && t('paciente.dialogo.ultimaAlteracao', { usuario: paciente.usuarioAlteracao ?? t('paciente.dialogo.naoListado'), quando: formatDateTime(paciente.horarioAlteracao) })}
      </Typography.Text>
      <Space>
        <Button onClick={onClose}>{t('paciente.dialogo.cancelar')}</Button>
        <Button type="primary" loading={saving} disabled={loading || loadFailed || invalidFields.length > 0 || saving} onClick={() => void submit()}>
          {t('paciente.dialogo.salvar')}
        </Button>
      </Space>
    </Space>
  );

  return (
    <Modal
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
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
      maskClosable={false}
    >
      {loading ? (
        <Spin tip={t('paciente.dialogo.carregando')}>
          <div style={{ minHeight: 200 }} />
        </Spin>
      ) : loadFailed ? (
        <Result status="warning" title={t('paciente.dialogo.erroCarregar')} />
      ) : (
        <Form layout="vertical" component="div" data-testid="paciente-form">
          <Controller
            control={control}
            name="foto"
            render={({ field }) => (
              <div style={{ marginBottom: 16 }}>
                <FotoField value={field.value} onChange={(foto) => field.onChange(foto)} nome={getValues('nome')} />
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
                    <Select id="paciente-planoSaudeId" allowClear showSearch optionFilterProp="label" value={f.value} onChange={(v) => f.onChange(v ?? null)} options={lookups.planos.map((o) => ({ value: o.id, label: o.nome }))} />
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
                      ...lookups.pulseiras.map((p) => ({ value: p.id, label: <Space><span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: p.cor }} />{p.tipo}</Space> })),
                    ]}
                  />
                )}
              </FormField>
            </Col>
            {text('email', 8)}
            <Col xs={24} md={8}>
              <FormField control={control} name="ddi" id="paciente-ddi" label={t('paciente.campos.ddi')} errorsAfterChange>
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
              <FormField control={control} name="pesquisaAtracao" id="paciente-pesquisaAtracao" label={t('paciente.campos.pesquisaAtracao')} errorsAfterChange>
                {(f) => (
                  <Select
                    id="paciente-pesquisaAtracao"
                    showSearch
                    optionFilterProp="label"
                    value={f.value}
                    onChange={(v) => f.onChange(v)}
                    options={[{ value: null, label: t('paciente.dialogo.nenhum') }, ...lookups.atracoes.map((o) => ({ value: o.id, label: o.nome }))]}
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
              <EnderecoFields control={control} setValue={setValue} prefix="responsavel." brasil={brasil} idPrefix="responsavel" />
            </section>
          )}

          {!estrangeiro && (
            <section aria-label={t('paciente.dialogo.enderecoTitulo')}>
              <Divider titlePlacement="start">{t('paciente.dialogo.enderecoTitulo')}</Divider>
              <EnderecoFields control={control} setValue={setValue} prefix="" brasil={brasil} idPrefix="paciente" />
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

          {(formState.isDirty || Object.keys(formState.touchedFields).length > 0) && invalidFields.length > 0 && (
            <Alert
              type="warning"
              showIcon
              data-testid="paciente-aviso"
              title={t('paciente.dialogo.aviso')}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {invalidFields.map((field) => (
                    <li key={field}>{t('paciente.dialogo.campoInvalido', { campo: label(field) })}</li>
                  ))}
                </ul>
              }
            />
          )}
          {history.length > 0 && paciente && (
            <div style={{ marginTop: 16 }}>
              <AtividadesList items={history} />
            </div>
          )}
        </Form>
      )}
    </Modal>
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
