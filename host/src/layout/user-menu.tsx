import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Avatar, Button, Popover, Space, Typography } from '@clinica/shared/antd';
import { FileSearchOutlined, IdcardOutlined, LogoutOutlined, UserOutlined } from '@clinica/shared/icons';
import { useNavigate } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { useFotoSrc, useSession } from '@clinica/shared';
import { logout } from '../session/session.resource.ts';

// off the first screen's way: loaded when opened
const MinhaContaDialog = lazy(() => import('./minha-conta-dialog.tsx'));

/** Avatar with a panel holding the user's name, "Minha conta", the document verification and the LOGOUT action (spec 01 section 2). */
export function UserMenu(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  // a stored photo is read with the session (an <img> sends no token)
  const fotoSrc = useFotoSrc(user?.foto);
  const [open, setOpen] = useState(false);
  const [conta, setConta] = useState(false);
  if (!user) return null;

  const onLogout = async (): Promise<void> => {
    setOpen(false);
    const revoked = logout();
    await navigate('/login', { replace: true });
    await revoked;
  };

  const panel = (
    <Space orientation="vertical" style={{ minWidth: 200 }} data-testid="user-panel">
      <Typography.Text strong>{user.nome}</Typography.Text>
      <Button
        block
        icon={<IdcardOutlined />}
        onClick={() => {
          setOpen(false);
          setConta(true);
        }}
      >
        {t('minhaConta.titulo')}
      </Button>
      <Button
        block
        icon={<FileSearchOutlined />}
        onClick={() => {
          setOpen(false);
          void navigate('/verificar-documento');
        }}
      >
        {t('verificarDocumento.titulo')}
      </Button>
      <Button block danger icon={<LogoutOutlined />} onClick={() => void onLogout()}>
        {t('usuario.logout')}
      </Button>
    </Space>
  );

  return (
    <>
      <Popover content={panel} trigger="click" open={open} onOpenChange={setOpen} placement="bottomRight">
        <button type="button" className="user-menu__trigger" aria-label={t('usuario.perfil')} data-testid="user-avatar">
          <Avatar src={fotoSrc} icon={<UserOutlined />} alt={user.nome} />
        </button>
      </Popover>
      {conta && (
        <Suspense fallback={null}>
          <MinhaContaDialog open={conta} onClose={() => setConta(false)} />
        </Suspense>
      )}
    </>
  );
}
