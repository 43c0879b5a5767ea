import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Input, Select, Space, Tag, Tooltip } from '@clinica/shared/antd';
import { Table } from '@clinica/shared/antd/table';
import { CheckCircleOutlined, CheckOutlined, PlusOutlined, PrinterOutlined, StopOutlined } from '@clinica/shared/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import {
  CLINIC_ZONE,
  DiaFiltro,
  apiErrorMessage,
  confirm,
  formatDate,
  formatTime,
  notify,
  useDebouncedValue,
  usePermission,
  useUrlState,
  TAG_COLORS,
} from '@clinica/shared';
import { imprimirOrcamentos } from './imprimir-orcamentos.ts';
import { PAGE_SIZE, useOrcamentos, useProcedimentos, useSetarStatusMutation, type FiltroOrcamento, type LinhaOrcamento } from './orcamentos.resource.ts';
import type { PresetDoOrcamento } from './orcamento-dialog.tsx';
import './orcamentos.i18n.ts';

// the form libraries, overlays and the quote's view load when a dialog is first opened, not with the list
const OrcamentoDialog = lazy(() => import('./orcamento-dialog.tsx').then((m) => ({ default: m.OrcamentoDialog })));
const OrcamentoVerDialog = lazy(() => import('./orcamento-ver-dialog.tsx').then((m) => ({ default: m.OrcamentoVerDialog })));

type Dialogo = { tipo: 'novo' } | { tipo: 'ver'; orcamentoId: number };

/** This month in the clinic's zone, the period the list opens on (spec 02 §2.3). */
export const mesAtual = (agora = new Date()): { inicio: string; fim: string } => {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_ZONE }).format(agora);
  const [ano, mes] = hoje.split('-').map(Number) as [number, number];
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  return { inicio: `${hoje.slice(0, 7)}-01`, fim: `${hoje.slice(0, 7)}-${String(ultimo).padStart(2, '0')}` };
};

const aImprimir = (linha: LinhaOrcamento) => ({ idOrcamento: linha.idOrcamento, pacienteId: linha.pacienteId, procedimentoId: linha.procedimentoId });

interface TabelaProps {
  filtro: FiltroOrcamento;
  page: number;
  onPage: (page: number) => void;
  /** the filter bar (hidden in the record) */
  filtros?: ReactNode;
  /** what 'Novo orçamento' starts with (the record's patient and procedure) */
  preset?: PresetDoOrcamento;
  enabled?: boolean;
  testId: string;
}

/**
 * The quote list (spec 02 §2.3): Paciente, Profissional, Procedimento, Data, Campanha, Ações, 20 a
 * page; several selected print as one document, one prints from its row while none is selected;
 * 'Novo orçamento' (CRIAR_ORCAMENTOS), a pending quote's approve and an approved quote's green button
 * open it (EDITAR_VISUALIZAR_ORCAMENTOS), a pending one is cancelled with a confirmation (CANCELAR_ORCAMENTOS).
 */
function TabelaOrcamentos({ filtro, page, onPage, filtros, preset, enabled = true, testId }: TabelaProps): ReactNode {
  const { t } = useTranslation();
  const lista = useOrcamentos(filtro, page, enabled);
  const setarStatus = useSetarStatusMutation();
  const podeCriar = usePermission('CRIAR_ORCAMENTOS');
  const podeVer = usePermission('EDITAR_VISUALIZAR_ORCAMENTOS');
  const podeCancelar = usePermission('CANCELAR_ORCAMENTOS');
  const [dialogo, setDialogo] = useState<Dialogo>();
  const [selecionados, setSelecionados] = useState<ReadonlyMap<number, LinhaOrcamento>>(new Map());
  const [imprimindo, setImprimindo] = useState(false);
  const m = (key: string, options: Record<string, unknown> = {}) => t(`orcamento.lista.${key}`, options);

  const imprimir = async (linhas: LinhaOrcamento[]) => {
    setImprimindo(true);
    try {
      await imprimirOrcamentos(linhas.map(aImprimir), t);
    } finally {
      setImprimindo(false);
    }
  };

  const cancelar = (linha: LinhaOrcamento) =>
    confirm({
      title: m('confirmarCancelar', { paciente: linha.nomePaciente, procedimento: linha.procedimento }),
      content: m('confirmarCancelarTexto'),
      okText: m('sim'),
      okButtonProps: { danger: true },
      cancelText: m('nao'),
      onOk: async () => {
        try {
          await setarStatus.mutateAsync({ orcamentoId: linha.idOrcamento, status: 'CANCELADO' });
          notify.success(m('canceladoOk'));
        } catch (error) {
          notify.error(apiErrorMessage(error) ?? t('orcamento.impressao.falha'), { title: t('orcamento.ver.erro') });
        }
      },
    });

  const nenhumSelecionado = selecionados.size === 0;
  const columns: ColumnsType<LinhaOrcamento> = [
    { title: m('paciente'), dataIndex: 'nomePaciente' },
    { title: m('profissional'), dataIndex: 'profissional' },
    { title: m('procedimento'), dataIndex: 'procedimento' },
    { title: m('data'), dataIndex: 'solicitacao', width: 150, render: (v: string) => `${formatTime(v)} ${formatDate(v)}` },
    { title: m('campanha'), dataIndex: 'campanha', render: (v: string | null) => v ?? '—' },
    {
      title: m('acoes'),
      key: 'acoes',
      width: 260,
      render: (_v, linha) => (
        <Space size={4} wrap>
          {linha.status === 'PENDENTE' && podeVer && (
            <Tooltip title={m('aprovarItem', { paciente: linha.nomePaciente })}>
              <Button
                size="small"
                icon={<CheckOutlined />}
                aria-label={m('aprovarItem', { paciente: linha.nomePaciente })}
                onClick={() => setDialogo({ tipo: 'ver', orcamentoId: linha.idOrcamento })}
              >
                {m('aprovar')}
              </Button>
            </Tooltip>
          )}
          {linha.status === 'APROVADO' &&
            (podeVer ? (
              <Button
                size="small"
                icon={<CheckCircleOutlined />}
                style={{ color: '#fff', background: '#237804', borderColor: '#237804' }}
                data-testid="orcamento-aprovado-botao"
                onClick={() => setDialogo({ tipo: 'ver', orcamentoId: linha.idOrcamento })}
              >
                {m('aprovado')}
              </Button>
            ) : (
              <Tag color={TAG_COLORS.sucesso}>{m('aprovado')}</Tag>
            ))}
          {linha.status === 'CANCELADO' && <Tag>{m('cancelado')}</Tag>}
          {linha.status === 'PENDENTE' && podeCancelar && (
            <Tooltip title={m('cancelar', { paciente: linha.nomePaciente })}>
              <Button
                size="small"
                type="text"
                danger
                icon={<StopOutlined />}
                aria-label={m('cancelar', { paciente: linha.nomePaciente })}
                onClick={() => cancelar(linha)}
              />
            </Tooltip>
          )}
          {nenhumSelecionado && (
            <Tooltip title={m('imprimir', { paciente: linha.nomePaciente })}>
              <Button
                size="small"
                type="text"
                icon={<PrinterOutlined />}
                disabled={imprimindo}
                aria-label={m('imprimir', { paciente: linha.nomePaciente })}
                onClick={() => void imprimir([linha])}
              />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  const result = lista.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid={testId}>
      <Space wrap align="start" style={{ width: '100%', justifyContent: 'space-between' }}>
        <div>{filtros}</div>
        <Space wrap>
          {!nenhumSelecionado && (
            <Button icon={<PrinterOutlined />} loading={imprimindo} onClick={() => void imprimir([...selecionados.values()])}>
              {m('imprimirSelecionados', { count: selecionados.size })}
            </Button>
          )}
          {podeCriar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialogo({ tipo: 'novo' })}>
              {m('novo')}
            </Button>
          )}
        </Space>
      </Space>
      {!enabled && <Alert type="warning" showIcon title={m('periodoInvalido')} />}
      {lista.isError && enabled && <Alert type="error" showIcon title={m('erroLista')} />}
      <Table<LinhaOrcamento>
        rowKey="idOrcamento"
        size="middle"
        loading={lista.isFetching}
        columns={columns}
        dataSource={enabled ? (result?.content ?? []) : []}
        locale={{ emptyText: m('nenhum') }}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          selectedRowKeys: [...selecionados.keys()],
          preserveSelectedRowKeys: true,
          getCheckboxProps: (linha) => ({ 'aria-label': m('selecionar', { paciente: linha.nomePaciente }) }),
          onChange: (keys, linhas) => {
            const proximo = new Map<number, LinhaOrcamento>();
            for (const key of keys) {
              const linha = linhas.find((l) => l?.idOrcamento === key) ?? selecionados.get(key as number);
              if (linha) proximo.set(key as number, linha);
            }
            setSelecionados(proximo);
          },
        }}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: result?.totalElements ?? 0,
          showSizeChanger: false,
          showTotal: (total) => m('total', { count: total }),
          onChange: (next) => onPage(next - 1),
        }}
      />
      {dialogo && (
        <Suspense fallback={null}>
          {dialogo.tipo === 'novo' ? (
            <OrcamentoDialog preset={preset} onClose={() => setDialogo(undefined)} />
          ) : (
            <OrcamentoVerDialog orcamentoId={dialogo.orcamentoId} onClose={() => setDialogo(undefined)} />
          )}
        </Suspense>
      )}
    </Space>
  );
}

/** The Orçamentos tab: the filters (patient name, this month by default, procedure, campaign name) and the page in the address. */
export function OrcamentosLista(): ReactNode {
  const { t } = useTranslation();
  const [params, update] = useUrlState();
  const procedimentos = useProcedimentos();
  const mes = useMemo(() => mesAtual(), []);
  const [nome, setNome] = useState(params.get('nome') ?? '');
  const [campanha, setCampanha] = useState(params.get('campanha') ?? '');
  const nomePaciente = useDebouncedValue(nome.trim());
  const nomeCampanha = useDebouncedValue(campanha.trim());
  const dataInicio = params.get('inicio') ?? mes.inicio;
  const dataFinal = params.get('fim') ?? mes.fim;
  const procedimentoId = params.get('procedimento') ? Number(params.get('procedimento')) : undefined;
  const page = Number(params.get('pagina') ?? '0');
  const filtro = useMemo(
    (): FiltroOrcamento => ({ nomePaciente: nomePaciente || undefined, nomeCampanha: nomeCampanha || undefined, dataInicio, dataFinal, procedimentoId }),
    [nomePaciente, nomeCampanha, dataInicio, dataFinal, procedimentoId],
  );
  const m = (key: string) => t(`orcamento.lista.${key}`);
  const texto = (chave: 'nome' | 'campanha', valor: string, set: (v: string) => void) => {
    set(valor);
    update({ [chave]: valor.trim() || undefined, pagina: undefined });
  };

  const filtros = (
    <Space wrap data-testid="orcamentos-filtros">
      <Input
        aria-label={m('filtroPaciente')}
        placeholder={m('filtroPaciente')}
        allowClear
        value={nome}
        style={{ width: 220 }}
        onChange={(e) => texto('nome', e.target.value, setNome)}
      />
      <DiaFiltro label={m('filtroInicio')} value={dataInicio} width={150} onChange={(dia) => update({ inicio: dia, pagina: undefined })} />
      <DiaFiltro label={m('filtroFim')} value={dataFinal} width={150} onChange={(dia) => update({ fim: dia, pagina: undefined })} />
      <Select<number>
        aria-label={m('filtroProcedimento')}
        placeholder={m('filtroProcedimento')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 220 }}
        value={procedimentoId}
        loading={procedimentos.isLoading}
        options={(procedimentos.data ?? []).map((p) => ({ value: p.id, label: p.nome }))}
        onChange={(id) => update({ procedimento: id === undefined ? undefined : String(id), pagina: undefined })}
      />
      <Input
        aria-label={m('filtroCampanha')}
        placeholder={m('filtroCampanha')}
        allowClear
        value={campanha}
        style={{ width: 200 }}
        onChange={(e) => texto('campanha', e.target.value, setCampanha)}
      />
    </Space>
  );
  return (
    <TabelaOrcamentos
      testId="orcamentos"
      filtro={filtro}
      page={page}
      enabled={dataFinal >= dataInicio}
      onPage={(next) => update({ pagina: next > 0 ? String(next) : undefined })}
      filtros={filtros}
    />
  );
}

/** The record's Orçamentos: the patient's quotes in the procedure, no filter bar, 'Novo orçamento' preset with both. */
export function OrcamentosDoPaciente({
  pacienteId,
  procedimentoId,
  preset,
}: {
  pacienteId: number;
  procedimentoId: number;
  preset: PresetDoOrcamento;
}): ReactNode {
  const [page, setPage] = useState(0);
  const filtro = useMemo((): FiltroOrcamento => ({ pacienteId, procedimentoId }), [pacienteId, procedimentoId]);
  return <TabelaOrcamentos testId="orcamentos-ficha" filtro={filtro} page={page} onPage={setPage} preset={preset} />;
}
