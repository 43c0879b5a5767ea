import type { ReactNode } from 'react';
import { Alert, Button, Space } from '@clinica/shared/antd';
import { LeftOutlined, RightOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@clinica/shared';
import { useBuscaNoPeriodo, type Agendamento, type PesquisaFiltro } from './agendamento.resource.ts';
import type { Periodo, Visao } from './agenda-params.ts';
import { mesTexto } from './when.ts';

export interface AgendaBuscaPeriodoProps {
  /** the list's search (with a patient's name) */
  filtro: PesquisaFiltro;
  visao: Visao;
  periodo: Periodo;
  /** back to the calendar on the period searched */
  onVerPeriodo: () => void;
  /** to the calendar on this appointment, its panel open */
  onIr: (agendamento: Agendamento) => void;
}

/**
 * Above the searched list: how many of the patient's appointments fall in the period the calendar
 * showed and, when none does, that the list's are on other dates, with the one just before and the
 * one just after the period a click away. Nothing when the list is empty (it says so).
 */
export function AgendaBuscaPeriodo({ filtro, visao, periodo, onVerPeriodo, onIr }: AgendaBuscaPeriodoProps): ReactNode {
  const { t, i18n } = useTranslation();
  const busca = useBuscaNoPeriodo(filtro, periodo);
  // nothing at all: the empty list says so itself
  if (!busca || busca.total === 0) return null;
  const nome = filtro.nomePaciente ?? '';
  const periodoTexto = t(`agendamento.agenda.buscaPeriodo.${visao}`, {
    inicio: formatDate(periodo.inicio).slice(0, 5),
    fim: formatDate(periodo.fim),
    dia: formatDate(periodo.inicio),
    mes: mesTexto(periodo.inicio, i18n.language),
  });
  if (busca.noPeriodo > 0) {
    return (
      <Alert
        data-testid="agenda-busca-periodo"
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={t('agendamento.agenda.buscaPeriodo.alguns', { count: busca.noPeriodo, nome, periodo: periodoTexto })}
        action={<Button onClick={onVerPeriodo}>{t('agendamento.agenda.buscaPeriodo.verNaAgenda')}</Button>}
      />
    );
  }
  const { anterior, proximo } = busca;
  return (
    <Alert
      data-testid="agenda-busca-periodo"
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      // the list below has them: never 'Nenhum agendamento' over a list of appointments
      title={t('agendamento.agenda.buscaPeriodo.outrasDatas', { count: busca.total, nome, periodo: periodoTexto })}
      action={
        (anterior || proximo) && (
          <Space wrap>
            {anterior && (
              <Button icon={<LeftOutlined />} onClick={() => onIr(anterior)}>
                {t('agendamento.agenda.buscaPeriodo.anterior', { quando: formatDateTime(anterior.dataAgendamento) })}
              </Button>
            )}
            {proximo && (
              <Button icon={<RightOutlined />} iconPlacement="end" onClick={() => onIr(proximo)}>
                {t('agendamento.agenda.buscaPeriodo.proximo', { quando: formatDateTime(proximo.dataAgendamento) })}
              </Button>
            )}
          </Space>
        )
      }
    />
  );
}
