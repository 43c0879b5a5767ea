import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Alert, Button, Space, Tag, Tooltip } from '@clinica/shared/antd';
import { Table } from '@clinica/shared/antd/table';
import { EyeOutlined, UnorderedListOutlined } from '@clinica/shared/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatBRL, formatDate, usePermission, type RecordTabProps, TAG_COLORS } from '@clinica/shared';
import { useDebitos, type Debito } from '../debitos/debitos.resource.ts';

const DetalhesDebitosDialog = lazy(() => import('../debitos/detalhes-debitos-dialog.tsx').then((m) => ({ default: m.DetalhesDebitosDialog })));
// the Orçamentos area's own dialog: an approved quote opens read-only under 'Este orcamento foi aprovado'
const OrcamentoVerDialog = lazy(() => import('../orcamentos/orcamento-ver-dialog.tsx').then((m) => ({ default: m.OrcamentoVerDialog })));

const PAGE_SIZE = 20;
const COR: Record<string, string> = { PAGO: TAG_COLORS.sucesso, Pendente: 'blue', CANCELADO: 'default' };

type Dialogo = { tipo: 'detalhes'; idReceita: number } | { tipo: 'orcamento'; orcamentoId: number };

/**
 * The record's Débitos (spec 02 §2.7, DEBITO_FICHA_PACIENTE): the patient's approved quotes as
 * receivables (Data, Valor líquido, Status, Ações; 20 a page); info opens the quote read-only, 'Detalhes
 * dos débitos' lists its instalments and pays them.
 */
export default function DebitosFichaTab({ pacienteId }: RecordTabProps): ReactNode {
  const { t } = useTranslation();
  const debitos = useDebitos(pacienteId);
  const [dialogo, setDialogo] = useState<Dialogo>();
  const podePagar = usePermission('ROLE_PACIENTES && DEBITO_FICHA_PACIENTE || ROLE_FINANCEIRO && EDITAR_RECEITA');
  const m = (key: string, options: Record<string, unknown> = {}) => t(`financeiro.debitos.${key}`, options);
  const aberto = dialogo?.tipo === 'detalhes' ? debitos.data?.find((d) => d.idReceita === dialogo.idReceita) : undefined;

  const columns: ColumnsType<Debito> = [
    { title: m('colunas.data'), dataIndex: 'solicitacao', width: 130, render: (v: string) => formatDate(v) },
    { title: m('colunas.descricao'), dataIndex: 'nomeReceita' },
    { title: m('colunas.valorLiquido'), dataIndex: 'valorLiquido', align: 'right', render: (v: number) => formatBRL(v / 100) },
    {
      title: m('colunas.status'),
      dataIndex: 'status',
      render: (s: string) => (
        <Tag color={COR[s] ?? 'blue'} data-testid="status-debito">
          {t(`financeiro.contas.status.${s}`, { defaultValue: s })}
        </Tag>
      ),
    },
    {
      title: m('colunas.acoes'),
      key: 'acoes',
      width: 110,
      render: (_v, debito) => (
        <Space size={0}>
          {debito.idOrcamento !== null && (
            <Tooltip title={m('verOrcamento')}>
              <Button
                type="text"
                icon={<EyeOutlined />}
                aria-label={m('verOrcamentoItem', { nome: debito.nomeReceita })}
                onClick={() => setDialogo({ tipo: 'orcamento', orcamentoId: debito.idOrcamento! })}
              />
            </Tooltip>
          )}
          <Tooltip title={m('detalhesTitulo')}>
            <Button
              type="text"
              icon={<UnorderedListOutlined />}
              aria-label={m('detalhesItem', { nome: debito.nomeReceita })}
              onClick={() => setDialogo({ tipo: 'detalhes', idReceita: debito.idReceita })}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="debitos-tab">
      {debitos.isError && <Alert type="error" showIcon title={m('erroLista')} />}
      <Table<Debito>
        rowKey="idReceita"
        size="middle"
        data-testid="tabela-debitos"
        loading={debitos.isFetching}
        columns={columns}
        dataSource={debitos.data ?? []}
        locale={{ emptyText: m('nenhum') }}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
      />
      {dialogo && (
        <Suspense fallback={null}>
          {dialogo.tipo === 'orcamento' ? (
            <OrcamentoVerDialog orcamentoId={dialogo.orcamentoId} somenteAprovadas onClose={() => setDialogo(undefined)} />
          ) : (
            aberto && <DetalhesDebitosDialog debito={aberto} podePagar={podePagar} onClose={() => setDialogo(undefined)} />
          )}
        </Suspense>
      )}
    </Space>
  );
}
