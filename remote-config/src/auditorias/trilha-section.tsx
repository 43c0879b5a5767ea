import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Select, Space, Typography } from '@clinica/shared/antd';
import { Switch } from '@clinica/shared/antd/inputs';
import { Table } from '@clinica/shared/antd/table';
import { DownloadOutlined, ReloadOutlined } from '@clinica/shared/icons';
import { useNavigate } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, formatCpf, notify, useUrlState } from '@clinica/shared';
import { DiaField } from '@clinica/shared/forms';
import { AlteracoesTable } from './alteracoes-table.tsx';
import { auditoriaColumns } from './auditoria-columns.tsx';
import { exportarTrilha, useAuditoriaFiltros, useAuditorias, usePacientesDaTrilha, type AuditoriaLinha, type FiltroAuditoria } from './auditorias.resource.ts';

const PAGE_SIZE = 20;
const FILTROS = ['inicio', 'fim', 'usuarioId', 'area', 'acao', 'pacienteId'] as const;
/** The address key of the logins switch: absent, each session's entry and exit are folded away. */
const LOGINS = 'logins';
const MOSTRAR = 'mostrar';

/** One patient's accesses, the other Auditorias tab (it starts clean of the trail's filters). */
const acessosDoPaciente = (pacienteId: number): string => `/logs/paciente?paciente=${pacienteId}`;

/**
 * The audit trail: newest first, filtered in the address (period, user, area, action, patient; logins
 * folded away unless asked for), each row opening to its field changes; CSV of the filtered rows.
 */
export function TrilhaSection(): ReactNode {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setUrl] = useUrlState();
  const mostrarLogins = params.get(LOGINS) === MOSTRAR;
  const filtro: FiltroAuditoria = {
    ...(Object.fromEntries(FILTROS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : []))) as FiltroAuditoria),
    ...(mostrarLogins ? {} : { ocultarLogins: 'true' }),
  };
  const pagina = Math.max(0, Number(params.get('pagina')) || 0);
  // a new filter starts from the first page
  const update = (changes: Partial<Record<(typeof FILTROS)[number] | 'pagina' | typeof LOGINS, string | undefined>>) =>
    setUrl({ pagina: undefined, ...changes });
  const trilha = useAuditorias(filtro, pagina, PAGE_SIZE);
  const filtros = useAuditoriaFiltros();
  const [buscaPaciente, setBuscaPaciente] = useState('');
  const encontrados = usePacientesDaTrilha(buscaPaciente.trim());
  const pacientes = (encontrados.data ?? []).map((p) => ({ value: String(p.id), label: p.cpf ? `${p.nome} · ${formatCpf(p.cpf)}` : p.nome }));
  // the chosen patient reads by name: the rows it filters carry it (the search may no longer list it)
  if (filtro.pacienteId && !pacientes.some((o) => o.value === filtro.pacienteId)) {
    const nome = trilha.data?.content.find((l) => String(l.paciente?.id) === filtro.pacienteId)?.paciente?.nome;
    pacientes.unshift({ value: filtro.pacienteId, label: nome ?? `#${filtro.pacienteId}` });
  }
  const [exportando, setExportando] = useState(false);

  const exportar = async (): Promise<void> => {
    setExportando(true);
    try {
      await exportarTrilha(filtro);
    } catch (error) {
      notify.error(apiErrorMessage(error) ?? t('auditorias.erroExportar'), { title: t('auditorias.erroTitulo') });
    } finally {
      setExportando(false);
    }
  };

  const pacienteCell = (linha: AuditoriaLinha): ReactNode =>
    linha.paciente ? (
      <Space size={4} wrap>
        <Typography.Link onClick={() => update({ pacienteId: String(linha.paciente!.id) })}>{linha.paciente.nome}</Typography.Link>
        <Button
          size="small"
          type="text"
          onClick={() => void navigate(acessosDoPaciente(linha.paciente!.id), { replace: true })}
          aria-label={t('auditorias.verAcessos', { nome: linha.paciente.nome })}
        >
          {t('auditorias.acessos')}
        </Button>
      </Space>
    ) : (
      '—'
    );
  const erro = trilha.isError ? (apiErrorMessage(trilha.error) ?? t('auditorias.erroLista')) : undefined;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex wrap gap={8} align="center">
        {/* keyed by the address: clearing the filters empties what is typed too */}
        <DiaField key={`inicio${filtro.inicio ?? ''}`} label={t('auditorias.de')} value={filtro.inicio} onChange={(inicio) => update({ inicio })} />
        <DiaField key={`fim${filtro.fim ?? ''}`} label={t('auditorias.ate')} value={filtro.fim} onChange={(fim) => update({ fim })} />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t('auditorias.usuario')}
          placeholder={t('auditorias.usuario')}
          style={{ minWidth: 200 }}
          value={filtro.usuarioId ? Number(filtro.usuarioId) : undefined}
          options={(filtros.data?.usuarios ?? []).map((u) => ({ value: u.id, label: u.nome }))}
          onChange={(id?: number) => update({ usuarioId: id ? String(id) : undefined })}
        />
        <Select
          allowClear
          aria-label={t('auditorias.area')}
          placeholder={t('auditorias.area')}
          style={{ minWidth: 160 }}
          value={filtro.area}
          options={(filtros.data?.areas ?? []).map((area) => ({ value: area, label: area }))}
          onChange={(area?: string) => update({ area })}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t('auditorias.acao')}
          placeholder={t('auditorias.acao')}
          style={{ minWidth: 220 }}
          value={filtro.acao}
          options={(filtros.data?.acoes ?? []).map((acao) => ({ value: acao.codigo, label: acao.descricao }))}
          onChange={(acao?: string) => update({ acao })}
        />
        <Select
          data-testid="filtro-paciente"
          allowClear
          showSearch={{ filterOption: false, onSearch: setBuscaPaciente }}
          aria-label={t('auditorias.pacienteFiltro')}
          placeholder={t('auditorias.pacienteFiltro')}
          style={{ minWidth: 260 }}
          value={filtro.pacienteId}
          loading={encontrados.isFetching}
          notFoundContent={buscaPaciente.trim().length >= 2 ? t('auditorias.pacienteNaoEncontrado') : t('auditorias.digiteNome')}
          options={pacientes}
          onChange={(id?: string) => {
            setBuscaPaciente('');
            update({ pacienteId: id });
          }}
        />
        <Flex gap={6} align="center">
          <Switch
            id="auditoria-mostrar-logins"
            size="small"
            checked={mostrarLogins || filtro.acao !== undefined}
            disabled={filtro.acao !== undefined}
            onChange={(checked) => update({ [LOGINS]: checked ? MOSTRAR : undefined })}
          />
          <label htmlFor="auditoria-mostrar-logins">{t('auditorias.mostrarLogins')}</label>
        </Flex>
        <Button icon={<ReloadOutlined />} onClick={() => void trilha.refetch()} aria-label={t('auditorias.atualizar')} />
        <Button icon={<DownloadOutlined />} loading={exportando} onClick={() => void exportar()}>
          {t('auditorias.exportar')}
        </Button>
      </Flex>
      {erro && <Alert type="error" showIcon title={erro} />}
      <Table<AuditoriaLinha>
        data-testid="auditoria-lista"
        rowKey="id"
        size="middle"
        loading={trilha.isFetching}
        columns={auditoriaColumns(t, i18n.language, pacienteCell)}
        dataSource={trilha.data?.content ?? []}
        locale={{ emptyText: t('auditorias.nenhuma') }}
        expandable={{ expandedRowRender: (linha) => <AlteracoesTable linha={linha} />, rowExpandable: (linha) => linha.alteracoes.length > 0 }}
        pagination={{
          current: pagina + 1,
          pageSize: PAGE_SIZE,
          total: trilha.data?.totalElements ?? 0,
          showSizeChanger: false,
          onChange: (page) => update({ pagina: page > 1 ? String(page - 1) : undefined }),
        }}
      />
    </Space>
  );
}
