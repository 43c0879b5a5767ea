import type { ReactNode } from 'react';
import { Button, Spin, Typography } from '@clinica/shared/antd';
import { Card } from '@clinica/shared/antd/display';
import { Descriptions } from '@clinica/shared/antd/details';
import { Result } from '@clinica/shared/antd/result';
import { useSearchParams } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { apiErrorStatus, useWhiteLabel } from '@clinica/shared';
import { quandoTexto } from '../agenda/when.ts';
import { useConfirmacao, useConfirmarMutation, type Confirmacao } from './confirmacao.resource.ts';
import './confirmacao.css';

type State = { kind: 'loading' } | { kind: 'ok'; confirmacao: Confirmacao; confirmando?: boolean } | { kind: 'erro'; key: string; retry: boolean };

function failure(error: unknown): State {
  const status = apiErrorStatus(error);
  if (status === 404 || status === 400) return { kind: 'erro', key: 'naoEncontrado', retry: false };
  // started, finished or cancelled: the api tells nothing more, and neither does the screen
  if (status === 410) return { kind: 'erro', key: 'linkInvalido', retry: false };
  return { kind: 'erro', key: 'erro', retry: true };
}

/**
 * /confirmar-agendamento (spec 01 section 2): the patient opens the link the clinic sent
 * (`?agendamentoId=<code>`), sees the appointment and confirms it with the button: opening the link
 * confirms nothing, since mail and chat link scanners open it too. Works without a session.
 */
export function ConfirmarAgendamento(): ReactNode {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const codigo = params.get('agendamentoId')?.trim() ?? '';
  const nomeClinica = useWhiteLabel((state) => state.nome);
  const logo = useWhiteLabel((state) => state.logo);
  const leitura = useConfirmacao(codigo);
  const confirmacao = useConfirmarMutation(codigo);

  // reading (on opening, or again after 'Tentar novamente') shows the spinner
  const state: State = !codigo
    ? { kind: 'erro', key: 'semCodigo', retry: false }
    : leitura.isFetching
      ? { kind: 'loading' }
      : confirmacao.isError
        ? failure(confirmacao.error)
        : leitura.isError
          ? failure(leitura.error)
          : leitura.data
            ? { kind: 'ok', confirmacao: leitura.data, confirmando: confirmacao.isPending }
            : { kind: 'loading' };

  const retry = (): void => {
    confirmacao.reset();
    void leitura.refetch();
  };

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
            extra={state.retry && <Button onClick={retry}>{t('agendamento.confirmacao.tentarNovamente')}</Button>}
          />
        )}
        {state.kind === 'ok' && <DadosDoAgendamento state={state} onConfirmar={() => confirmacao.mutate()} />}
      </Card>
    </main>
  );
}

/** The appointment of the link: confirmed, or PENDENTE with the button that confirms it. */
function DadosDoAgendamento({ state, onConfirmar }: { state: Extract<State, { kind: 'ok' }>; onConfirmar: () => void }): ReactNode {
  const { t, i18n } = useTranslation();
  const { confirmacao } = state;
  const confirmado = confirmacao.statusAgendamento === 'CONFIRMADO';
  const nome = confirmacao.nomePaciente;
  return (
    <Result
      status={confirmado ? 'success' : 'info'}
      title={t(confirmado ? 'agendamento.confirmacao.confirmado' : 'agendamento.confirmacao.titulo')}
      subTitle={nome ? t(confirmado ? 'agendamento.confirmacao.ola' : 'agendamento.confirmacao.olaPendente', { nome }) : undefined}
    >
      <Descriptions column={1} bordered size="small" data-testid="confirmacao-detalhes">
        <Descriptions.Item label={t('agendamento.confirmacao.quando')}>
          {quandoTexto(confirmacao.dataAgendamento, confirmacao.horaFinal, i18n.language)}
        </Descriptions.Item>
        <Descriptions.Item label={t('agendamento.confirmacao.procedimento')}>{confirmacao.nomeProcedimento}</Descriptions.Item>
        <Descriptions.Item label={t('agendamento.confirmacao.medico')}>{confirmacao.nomeMedico}</Descriptions.Item>
      </Descriptions>
      {!confirmado && (
        <div className="confirmacao__acao">
          <Button type="primary" size="large" loading={state.confirmando} onClick={onConfirmar}>
            {t('agendamento.confirmacao.confirmar')}
          </Button>
        </div>
      )}
    </Result>
  );
}
