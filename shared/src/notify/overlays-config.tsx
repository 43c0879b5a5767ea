import { useEffect } from 'react';
import { ConfigProvider, type ConfigProviderProps } from '@clinica/shared/antd';

/**
 * Toasts and confirmations are drawn by antd's static methods, outside the page's React tree (their
 * code loads on first use, see notify and confirm): this gives them the page's theme and language.
 */
export function useOverlaysConfig(theme: ConfigProviderProps['theme'], locale?: ConfigProviderProps['locale']): void {
  useEffect(() => {
    ConfigProvider.config({
      holderRender: (children) => (
        <ConfigProvider theme={theme} locale={locale}>
          {children}
        </ConfigProvider>
      ),
    });
  }, [theme, locale]);
}
