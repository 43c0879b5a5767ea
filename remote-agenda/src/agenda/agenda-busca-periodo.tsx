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
 * showed and, when none does, the one just before and the one just after it, a click away.
 */
export function AgendaBuscaPeriodo({ filtro, visao, periodo, onVerPeriodo, onIr }: AgendaBuscaPeriodoProps): ReactNode {
  const { t, i18n } = useTranslation();
  const busca = useBuscaNoPeriodo(filtro, periodo);
  if (!busca) return null;
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
      title={t('agendamento.agenda.buscaPeriodo.nenhum', { nome, periodo: periodoTexto })}
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
