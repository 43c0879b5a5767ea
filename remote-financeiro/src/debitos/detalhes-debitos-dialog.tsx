import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Typography } from '@clinica/shared/antd';
import { Modal } from '@clinica/shared/antd/overlays';
import { Table } from '@clinica/shared/antd/table';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatBRL, formatDate, formatDateTime } from '@clinica/shared';
import type { DetalheReceita } from '../contas/contas.resource.ts';
import { StatusTag } from '../contas/status-tag.tsx';
import type { ParcelaAPagar } from '../contas/pagar-dialog.tsx';
import type { Debito } from './debitos.resource.ts';
import { PixCobranca } from '../pix/pix-cobranca.tsx';

const PagarDialog = lazy(() => import('../contas/pagar-dialog.tsx').then((m) => ({ default: m.PagarDialog })));

/**
 * 'Detalhes dos débitos': a receivable's entry and instalments (spec 02 §2.7), each pending one paid
 * from here ('Receita paga!'), each paid one showing when and who received it.
 */
export function DetalhesDebitosDialog({ debito, podePagar, onClose }: { debito: Debito; podePagar: boolean; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const [pagando, setPagando] = useState<ParcelaAPagar>();
  const m = (key: string, options: Record<string, unknown> = {}) => t(`financeiro.debitos.${key}`, options);
  const pendentes = debito.detalhesReceitas.filter((d) => d.status === 'Pendente' || d.status === 'VENCIDO');
  const columns: ColumnsType<DetalheReceita> = [
    { title: m('colunas.parcela'), dataIndex: 'parcela', width: 100, render: (p: number) => (p === 0 ? t('financeiro.contas.entrada') : String(p)) },
    { title: m('colunas.vencimento'), dataIndex: 'vencimento', width: 120, render: (v: string) => formatDate(`${v}T12:00:00`) },
    { title: m('colunas.valor'), dataIndex: 'valorReceita', align: 'right', render: (v: number) => formatBRL(v / 100) },
    { title: m('colunas.forma'), dataIndex: 'formaPagamento', render: (f: string | null) => (f ? t(`financeiro.contas.formas.${f}`) : '—') },
    { title: m('colunas.status'), dataIndex: 'status', render: (s: DetalheReceita['status']) => <StatusTag status={s} /> },
    {
      title: m('colunas.recebido'),
      key: 'recebido',
      render: (_v, d) =>
        d.diaPagamento ? (
          <span data-testid="recebido">
            {formatDateTime(d.diaPagamento)}
            {d.resposavelRecebimento && <Typography.Text type="secondary"> · {d.resposavelRecebimento}</Typography.Text>}
          </span>
        ) : (
          '—'
        ),
    },
    // a pending one's Pix charge (QR and copia-e-cola; F3, issue 38)
    {
      key: 'pix',
      render: (_v: unknown, d: DetalheReceita) =>
        (d.status === 'Pendente' || d.status === 'VENCIDO') && <PixCobranca detalheId={d.id} parcela={d.parcela} entrada={d.parcela === 0} />,
    },
    ...(podePagar
      ? [
          {
            key: 'pagar',
            render: (_v: unknown, d: DetalheReceita) =>
              (d.status === 'Pendente' || d.status === 'VENCIDO') && (
                <Button
                  size="small"
                  aria-label={m('pagarParcela', { parcela: d.parcela })}
                  onClick={() =>
                    setPagando({ id: d.id, nome: debito.nomeReceita, parcela: d.parcela, valor: d.valorReceita, formaPagamento: d.formaPagamento })
                  }
                >
                  {m('pagar')}
                </Button>
              ),
          },
        ]
      : []),
  ];
  return (
    <Modal open title={m('detalhesTitulo')} footer={null} width={860} onCancel={onClose} destroyOnHidden>
      <div data-testid="detalhes-debitos">
        <Typography.Paragraph>
          {debito.nomeReceita} · {m('valorLiquido')}: <Typography.Text strong>{formatBRL(debito.valorLiquido / 100)}</Typography.Text>
          {pendentes.length > 0 && <> · {m('emAberto', { valor: formatBRL(pendentes.reduce((s, d) => s + d.valorReceita, 0) / 100) })}</>}
        </Typography.Paragraph>
        <Table<DetalheReceita>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={debito.detalhesReceitas}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </div>
      {pagando && (
        <Suspense fallback={null}>
          <PagarDialog parcela={pagando} onClose={() => setPagando(undefined)} />
        </Suspense>
      )}
    </Modal>
  );
}
