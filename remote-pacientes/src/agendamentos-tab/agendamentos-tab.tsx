import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Tag, Typography } from '@clinica/shared/antd';
import { Modal } from '@clinica/shared/antd/overlays';
import { Descriptions } from '@clinica/shared/antd/details';
import { Table } from '@clinica/shared/antd/table';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { TAG_COLORS, formatBRL, formatDateTime, formatPhone, type RecordTabProps } from '@clinica/shared';
import { usePaciente, type Paciente } from '../paciente-dialog/paciente-dialog.resource.ts';
import { useAptidao, useHistoricoAgendamento } from '../paciente-record/record.resource.ts';
import { agendamentoRows, type AgendamentoRow } from './agendamento-rows.ts';
import { LotesUsados } from '../lotes-usados/lotes-usados.tsx';

/** Agendamentos tab (spec 02 section 2.8): the appointment history of this procedure and a details dialog. */
export default function AgendamentosTab({ pacienteId, procedimento }: RecordTabProps): ReactNode {
  const { t } = useTranslation();
  // under the agendamentos root: a booking or a status change anywhere on the page reads them again
  const historico = useHistoricoAgendamento(pacienteId, procedimento.id);
  const aptidao = useAptidao(pacienteId, procedimento.id);
  const paciente = usePaciente(pacienteId).data;
  const [selected, setSelected] = useState<AgendamentoRow>();
  const rows = useMemo(() => (historico.data && aptidao.data ? agendamentoRows(historico.data, aptidao.data) : undefined), [historico.data, aptidao.data]);
  const failed = historico.isError || aptidao.isError;

  const statusLabel = (row: AgendamentoRow): ReactNode => {
    if (row.avaliacao) {
      if (row.aptidaoStatus === 'apto') return <Tag color={TAG_COLORS.sucesso}>{t('paciente.ficha.agendamentos.apto')}</Tag>;
      return <Tag color={TAG_COLORS.aviso}>{row.aptidaoStatus || t('paciente.ficha.agendamentos.lancamentoPendente')}</Tag>;
    }
    return row.status ? t(`paciente.ficha.agendamentos.statusAgendamento.${row.status}`) : t('paciente.ficha.agendamentos.pendente');
  };

  const columns: ColumnsType<AgendamentoRow> = [
    { title: t('paciente.ficha.agendamentos.status'), key: 'status', render: (_v, row) => statusLabel(row) },
    { title: t('paciente.ficha.agendamentos.data'), dataIndex: 'dataAgendamento', render: (value: string) => formatDateTime(value) },
    { title: t('paciente.ficha.agendamentos.medico'), dataIndex: 'medico', render: (value: string | null) => value ?? '—' },
    { title: t('paciente.ficha.agendamentos.procedimento'), dataIndex: 'procedimento' },
    { title: t('paciente.ficha.agendamentos.valor'), dataIndex: 'valorExibido', render: (value: number | null) => (value === null ? '—' : formatBRL(value)) },
    { title: t('paciente.ficha.agendamentos.etapa'), dataIndex: 'etapa', render: (value: string | null) => value ?? '—' },
    {
      title: t('paciente.ficha.agendamentos.statusConsulta'),
      dataIndex: 'statusConsulta',
      render: (value: string) => t(`paciente.ficha.agendamentos.consulta.${value}`),
    },
    { title: t('paciente.ficha.agendamentos.motivoCancelamento'), dataIndex: 'motivoCancelamento', render: (value: string | null) => value ?? '' },
  ];

  if (failed) return <Alert type="error" showIcon title={t('paciente.ficha.erroCarregar')} />;
  return (
    <>
      <Table<AgendamentoRow>
        rowKey="id"
        size="middle"
        loading={!rows}
        columns={columns}
        dataSource={rows ?? []}
        locale={{ emptyText: t('paciente.ficha.agendamentos.vazio') }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        onRow={(row) => ({ onClick: () => setSelected(row), style: { cursor: 'pointer' } })}
        scroll={{ x: 900 }}
      />
      <LotesUsados pacienteId={pacienteId} procedimentoId={procedimento.id} />
      <Modal open={!!selected} title={t('paciente.ficha.agendamentos.detalhes')} onCancel={() => setSelected(undefined)} footer={null} width={720}>
        {selected && <AgendamentoDetalhes row={selected} paciente={paciente} statusLabel={statusLabel(selected)} />}
      </Modal>
    </>
  );
}

function AgendamentoDetalhes({ row, paciente, statusLabel }: { row: AgendamentoRow; paciente?: Paciente; statusLabel: ReactNode }): ReactNode {
  const { t } = useTranslation();
  const history = [
    row.usuarioCadastro &&
      row.horarioCadastro &&
      t('paciente.ficha.agendamentos.criadoPor', { usuario: row.usuarioCadastro, quando: formatDateTime(row.horarioCadastro) }),
    row.usuarioAlteracao &&
      row.horarioAlteracao &&
      t('paciente.ficha.agendamentos.alteradoPor', { usuario: row.usuarioAlteracao, quando: formatDateTime(row.horarioAlteracao) }),
    row.chegadaDoPaciente && t('paciente.ficha.agendamentos.chegada', { quando: formatDateTime(row.chegadaDoPaciente) }),
    row.inicioConsulta && t('paciente.ficha.agendamentos.inicio', { quando: formatDateTime(row.inicioConsulta) }),
    row.fimConsulta && t('paciente.ficha.agendamentos.fim', { quando: formatDateTime(row.fimConsulta) }),
    row.avaliacao &&
      row.apto !== null &&
      t('paciente.ficha.agendamentos.resultadoAvaliacao', {
        resultado: t(row.apto ? 'paciente.ficha.agendamentos.apto' : 'paciente.ficha.agendamentos.examesPendentes'),
      }),
  ].filter(Boolean);
  return (
    <Descriptions column={2} size="small" bordered data-testid="agendamento-detalhes">
      <Descriptions.Item label={t('paciente.ficha.agendamentos.paciente')} span={2}>
        {paciente?.nome ?? '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('paciente.ficha.agendamentos.celular')}>{formatPhone(paciente?.celular, paciente?.ddi) || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('paciente.ficha.agendamentos.email')}>{paciente?.email ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('paciente.ficha.agendamentos.status')}>{statusLabel}</Descriptions.Item>
      <Descriptions.Item label={t('paciente.ficha.agendamentos.data')}>
        {formatDateTime(row.dataAgendamento)} – {formatDateTime(row.horaFinal).slice(-5)}
      </Descriptions.Item>
      <Descriptions.Item label={t('paciente.ficha.agendamentos.medico')}>{row.medico ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('paciente.ficha.agendamentos.procedimento')}>{row.procedimento}</Descriptions.Item>
      <Descriptions.Item label={t('paciente.ficha.agendamentos.etapa')}>{row.etapa ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('paciente.ficha.agendamentos.valor')}>{row.valorExibido === null ? '—' : formatBRL(row.valorExibido)}</Descriptions.Item>
      {row.motivoCancelamento && (
        <Descriptions.Item label={t('paciente.ficha.agendamentos.motivoCancelamento')} span={2}>
          {row.motivoCancelamento}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('paciente.ficha.agendamentos.observacao')} span={2}>
        {row.observacao ?? '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('paciente.ficha.agendamentos.historico')} span={2}>
        {history.map((line) => (
          <Typography.Paragraph key={String(line)} style={{ marginBottom: 4 }}>
            {line}
          </Typography.Paragraph>
        ))}
      </Descriptions.Item>
    </Descriptions>
  );
}
