import { useState, type ReactNode } from 'react';
import { Alert, Button, Empty, Flex, Select, Space } from '@clinica/shared/antd';
import { Descriptions } from '@clinica/shared/antd/details';
import { Table } from '@clinica/shared/antd/table';
import { DownloadOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, formatCpf, notify } from '@clinica/shared';
import { AlteracoesTable } from './alteracoes-table.tsx';
import { auditoriaColumns } from './auditoria-columns.tsx';
import { exportarAcessosPaciente, usePacientesDaTrilha, useRelatorioPaciente, type AuditoriaLinha } from './auditorias.resource.ts';

/**
 * "Who saw or changed this patient's data, and when" (LGPD art. 18/37): every row of the trail that
 * concerns the patient, record openings included, newest first; exportable for the patient's request.
 */
export function AcessosPacienteSection({ pacienteId, onPaciente }: { pacienteId?: number; onPaciente: (id?: number) => void }): ReactNode {
  const { t, i18n } = useTranslation();
  const [busca, setBusca] = useState('');
  const encontrados = usePacientesDaTrilha(busca.trim());
  const relatorio = useRelatorioPaciente(pacienteId);
  const [exportando, setExportando] = useState(false);

  const exportar = async (id: number): Promise<void> => {
    setExportando(true);
    try {
      await exportarAcessosPaciente(id);
    } catch (error) {
      notify.error(apiErrorMessage(error) ?? t('auditorias.erroExportar'), { title: t('auditorias.erroTitulo') });
    } finally {
      setExportando(false);
    }
  };

  const dados = relatorio.data;
  const opcoes = (encontrados.data ?? []).map((p) => ({ value: p.id, label: p.cpf ? `${p.nome} · ${formatCpf(p.cpf)}` : p.nome }));
  if (dados && !opcoes.some((o) => o.value === dados.paciente.id)) opcoes.unshift({ value: dados.paciente.id, label: dados.paciente.nome });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex wrap gap={8} align="center">
        <Select
          showSearch={{ filterOption: false, onSearch: setBusca }}
          allowClear
          aria-label={t('auditorias.buscarPaciente')}
          placeholder={t('auditorias.buscarPaciente')}
          style={{ minWidth: 320 }}
          value={pacienteId}
          loading={encontrados.isFetching}
          notFoundContent={busca.trim().length >= 2 ? t('auditorias.pacienteNaoEncontrado') : t('auditorias.digiteNome')}
          options={opcoes}
          onChange={(id?: number) => onPaciente(id)}
        />
        {dados && (
          <Button icon={<DownloadOutlined />} loading={exportando} onClick={() => void exportar(dados.paciente.id)}>
            {t('auditorias.exportar')}
          </Button>
        )}
      </Flex>
      {relatorio.isError && <Alert type="error" showIcon title={apiErrorMessage(relatorio.error) ?? t('auditorias.erroLista')} />}
      {pacienteId === undefined && <Empty description={t('auditorias.escolhaPaciente')} />}
      {dados && (
        <>
          <Descriptions
            size="small"
            items={[
              { key: 'nome', label: t('auditorias.paciente'), children: dados.paciente.nome },
              { key: 'cpf', label: 'CPF', children: dados.paciente.cpf ? formatCpf(dados.paciente.cpf) : '—' },
              {
                key: 'total',
                label: t('auditorias.eventos'),
                children: dados.truncado ? t('auditorias.maisDe', { n: dados.eventos.length }) : dados.eventos.length,
              },
            ]}
          />
          <Table<AuditoriaLinha>
            data-testid="acessos-paciente"
            rowKey="id"
            size="middle"
            loading={relatorio.isFetching}
            columns={auditoriaColumns(t, i18n.language)}
            dataSource={dados.eventos}
            expandable={{ expandedRowRender: (linha) => <AlteracoesTable linha={linha} />, rowExpandable: (linha) => linha.alteracoes.length > 0 }}
            pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
          />
        </>
      )}
    </Space>
  );
}
