import type { ThemeConfig } from 'antd';
import { createGlobalStore } from '../store/global-store.ts';
import { STORAGE_KEYS } from '../session/storage-keys.ts';
import { systemShades, isHexColor } from './color.ts';
import { DEFAULT_SYSTEM_COLOR, type WhiteLabel } from './white-label.ts';

export interface WhiteLabelState extends WhiteLabel {
  /** Applies a white label to the page (title, favicon, colours) and remembers it on this device. */
  apply(whiteLabel: WhiteLabel): void;
}

function cached(): WhiteLabel {
  const storage = globalThis.localStorage;
  const color = storage.getItem(STORAGE_KEYS.corDoSistema) ?? '';
  return {
    nome: '',
    logo: storage.getItem(STORAGE_KEYS.logo),
    favicon: storage.getItem(STORAGE_KEYS.favicon),
    corDoSistema: isHexColor(color) ? color : DEFAULT_SYSTEM_COLOR,
    tituloDaPagida: storage.getItem(STORAGE_KEYS.tituloPagina) ?? '',
  };
}

function remember(key: string, value: string | null): void {
  if (value) globalThis.localStorage.setItem(key, value);
  else globalThis.localStorage.removeItem(key);
}

/** Writes the colour and its shades as CSS variables, for styles outside antd's tokens. */
export function applyColorVariables(color: string): void {
  const shades = systemShades(color);
  const style = document.documentElement.style;
  style.setProperty('--cor-sistema', shades.base);
  style.setProperty('--cor-sistema-clara', shades.lighter);
  style.setProperty('--cor-sistema-escura', shades.darker);
  style.setProperty('--cor-sistema-30', shades.lighter30);
}

function applyToDocument(whiteLabel: WhiteLabel): void {
  if (whiteLabel.tituloDaPagida) document.title = whiteLabel.tituloDaPagida;
  if (whiteLabel.favicon) {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = whiteLabel.favicon;
  }
  applyColorVariables(whiteLabel.corDoSistema);
}

export const useWhiteLabel = createGlobalStore<WhiteLabelState>('whiteLabel', (set) => ({
  ...cached(),
  apply(whiteLabel) {
    const corDoSistema = isHexColor(whiteLabel.corDoSistema) ? whiteLabel.corDoSistema : DEFAULT_SYSTEM_COLOR;
    const next = { ...whiteLabel, corDoSistema };
    remember(STORAGE_KEYS.logo, next.logo);
    remember(STORAGE_KEYS.favicon, next.favicon);
    remember(STORAGE_KEYS.tituloPagina, next.tituloDaPagida);
    remember(STORAGE_KEYS.corDoSistema, next.corDoSistema);
    applyToDocument(next);
    set(next);
  },
}));

/** antd theme for a system colour: every area inherits it through the host's ConfigProvider. */
export function antdTheme(color: string): ThemeConfig {
  const shades = systemShades(color);
  return {
    cssVar: { key: 'clinica' },
    token: {
      colorPrimary: shades.base,
      colorLink: shades.darker,
      colorInfo: shades.base,
      borderRadius: 8,
      fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    },
    components: {
      Layout: { headerBg: shades.base, headerColor: '#FFFFFF', bodyBg: '#F5F7F8' },
      Menu: {
        darkItemBg: shades.base,
        darkItemSelectedBg: shades.darker,
        darkItemHoverBg: shades.lighter,
        darkPopupBg: shades.base,
      },
    },
  };
}
