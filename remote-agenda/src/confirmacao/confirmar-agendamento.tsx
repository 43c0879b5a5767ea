import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button, Card, Descriptions, Result, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { apiErrorStatus, useWhiteLabel } from '@clinica/shared';
import { quandoTexto } from '../agenda/when.ts';
import { confirmar, type Confirmacao } from './confirmacao.resource.ts';
import './confirmacao.css';

type State = { kind: 'loading' } | { kind: 'ok'; confirmacao: Confirmacao } | { kind: 'erro'; key: string; retry: boolean };

function failure(error: unknown): State {
  const status = apiErrorStatus(error);
  if (status === 404 || status === 400) return { kind: 'erro', key: 'naoEncontrado', retry: false };
  if (status === 409) return { kind: 'erro', key: 'cancelado', retry: false };
  return { kind: 'erro', key: 'erro', retry: true };
}

/**
 * /confirmar-agendamento (spec 01 section 2): the patient opens the link the clinic sent
 * (`?agendamentoId=<code>`) and the appointment is confirmed. Works without a session.
 */
export function ConfirmarAgendamento(): ReactNode {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const codigo = params.get('agendamentoId')?.trim() ?? '';
  const nomeClinica = useWhiteLabel((state) => state.nome);
  const logo = useWhiteLabel((state) => state.logo);
  const [state, setState] = useState<State>({ kind: 'loading' });

  const run = useCallback(() => {
    if (!codigo) {
      setState({ kind: 'erro', key: 'semCodigo', retry: false });
      return () => undefined;
    }
    let current = true;
    setState({ kind: 'loading' });
    confirmar(codigo).then(
      (confirmacao) => current && setState({ kind: 'ok', confirmacao }),
      (error: unknown) => current && setState(failure(error)),
    );
    return () => {
      current = false;
    };
  }, [codigo]);

  useEffect(() => run(), [run]);

  return (
    <main className="confirmacao">
      <Card className="confirmacao__card">
        <header className="confirmacao__clinica">
          {logo ? <img src={logo} alt={nomeClinica} height={48} /> : <Typography.Title level={4}>{nomeClinica}</Typography.Title>}
        </header>
        {state.kind === 'loading' && (
          <Spin description={t('agendamento.confirmacao.carregando')} size="large">
            <div style={{ minHeight: 160 }} />
          </Spin>
        )}
        {state.kind === 'erro' && (
          <Result
            status="warning"
            title={t('agendamento.confirmacao.erroTitulo')}
            subTitle={t(`agendamento.confirmacao.${state.key}`)}
            extra={state.retry && <Button onClick={run}>{t('agendamento.confirmacao.tentarNovamente')}</Button>}
          />
        )}
        {state.kind === 'ok' && (
          <Result
            status="success"
            title={t('agendamento.confirmacao.confirmado')}
            subTitle={state.confirmacao.nomePaciente ? t('agendamento.confirmacao.ola', { nome: state.confirmacao.nomePaciente }) : undefined}
          >
            <Descriptions column={1} bordered size="small" data-testid="confirmacao-detalhes">
              <Descriptions.Item label={t('agendamento.confirmacao.quando')}>
                {quandoTexto(state.confirmacao.dataAgendamento, state.confirmacao.horaFinal, i18n.language)}
              </Descriptions.Item>
              <Descriptions.Item label={t('agendamento.confirmacao.procedimento')}>{state.confirmacao.nomeProcedimento}</Descriptions.Item>
              <Descriptions.Item label={t('agendamento.confirmacao.medico')}>{state.confirmacao.nomeMedico}</Descriptions.Item>
            </Descriptions>
          </Result>
        )}
      </Card>
    </main>
  );
}
