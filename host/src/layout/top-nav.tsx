import { useState, type ReactNode } from 'react';
import { Button, Layout, Menu } from '@clinica/shared/antd';
import { MenuOutlined } from '@clinica/shared/icons';
import { useLocation, useNavigate } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { DeferredDrawer, MOBILE_QUERY, accessibleAreas, startPath, useMediaQuery, useSession } from '@clinica/shared';
import { ClinicLogo, useClinicName } from './clinic-logo.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { NotificationBell } from '../notificacoes/notification-bell.tsx';
import { UserMenu } from './user-menu.tsx';

/** Top navigation (spec 01 section 2): logo, menu by role, notifications, language and the user's panel. */
export function TopNav(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const authorities = useSession((state) => state.authorities);
  // Below 960 px (spec breakpoint) the menu moves into a drawer.
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const clinicName = useClinicName();

  const items = accessibleAreas(authorities).map((area) => ({ key: area.path, label: t(area.labelKey) }));
  const selected = items.filter((item) => location.pathname.startsWith(item.key)).map((item) => item.key);
  const go = (path: string): void => {
    setDrawerOpen(false);
    void navigate(path);
  };

  return (
    <Layout.Header className="top-nav" data-testid="top-nav">
      {mobile && <Button type="text" aria-label={t('menu.abrirMenu')} icon={<MenuOutlined style={{ color: '#fff' }} />} onClick={() => setDrawerOpen(true)} />}
      <button type="button" className="top-nav__logo" onClick={() => go(startPath(authorities))} aria-label={t('menu.logo', { nome: clinicName })}>
        <ClinicLogo inverted />
      </button>
      {!mobile && (
        <Menu
          className="top-nav__menu"
          theme="dark"
          mode="horizontal"
          selectedKeys={selected}
          items={items}
          onClick={({ key }) => go(key)}
          data-testid="main-menu"
          disabledOverflow
        />
      )}
      <div className="top-nav__actions">
        <NotificationBell />
        <LanguageSwitch />
        <UserMenu />
      </div>
      {mobile && (
        <DeferredDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} placement="left" width={260}>
          <Menu mode="inline" selectedKeys={selected} items={items} onClick={({ key }) => go(key)} data-testid="main-menu" />
        </DeferredDrawer>
      )}
    </Layout.Header>
  );
}
