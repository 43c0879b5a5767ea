import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@clinica/shared/antd';
import { CheckCircleOutlined, PlayCircleOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { notify, useSession } from '@clinica/shared';
import { consultaAtual, podeAgir } from './consulta.ts';
import { useConsultaMutation, useHistoricoAgendamento } from './record.resource.ts';

/**
 * Start/finish control of the header card (spec 02 §2.1 and §4), for the current procedure. Starting
 * is the appointment's doctor's action (issue 36 item 19, as the api rules): anyone else is offered no start.
 */
export function ConsultaControl({ pacienteId, procedimentoId }: { pacienteId: number; procedimentoId: number }): ReactNode {
  const { t } = useTranslation();
  const historico = useHistoricoAgendamento(pacienteId, procedimentoId);
  const consulta = useConsultaMutation();
  const usuarioId = useSession((state) => (state.user ? Number(state.user.id) : undefined));
  const rows = historico.data ?? [];
  // the clock the control reads: set again at each read and when the next appointment's time comes
  const [now, setNow] = useState(() => new Date());
  const [readAt, setReadAt] = useState(historico.dataUpdatedAt);
  if (readAt !== historico.dataUpdatedAt) {
    setReadAt(historico.dataUpdatedAt);
    setNow(new Date());
  }

  const { row, proximaEm } = consultaAtual(rows, now);
  // an appointment later today: show the control when its start time comes
  useEffect(() => {
    if (proximaEm === undefined) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(proximaEm + 500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [proximaEm]);

  if (!row) return null;
  const started = row.status === 'EM_ATENDIMENTO';
  if (!podeAgir(row, usuarioId)) return null;
  const act = async (): Promise<void> => {
    try {
      // every appointment list on the page reads again (this control, the tab, the calendar)
      await consulta.mutateAsync({ agendamento: row, acao: started ? 'finalizar' : 'iniciar' });
      notify.success(t(started ? 'paciente.ficha.consulta.finalizado' : 'paciente.ficha.consulta.iniciado'));
    } catch {
      notify.error(t('paciente.ficha.consulta.erroTexto'), { title: t('paciente.ficha.consulta.erroTitulo') });
    }
  };
  return (
    <Button
      type="primary"
      danger={started}
      loading={consulta.isPending}
      icon={started ? <CheckCircleOutlined /> : <PlayCircleOutlined />}
      onClick={() => void act()}
    >
      {t(started ? 'paciente.ficha.consulta.finalizar' : 'paciente.ficha.consulta.iniciar')}
    </Button>
  );
}
