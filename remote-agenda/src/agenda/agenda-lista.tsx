import type { HTMLAttributes, ReactNode } from 'react';
import { Alert, Button, Tag, Typography } from '@clinica/shared/antd';
import { Table } from '@clinica/shared/antd/table';
import { CheckCircleFilled } from '@clinica/shared/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@clinica/shared';
import { clinicToday } from '../booking/booking-rules.ts';
import { useListaPagina, useListaTotais, type Agendamento, type PesquisaFiltro } from './agendamento.resource.ts';
import { AgendaBuscaPeriodo } from './agenda-busca-periodo.tsx';
import { periodoDaVisao, type AgendaParams } from './agenda-params.ts';
import { paginasDaLista } from './lista-paginas.ts';
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
 * The list mode: every appointment matching the filters and the patient's name, oldest first, opening
 * on today's (today's first at the top; the pages before hold the earlier ones), paged by the api.
 * Reads again after any appointment is saved, and while open as the calendar does. A search by name
 * says how it falls in the period the calendar showed.
 */
export function AgendaLista({ params, update, onOpen, onVerPeriodo, onIr }: AgendaListaProps): ReactNode {
  const { t } = useTranslation();
  const filtro: PesquisaFiltro = {
    nomePaciente: params.busca.trim() || undefined,
    medicoId: params.medicoId,
    salaId: params.salaId,
    status: params.status.length > 0 ? params.status : undefined,
  };
  const hoje = clinicToday();
  const totais = useListaTotais(filtro, hoje);
  const contado = totais.antes !== undefined && totais.depois !== undefined;
  const antes = totais.antes ?? 0;
  const depois = totais.depois ?? 0;
  // the page asked kept inside those that exist (nothing from today on: the last one before)
  const paginas = paginasDaLista(params.pagina, antes, depois, PAGE_SIZE);
  const pesquisa = useListaPagina(filtro, paginas.pagina, PAGE_SIZE, hoje, contado);

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
      {(pesquisa.isError || totais.isError) && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('agendamento.agenda.erroCarregar')}
          action={
            <Button
              onClick={() => {
                totais.refetch();
                void pesquisa.refetch();
              }}
            >
              {t('agendamento.agenda.tentarNovamente')}
            </Button>
          }
        />
      )}
      <Table<Agendamento>
        rowKey="id"
        size="middle"
        loading={pesquisa.isFetching || !contado}
        columns={columns}
        dataSource={pesquisa.data?.content ?? []}
        locale={{ emptyText: filtro.nomePaciente ? t('agendamento.agenda.vazioBusca', { nome: filtro.nomePaciente }) : t('agendamento.agenda.vazio') }}
        onRow={(row) => ({ onClick: () => onOpen(row), style: { cursor: 'pointer' }, 'data-agendamento-id': row.id }) as HTMLAttributes<HTMLElement>}
        pagination={{
          // antd counts pages from 1: the pages before today's come first
          current: paginas.paginasAntes + paginas.pagina + 1,
          pageSize: PAGE_SIZE,
          total: (paginas.paginasAntes + paginas.paginasDepois) * PAGE_SIZE,
          showSizeChanger: false,
          showTotal: () => <Typography.Text type="secondary">{t('agendamento.agenda.total', { count: antes + depois })}</Typography.Text>,
          onChange: (page) => update({ pagina: page - 1 - paginas.paginasAntes }),
        }}
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}
