import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Select, Space, Typography } from '@clinica/shared/antd';
import { Modal } from '@clinica/shared/antd/overlays';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, formatBRL, notify } from '@clinica/shared';
import { FORMAS, usePagarMutation, type FormaPagamento } from './contas.resource.ts';

export interface ParcelaAPagar {
  id: number;
  nome: string;
  parcela: number;
  valor: number;
  formaPagamento: FormaPagamento | null;
}

/**
 * Paying pending instalments (one from the tables, one or more from 'Detalhes dos débitos'): the method
 * (the instalment's own, or chosen), then 'Receita paga!'. One Idempotency-Key per dialog: a double
 * click, or the same click sent again, pays once; the button waits for the answer.
 */
export function PagarDialog({ parcela, parcelas, onClose }: { parcela?: ParcelaAPagar; parcelas?: ParcelaAPagar[]; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const todas = useMemo(() => parcelas ?? (parcela ? [parcela] : []), [parcela, parcelas]);
  const [forma, setForma] = useState<FormaPagamento | null>(todas.length === 1 ? (todas[0]!.formaPagamento ?? null) : null);
  const [erro, setErro] = useState<string>();
  const chave = useMemo(() => crypto.randomUUID(), []);
  const pagar = usePagarMutation();
  const m = (key: string, options: Record<string, unknown> = {}) => t(`financeiro.contas.${key}`, options);
  const total = todas.reduce((soma, p) => soma + p.valor, 0);
  const semForma = !forma && todas.some((p) => !p.formaPagamento);

  const confirmar = async () => {
    if (pagar.isPending) return;
    setErro(undefined);
    try {
      const resposta = await pagar.mutateAsync({ parcelas: todas.map((p) => ({ id: p.id, formaPagamento: forma ?? p.formaPagamento })), chave });
      notify.success(resposta.mensagem, { title: resposta.titulo });
      onClose();
    } catch (error) {
      setErro(apiErrorMessage(error) ?? m('erroGenerico'));
    }
  };

  return (
    <Modal
      open
      title={m('pagar.titulo')}
      okText={m('pagar.confirmar')}
      cancelText={m('pagar.voltar')}
      onOk={() => void confirmar()}
      onCancel={onClose}
      okButtonProps={{ loading: pagar.isPending, disabled: semForma }}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }} data-testid="pagar-dialog">
        {todas.map((p) => (
          <Typography.Text key={p.id}>
            {p.parcela === 0 ? m('pagar.entradaDe', { nome: p.nome }) : m('pagar.parcelaDe', { nome: p.nome, parcela: p.parcela })}:{' '}
            <Typography.Text strong>{formatBRL(p.valor / 100)}</Typography.Text>
          </Typography.Text>
        ))}
        {todas.length > 1 && <Typography.Text strong>{m('pagar.total', { valor: formatBRL(total / 100) })}</Typography.Text>}
        <label htmlFor="pagar-forma">{m('campos.formaPagamento')}</label>
        <Select<FormaPagamento>
          id="pagar-forma"
          style={{ width: 200 }}
          value={forma ?? undefined}
          placeholder={todas.length > 1 ? m('pagar.formaDeCada') : undefined}
          allowClear={todas.length > 1}
          options={FORMAS.map((f) => ({ value: f, label: m(`formas.${f}`) }))}
          onChange={(f) => setForma(f ?? null)}
        />
        {erro && <Alert type="error" showIcon title={m('erroTitulo')} description={erro} data-testid="pagar-erro" />}
      </Space>
    </Modal>
  );
}
