import type { ReactNode } from 'react';
import { Button, Typography } from '@clinica/shared/antd';
import { useNavigate } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { startPath, useSession, DeferredResult } from '@clinica/shared';

/** /pagina-nao-encontrada: says the page does not exist and why that may be (spec 01 section 2). */
export function NotFoundPage(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const home = session.token ? startPath(session.authorities) : '/login';
  return (
    <DeferredResult
      status="404"
      title={t('naoEncontrada.titulo')}
      data-testid="not-found"
      subTitle={
        <div style={{ maxWidth: 520, margin: '0 auto', textAlign: 'left' }}>
          <Typography.Paragraph>{t('naoEncontrada.texto')}</Typography.Paragraph>
          <ul>
            <li>{t('naoEncontrada.causaPermissao')}</li>
            <li>{t('naoEncontrada.causaDigitacao')}</li>
            <li>{t('naoEncontrada.causaLink')}</li>
          </ul>
        </div>
      }
      extra={
        <Button type="primary" onClick={() => void navigate(home, { replace: true })}>
          {t('naoEncontrada.voltar')}
        </Button>
      }
    />
  );
}
