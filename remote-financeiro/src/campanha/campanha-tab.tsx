import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Input, Select, Space, Tag, Tooltip } from '@clinica/shared/antd';
import { Card } from '@clinica/shared/antd/display';
import { Table } from '@clinica/shared/antd/table';
import { EditOutlined, FileSearchOutlined, PlusOutlined, StopOutlined, CheckCircleOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, confirm, formatBRL, notify, useDebouncedValue, usePermission, useUrlState, TAG_COLORS } from '@clinica/shared';
import { useCampanhas, useProcedimentos, useSituacaoCampanhaMutation, type Campanha, type CampanhaFiltro } from './campanha.resource.ts';
import { CampanhaHistoricoModal } from './campanha-historico.tsx';
import './campanha.i18n.ts';

// the form libraries load with the first form opened, not with the list
const CampanhaDialog = lazy(() => import('./campanha-dialog.tsx'));

/** How a campaign's discount reads: 'R$ 25,50' or '12,5%'. */
export const descontoDe = (campanha: Pick<Campanha, 'tipoDesconto' | 'desconto'>, language = 'pt'): string =>
  campanha.tipoDesconto === 'VALOR_REAL'
    ? formatBRL(campanha.desconto / 100)
    : `${campanha.desconto.toLocaleString(language === 'en' ? 'en-US' : language === 'es' ? 'es-ES' : 'pt-BR', { maximumFractionDigits: 2 })}%`;

/** The Campanha tab (spec 01 §7 Campaigns): the filtered list, create and edit, the history, disable and enable again. */
export function CampanhaTab(): ReactNode {
  const { t, i18n } = useTranslation();
  const podeCriar = usePermission('CRIAR_CAMPANHA');
  const podeEditar = usePermission('EDITAR_E_VISUALIZAR_CAMPANHAS');
  const [params, update] = useUrlState();
  const [nome, setNome] = useState(params.get('nome') ?? '');
  const nomeBuscado = useDebouncedValue(nome.trim());
  const situacao = params.get('situacao') ?? '';
  const procedimento = params.get('procedimento') ?? '';
  const tipo = params.get('tipo') ?? '';
  const filtro = useMemo<CampanhaFiltro>(
    () => ({
      ...(nomeBuscado ? { nome: nomeBuscado } : {}),
      ...(situacao ? { status: situacao === 'ativas' } : {}),
      ...(procedimento ? { procedimentoId: Number(procedimento) } : {}),
      ...(tipo === 'VALOR_REAL' || tipo === 'PORCENTAGEM' ? { tipoDesconto: tipo } : {}),
    }),
    [nomeBuscado, situacao, procedimento, tipo],
  );
  const campanhas = useCampanhas(filtro);
  const procedimentos = useProcedimentos();
  const situacaoMutation = useSituacaoCampanhaMutation();
  const [editing, setEditing] = useState<{ campanha?: Campanha }>();
  const [historico, setHistorico] = useState<Campanha>();

  const alterarSituacao = async (campanha: Campanha, ativa: boolean): Promise<void> => {
    try {
      await situacaoMutation.mutateAsync({ campanha, ativa });
      notify.success(ativa ? t('campanha.habilitada_ok') : t('campanha.desabilitada_ok'));
    } catch (error) {
      notify.error(apiErrorMessage(error) ?? t('campanha.erroAlterar'), { title: t('campanha.erroTitulo') });
    }
  };
  const desabilitar = (campanha: Campanha): void =>
    confirm({
      title: t('campanha.desabilitarTitulo', { nome: campanha.nome }),
      content: t('campanha.desabilitarTexto'),
      okText: t('campanha.desabilitar'),
      okButtonProps: { danger: true },
      cancelText: t('campanha.cancelar'),
      onOk: () => alterarSituacao(campanha, false),
    });

  return (
    <Card
      title={t('campanha.titulo')}
      data-testid="financeiro-campanha"
      extra={
        podeCriar && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('campanha.nova')}
          </Button>
        )
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label={t('campanha.filtroNome')}
          placeholder={t('campanha.nome')}
          value={nome}
          onChange={(event) => {
            setNome(event.target.value);
            update({ nome: event.target.value.trim() || undefined });
          }}
          style={{ width: 240 }}
        />
        <Select
          aria-label={t('campanha.filtroSituacao')}
          value={situacao}
          onChange={(value: string) => update({ situacao: value || undefined })}
          options={[
            { value: '', label: t('campanha.todas') },
            { value: 'ativas', label: t('campanha.ativa') },
            { value: 'desabilitadas', label: t('campanha.desabilitada') },
          ]}
          style={{ width: 160 }}
        />
        <Select
          aria-label={t('campanha.filtroTipo')}
          value={tipo}
          onChange={(value: string) => update({ tipo: value || undefined })}
          options={[
            { value: '', label: `${t('campanha.tipoDesconto')}: ${t('campanha.todas')}` },
            { value: 'VALOR_REAL', label: t('campanha.valorReal') },
            { value: 'PORCENTAGEM', label: t('campanha.porcentagem') },
          ]}
          style={{ width: 220 }}
        />
        <Select
          aria-label={t('campanha.filtroProcedimento')}
          placeholder={t('campanha.procedimentos')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={procedimento ? Number(procedimento) : undefined}
          onChange={(value?: number) => update({ procedimento: value === undefined ? undefined : String(value) })}
          options={(procedimentos.data ?? []).map((p) => ({ value: p.id, label: p.nome }))}
          style={{ width: 240 }}
        />
      </Space>
      {campanhas.isError && <Alert type="error" showIcon title={t('campanha.erroLista')} style={{ marginBottom: 16 }} />}
      <Table<Campanha>
        data-testid="financeiro-campanha-tabela"
        rowKey="id"
        size="middle"
        loading={campanhas.isFetching}
        dataSource={campanhas.data}
        locale={{ emptyText: t('campanha.nenhuma') }}
        pagination={(campanhas.data?.length ?? 0) > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        columns={[
          { title: t('campanha.nome'), dataIndex: 'nome', key: 'nome', ellipsis: true },
          { title: t('campanha.desconto'), key: 'desconto', render: (_v, c) => descontoDe(c, i18n.language) },
          { title: t('campanha.procedimentos'), key: 'procedimentos', render: (_v, c) => c.procedimentos.map((p) => p.nome).join(', ') },
          {
            title: t('campanha.situacao'),
            key: 'status',
            render: (_v, c) => (c.status ? <Tag color={TAG_COLORS.sucesso}>{t('campanha.ativa')}</Tag> : <Tag>{t('campanha.desabilitada')}</Tag>),
          },
          ...(podeEditar
            ? [
                {
                  title: t('campanha.acoes'),
                  key: 'acoes',
                  width: 150,
                  render: (_v: unknown, c: Campanha) => (
                    <Space>
                      <Tooltip title={t('campanha.editar')}>
                        <Button
                          size="small"
                          icon={<EditOutlined />}
                          aria-label={t('campanha.editarItem', { nome: c.nome })}
                          onClick={() => setEditing({ campanha: c })}
                        />
                      </Tooltip>
                      <Tooltip title={t('campanha.historicoItem', { nome: c.nome })}>
                        <Button
                          size="small"
                          icon={<FileSearchOutlined />}
                          aria-label={t('campanha.historicoItem', { nome: c.nome })}
                          onClick={() => setHistorico(c)}
                        />
                      </Tooltip>
                      {c.status ? (
                        <Button
                          size="small"
                          danger
                          icon={<StopOutlined />}
                          aria-label={t('campanha.desabilitarItem', { nome: c.nome })}
                          onClick={() => desabilitar(c)}
                        />
                      ) : (
                        <Button
                          size="small"
                          icon={<CheckCircleOutlined />}
                          aria-label={t('campanha.habilitarItem', { nome: c.nome })}
                          onClick={() => void alterarSituacao(c, true)}
                        />
                      )}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing !== undefined && (
        <Suspense fallback={null}>
          <CampanhaDialog open campanha={editing.campanha} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
      <CampanhaHistoricoModal campanha={historico} onClose={() => setHistorico(undefined)} />
    </Card>
  );
}
