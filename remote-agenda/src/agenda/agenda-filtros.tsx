import type { ReactNode, Ref } from 'react';
import { Button, Input, Segmented, Select, Space, Tooltip, type InputRef } from '@clinica/shared/antd';
import { CalendarOutlined, IdcardOutlined, SearchOutlined, UnorderedListOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@clinica/shared/router';
import { detalheMedicoAddress, usePermission } from '@clinica/shared';
import { useMedicos } from '../detalhe-medico/medico.resource.ts';
import { STATUS_AGENDAMENTO, type StatusAgendamento } from './agendamento.resource.ts';
import type { AgendaParams, Modo } from './agenda-params.ts';
import { useSalas } from './lookups.resource.ts';
import { PERMISSOES, STATUS_COLORS } from './status.ts';

export interface AgendaFiltrosProps {
  params: AgendaParams;
  update: (changes: Partial<AgendaParams>) => void;
  /** the search box, focused by '/' */
  searchRef: Ref<InputRef>;
  busca: string;
  onBusca: (text: string) => void;
}

/** Mode (calendar or list), professional, room, status and the patient search. */
export function AgendaFiltros({ params, update, searchRef, busca, onBusca }: AgendaFiltrosProps): ReactNode {
  const { t } = useTranslation();
  const medicos = useMedicos();
  const salas = useSalas();
  const navigate = useNavigate();
  const canSeeMedico = usePermission(PERMISSOES.detalheMedico);
  const medico = medicos.data?.find((m) => m.id === params.medicoId);
  return (
    <div className="agenda-toolbar">
      <Segmented<Modo>
        data-testid="agenda-modo"
        aria-label={t('agendamento.agenda.modo')}
        value={params.modo}
        onChange={(modo) => update({ modo })}
        options={[
          { value: 'calendario', label: t('agendamento.agenda.calendario'), icon: <CalendarOutlined /> },
          { value: 'lista', label: t('agendamento.agenda.lista'), icon: <UnorderedListOutlined /> },
        ]}
      />
      <Space.Compact>
        <Select
          data-testid="filtro-medico"
          aria-label={t('agendamento.agenda.medico')}
          style={{ minWidth: 220 }}
          allowClear
          placeholder={t('agendamento.agenda.todosMedicos')}
          loading={medicos.isFetching}
          showSearch={{ optionFilterProp: 'label' }}
          value={params.medicoId}
          options={medicos.data?.map((medico) => ({ value: medico.id, label: medico.nome }))}
          onChange={(medicoId?: number) => update({ medicoId, pagina: 0 })}
        />
        {canSeeMedico && medico && (
          <Tooltip title={t('agenda.detalheMedico')}>
            <Button aria-label={t('agenda.detalheMedico')} icon={<IdcardOutlined />} onClick={() => void navigate(detalheMedicoAddress(medico, 'escala'))} />
          </Tooltip>
        )}
      </Space.Compact>
      <Select
        data-testid="filtro-sala"
        aria-label={t('agendamento.agenda.sala')}
        style={{ minWidth: 160 }}
        allowClear
        placeholder={t('agendamento.agenda.todasSalas')}
        loading={salas.isFetching}
        value={params.salaId}
        options={salas.data?.map((sala) => ({ value: sala.id, label: sala.nome }))}
        onChange={(salaId?: number) => update({ salaId, pagina: 0 })}
      />
      <Select<StatusAgendamento[]>
        data-testid="filtro-status"
        aria-label={t('agendamento.agenda.status')}
        mode="multiple"
        style={{ minWidth: 240 }}
        maxTagCount="responsive"
        allowClear
        placeholder={t('agendamento.agenda.todosStatus')}
        value={params.status}
        options={STATUS_AGENDAMENTO.map((status) => ({
          value: status,
          label: (
            <span>
              <span className="agenda-dot" style={{ background: STATUS_COLORS[status], marginRight: 6 }} />
              {t(`agendamento.status.${status}`)}
            </span>
          ),
        }))}
        onChange={(status) => update({ status, pagina: 0 })}
      />
      <Input
        ref={searchRef}
        data-testid="agenda-busca"
        aria-label={t('agendamento.agenda.busca')}
        style={{ maxWidth: 260 }}
        allowClear
        prefix={<SearchOutlined />}
        placeholder={`${t('agendamento.agenda.buscaDica')} ( / )`}
        value={busca}
        onChange={(event) => onBusca(event.target.value)}
      />
    </div>
  );
}
