import type { ReactNode } from 'react';
import { Select } from '@clinica/shared/antd';
import { GlobalOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, changeLanguage, type Language } from '@clinica/shared';

/** pt / es / en; the choice is remembered on this device (storage key 'lang'). */
export function LanguageSwitch({ variant = 'borderless' }: { variant?: 'borderless' | 'outlined' }): ReactNode {
  const { t, i18n } = useTranslation();
  return (
    <Select<Language>
      aria-label={t('usuario.idioma')}
      data-testid="language-switch"
      value={i18n.language as Language}
      variant={variant}
      suffixIcon={<GlobalOutlined />}
      onChange={(language) => void changeLanguage(language)}
      options={LANGUAGES.map((language) => ({ value: language, label: t(`idiomas.${language}`) }))}
      style={{ minWidth: 128 }}
      popupMatchSelectWidth={false}
    />
  );
}
