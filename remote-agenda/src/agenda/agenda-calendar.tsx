import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import FullCalendar, { type CalendarOptions, type CalendarRef, type EventInput } from '@fullcalendar/react';
import { CheckCircleFilled, FlagFilled } from '@clinica/shared/icons';
import { periodHeading } from '@clinica/shared';
import { useTranslation } from 'react-i18next';
import { calendarBase, faixaHoraria } from '../calendar/calendar-base.ts';
import { clinicParts, clinicToday } from '../booking/booking-rules.ts';
import type { Agendamento } from './agendamento.resource.ts';
import type { AgendaEventProps } from './agenda-events.ts';
import type { Visao } from './agenda-params.ts';
import './agenda.css';

const VIEWS: Record<Visao, string> = { mes: 'dayGridMonth', semana: 'timeGridWeek', dia: 'timeGridDay' };

/** A free slot clicked or dragged over: a day, with times in week and day views. */
export interface AgendaSlot {
  data: string;
  horaInicial?: string;
  horaFinal?: string;
}

export interface AgendaCalendarProps {
  visao: Visao;
  /** a day inside the period to show */
  data: string;
  events: EventInput[];
  selectable: boolean;
  editable: boolean;
  /** the period's title as the calendar writes it ('Março de 2026'), once laid out */
  onTitulo: (titulo: string) => void;
  onSlot: (slot: AgendaSlot) => void;
  onOpen: (agendamento: Agendamento) => void;
  /** after a drag or resize; `revert` puts the appointment back */
  onMove: (agendamento: Agendamento, start: Date, end: Date, revert: () => void) => void;
  /** a day's name clicked: show that day */
  onDay: (data: string) => void;
  /** HH:mm week and day views scroll to (the professional's first working hour) */
  abertura: string;
}

/** Week and day views scroll inside the page (the working hours stay in view); the month grows to fit. */
const ALTURA_GRADE = 'max(520px, calc(100vh - 240px))';
/** Appointments drawn side by side at one time in the week view, before "+N". */
const MAX_LADO_A_LADO_NA_SEMANA = 2;
/** Appointments this short get one line: two would spill out of the box. */
const CURTO_MINUTOS = 30;

/**
 * FullCalendar's scrolled grids reached by keyboard (axe scrollable-region-focusable, WCAG 2.1.1; issue
 * 36 item 20: the month view's grid could not be): its scroller writes its overflow on the element, so
 * every element of the calendar that scrolls by itself gets a tab stop, as a group named for the agenda
 * (a name on a plain div is not allowed). Those already reachable are left alone.
 */
export function gradesAlcancaveis(root: HTMLElement | null, rotulo: string): void {
  root?.querySelectorAll<HTMLElement>('[style*="overflow-x: auto"], [style*="overflow-y: auto"], [style*="overflow: auto"]').forEach((grade) => {
    if (grade.hasAttribute('tabindex')) return;
    grade.tabIndex = 0;
    grade.setAttribute('role', 'group');
    grade.setAttribute('aria-label', rotulo);
  });
}

/** An appointment's box (undefined for the working hours and blocks behind them). */
const propsOf = (event: { extendedProps: Record<string, unknown> }): AgendaEventProps | undefined =>
  event.extendedProps.agendamento ? (event.extendedProps as unknown as AgendaEventProps) : undefined;
const agendamentoOf = (event: { extendedProps: Record<string, unknown> }): Agendamento | undefined => propsOf(event)?.agendamento;

interface EventShown {
  event: { start: Date | null; end: Date | null };
  isMirror: boolean;
  view: { type: string };
}

/** The box's time as read with the week; the copy that follows a drag shows where it would land. */
function horaDe(info: EventShown, props: AgendaEventProps): string {
  if (info.isMirror && info.event.start && info.event.end) return faixaHoraria(clinicParts(info.event.start).clock, clinicParts(info.event.end).clock);
  return info.view.type === VIEWS.mes ? props.inicio : props.hora;
}

/**
 * The appointments on FullCalendar (month, week and day views) in the clinic's zone, weeks from
 * Monday. The page owns view and date (they live in the address); this follows them.
 */
export function AgendaCalendar(props: AgendaCalendarProps): ReactNode {
  const { t, i18n } = useTranslation();
  const calendar = useRef<CalendarRef>(null);
  // zone, Monday first, 24-hour clock and language, as every agenda calendar (a new plugin list would rebuild the calendar)
  const base = useMemo(() => calendarBase(i18n.language), [i18n.language]);
  // FullCalendar keeps the handlers it was given: read the latest props through a ref.
  const latest = useRef(props);
  latest.current = props;
  const idioma = useRef(i18n.language);
  idioma.current = i18n.language;
  const raiz = useRef<HTMLDivElement>(null);
  const rotuloGrade = useRef('');
  rotuloGrade.current = t('agendamento.agenda.grade');
  // after FullCalendar has drawn (its own render follows React's): a new view, period, size or events
  const alcancaveis = useRef(() => requestAnimationFrame(() => gradesAlcancaveis(raiz.current, rotuloGrade.current)));
  useEffect(() => {
    alcancaveis.current();
  }, [props.visao, props.data, props.events]);

  useEffect(() => {
    const api = calendar.current?.getApi();
    if (!api) return;
    const view = api.view;
    const shown = clinicParts(view.currentStart).date <= props.data && props.data < clinicParts(view.currentEnd).date;
    if (view.type !== VIEWS[props.visao] || !shown) api.changeView(VIEWS[props.visao], props.data);
  }, [props.visao, props.data]);

  // the hours arrive after the first draw: scroll when they change (a new period scrolls to
  // scrollTime by itself; scrolling again there forced a second layout of a full week, about 35 ms)
  useEffect(() => {
    if (props.visao !== 'mes') calendar.current?.getApi().scrollToTime(props.abertura);
  }, [props.abertura, props.visao]);

  const options = useMemo<CalendarOptions>(
    () => ({
      headerToolbar: false,
      // a new week keeps the hour in view (as paper agendas and other calendars do); scrolling back to
      // scrollTime forced a layout of the whole drawn week before the browser's own (about 70 ms of 1,000)
      scrollTimeReset: false,
      slotDuration: '00:30:00',
      snapDuration: '00:15:00',
      slotHeaderInterval: '01:00',
      allDaySlot: false,
      // appointments at the same time sit side by side, never over each other (each stays readable and clickable)
      slotEventOverlap: false,
      navLinks: true,
      // week and day columns: FullCalendar names its header links by the full date, not the text they
      // show (axe: label-content-name-mismatch), so they are plain text; the Dia button opens a day
      // A busy hour in the week shows two appointments side by side and "+N" for the rest (a popover
      // lists them). A week column is about 180 px on a 1440 px screen: two boxes show the time and the
      // start of the name, a third showed '08:0…' under the "+N"; and every box drawn costs (a week of
      // 1,000: 226 ms to the last paint with three, about 195 with two). The day view draws them all.
      views: { timeGrid: { navLinks: false }, timeGridWeek: { eventMaxStack: MAX_LADO_A_LADO_NA_SEMANA } },
      dayMaxEvents: true,
      // each box writes its own time (horaDe): FullCalendar's would be worked out again for every box drawn
      displayEventTime: false,
      selectMirror: true,
      eventDurationEditable: true,
      // the month as each language writes a heading (Spanish keeps 'noviembre' lower case)
      datesSet: (info) => {
        latest.current.onTitulo(periodHeading(info.view.title, idioma.current));
        alcancaveis.current();
      },
      viewDidMount: () => alcancaveis.current(),
      windowResize: () => alcancaveis.current(),
      // booking starts today at the earliest (spec 02 section 5)
      selectAllow: (span) => clinicParts(span.start).date >= clinicToday(),
      select: (info) => {
        calendar.current?.getApi().unselect();
        const start = clinicParts(info.start);
        latest.current.onSlot(info.allDay ? { data: start.date } : { data: start.date, horaInicial: start.clock, horaFinal: clinicParts(info.end).clock });
      },
      eventClick: (info) => {
        const agendamento = agendamentoOf(info.event);
        if (!agendamento) return;
        info.jsEvent.preventDefault();
        latest.current.onOpen(agendamento);
      },
      eventDrop: (info) => {
        const agendamento = agendamentoOf(info.event);
        if (agendamento && info.event.start && info.event.end) latest.current.onMove(agendamento, info.event.start, info.event.end, info.revert);
        else info.revert();
      },
      eventResize: (info) => {
        const agendamento = agendamentoOf(info.event);
        if (agendamento && info.event.start && info.event.end) latest.current.onMove(agendamento, info.event.start, info.event.end, info.revert);
        else info.revert();
      },
      navLinkDayClick: (date: Date) => latest.current.onDay(clinicParts(date).date),
      eventDidMount: (info) => {
        const props = propsOf(info.event);
        if (!props) return;
        const { agendamento } = props;
        info.el.dataset.agendamentoId = String(agendamento.id);
        info.el.title = `${horaDe(info, props)} ${agendamento.infoPaciente.nome} – ${agendamento.nomeProcedimento}`;
      },
    }),
    [],
  );

  return (
    <div className="agenda-calendar" data-testid="agenda-calendar" ref={raiz}>
      <FullCalendar
        ref={calendar}
        {...base}
        {...options}
        initialView={VIEWS[props.visao]}
        initialDate={props.data}
        height={props.visao === 'mes' ? 'auto' : ALTURA_GRADE}
        scrollTime={props.abertura}
        events={props.events}
        selectable={props.selectable}
        editable={props.editable}
        // a narrow box (two side by side in the week) shows the patient first and no time (agenda.css):
        // the time is in the box's title and in the appointment's panel
        eventContent={(info) => {
          const props = propsOf(info.event);
          if (!props) return undefined;
          const { agendamento } = props;
          const hora = horaDe(info, props);
          const curto = info.view.type !== VIEWS.mes && props.minutos <= CURTO_MINUTOS;
          if (curto)
            return (
              <div className="agenda-event__body agenda-event__body--curto" style={{ borderLeftColor: agendamento.cor ?? 'transparent' }}>
                <strong className="agenda-event__hora">{hora} </strong>
                <span className="agenda-event__paciente">{agendamento.infoPaciente.nome}</span> · {agendamento.nomeProcedimento}
              </div>
            );
          return (
            <div className="agenda-event__body" style={{ borderLeftColor: agendamento.cor ?? 'transparent' }}>
              <div className="agenda-event__linha">
                <strong className="agenda-event__hora">{hora}</strong>
                {agendamento.chegadaDoPaciente && <CheckCircleFilled aria-label={t('agendamento.agenda.chegou')} title={t('agendamento.agenda.chegou')} />}
                {agendamento.ecirurgia && <FlagFilled aria-label={t('agendamento.agenda.excecao')} title={t('agendamento.agenda.excecao')} />}
              </div>
              <div className="agenda-event__paciente">{agendamento.infoPaciente.nome}</div>
              <div className="agenda-event__procedimento">
                {agendamento.nomeProcedimento}
                {agendamento.nomeSala ? ` · ${agendamento.nomeSala}` : ''}
              </div>
            </div>
          );
        }}
      />
    </div>
  );
}
