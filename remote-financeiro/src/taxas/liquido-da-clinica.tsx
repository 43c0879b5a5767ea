import { useMemo, type ReactNode } from 'react';
import { Alert, Typography } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';
import { formatBRL, formatDate, useDebouncedValue } from '@clinica/shared';
import { useSimulacao, type SimulacaoBody } from './taxas.resource.ts';
import './taxas.i18n.ts';

type Forma = 'DEBITO' | 'DINHEIRO' | 'PIX' | 'CREDITO';

/** A payment proposal as the quote form holds it (spec 02 §3 Payment proposal); amounts in centavos. */
export interface PropostaDoOrcamento {
  formaPagamento?: Forma | null;
  quantidadeParcelas?: number | null;
  temEntrada?: boolean | null;
  entrada?: { formaPagamentoEntrada?: Forma | null; valorEntrada?: number | null } | null;
}

const reais = (centavos: number): string => formatBRL(centavos / 100);
const FORMA_LABEL: Record<Forma, string> = { DEBITO: 'Débito', DINHEIRO: 'Dinheiro', PIX: 'Pix', CREDITO: 'Crédito' };

/**
 * Per proposal, beside the patient's instalments: the card fee, what the clinic receives of each and
 * the day it arrives (the terms of Configurações > Pagamentos), so reception can steer a patient to
 * Pix or 3× instead of 10×. `valorTotal`: the quote's net value, in centavos.
 */
export function LiquidoDaClinica({ proposta, valorTotal }: { proposta: PropostaDoOrcamento; valorTotal: number | null | undefined }): ReactNode {
  const { t } = useTranslation();
  const entrada = proposta.temEntrada && proposta.entrada?.valorEntrada ? proposta.entrada : null;
  const body: SimulacaoBody = {
    formaPagamento: proposta.formaPagamento ?? null,
    quantidadeParcelas: proposta.formaPagamento === 'CREDITO' ? (proposta.quantidadeParcelas ?? 1) : 1,
    entrada: entrada ? { formaPagamentoEntrada: entrada.formaPagamentoEntrada ?? null, valorEntrada: entrada.valorEntrada ?? null } : null,
    valorTotal: valorTotal ?? null,
  };
  // asked once the user pauses typing (compared as text: the proposal is a new object every render)
  const pedidoTexto = useDebouncedValue(JSON.stringify(body));
  const pedido = useMemo(() => JSON.parse(pedidoTexto) as SimulacaoBody, [pedidoTexto]);
  const completa =
    Boolean(pedido.formaPagamento) &&
    (pedido.valorTotal ?? 0) > 0 &&
    (pedido.quantidadeParcelas ?? 0) >= 1 &&
    (pedido.quantidadeParcelas ?? 0) <= 24 &&
    (!pedido.entrada || ((pedido.entrada.valorEntrada ?? 0) <= (pedido.valorTotal ?? 0) && Boolean(pedido.entrada.formaPagamentoEntrada)));
  const simulacao = useSimulacao(pedido, completa);
  if (!completa) return null;
  const s = simulacao.data;
  const semTermo = [
    ...new Set(s?.parcelas.filter((l) => !l.termoCadastrado).map((l) => `${FORMA_LABEL[l.formaPagamento]}${l.entrada ? '' : ` ${body.quantidadeParcelas}x`}`)),
  ];

  return (
    <section data-testid="liquido-da-clinica" aria-label={t('liquido.titulo')} style={{ marginTop: 8 }}>
      <Typography.Text strong>{t('liquido.titulo')}</Typography.Text>
      {simulacao.isError && <Alert type="warning" showIcon title={t('liquido.erro')} />}
      {!s && simulacao.isFetching && <Typography.Paragraph type="secondary">{t('liquido.carregando')}</Typography.Paragraph>}
      {s && (
        <>
          <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13, marginTop: 4 }}>
            <thead>
              <tr style={{ textAlign: 'left' }}>
                <th>{t('liquido.parcela')}</th>
                <th>{t('liquido.vencimento')}</th>
                <th style={{ textAlign: 'right' }}>{t('liquido.paciente')}</th>
                <th style={{ textAlign: 'right' }}>{t('liquido.taxa')}</th>
                <th style={{ textAlign: 'right' }}>{t('liquido.liquido')}</th>
                <th>{t('liquido.recebimento')}</th>
              </tr>
            </thead>
            <tbody>
              {s.parcelas.map((l) => (
                <tr key={l.parcela} style={{ borderTop: '1px solid rgba(0,0,0,0.06)' }}>
                  <td>{l.entrada ? t('liquido.entrada') : `${l.parcela}/${body.quantidadeParcelas}`}</td>
                  <td>{formatDate(l.vencimento)}</td>
                  <td style={{ textAlign: 'right' }}>{reais(l.valorPaciente)}</td>
                  <td style={{ textAlign: 'right' }}>
                    {reais(l.valorTaxa)} ({l.taxaPercentual.toLocaleString('pt-BR')}%)
                  </td>
                  <td style={{ textAlign: 'right' }}>{reais(l.valorLiquido)}</td>
                  <td>{formatDate(l.recebimento)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Typography.Paragraph style={{ marginTop: 4, marginBottom: 0 }}>
            {t('liquido.resumo', {
              liquido: reais(s.totalLiquido),
              total: reais(s.totalPaciente),
              taxas: reais(s.totalTaxas),
              data: formatDate(s.ultimoRecebimento),
            })}
          </Typography.Paragraph>
          {semTermo.length > 0 && <Typography.Text type="secondary">{t('liquido.semTermo', { formas: semTermo.join(', ') })}</Typography.Text>}
        </>
      )}
    </section>
  );
}
