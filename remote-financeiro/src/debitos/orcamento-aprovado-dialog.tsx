import type { ReactNode } from 'react';
import { Alert, Spin } from '@clinica/shared/antd';
import { Descriptions } from '@clinica/shared/antd/display';
import { Modal } from '@clinica/shared/antd/overlays';
import { useTranslation } from 'react-i18next';
import { formatBRL, formatDateTime } from '@clinica/shared';
import { useOrcamentoAprovado } from './debitos.resource.ts';

const reais = (centavos: number) => formatBRL(centavos / 100);

/** An approved quote, read-only (until the Orçamentos area's own dialog opens it): procedure, values and the approved proposal. */
export function OrcamentoAprovadoDialog({ orcamentoId, onClose }: { orcamentoId: number; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const orcamento = useOrcamentoAprovado(orcamentoId);
  const m = (key: string, options: Record<string, unknown> = {}) => t(`financeiro.debitos.orcamento.${key}`, options);
  const o = orcamento.data;
  const proposta = o?.propostasDePagamentos.find((p) => p.escolhido) ?? o?.propostasDePagamentos[0];
  return (
    <Modal open title={m('titulo', { id: orcamentoId })} footer={null} width={640} onCancel={onClose} destroyOnHidden>
      {orcamento.isError && <Alert type="error" showIcon title={m('erro')} />}
      {!o && !orcamento.isError && <Spin />}
      {o && (
        <div data-testid="orcamento-aprovado">
          <Alert type="success" showIcon title={m('aprovado')} style={{ marginBottom: 12 }} />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={m('paciente')}>{o.infoPaciente.nome}</Descriptions.Item>
            <Descriptions.Item label={m('profissional')}>{o.profissional}</Descriptions.Item>
            <Descriptions.Item label={m('procedimento')}>{o.nomeProcedimento}</Descriptions.Item>
            <Descriptions.Item label={m('data')}>{formatDateTime(o.solicitacao)}</Descriptions.Item>
            {o.campanha && <Descriptions.Item label={m('campanha')}>{o.campanha}</Descriptions.Item>}
            <Descriptions.Item label={m('valorBruto')}>{reais(o.valorBruto)}</Descriptions.Item>
            <Descriptions.Item label={m('desconto')}>{reais(o.desconto)}</Descriptions.Item>
            <Descriptions.Item label={m('valorLiquido')}>{reais(o.valorLiquido)}</Descriptions.Item>
            {proposta && (
              <Descriptions.Item label={m('proposta')}>
                <span data-testid="proposta-aprovada">
                  {t(`financeiro.contas.formas.${proposta.formaPagamento}`)} ·{' '}
                  {m('parcelas', { count: proposta.quantidadeParcelas, valor: reais(proposta.valorDaParcela) })}
                  {proposta.entrada && <> · {m('entrada', { valor: reais(proposta.entrada.valorEntrada) })}</>}
                </span>
              </Descriptions.Item>
            )}
          </Descriptions>
        </div>
      )}
    </Modal>
  );
}
