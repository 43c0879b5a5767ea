import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { applyMask, formatCpf, formatDate, recordAddress, usePermission } from '@clinica/shared';
import { PAGE_SIZE, usePacienteSearch, type PacienteResumo, type Situacao } from './paciente.resource.ts';

// The dialog (country list, phone metadata) loads when first opened, not with the list.
const PacienteDialog = lazy(() => import('../paciente-dialog/paciente-dialog.tsx').then((m) => ({ default: m.PacienteDialog })));

/** Dialog state: closed, new patient, or editing one. */
type DialogState = { open: false } | { open: true; pacienteId?: number };

/** Waits for the user to stop typing before searching. */
const SEARCH_DELAY_MS = 300;

const phone = (row: PacienteResumo): string => {
  if (!row.celular) return '';
  return row.ddi === '55' ? applyMask('phoneBR', row.celular) : `+${row.ddi} ${row.celular}`;
};

/**
 * Patient list: search by name fragment or CPF, filter by situation, server-side paging. The search,
 * situation and page live in the address, so going back returns to the same results.
 */
export function PacienteList(): ReactNode {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const texto = params.get('busca') ?? '';
  const situacao = (params.get('situacao') as Situacao | null) ?? 'ativos';
  const page = Number(params.get('pagina') ?? '0');
  const [typed, setTyped] = useState(texto);
  const search = usePacienteSearch(texto, situacao, page);
  const result = search.data;
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const navigate = useNavigate();
  const canCreate = usePermission('CRIAR_NOVO_PACIENTE');

  const update = (changes: Record<string, string | undefined>): void => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  useEffect(() => {
    if (typed === texto) return;
    const timer = setTimeout(() => update({ busca: typed || undefined, pagina: undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // update is rebuilt every render; only the typed text should restart the delay
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, texto]);

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
    { title: t('pacientes.celular'), key: 'celular', render: (_value, row) => phone(row), width: 170 },
    {
      title: t('pacientes.cidade'),
      key: 'cidade',
      render: (_value, row) => [row.cidade, row.estado].filter(Boolean).join(' / '),
    },
    {
      title: t('pacientes.situacao'),
      dataIndex: 'ativo',
      width: 110,
      render: (ativo: boolean) => <Tag color={ativo ? 'green' : 'default'}>{ativo ? t('pacientes.ativo') : t('pacientes.inativo')}</Tag>,
    },
    {
      key: 'acoes',
      width: 70,
      render: (_value, row) => (
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={`${t('paciente.editar')} ${row.nome}`}
          onClick={(event) => {
            event.stopPropagation();
            setDialog({ open: true, pacienteId: row.id });
          }}
        />
      ),
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
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
          <PacienteDialog open pacienteId={dialog.pacienteId} onClose={() => setDialog({ open: false })} />
        </Suspense>
      )}
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
            total: result?.totalElements ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('pacientes.total', { count: total }),
            onChange: (next) => update({ pagina: next > 1 ? String(next - 1) : undefined }),
          }}
        />
      </div>
    </Space>
  );
}
