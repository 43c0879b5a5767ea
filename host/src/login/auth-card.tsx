import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClinicLogo } from '../layout/clinic-logo.tsx';
import { LanguageSwitch } from '../layout/language-switch.tsx';

/** Frame of the screens used before login: brand panel on the left, the form card on the right. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }): ReactNode {
  const { t } = useTranslation();
  return (
    <main className="auth">
      <aside className="auth__brand" aria-hidden="true">
        <ClinicLogo height={56} inverted />
        <Typography.Title level={2} className="auth__brand-title">
          {t('login.marca')}
        </Typography.Title>
        <ul className="auth__brand-list">
          <li>{t('login.marcaAgenda')}</li>
          <li>{t('login.marcaPacientes')}</li>
          <li>{t('login.marcaGestao')}</li>
        </ul>
      </aside>
      <section className="auth__panel">
        <div className="auth__language">
          <LanguageSwitch variant="outlined" />
        </div>
        <Card className="auth__card">
          <div className="auth__card-logo">
            <ClinicLogo height={44} />
          </div>
          <Typography.Title level={3} style={{ marginTop: 8 }}>
            {title}
          </Typography.Title>
          {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
          {children}
        </Card>
      </section>
    </main>
  );
}
