import { useState, type ReactNode } from 'react';
import { Badge, Button } from '@clinica/shared/antd';
import { BellOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { useNotificacoes } from './notificacoes.store.ts';
import { NotificacoesPanel } from './notificacoes-panel.tsx';

/** The top navigation's bell with the unread count (spec 01 section 2); opens the side panel. */
export function NotificationBell(): ReactNode {
  const { t } = useTranslation();
  const count = useNotificacoes((state) => state.items.length);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Badge count={count} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          shape="circle"
          aria-label={t('notificacoes.sino')}
          data-testid="notification-bell"
          // the number as text for tests, whatever the badge's animation renders
          data-count={count}
          icon={<BellOutlined style={{ color: '#fff', fontSize: 18 }} />}
          onClick={() => setOpen(true)}
        />
      </Badge>
      <NotificacoesPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}
