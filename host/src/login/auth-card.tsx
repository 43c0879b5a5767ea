import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClinicLogo } from '../layout/clinic-logo.tsx';
import { AuthLanguage } from './auth-language.tsx';
import './auth.css';

/**
 * Frame of the screens used before login: brand panel on the left, the form card on the right.
 * Plain elements styled like antd's card and titles: the login shows it before antd is loaded.
 */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }): ReactNode {
  const { t } = useTranslation();
  return (
    <main className="auth">
      <aside className="auth__brand" aria-hidden="true">
        <ClinicLogo height={56} inverted />
        <h2 className="auth__brand-title">{t('login.marca')}</h2>
        <ul className="auth__brand-list">
          <li>{t('login.marcaAgenda')}</li>
          <li>{t('login.marcaPacientes')}</li>
          <li>{t('login.marcaGestao')}</li>
        </ul>
      </aside>
      <section className="auth__panel">
        <div className="auth__language">
          <AuthLanguage />
        </div>
        <div className="auth__card">
          <div className="auth__card-logo">
            <ClinicLogo height={44} />
          </div>
          <h3 className="auth__title">{title}</h3>
          {subtitle && <p className="auth__subtitle">{subtitle}</p>}
          {children}
        </div>
      </section>
    </main>
  );
}
