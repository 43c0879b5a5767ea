import type { ReactNode } from 'react';
import { theme } from '@clinica/shared/antd';

/**
 * The page's text in the theme's colour, size and font: what antd's App gave the page, without
 * App (it brought Modal, the toasts and messages to every first screen). Inside the ConfigProvider.
 */
export function PageText({ children }: { children: ReactNode }): ReactNode {
  const { token } = theme.useToken();
  return <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>{children}</div>;
}
