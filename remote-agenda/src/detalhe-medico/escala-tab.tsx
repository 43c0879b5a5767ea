import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Space, Typography } from '@clinica/shared/antd';
import { Modal } from '@clinica/shared/antd/overlays';
import { Popconfirm } from '@clinica/shared/antd/display';
import FullCalendar, { type CalendarRef } from '@fullcalendar/react';
import { useTranslation } from 'react-i18next';
import { notify, usePermission } from '@clinica/shared';
import { calendarBase } from '../calendar/calendar-base.ts';
import { useDisponibilidade, useExcluirDisponibilidadeMutation, type Disponibilidade, type Medico } from './medico.resource.ts';
import { escalaEvents } from './escala-events.ts';
import { DisponibilidadeDialog } from './disponibilidade-dialog.tsx';

/**
 * Escala (spec 01 section 2): the doctor's availability on a calendar, week view by default; the
 * custom 'Escala' button creates hours; a date jumps to its day; an entry opens Editar / Excluir
 * (both only with GERENCIAR_USUARIOS_DO_SISTEMA).
 */
export function EscalaTab({ medico }: { medico: Medico }): ReactNode {
  const { t, i18n } = useTranslation();
  const calendar = useRef<CalendarRef>(null);
  const canEdit = usePermission('GERENCIAR_USUARIOS_DO_SISTEMA');
  const disponibilidades = useDisponibilidade(medico.id);
  const excluir = useExcluirDisponibilidadeMutation(medico.id);
  const [dialog, setDialog] = useState<{ disponibilidade?: Disponibilidade } | undefined>();
  const [acoes, setAcoes] = useState<Disponibilidade | undefined>();
  const events = useMemo(() => escalaEvents(disponibilidades.data ?? [], t('medico.escala.periodoCustomizado')), [disponibilidades.data, t]);

  const remove = async (d: Disponibilidade): Promise<void> => {
    try {
      await excluir.mutateAsync(d.id);
      notify.success(t('medico.escala.excluida'));
      setAcoes(undefined);
    } catch {
      notify.error(t('medico.erroPadrao'), { title: t('medico.erroTitulo') });
    }
  };

  return (
    <div data-testid="medico-escala">
      <FullCalendar
        ref={calendar}
        {...calendarBase(i18n.language)}
        initialView="timeGridWeek"
        headerToolbar={{ start: `today prev,next${canEdit ? ' escala' : ''}`, center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay' }}
        buttons={{ escala: { text: t('medico.escala.botao'), isPrimary: true, click: () => setDialog({}) } }}
        events={events}
        slotMinTime="06:00:00"
        slotMaxTime="22:00:00"
        navLinks
        dateClick={(info) => calendar.current?.getApi().changeView('timeGridDay', info.dateStr)}
        eventClick={(info) => setAcoes(info.event.extendedProps.disponibilidade as Disponibilidade)}
      />
      {acoes && (
        <Modal open title={t('medico.escala.acoes')} onCancel={() => setAcoes(undefined)} footer={null} destroyOnHidden>
          <Typography.Paragraph data-testid="disponibilidade-acoes">
            {acoes.periodo ? `${t('medico.escala.periodoCustomizado')}: ${acoes.dataInicial} – ${acoes.dataFinal}` : t(`medico.dias.${acoes.dia}`)} ·{' '}
            {acoes.horaInicio}–{acoes.horaFim}
          </Typography.Paragraph>
          {canEdit && (
            <Space>
              <Button
                onClick={() => {
                  setDialog({ disponibilidade: acoes });
                  setAcoes(undefined);
                }}
              >
                {t('medico.editar')}
              </Button>
              <Popconfirm title={t('medico.escala.confirmarExclusao')} okText={t('medico.sim')} cancelText={t('medico.nao')} onConfirm={() => remove(acoes)}>
                <Button danger>{t('medico.excluir')}</Button>
              </Popconfirm>
            </Space>
          )}
        </Modal>
      )}
      {dialog && <DisponibilidadeDialog medicoId={medico.id} disponibilidade={dialog.disponibilidade} onClose={() => setDialog(undefined)} />}
    </div>
  );
}
