import { useEffect, useState } from 'react';
import type { Locale } from 'antd/es/locale';
import ptBR from 'antd/locale/pt_BR';

/** antd's texts in the page's language: Portuguese with the portal, Spanish and English fetched when chosen (as the portal's own texts). */
const OTHERS: Record<string, () => Promise<{ default: Locale }>> = {
  es: () => import('antd/locale/es_ES'),
  en: () => import('antd/locale/en_US'),
};

export function useAntdLocale(language: string): Locale {
  const [loaded, setLoaded] = useState<{ language: string; locale: Locale }>({ language: 'pt', locale: ptBR });
  useEffect(() => {
    const load = OTHERS[language];
    if (!load) return;
    let current = true;
    void load().then(
      (module) => current && setLoaded({ language, locale: module.default }),
      // a failed fetch leaves antd's few texts (pagination, empty table) in Portuguese
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);
  return OTHERS[language] && loaded.language === language ? loaded.locale : ptBR;
}
