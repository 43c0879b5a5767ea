import { useState, type ReactNode } from 'react';
import { Button, Empty } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';
import { DeferredDrawer, MOBILE_QUERY, getSession, useMediaQuery } from '@clinica/shared';
import { notificacaoKey } from './notificacao.ts';
import { NotificacaoItem } from './notificacao-item.tsx';
import { useNotificacoes } from './notificacoes.store.ts';
import { showCallFailure, useLimparNotificacoesMutation } from './notificacoes.resource.ts';

/** Side panel of unread notifications (spec 01 section 2, 'Notification side panel'). */
export function NotificacoesPanel({ open, onClose }: { open: boolean; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const items = useNotificacoes((state) => state.items);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [closingAll, setClosingAll] = useState(false);
  const limpar = useLimparNotificacoesMutation();

  // The server reads the user's own notifications; the list then empties, role alerts included.
  const fecharTodas = async (): Promise<void> => {
    const userId = getSession().user?.id;
    if (!userId) return;
    setClosingAll(true);
    try {
      await limpar.mutateAsync(userId);
      useNotificacoes.getState().clear();
    } catch (error) {
      showCallFailure(error, t('notificacoes.erro'));
    } finally {
      setClosingAll(false);
    }
  };

  return (
    <DeferredDrawer
      open={open}
      onClose={onClose}
      placement="right"
      size={mobile ? '100%' : 400}
      title={t('notificacoes.painelTitulo')}
      data-testid="notificacoes-panel"
      // at the bottom: toasts open at the top right, over the drawer's head
      footer={
        <Button block onClick={() => void fecharTodas()} loading={closingAll} disabled={items.length === 0}>
          {t('notificacoes.fecharTodas')}
        </Button>
      }
    >
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notificacoes.vazio')} />
      ) : (
        <ul className="notificacoes-lista">
          {items.map((notificacao) => (
            <NotificacaoItem key={notificacaoKey(notificacao)} notificacao={notificacao} onOpenRecord={onClose} />
          ))}
        </ul>
      )}
    </DeferredDrawer>
  );
}
