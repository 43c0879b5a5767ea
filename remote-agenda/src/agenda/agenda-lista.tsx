import type { HTMLAttributes, ReactNode } from 'react';
import { Alert, Button, Tag, Typography } from '@clinica/shared/antd';
import { Table } from '@clinica/shared/antd/table';
import { CheckCircleFilled } from '@clinica/shared/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@clinica/shared';
import { usePesquisaAgendamentos, type Agendamento, type PesquisaFiltro } from './agendamento.resource.ts';
import { AgendaBuscaPeriodo } from './agenda-busca-periodo.tsx';
import { periodoDaVisao, type AgendaParams } from './agenda-params.ts';
import { STATUS_COLORS } from './status.ts';

export const PAGE_SIZE = 20;

export interface AgendaListaProps {
  params: AgendaParams;
  update: (changes: Partial<AgendaParams>) => void;
  onOpen: (agendamento: Agendamento) => void;
  /** back to the calendar on the period the search was measured against */
  onVerPeriodo: () => void;
  /** to the calendar on this appointment, its panel open */
  onIr: (agendamento: Agendamento) => void;
}

/**
 * The list mode: every appointment matching the filters and the patient's name, newest first, paged
 * by the api. Reads again after any appointment is saved, and while open as the calendar does. A
 * search by name says how it falls in the period the calendar showed.
 */
export function AgendaLista({ params, update, onOpen, onVerPeriodo, onIr }: AgendaListaProps): ReactNode {
  const { t } = useTranslation();
  const filtro: PesquisaFiltro = {
    nomePaciente: params.busca.trim() || undefined,
    medicoId: params.medicoId,
    salaId: params.salaId,
    status: params.status.length > 0 ? params.status : undefined,
  };
  const pesquisa = usePesquisaAgendamentos(filtro, params.pagina, PAGE_SIZE);
  const pagina = pesquisa.data;

  const columns: ColumnsType<Agendamento> = [
    {
      title: t('agendamento.agenda.colunas.data'),
      key: 'data',
      render: (_, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatDate(row.dataAgendamento)} {formatTime(row.dataAgendamento)}–{formatTime(row.horaFinal)}
        </span>
      ),
    },
    {
      title: t('agendamento.agenda.colunas.paciente'),
      key: 'paciente',
      render: (_, row) => (
        <span>
          {row.infoPaciente.nome} {row.chegadaDoPaciente && <CheckCircleFilled title={t('agendamento.agenda.chegou')} style={{ color: '#389e0d' }} />}
        </span>
      ),
    },
    { title: t('agendamento.agenda.colunas.procedimento'), dataIndex: 'nomeProcedimento' },
    { title: t('agendamento.agenda.colunas.medico'), dataIndex: 'nomeMedico' },
    { title: t('agendamento.agenda.colunas.sala'), dataIndex: 'nomeSala', render: (nome: string | null) => nome ?? '—' },
    {
      title: t('agendamento.agenda.colunas.status'),
      key: 'status',
      render: (_, row) => <Tag color={STATUS_COLORS[row.statusAgendamento]}>{t(`agendamento.status.${row.statusAgendamento}`)}</Tag>,
    },
  ];

  return (
    <div data-testid="agenda-lista">
      {filtro.nomePaciente && (
        <AgendaBuscaPeriodo filtro={filtro} visao={params.visao} periodo={periodoDaVisao(params.data, params.visao)} onVerPeriodo={onVerPeriodo} onIr={onIr} />
      )}
      {pesquisa.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('agendamento.agenda.erroCarregar')}
          action={<Button onClick={() => void pesquisa.refetch()}>{t('agendamento.agenda.tentarNovamente')}</Button>}
        />
      )}
      <Table<Agendamento>
        rowKey="id"
        size="middle"
        loading={pesquisa.isFetching}
        columns={columns}
        dataSource={pagina?.content ?? []}
        locale={{ emptyText: t('agendamento.agenda.vazio') }}
        onRow={(row) => ({ onClick: () => onOpen(row), style: { cursor: 'pointer' }, 'data-agendamento-id': row.id }) as HTMLAttributes<HTMLElement>}
        pagination={{
          current: params.pagina + 1,
          pageSize: PAGE_SIZE,
          total: pagina?.totalElements ?? 0,
          showSizeChanger: false,
          showTotal: (total) => <Typography.Text type="secondary">{t('agendamento.agenda.total', { count: total })}</Typography.Text>,
          onChange: (page) => update({ pagina: page - 1 }),
        }}
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}
