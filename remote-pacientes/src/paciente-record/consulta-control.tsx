import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { CheckCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { notify } from '@clinica/shared';
import { ATUALIZAR_STATUS_AGENDAMENTO, consultaAtual } from './consulta.ts';
import { finalizarAgendamento, historicoAgendamento, iniciarAgendamento, type HistoricoAgendamento } from './record.resource.ts';

/** Start/finish control of the header card (spec 02 §2.1 and §4), for the current procedure. */
export function ConsultaControl({ pacienteId, procedimentoId }: { pacienteId: number; procedimentoId: number }): ReactNode {
  const { t } = useTranslation();
  const [rows, setRows] = useState<HistoricoAgendamento[]>([]);
  const [now, setNow] = useState(() => new Date());
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    historicoAgendamento(pacienteId, procedimentoId)
      .then((loaded) => {
        setRows(loaded);
        setNow(new Date());
      })
      .catch(() => undefined); // the client showed the server's message
  }, [pacienteId, procedimentoId]);

  useEffect(() => {
    load();
    window.addEventListener(ATUALIZAR_STATUS_AGENDAMENTO, load);
    return () => window.removeEventListener(ATUALIZAR_STATUS_AGENDAMENTO, load);
  }, [load]);

  const { row, proximaEm } = consultaAtual(rows, now);
  // an appointment later today: show the control when its start time comes
  useEffect(() => {
    if (proximaEm === undefined) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(proximaEm + 500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [proximaEm]);

  if (!row) return null;
  const started = row.status === 'EM_ATENDIMENTO';
  const act = async (): Promise<void> => {
    setBusy(true);
    try {
      if (started) await finalizarAgendamento([row.id]);
      else await iniciarAgendamento(row.id);
      notify.success(t(started ? 'paciente.ficha.consulta.finalizado' : 'paciente.ficha.consulta.iniciado'));
      window.dispatchEvent(new Event(ATUALIZAR_STATUS_AGENDAMENTO));
    } catch {
      notify.error(t('paciente.ficha.consulta.erroTexto'), { title: t('paciente.ficha.consulta.erroTitulo') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="primary" danger={started} loading={busy} icon={started ? <CheckCircleOutlined /> : <PlayCircleOutlined />} onClick={() => void act()}>
      {t(started ? 'paciente.ficha.consulta.finalizar' : 'paciente.ficha.consulta.iniciar')}
    </Button>
  );
}
