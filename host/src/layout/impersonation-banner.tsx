import type { ReactNode } from 'react';
import { Alert, Button } from '@clinica/shared/antd';
import { useNavigate } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { switchSession, useSession } from '@clinica/shared';
import { returnToAdministrator } from '../session/session.resource.ts';

/** "Entrar como": the whole session says whose it is, with the way back to the administrator's own. */
export function ImpersonationBanner(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  if (!user?.impersonador) return null;

  const voltar = (): Promise<void> => switchSession(returnToAdministrator, (back) => navigate(back ? '/usuarios' : '/login', { replace: true }));

  return (
    <Alert
      banner
      type="warning"
      className="impersonation-banner"
      data-testid="banner-entrar-como"
      message={
        <span>
          {t('entrarComo.banner', { nome: user.nome })}{' '}
          <Button type="link" size="small" className="impersonation-banner__voltar" onClick={() => void voltar()}>
            {t('entrarComo.voltar')}
          </Button>
        </span>
      }
    />
  );
}
