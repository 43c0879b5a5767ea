import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Space, Spin, Typography } from '@clinica/shared/antd';
import { Descriptions } from '@clinica/shared/antd/details';
import { Radio } from '@clinica/shared/antd/inputs';
import { Modal } from '@clinica/shared/antd/overlays';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, formatBRL, formatDate, formatTime, notify, usePermission } from '@clinica/shared';
import { parcelasDe } from './orcamento-form.ts';
import { useOrcamento, useSetarStatusMutation, type Orcamento, type PropostaSalva } from './orcamentos.resource.ts';
import './orcamentos.i18n.ts';

const reais = (centavos: number) => formatBRL(centavos / 100);

const statusDe = (error: unknown): number | undefined => (error as { response?: { status?: number } } | undefined)?.response?.status;

/** A proposal in words: method, then the entry and the instalments adding up to the net value. */
function TextoProposta({ proposta, liquido }: { proposta: PropostaSalva; liquido: number }): ReactNode {
  const { t } = useTranslation();
  const entrada = proposta.entrada?.valorEntrada ?? 0;
  const parcelas = proposta.parcelas.length > 0 ? proposta.parcelas : parcelasDe(liquido, proposta.quantidadeParcelas, entrada);
  const texto = t('orcamento.form.parcelas', { count: proposta.quantidadeParcelas, valor: reais(parcelas[0] ?? 0) });
  return (
    <span data-testid="proposta-texto">
      <Typography.Text strong>{t(`orcamento.formas.${proposta.formaPagamento}`)}</Typography.Text>
      {' — '}
      {proposta.entrada
        ? t('orcamento.form.entradaMais', {
            valor: reais(proposta.entrada.valorEntrada),
            forma: t(`orcamento.formas.${proposta.entrada.formaPagamentoEntrada}`),
            parcelas: texto,
          })
        : texto}
    </span>
  );
}

function Detalhes({ orcamento }: { orcamento: Orcamento }): ReactNode {
  const { t } = useTranslation();
  const m = (key: string) => t(`orcamento.ver.${key}`);
  return (
    <Descriptions column={2} size="small" bordered style={{ marginBottom: 16 }}>
      <Descriptions.Item label={m('paciente')}>{orcamento.infoPaciente.nome}</Descriptions.Item>
      <Descriptions.Item label={m('profissional')}>{orcamento.profissional}</Descriptions.Item>
      <Descriptions.Item label={m('procedimento')}>{orcamento.nomeProcedimento}</Descriptions.Item>
      <Descriptions.Item label={m('data')}>{`${formatTime(orcamento.solicitacao)} ${formatDate(orcamento.solicitacao)}`}</Descriptions.Item>
      <Descriptions.Item label={m('campanha')}>{orcamento.campanha ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={m('valorBruto')}>{reais(orcamento.valorBruto)}</Descriptions.Item>
      <Descriptions.Item label={m('desconto')}>{reais(orcamento.desconto)}</Descriptions.Item>
      <Descriptions.Item label={m('valorLiquido')}>
        <span data-testid="orcamento-valor-liquido">{reais(orcamento.valorLiquido)}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * An existing quote (spec 02 §2.4 'Aprovar orçamento', EDITAR_VISUALIZAR_ORCAMENTOS): a pending one offers its
 * proposals and 'Aprovar orçamento' approves the chosen one ('Proposta aprovada com sucesso'); an approved one
 * opens read-only under 'Este orcamento foi aprovado' with only the approved proposal. Someone else's approval
 * in between is said, and the approved quote shown.
 */
export function OrcamentoVerDialog({
  orcamentoId,
  onClose,
  somenteAprovadas = false,
}: {
  orcamentoId: number;
  onClose: () => void;
  /** opened from the record's Débitos: the approved quote only (see useOrcamento) */
  somenteAprovadas?: boolean;
}): ReactNode {
  const { t } = useTranslation();
  const lido = useOrcamento(orcamentoId, somenteAprovadas);
  const setarStatus = useSetarStatusMutation();
  const podeAprovar = usePermission('EDITAR_VISUALIZAR_ORCAMENTOS');
  const [escolhida, setEscolhida] = useState<number>();
  const [conflito, setConflito] = useState(false);
  // one approval's key while the dialog is open: a repeated press or a retry approves once
  const chave = useMemo(() => crypto.randomUUID(), []);
  const m = (key: string) => t(`orcamento.ver.${key}`);

  // spec 02 §8: a quote that cannot be read is said ('Erro' with the server's message) and the dialog closes
  useEffect(() => {
    if (!lido.isError) return;
    notify.error(apiErrorMessage(lido.error) ?? m('erro'), { title: m('erro') });
    onClose();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lido.isError]);

  const orcamento = lido.data;
  const pendente = orcamento?.status === 'PENDENTE';

  const aprovar = async () => {
    if (!orcamento || escolhida === undefined) return;
    try {
      await setarStatus.mutateAsync({ orcamentoId: orcamento.id, propostaId: escolhida, status: 'APROVADO', chave });
      notify.success(m('aprovadoOk'), { seconds: 5 });
      onClose();
    } catch (error) {
      if (statusDe(error) === 409) setConflito(true);
      else notify.error(apiErrorMessage(error) ?? m('erro'), { title: m('erro') });
    }
  };

  const footer =
    pendente && podeAprovar ? (
      <Space>
        <Button onClick={onClose}>{m('fechar')}</Button>
        <Button type="primary" disabled={escolhida === undefined} loading={setarStatus.isPending} onClick={() => void aprovar()}>
          {m('aprovar')}
        </Button>
      </Space>
    ) : null;

  return (
    <Modal open title={m('titulo')} width={760} footer={footer} onCancel={onClose} destroyOnHidden>
      <div data-testid="orcamento-ver">
        {!orcamento && !lido.isError && <Spin />}
        {conflito && <Alert type="warning" showIcon role="alert" data-testid="orcamento-conflito" style={{ marginBottom: 12 }} title={m('conflito')} />}
        {orcamento && (
          <>
            <Detalhes orcamento={orcamento} />
            {orcamento.status === 'APROVADO' && (
              <>
                <Alert type="success" showIcon style={{ marginBottom: 12 }} title={<strong data-testid="orcamento-aprovado">{m('aprovado')}</strong>} />
                {orcamento.propostasDePagamentos
                  .filter((p) => p.escolhido)
                  .map((p) => (
                    <div key={p.id} data-testid="proposta-aprovada">
                      <Typography.Text type="secondary">{m('propostaAprovada')}: </Typography.Text>
                      <TextoProposta proposta={p} liquido={orcamento.valorLiquido} />
                    </div>
                  ))}
              </>
            )}
            {orcamento.status === 'CANCELADO' && <Alert type="info" showIcon title={m('cancelado')} />}
            {pendente && (
              <>
                <Typography.Paragraph>{m('escolha')}</Typography.Paragraph>
                <Radio.Group value={escolhida} onChange={(e) => setEscolhida(e.target.value as number)} disabled={!podeAprovar}>
                  <Space orientation="vertical">
                    {orcamento.propostasDePagamentos.map((p, i) => (
                      <Radio key={p.id} value={p.id} data-testid={`escolher-proposta-${i}`}>
                        {t('orcamento.form.proposta', { n: i + 1 })}: <TextoProposta proposta={p} liquido={orcamento.valorLiquido} />
                      </Radio>
                    ))}
                  </Space>
                </Radio.Group>
              </>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
