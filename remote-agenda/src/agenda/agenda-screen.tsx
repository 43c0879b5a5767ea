import { Suspense, lazy, useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Popover, Segmented, Space, Spin, Typography, type InputRef } from '@clinica/shared/antd';
import { LeftOutlined, PlusOutlined, QuestionCircleOutlined, RightOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, confirm, formatDate, formatTime, notify, useDebouncedValue, useOpenedOnce, usePermission } from '@clinica/shared';
import { useBloqueios, useDisponibilidade } from '../detalhe-medico/medico.resource.ts';
import type { BookingFormValues } from '../booking/booking-form.ts';
import { clinicDayOf, clinicToday } from '../booking/booking-rules.ts';
import { AgendaCalendar, type AgendaSlot } from './agenda-calendar.tsx';
import { agendamentoEvent, escalaBackground, inicioDoExpediente, movedPayload } from './agenda-events.ts';
import { AgendaFiltros } from './agenda-filtros.tsx';
import { useAgendaKeyboard, type AgendaKeyAction } from './agenda-keyboard.ts';
import { VISOES, periodoNaGrade, shiftData, type AgendaParams, type Visao } from './agenda-params.ts';
import { AGENDA_REFRESH, useAtualizarAgendamentoMutation, useCalendario, type Agendamento } from './agendamento.resource.ts';
import { PERMISSOES } from './status.ts';
import { StatusLegend } from './status-legend.tsx';
import { useAgendaParams } from './use-agenda-params.ts';

// Loaded when shown: the calendar, the agenda's first screen, draws neither (antd's Table and
// DatePicker are about 70 KB as served).
const AgendaLista = lazy(() => import('./agenda-lista.tsx').then((module) => ({ default: module.AgendaLista })));
const BookingDialog = lazy(() => import('../booking/booking-dialog.tsx').then((module) => ({ default: module.BookingDialog })));
// the side panel of an opened appointment (its form, details and actions): loaded with the first one opened
const AgendamentoAcoes = lazy(() => import('./agendamento-acoes.tsx').then((module) => ({ default: module.AgendamentoAcoes })));

type BookingState = { open: false } | { open: true; agendamentoId?: number; prefill?: Partial<BookingFormValues> };

const periodo = (inicio: string | Date, fim: string | Date): string => `${formatDate(inicio)} ${formatTime(inicio)}–${formatTime(fim)}`;

/**
 * /agendamentos: the clinic's agenda as a calendar (month, week, day) or a searchable list, filtered
 * by professional, room and status. Free slots open a new booking, appointments their panel; in week
 * and day views appointments move by dragging.
 */
export function AgendaScreen(): ReactNode {
  const { t } = useTranslation();
  const [params, update] = useAgendaParams();
  const canCreate = usePermission(PERMISSOES.criar);
  const canEdit = usePermission(PERMISSOES.editar);
  // the days drawn come from the address: the read starts with the render, not after the calendar's layout
  const range = useMemo(() => periodoNaGrade(params.data, params.visao), [params.data, params.visao]);
  const [titulo, setTitulo] = useState<string>();
  const [booking, setBooking] = useState<BookingState>({ open: false });
  // the dialog's code loads the first time it opens, then stays (it closes with its animation)
  const bookingUsed = useOpenedOnce(booking.open);
  const [selecionado, setSelecionado] = useState<Agendamento>();
  const acoesUsed = useOpenedOnce(selecionado !== undefined);
  const [busca, setBusca] = useState(params.busca);
  const searchRef = useRef<InputRef>(null);
  const calendario = params.modo === 'calendario';
  const mover = useAtualizarAgendamentoMutation();

  // The visible range's appointments; read again every 2 minutes and when the tab becomes visible,
  // and after any appointment is saved (the agendamentos root is invalidated).
  const calendarQuery = useCalendario(
    calendario
      ? { inicio: range.inicio, fim: range.fim, medicoId: params.medicoId, salaId: params.salaId, status: params.status.length > 0 ? params.status : undefined }
      : undefined,
  );
  const agendamentos = useMemo(() => calendarQuery.data ?? [], [calendarQuery.data]);

  // The chosen professional's hours and blocks, behind the week and day views (the blocks are read
  // again with the appointments).
  const medicoId = params.medicoId;
  const disponibilidade = useDisponibilidade(medicoId);
  const bloqueios = useBloqueios(medicoId, AGENDA_REFRESH);
  const events = useMemo(() => {
    const appointments = agendamentos.map((agendamento) => agendamentoEvent(agendamento, canEdit));
    if (params.visao === 'mes' || !disponibilidade.data) return appointments;
    return [...escalaBackground(range.inicio, range.fim, disponibilidade.data, bloqueios.data ?? []), ...appointments];
  }, [agendamentos, canEdit, range, params.visao, disponibilidade.data, bloqueios.data]);

  const abertura = inicioDoExpediente(range.inicio, range.fim, disponibilidade.data);

  const newBooking = (slot?: AgendaSlot): void => {
    if (!canCreate) return;
    const today = clinicToday();
    // from the toolbar in the day view, the day shown is the natural choice
    const data = slot?.data ?? (params.visao === 'dia' && params.data >= today ? params.data : '');
    setBooking({
      open: true,
      prefill: {
        data,
        horaInicial: slot?.horaInicial ?? '',
        horaFinal: slot?.horaFinal ?? '',
        medicoId: params.medicoId ?? null,
        salaId: params.salaId ?? null,
      },
    });
  };

  const move = (agendamento: Agendamento, start: Date, end: Date, revert: () => void): void => {
    confirm({
      title: t('agendamento.agenda.moverTitulo'),
      content: t('agendamento.agenda.moverTexto', {
        paciente: agendamento.infoPaciente.nome,
        de: periodo(agendamento.dataAgendamento, agendamento.horaFinal),
        para: periodo(start, end),
      }),
      okText: t('agendamento.agenda.mover'),
      cancelText: t('agendamento.agenda.cancelarAcao'),
      onCancel: revert,
      onOk: async () => {
        try {
          await mover.mutateAsync(movedPayload(agendamento, start, end));
          notify.success(t('agendamento.agenda.movido'));
        } catch (error) {
          // the server refused (hours, block, taken, changed by someone else): back where it was
          revert();
          notify.error(apiErrorMessage(error) ?? t('agendamento.booking.erroGenerico'), { title: t('agendamento.booking.erroTitulo') });
        }
      },
    });
  };

  const navigate = (action: 'anterior' | 'proximo' | 'hoje'): void => {
    if (action === 'hoje') update({ data: clinicToday() });
    else update((current) => ({ data: shiftData(current.data, current.visao, action === 'anterior' ? -1 : 1) }));
  };

  // From the searched list back to the calendar: the search goes (the calendar shows every patient).
  const paraOCalendario = (changes: Partial<AgendaParams> = {}): void => {
    setBusca('');
    update({ modo: 'calendario', busca: '', pagina: 0, ...changes });
  };
  const irPara = (agendamento: Agendamento): void => {
    paraOCalendario({ data: clinicDayOf(agendamento.dataAgendamento) });
    setSelecionado(agendamento);
  };

  // Searching a patient is a list job (the calendar shows one period, the list every date); the
  // address follows the typing once the user pauses.
  const applyBusca = useEffectEvent((typed: string) => {
    if (typed !== params.busca) update({ busca: typed, pagina: 0, ...(typed.trim() ? { modo: 'lista' as const } : {}) });
  });
  // only typing restarts the pause; each typing counts, even one ending on the text of the pause
  // before (cleared and typed again while the address moved to another week: issue 40)
  const [digitacao, setDigitacao] = useState({ texto: params.busca, vez: 0 });
  const digitar = (texto: string): void => {
    setBusca(texto);
    setDigitacao((anterior) => ({ texto, vez: anterior.vez + 1 }));
  };
  const buscaPausada = useDebouncedValue(digitacao);
  useEffect(() => applyBusca(buscaPausada.texto), [buscaPausada]);

  useAgendaKeyboard(!booking.open && !selecionado, (action: AgendaKeyAction) => {
    switch (action) {
      case 'anterior':
      case 'proximo':
      case 'hoje':
        if (calendario) navigate(action);
        return;
      case 'novo':
        newBooking();
        return;
      case 'buscar':
        searchRef.current?.focus();
        return;
    }
  });

  return (
    <>
      <AgendaFiltros params={params} update={update} searchRef={searchRef} busca={busca} onBusca={digitar} />
      {calendario && (
        <div className="agenda-toolbar">
          <Space.Compact>
            <Button data-testid="agenda-anterior" aria-label={t('agendamento.agenda.anterior')} icon={<LeftOutlined />} onClick={() => navigate('anterior')} />
            <Button data-testid="agenda-hoje" onClick={() => navigate('hoje')}>
              {t('agendamento.agenda.hoje')}
            </Button>
            <Button data-testid="agenda-proximo" aria-label={t('agendamento.agenda.proximo')} icon={<RightOutlined />} onClick={() => navigate('proximo')} />
          </Space.Compact>
          <Typography.Title level={4} className="agenda-toolbar__titulo" data-testid="agenda-titulo">
            {titulo}
          </Typography.Title>
          <Segmented<Visao>
            data-testid="agenda-visao"
            aria-label={t('agendamento.agenda.visao')}
            value={params.visao}
            onChange={(visao) => update({ visao })}
            options={VISOES.map((visao) => ({ value: visao, label: t(`agendamento.agenda.${visao}`) }))}
          />
          <div className="agenda-toolbar__fim">
            <Space>
              <Popover
                title={t('agendamento.agenda.atalhos')}
                content={
                  <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                    {(['navegar', 'hoje', 'novo', 'buscar', 'fechar'] as const).map((key) => (
                      <li key={key}>{t(`agendamento.agenda.atalhosLista.${key}`)}</li>
                    ))}
                  </ul>
                }
              >
                <Button type="text" icon={<QuestionCircleOutlined />} aria-label={t('agendamento.agenda.atalhos')} />
              </Popover>
              {canCreate && (
                <Button type="primary" icon={<PlusOutlined />} data-testid="agenda-novo" onClick={() => newBooking()}>
                  {t('agendamento.agenda.novo')}
                </Button>
              )}
            </Space>
          </div>
        </div>
      )}
      {calendario && <StatusLegend />}
      {calendarQuery.isError && calendario && (
        <Alert
          type="error"
          showIcon
          style={{ margin: '12px 0' }}
          title={t('agendamento.agenda.erroCarregar')}
          action={<Button onClick={() => void calendarQuery.refetch()}>{t('agendamento.agenda.tentarNovamente')}</Button>}
        />
      )}
      <div style={{ marginTop: 12 }}>
        {calendario ? (
          <AgendaCalendar
            visao={params.visao}
            data={params.data}
            events={events}
            selectable={canCreate}
            editable={canEdit}
            onTitulo={setTitulo}
            onSlot={newBooking}
            onOpen={setSelecionado}
            onMove={move}
            onDay={(data) => update({ visao: 'dia', data })}
            abertura={abertura}
          />
        ) : (
          <>
            {canCreate && (
              <div className="agenda-toolbar">
                <div className="agenda-toolbar__fim">
                  <Button type="primary" icon={<PlusOutlined />} data-testid="agenda-novo" onClick={() => newBooking()}>
                    {t('agendamento.agenda.novo')}
                  </Button>
                </div>
              </div>
            )}
            <Suspense fallback={<Spin />}>
              <AgendaLista params={params} update={update} onOpen={setSelecionado} onVerPeriodo={() => paraOCalendario()} onIr={irPara} />
            </Suspense>
          </>
        )}
      </div>
      {acoesUsed && (
        <Suspense fallback={null}>
          <AgendamentoAcoes
            agendamento={selecionado}
            onClose={() => setSelecionado(undefined)}
            onOpenBooking={(agendamento) => {
              setSelecionado(undefined);
              setBooking({ open: true, agendamentoId: agendamento.id });
            }}
          />
        </Suspense>
      )}
      {bookingUsed && (
        <Suspense fallback={null}>
          <BookingDialog
            open={booking.open}
            agendamentoId={booking.open ? booking.agendamentoId : undefined}
            prefill={booking.open ? booking.prefill : undefined}
            onClose={() => setBooking({ open: false })}
          />
        </Suspense>
      )}
    </>
  );
}
