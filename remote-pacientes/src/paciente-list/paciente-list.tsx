import { lazy, Suspense, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Alert, Button, Input, Segmented, Space, Tag, Typography } from '@clinica/shared/antd';
import { Popconfirm } from '@clinica/shared/antd/display';
import { Table } from '@clinica/shared/antd/table';
import { CheckCircleOutlined, EditOutlined, PlusOutlined, StopOutlined } from '@clinica/shared/icons';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import {
  TAG_COLORS,
  formatCpf,
  formatDate,
  formatPhone,
  notify,
  recordAddress,
  useDebouncedValue,
  usePermission,
  useUrlState,
  type PacienteSalvo,
} from '@clinica/shared';
import { PacienteCriado } from './paciente-criado.tsx';
import { PAGE_SIZE, useAtivarDesativarMutation, usePacienteSearch, type PacienteResumo, type Situacao } from './paciente.resource.ts';

// The dialog (country list, phone metadata) loads when first opened, not with the list.
const PacienteDialog = lazy(() => import('../paciente-dialog/paciente-dialog.tsx').then((m) => ({ default: m.PacienteDialog })));

/** Dialog state: closed, new patient, or editing one. */
type DialogState = { open: false } | { open: true; pacienteId?: number };

/**
 * Patient list: search by name fragment or CPF, filter by situation, server-side paging. The search,
 * situation and page live in the address, so going back returns to the same results.
 */
export function PacienteList(): ReactNode {
  const { t } = useTranslation();
  const [params, update] = useUrlState();
  const texto = params.get('busca') ?? '';
  const situacao = (params.get('situacao') as Situacao | null) ?? 'ativos';
  const page = Number(params.get('pagina') ?? '0');
  const [typed, setTyped] = useState(texto);
  const search = usePacienteSearch(texto, situacao, page);
  const result = search.data;
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  // the patient just registered here: the notice offers to book them and to open their record
  const [criado, setCriado] = useState<PacienteSalvo>();
  const navigate = useNavigate();
  const canCreate = usePermission('CRIAR_NOVO_PACIENTE');
  // the api's ativarDesativarPaciente asks the patients area (PACIENTE_EDIT)
  const canEdit = usePermission('ROLE_PACIENTES');
  const situacaoMutation = useAtivarDesativarMutation();

  const mudarSituacao = async (row: PacienteResumo): Promise<void> => {
    try {
      await situacaoMutation.mutateAsync({ id: row.id, ativo: !row.ativo });
      notify.success(t(row.ativo ? 'pacientes.desativado' : 'pacientes.ativado', { nome: row.nome }));
    } catch {
      // the http client showed the server's reason; the list keeps what it had
    }
  };

  // the address follows the typing once the user pauses; only the typed text restarts the pause
  const applyTyped = useEffectEvent((value: string) => {
    if (value !== texto) update({ busca: value || undefined, pagina: undefined });
  });
  const typedPausado = useDebouncedValue(typed);
  useEffect(() => applyTyped(typedPausado), [typedPausado]);

  const columns: ColumnsType<PacienteResumo> = [
    {
      title: t('pacientes.nome'),
      dataIndex: 'nome',
      render: (nome: string, row) => (
        <Space>
          <Typography.Text strong>{nome}</Typography.Text>
          {row.estrangeiro && <Tag>{t('pacientes.estrangeiro')}</Tag>}
        </Space>
      ),
    },
    { title: t('pacientes.cpf'), dataIndex: 'cpf', render: (cpf: string | null) => (cpf ? formatCpf(cpf) : '—'), width: 150 },
    { title: t('pacientes.nascimento'), dataIndex: 'nascimento', render: (value: string | null) => formatDate(value), width: 120 },
    { title: t('pacientes.celular'), key: 'celular', render: (_value, row) => formatPhone(row.celular, row.ddi), width: 170 },
    {
      title: t('pacientes.cidade'),
      key: 'cidade',
      render: (_value, row) => [row.cidade, row.estado].filter(Boolean).join(' / '),
    },
    {
      title: t('pacientes.situacao'),
      dataIndex: 'ativo',
      width: 110,
      render: (ativo: boolean) => <Tag color={ativo ? TAG_COLORS.sucesso : 'default'}>{ativo ? t('pacientes.ativo') : t('pacientes.inativo')}</Tag>,
    },
    {
      key: 'acoes',
      width: 110,
      render: (_value, row) => (
        // a click here is not a click on the row (which opens the record)
        <Space size={0} onClick={(event) => event.stopPropagation()}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`${t('paciente.editar')} ${row.nome}`}
            onClick={() => setDialog({ open: true, pacienteId: row.id })}
          />
          {canEdit && (
            <Popconfirm
              title={t(row.ativo ? 'pacientes.desativarTitulo' : 'pacientes.ativarTitulo')}
              description={t(row.ativo ? 'pacientes.desativarTexto' : 'pacientes.ativarTexto', { nome: row.nome })}
              okText={t(row.ativo ? 'pacientes.desativar' : 'pacientes.ativar')}
              cancelText={t('pacientes.voltar')}
              okButtonProps={{ danger: row.ativo }}
              onConfirm={() => mudarSituacao(row)}
            >
              <Button
                type="text"
                danger={row.ativo}
                icon={row.ativo ? <StopOutlined /> : <CheckCircleOutlined />}
                aria-label={`${t(row.ativo ? 'pacientes.desativar' : 'pacientes.ativar')} ${row.nome}`}
              />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => update({ busca: value || undefined, pagina: undefined })}
          placeholder={t('pacientes.busca')}
          aria-label={t('pacientes.busca')}
          style={{ width: 360 }}
        />
        <Segmented<Situacao>
          value={situacao}
          onChange={(value) => update({ situacao: value === 'ativos' ? undefined : value, pagina: undefined })}
          options={[
            { value: 'ativos', label: t('pacientes.ativos') },
            { value: 'inativos', label: t('pacientes.inativos') },
            { value: 'todos', label: t('pacientes.todos') },
          ]}
        />
        {canCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true })}>
            {t('paciente.novo')}
          </Button>
        )}
      </Space>
      {dialog.open && (
        <Suspense fallback={null}>
          <PacienteDialog
            open
            pacienteId={dialog.pacienteId}
            onClose={() => setDialog({ open: false })}
            onSaved={(paciente, created) => {
              if (created) setCriado(paciente);
            }}
          />
        </Suspense>
      )}
      {criado && <PacienteCriado key={criado.id} paciente={criado} onClose={() => setCriado(undefined)} />}
      {search.isError && <Alert type="error" showIcon title={t('pacientes.erroLista')} />}
      <div data-testid="paciente-list">
        <Table<PacienteResumo>
          rowKey="id"
          size="middle"
          onRow={(row) => ({ onClick: () => void navigate(recordAddress(row.id)), style: { cursor: 'pointer' } })}
          loading={search.isFetching}
          columns={columns}
          dataSource={result?.content ?? []}
          locale={{ emptyText: t('pacientes.nenhum') }}
          pagination={{
            current: page + 1,
            pageSize: PAGE_SIZE,
            // an estimated total is a lower bound: the next page stays reachable while pages come full
            total: result?.totalEstimado
              ? Math.max(result.totalElements, (page + 1) * PAGE_SIZE + (result.content.length === PAGE_SIZE ? 1 : 0))
              : (result?.totalElements ?? 0),
            showSizeChanger: false,
            showTotal: (total) =>
              result?.totalEstimado ? t('pacientes.totalMaisDe', { count: result.totalElements - 1 }) : t('pacientes.total', { count: total }),
            onChange: (next) => update({ pagina: next > 1 ? String(next - 1) : undefined }),
          }}
        />
      </div>
    </Space>
  );
}
