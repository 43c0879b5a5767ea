import { useState, type ReactNode } from 'react';
import { Button, Typography } from '@clinica/shared/antd';
import { CheckOutlined } from '@clinica/shared/icons';
import { useNavigate } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { hasAuthority, hasRole, recordAddress, useSession } from '@clinica/shared';
import { groupOf, isServerMarked, notificacaoKey, type Notificacao } from './notificacao.ts';
import { notificacaoTexto } from './notificacao-texto.ts';
import { useNotificacoes } from './notificacoes.store.ts';
import { showCallFailure, useMarcarComoLidaMutation } from './notificacoes.resource.ts';

/**
 * One unread notification. Marking read (spec 01 section 4): arrival and reminder are read on the
 * server, then leave; stock and finance alerts only leave this list. An arrival or reminder opens the
 * patient's record for users of the patients area.
 */
export function NotificacaoItem({ notificacao, onOpenRecord }: { notificacao: Notificacao; onOpenRecord: () => void }): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canOpenRecords = useSession((state) => hasRole(state.authorities, 'PACIENTES'));
  // issue 39: a reminder also opens the patient's case study (spec 02 §6 CRIAR_ESTUDO_CASO)
  const canOpenEstudo = useSession((state) => hasAuthority(state.authorities, 'ROLE_PACIENTES && CRIAR_ESTUDO_CASO'));
  const [busy, setBusy] = useState(false);
  const marcarComoLida = useMarcarComoLidaMutation();
  const { titulo, corpo } = notificacaoTexto(notificacao, t);
  const key = notificacaoKey(notificacao);

  const record =
    canOpenRecords && isServerMarked(notificacao) && notificacao.idPaciente !== null
      ? recordAddress(notificacao.idPaciente, notificacao.idProcedimento ?? undefined)
      : undefined;

  const markRead = async (): Promise<void> => {
    if (!isServerMarked(notificacao)) {
      useNotificacoes.getState().dismiss(key);
      return;
    }
    setBusy(true);
    try {
      await marcarComoLida.mutateAsync(notificacao.idNotificacao);
      useNotificacoes.getState().dismiss(key);
    } catch (error) {
      showCallFailure(error, t('notificacoes.erro'));
      setBusy(false);
    }
  };

  const text = (
    <>
      <Typography.Text strong className="notificacao-item__titulo">
        {titulo}
      </Typography.Text>
      {corpo && <Typography.Text className="notificacao-item__corpo">{corpo}</Typography.Text>}
    </>
  );

  return (
    <li
      className="notificacao-item"
      data-testid="notificacao-item"
      data-tipo={groupOf(notificacao)}
      style={notificacao.cor ? { borderInlineStartColor: notificacao.cor } : undefined}
    >
      {record ? (
        <button
          type="button"
          className="notificacao-item__texto notificacao-item__texto--link"
          onClick={() => {
            onOpenRecord();
            void navigate(record);
          }}
        >
          {text}
        </button>
      ) : (
        <div className="notificacao-item__texto">{text}</div>
      )}
      {record && canOpenEstudo && notificacao.tipoNotificacao === null && (
        <Button
          type="link"
          size="small"
          data-testid="notificacao-estudo-caso"
          onClick={() => {
            onOpenRecord();
            void navigate(`${record}&estudoCaso=1`);
          }}
        >
          {t('notificacoes.estudoCaso')}
        </Button>
      )}
      <Button
        type="text"
        size="small"
        aria-label={t('notificacoes.marcarComoLida')}
        title={t('notificacoes.marcarComoLida')}
        icon={<CheckOutlined />}
        loading={busy}
        onClick={() => void markRead()}
      />
    </li>
  );
}
