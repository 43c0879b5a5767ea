import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { LANGUAGES, changeLanguage, type Language } from '@clinica/shared/core';
import { SvgIcon } from '../layout/svg-icon.tsx';

/**
 * The language choice of the screens before login: the browser's own list (no antd on the login),
 * drawn like the portal's outlined select. Remembered on this device as in the top navigation.
 */
export function AuthLanguage(): ReactNode {
  const { t, i18n } = useTranslation();
  return (
    <label className="auth-language">
      <select
        aria-label={t('usuario.idioma')}
        data-testid="language-switch"
        value={i18n.language}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`idiomas.${language}`)}
          </option>
        ))}
      </select>
      <SvgIcon icon={GlobalOutlined} className="auth-language__icon" />
    </label>
  );
}
