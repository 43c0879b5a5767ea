import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Input, Typography } from '@clinica/shared/antd';
import { Card } from '@clinica/shared/antd/display';
import { Table } from '@clinica/shared/antd/table';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPhone, saveBlob, useUrlState } from '@clinica/shared';
import { ProdutoSelect, useProdutos } from '../produtos/index.ts';
import { useRecall, type Recebedor } from './inventario.resource.ts';
import { recallCsv } from './recall-csv.ts';

/**
 * Lot recall: which patients received lot X of product Y (net of returns), their phones, when, by whom
 * and in which procedure, and the list as a CSV to call them. The search lives in the address.
 */
export function RecallCard(): ReactNode {
  const { t } = useTranslation();
  const [params, update] = useUrlState();
  const produtoNaUrl = Number(params.get('recallProduto')) || undefined;
  const loteNaUrl = params.get('recallLote') ?? '';
  const [produtoId, setProdutoId] = useState<number | undefined>(produtoNaUrl);
  const [lote, setLote] = useState(loteNaUrl);
  const busca = produtoNaUrl && loteNaUrl ? { produtoId: produtoNaUrl, lote: loteNaUrl } : undefined;
  const recall = useRecall(busca);
  const produto = useProdutos().data?.find((p) => p.id === busca?.produtoId);
  const linhas = recall.data ?? [];

  const pesquisar = () => update({ recallProduto: produtoId ? String(produtoId) : undefined, recallLote: lote.trim() || undefined });

  const cabecalho = [
    t('estoque.inventario.paciente'),
    t('estoque.inventario.celular'),
    t('estoque.inventario.telefone'),
    t('estoque.inventario.produto'),
    t('estoque.inventario.lote'),
    t('estoque.inventario.quantidade'),
    t('estoque.inventario.quando'),
    t('estoque.inventario.porQuem'),
    t('estoque.inventario.procedimento'),
  ];
  const exportar = () => {
    const csv = recallCsv(linhas, cabecalho, produto?.nomeProduto ?? '');
    const nome = `recall-${(produto?.nomeProduto ?? 'produto').replace(/[^\p{L}\p{N}]+/gu, '-')}-lote-${busca!.lote.replace(/[^\p{L}\p{N}]+/gu, '-')}.csv`;
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), nome);
  };

  const columns: ColumnsType<Recebedor> = [
    { title: t('estoque.inventario.paciente'), key: 'paciente', render: (_v, r) => r.paciente.nome },
    { title: t('estoque.inventario.celular'), key: 'celular', render: (_v, r) => formatPhone(r.paciente.celular, r.paciente.ddi) || '—' },
    { title: t('estoque.inventario.telefone'), key: 'telefone', render: (_v, r) => formatPhone(r.paciente.telefone, r.paciente.ddi) || '—' },
    { title: t('estoque.inventario.lote'), dataIndex: 'lote' },
    { title: t('estoque.inventario.quantidade'), dataIndex: 'quantidade', align: 'right' },
    { title: t('estoque.inventario.quando'), dataIndex: 'horario', render: (value: string) => formatDateTime(value) },
    { title: t('estoque.inventario.porQuem'), dataIndex: 'usuario', render: (value: string | null) => value ?? '—' },
    { title: t('estoque.inventario.procedimento'), dataIndex: 'procedimento', render: (value: string | null) => value ?? '—' },
  ];

  return (
    <Card title={t('estoque.inventario.recallTitulo')} data-testid="recall">
      <Typography.Paragraph type="secondary">{t('estoque.inventario.recallDica')}</Typography.Paragraph>
      <Flex gap={8} wrap align="flex-end" style={{ marginBottom: 16 }}>
        <Flex vertical gap={4}>
          <label htmlFor="recall-produto">{t('estoque.inventario.produto')}</label>
          <ProdutoSelect id="recall-produto" value={produtoId} onChange={(id) => setProdutoId(id)} style={{ width: 320 }} allowClear />
        </Flex>
        <Flex vertical gap={4}>
          <label htmlFor="recall-lote">{t('estoque.inventario.recallLote')}</label>
          <Input
            id="recall-lote"
            value={lote}
            maxLength={60}
            onChange={(event) => setLote(event.target.value)}
            onPressEnter={pesquisar}
            style={{ width: 200 }}
          />
        </Flex>
        <Button type="primary" onClick={pesquisar} disabled={!produtoId || !lote.trim()} loading={recall.isFetching}>
          {t('estoque.inventario.pesquisar')}
        </Button>
        <Button onClick={exportar} disabled={!busca || !recall.data || linhas.length === 0 || recall.isPlaceholderData} data-testid="recall-exportar">
          {t('estoque.inventario.exportarCsv')}
        </Button>
      </Flex>
      {recall.isError && <Alert type="error" showIcon title={t('estoque.inventario.recallErro')} style={{ marginBottom: 16 }} />}
      {busca && recall.data && !recall.isPlaceholderData && (
        <Typography.Paragraph strong data-testid="recall-total">
          {t('estoque.inventario.recallTotal', { count: linhas.length, lote: busca.lote })}
        </Typography.Paragraph>
      )}
      {busca && (
        <Table<Recebedor>
          rowKey="saidaId"
          size="middle"
          loading={recall.isFetching}
          columns={columns}
          dataSource={linhas}
          locale={{ emptyText: t('estoque.inventario.recallVazio') }}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 900 }}
        />
      )}
    </Card>
  );
}
