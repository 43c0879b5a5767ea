import { useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Input, Select, Space, Tag, Typography } from '@clinica/shared/antd';
import { Form, Radio, Switch } from '@clinica/shared/antd/inputs';
import { Col, Row } from '@clinica/shared/antd/display';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { DateTime } from 'luxon';
import { FIELD_LIMITS, apiErrorStatus, formatPhone, notify, usePermission } from '@clinica/shared';
import { FormDialog, FormField, MASKS, MaskedInput, ativosOuAtual, rulesSchema, showSaveError } from '@clinica/shared/forms';
import { useMedicos } from '../detalhe-medico/medico.resource.ts';
import { LuxonDatePicker } from '../agenda/luxon-date-picker.ts';
import { useCompromissos, useProcedimentos, useSalas } from '../agenda/lookups.resource.ts';
import {
  TIPOS_AGENDAMENTO,
  useAgendamento,
  useAtualizarAgendamentoMutation,
  useCriarAgendamentoMutation,
  type Agendamento,
} from '../agenda/agendamento.resource.ts';
import { PERMISSOES, STATUS_COLORS, isReadOnly } from '../agenda/status.ts';
import {
  BOOKING_REQUIRED,
  BOOKING_SERVER_FIELDS,
  bookingErrors,
  celularDoCampo,
  ddiBrasileiro,
  emptyBooking,
  formFromAgendamento,
  payloadFromForm,
  scheduleChanged,
  type BookingFormValues,
  type BookingRulesContext,
} from './booking-form.ts';
import { clinicToday, diaDigitado, isDateSelectable, roundDownToStep, type CampoHora, type HorarioConflito } from './booking-rules.ts';
import { PacienteField, type PacienteEscolhido } from './paciente-field.tsx';
import { useHorarioCheck } from './use-horario-check.ts';

export interface BookingDialogProps {
  open: boolean;
  /** Opens this appointment (edit, or read-only when it can no longer change); none books a new one. */
  agendamentoId?: number;
  /** A new booking's first values: the calendar slot clicked, the professional filtered. */
  prefill?: Partial<BookingFormValues>;
  onClose: () => void;
  /** After a save (what reads appointments reads again by itself). */
  onSaved?: (agendamento: Agendamento) => void;
}

/** The booking dialog (spec 02 sections 2.5, 4 and 5, Booking); mounted only while open, so each opening starts fresh. */
export function BookingDialog(props: BookingDialogProps): ReactNode {
  return props.open ? <BookingModal {...props} /> : null;
}

const ERR = 'agendamento.booking.erros.';
const FIELD = 'agendamento.booking.campos.';
const touch = { shouldValidate: true, shouldDirty: true, shouldTouch: true } as const;

/** Field → the label key under agendamento.booking.campos and the input's id (the 'AVISO' list). */
const FIELDS: Record<string, { label: string; id: string }> = {
  pacienteId: { label: 'paciente', id: 'booking-paciente' },
  celular: { label: 'celular', id: 'booking-celular' },
  telefone: { label: 'telefone', id: 'booking-telefone' },
  procedimentoId: { label: 'procedimento', id: 'booking-procedimentoId' },
  etapaId: { label: 'etapa', id: 'booking-etapaId' },
  medicoId: { label: 'medico', id: 'booking-medicoId' },
  tipoCompromissoId: { label: 'compromisso', id: 'booking-tipoCompromissoId' },
  data: { label: 'data', id: 'booking-data' },
  horaInicial: { label: 'horaInicial', id: 'booking-horaInicial' },
  horaFinal: { label: 'horaFinal', id: 'booking-horaFinal' },
  salaId: { label: 'sala', id: 'booking-salaId' },
  observacao: { label: 'observacao', id: 'booking-observacao' },
};
/** Longest texts the api takes (generated from its schema). */
const LIMITS = FIELD_LIMITS['POST gerenciar/agendamento/criar'];

const pickerValue = (date: string): DateTime<true> | null => {
  const day = DateTime.fromISO(date);
  return day.isValid ? day : null;
};

/** The message (i18n key and values) for a time that cannot be booked. */
function conflitoMessageOf(conflito: HorarioConflito): [string, Record<string, string>] {
  switch (conflito.tipo) {
    case 'foraDisponibilidade':
      return [`${ERR}foraDisponibilidade`, {}];
    case 'bloqueio':
      return [`${ERR}bloqueio`, { inicio: conflito.inicio, fim: conflito.fim }];
    case 'ocupado':
      return [`${ERR}ocupado`, {}];
  }
}

function BookingModal({ agendamentoId, prefill, onClose, onSaved }: BookingDialogProps): ReactNode {
  const { t } = useTranslation();
  const canCreate = usePermission(PERMISSOES.criar);
  const canEdit = usePermission(PERMISSOES.editar);
  const canExcecao = usePermission(PERMISSOES.excecao);
  const loaded = useAgendamento(agendamentoId);
  const procedimentos = useProcedimentos();
  const medicos = useMedicos();
  const compromissos = useCompromissos();
  const salas = useSalas();
  const criar = useCriarAgendamentoMutation();
  const atualizar = useAtualizarAgendamentoMutation();

  const agendamento = loaded.data;
  const original = useMemo(() => (agendamento ? formFromAgendamento(agendamento) : undefined), [agendamento]);
  const readOnly = agendamento ? isReadOnly(agendamento) || !canEdit : !canCreate;
  const cancelado = agendamento?.statusAgendamento === 'CANCELADO';

  const [today] = useState(() => clinicToday());
  const [lastEditedTime, setLastEditedTime] = useState<CampoHora>('horaFinal');
  const [pacienteNaoEncontrado, setPacienteNaoEncontrado] = useState(false);
  const [saving, setSaving] = useState(false);
  // A slot clicked with no professional chosen: choosing one keeps the slot's times (once).
  const keepSlotTimes = useRef(!agendamentoId && !!prefill?.horaInicial && !prefill.medicoId);

  const contextRef = useRef<BookingRulesContext>({ today, scheduleChanged: true, lastEditedTime, pacienteNaoEncontrado });
  const resolver = useMemo(() => valibotResolver(rulesSchema<BookingFormValues>((values) => bookingErrors(values, contextRef.current))), []);
  // 'all': a required field left empty says so on leaving it
  const { control, setValue, reset, trigger, handleSubmit, setError, formState } = useForm<BookingFormValues>({
    resolver,
    mode: 'all',
    defaultValues: emptyBooking(prefill),
  });
  const values = useWatch({ control }) as BookingFormValues;

  useEffect(() => {
    if (original) reset(original);
  }, [original, reset]);

  const moved = scheduleChanged(values, original);
  const horario = useHorarioCheck({
    medicoId: values.medicoId,
    procedimentoId: values.procedimentoId,
    data: values.data,
    horaInicial: values.horaInicial,
    horaFinal: values.horaFinal,
    excecao: values.ecirurgia,
    ignorarId: agendamento?.id,
    enabled: !readOnly && moved,
  });
  const context: BookingRulesContext = { today, scheduleChanged: moved, lastEditedTime, pacienteNaoEncontrado, disponibilidades: horario.disponibilidades };
  contextRef.current = context;
  const errors = bookingErrors(values, context);

  // Rules that read more than the fields: validate again when what they read changes.
  useEffect(() => {
    void trigger();
  }, [trigger, lastEditedTime, pacienteNaoEncontrado, horario.disponibilidades, moved]);

  // Outside the hours, on a block or on a taken slot: say so once per attempted time (spec 02 section 5).
  const conflito = horario.conflito;
  const conflitoMessage = conflito && t(...conflitoMessageOf(conflito));
  const conflitoKey = conflito ? `${conflito.tipo}:${values.data}:${values.horaInicial}:${values.horaFinal}` : '';
  const announceConflito = useEffectEvent(() => {
    if (!conflito || !conflitoMessage) return;
    notify.error(conflitoMessage, conflito.tipo === 'foraDisponibilidade' ? { title: t('agendamento.booking.jornadaTitulo') } : undefined);
  });
  // once per attempted time, not on every render
  useEffect(() => {
    if (conflitoKey) announceConflito();
  }, [conflitoKey]);

  const clearTimes = (): void => {
    setValue('horaInicial', '', { shouldValidate: true });
    setValue('horaFinal', '', { shouldValidate: true });
  };

  const choosePaciente = (paciente: PacienteEscolhido): void => {
    setValue('pacienteId', paciente.id, touch);
    setValue('pacienteNome', paciente.nome);
    const ddi = paciente.ddi ?? '55';
    setValue('ddi', ddi);
    setValue('celular', celularDoCampo(paciente.celular, ddi), touch);
    setValue('telefone', formatPhone(paciente.telefone), touch);
  };

  const escolherData = (next: string): void => {
    setValue('data', next, touch);
    keepSlotTimes.current = false;
    clearTimes(); // spec 02 section 4: changing the date clears the times
  };
  // A whole day typed that the picker does not offer (before today, or one the professional does not
  // work) is kept, and the field says why, instead of vanishing from the input without a word.
  const tomarDiaDigitado = (input: EventTarget): void => {
    if (!(input instanceof HTMLInputElement)) return;
    const dia = diaDigitado(input.value);
    if (dia && dia !== values.data && !isDateSelectable(dia, today, horario.disponibilidades)) escolherData(dia);
  };

  const procedimento = procedimentos.data?.find((p) => p.id === values.procedimentoId);
  // the api lists active doctors only: an appointment of one deactivated since shows him by name, not his id
  const medicoOptions =
    agendamento && values.medicoId === agendamento.medicoId && medicos.data && !medicos.data.some((m) => m.id === agendamento.medicoId)
      ? [...medicos.data, { id: agendamento.medicoId, nome: agendamento.nomeMedico }]
      : (medicos.data ?? []);
  const loading = loaded.isFetching || (agendamentoId !== undefined && !original);
  const canSave = !readOnly && !loading && !saving && errors.size === 0 && !conflito && !horario.checking;

  const submit = handleSubmit(async (form) => {
    setSaving(true);
    try {
      const payload = payloadFromForm(form, agendamento);
      // saving refreshes every appointment read (calendar, list, the patient's history)
      const saved = agendamento ? await atualizar.mutateAsync(payload) : await criar.mutateAsync(payload);
      notify.success(t('agendamento.booking.sucesso'));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      // what the user typed stays; a slot taken meanwhile shows on the next check
      if (apiErrorStatus(error) === 409) horario.reloadOcupados();
      // a refusal that names a field: its message under that field, in the user's words
      showSaveError(error, setError, {
        toPath: (campo) => BOOKING_SERVER_FIELDS[campo],
        labelOf: (path) => t(`${FIELD}${FIELDS[path]?.label ?? path}`),
        title: t('agendamento.booking.erroTitulo'),
        fallback: t('agendamento.booking.erroGenerico'),
      });
    } finally {
      setSaving(false);
    }
  });

  const select = <N extends Path<BookingFormValues>>(
    name: N,
    label: string,
    span: number,
    options: { value: number; label: ReactNode; title: string }[] | undefined,
    extra: { allowClear?: boolean; loading?: boolean; onPicked?: () => void } = {},
  ): ReactNode => (
    <Col xs={24} md={span}>
      <FormField control={control} name={name} id={`booking-${name}`} label={t(`${FIELD}${label}`)} required={BOOKING_REQUIRED.has(name)} errorsAfterChange>
        {(f) => (
          <Select
            id={`booking-${name}`}
            value={(f.value as number | null) ?? undefined}
            disabled={readOnly}
            allowClear={extra.allowClear}
            loading={extra.loading}
            showSearch={{ optionFilterProp: 'title' }}
            options={options}
            onBlur={f.onBlur}
            onChange={(value?: number) => {
              f.onChange(value ?? null);
              extra.onPicked?.();
            }}
          />
        )}
      </FormField>
    </Col>
  );

  const timeField = (name: CampoHora): ReactNode => (
    <Col xs={12} md={8}>
      <FormField control={control} name={name} id={`booking-${name}`} label={t(`${FIELD}${name}`)} required errorsAfterChange>
        {(f) => (
          <MaskedInput
            id={`booking-${name}`}
            mask={MASKS.time}
            maxLength={5}
            inputMode="numeric"
            placeholder="00:00"
            disabled={readOnly}
            status={conflito ? 'error' : undefined}
            value={f.value}
            ref={f.ref}
            onChange={(typed) => {
              setLastEditedTime(name);
              f.onChange(typed);
            }}
            onBlur={() => {
              f.onBlur();
              const rounded = roundDownToStep(f.value);
              if (rounded !== f.value) setValue(name, rounded, { shouldValidate: true });
            }}
          />
        )}
      </FormField>
    </Col>
  );

  const title = agendamento ? (readOnly ? t('agendamento.booking.tituloVer') : t('agendamento.booking.tituloEditar')) : t('agendamento.booking.tituloNovo');

  return (
    <FormDialog
      open
      width={760}
      dialogTestId="booking-dialog"
      onClose={onClose}
      title={
        <Space>
          {title}
          {agendamento && <Tag color={STATUS_COLORS[agendamento.statusAgendamento]}>{t(`agendamento.status.${agendamento.statusAgendamento}`)}</Tag>}
        </Space>
      }
      loading={loading && !loaded.isError}
      loadFailed={loaded.isError && t('agendamento.booking.erroCarregar')}
      readOnly={readOnly}
      invalid={[...errors.keys()].map((field) => ({ id: FIELDS[field]?.id ?? `booking-${field}`, label: t(`${FIELD}${FIELDS[field]?.label ?? field}`) }))}
      showAviso={!!agendamento || formState.isSubmitted || Object.keys(formState.touchedFields).length > 0}
      cancelLabel={t('agendamento.booking.cancelar')}
      submitLabel={t('agendamento.booking.salvar')}
      saving={saving}
      canSubmit={canSave}
      // a click on the disabled button reveals the fields' messages; a taken time is already on screen
      onSubmit={() => (canSave || errors.size > 0 ? void submit() : undefined)}
    >
      <Form layout="vertical" component="div">
        {cancelado && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('agendamento.booking.canceladoAviso', { motivo: agendamento.motivoCancelamento ?? '' })}
          />
        )}
        <Row gutter={16}>
          <Col span={24}>
            <FormField control={control} name="pacienteId" id="booking-paciente" label={t(`${FIELD}paciente`)} required errorsAfterChange>
              {(f) => (
                <PacienteField
                  id="booking-paciente"
                  value={{ id: f.value, nome: values.pacienteNome }}
                  disabled={readOnly}
                  onBlur={f.onBlur}
                  status={pacienteNaoEncontrado && f.value === null ? 'error' : undefined}
                  onChoose={(paciente) => {
                    setPacienteNaoEncontrado(false);
                    choosePaciente(paciente);
                  }}
                  onNotFound={(notFound) => {
                    setPacienteNaoEncontrado(notFound);
                    if (notFound) setValue('pacienteId', values.pacienteId, { shouldTouch: true });
                  }}
                />
              )}
            </FormField>
          </Col>
          {(['celular', 'telefone'] as const).map((name) => (
            <Col xs={24} md={12} key={name}>
              <FormField
                control={control}
                name={name}
                id={`booking-${name}`}
                label={t(`${FIELD}${name}`)}
                required={BOOKING_REQUIRED.has(name)}
                errorsAfterChange
              >
                {(f) => (
                  <MaskedInput
                    id={`booking-${name}`}
                    {...f}
                    mask={name === 'celular' && !ddiBrasileiro(values.ddi) ? MASKS.foreignPhone : MASKS.phoneBR}
                    maxLength={15}
                    inputMode="tel"
                    disabled={readOnly}
                  />
                )}
              </FormField>
            </Col>
          ))}
          {select(
            'procedimentoId',
            'procedimento',
            12,
            ativosOuAtual(procedimentos.data, values.procedimentoId).map((p) => ({ value: p.id, label: p.nome, title: p.nome })),
            { loading: procedimentos.isFetching, onPicked: () => setValue('etapaId', null) },
          )}
          {procedimento &&
            procedimento.etapas.length > 0 &&
            select(
              'etapaId',
              'etapa',
              12,
              procedimento.etapas.map((etapa) => ({ value: etapa.id, label: etapa.nomeEtapa, title: etapa.nomeEtapa })),
              { allowClear: true },
            )}
          {select(
            'medicoId',
            'medico',
            12,
            medicoOptions.map((m) => ({ value: m.id, label: m.nome, title: m.nome })),
            {
              loading: medicos.isFetching,
              onPicked: () => {
                // a professional's hours differ: times chosen for another one go (spec 02 section 4)
                if (keepSlotTimes.current) keepSlotTimes.current = false;
                else clearTimes();
              },
            },
          )}
          {select(
            'tipoCompromissoId',
            'compromisso',
            12,
            // an inactive type is not offered; the appointment that has it keeps it (issue 36 item 20)
            ativosOuAtual(compromissos.data, values.tipoCompromissoId).map((c) => ({
              value: c.id,
              title: c.nome,
              label: (
                <Space size={6}>
                  <span className="agenda-dot" style={{ background: c.cor }} />
                  {c.nome}
                </Space>
              ),
            })),
            { loading: compromissos.isFetching },
          )}
          <Col xs={24} md={8}>
            <FormField control={control} name="data" id="booking-data" label={t(`${FIELD}data`)} required errorsAfterChange>
              {(f) => (
                <LuxonDatePicker
                  id="booking-data"
                  style={{ width: '100%' }}
                  format="DD/MM/YYYY"
                  disabled={readOnly}
                  value={pickerValue(f.value)}
                  disabledDate={(day) => !isDateSelectable(day.toISODate()!, today, horario.disponibilidades)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') tomarDiaDigitado(event.target);
                  }}
                  onBlur={(event) => {
                    tomarDiaDigitado(event.target);
                    f.onBlur();
                  }}
                  onChange={(day) => {
                    const next = day ? day.toISODate() : '';
                    if (next !== f.value) escolherData(next);
                  }}
                />
              )}
            </FormField>
          </Col>
          {timeField('horaInicial')}
          {timeField('horaFinal')}
          {!readOnly && values.medicoId !== null && (
            <Col span={24} style={{ marginTop: -12, marginBottom: 12 }}>
              <Space orientation="vertical" size={0}>
                {horario.disponibilidades?.length === 0 && <Typography.Text type="warning">{t('agendamento.booking.semDisponibilidade')}</Typography.Text>}
                {horario.faixasDoDia.length > 0 && (
                  <Typography.Text type="secondary" data-testid="booking-faixas">
                    {t('agendamento.booking.horariosDoDia', { faixas: horario.faixasDoDia.join(', ') })}
                  </Typography.Text>
                )}
                {horario.ocupadosDoDia.length > 0 && (
                  <Typography.Text type="secondary" data-testid="booking-ocupados">
                    {t('agendamento.booking.ocupadosDoDia', { faixas: horario.ocupadosDoDia.join(', ') })}
                  </Typography.Text>
                )}
              </Space>
            </Col>
          )}
          {conflitoMessage && (
            <Col span={24}>
              <Alert type="error" showIcon style={{ marginBottom: 16 }} data-testid="booking-conflito" title={conflitoMessage} />
            </Col>
          )}
          {select(
            'salaId',
            'sala',
            8,
            ativosOuAtual(salas.data, values.salaId).map((s) => ({ value: s.id, label: s.nome, title: s.nome })),
            { allowClear: true, loading: salas.isFetching },
          )}
          {!cancelado && (
            <Col xs={24} md={8}>
              <FormField control={control} name="tipoAgendamento" id="booking-tipo" label={t(`${FIELD}tipo`)}>
                {(f) => (
                  <Radio.Group
                    aria-label={t(`${FIELD}tipo`)}
                    disabled={readOnly}
                    value={f.value}
                    onChange={(event) => f.onChange(event.target.value)}
                    optionType="button"
                  >
                    {TIPOS_AGENDAMENTO.map((tipo) => (
                      <Radio key={tipo} value={tipo}>
                        {t(`agendamento.tipo.${tipo}`)}
                      </Radio>
                    ))}
                  </Radio.Group>
                )}
              </FormField>
            </Col>
          )}
          {canExcecao && !cancelado && (
            <Col xs={24} md={8}>
              <FormField control={control} name="ecirurgia" id="booking-excecao" label={t(`${FIELD}excecao`)}>
                {(f) => <Switch id="booking-excecao" disabled={readOnly} checked={f.value} onChange={(checked) => f.onChange(checked)} />}
              </FormField>
            </Col>
          )}
          <Col span={24}>
            <FormField control={control} name="observacao" id="booking-observacao" label={t(`${FIELD}observacao`)}>
              {(f) => <Input.TextArea id="booking-observacao" rows={3} maxLength={LIMITS.observacao} disabled={readOnly} {...f} />}
            </FormField>
          </Col>
        </Row>
      </Form>
    </FormDialog>
  );
}
