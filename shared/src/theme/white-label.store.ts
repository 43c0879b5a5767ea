import type { ThemeConfig } from '@clinica/shared/antd';
import { createGlobalStore } from '../store/global-store.ts';
import { STORAGE_KEYS } from '../session/storage-keys.ts';
import { PAGE_BACKGROUND, shade, systemShades, isHexColor } from './color.ts';
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
/** The user asked the system for less motion (WCAG 2.3.3): dialogs, menus and lists appear without animating. */
const prefersReducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function antdTheme(color: string): ThemeConfig {
  const shades = systemShades(color);
  return {
    cssVar: { key: 'clinica' },
    token: {
      motion: !prefersReducedMotion(),
      colorPrimary: shades.base,
      // hover and press go darker, not lighter: white text stays readable on a primary button under the mouse
      colorPrimaryHover: shade(shades.base, -0.12),
      colorPrimaryActive: shades.darker,
      colorLink: shades.darker,
      colorInfo: shades.base,
      // descriptions and secondary texts: antd's 45% black reads 3.4:1 on white, below WCAG AA
      colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
      colorTextDescription: 'rgba(0, 0, 0, 0.62)',
      // placeholders of empty selects are read too (antd's 25% black is 1.8:1)
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
      borderRadius: 8,
      fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    },
    components: {
      Layout: { headerBg: shades.base, headerColor: '#FFFFFF', bodyBg: PAGE_BACKGROUND },
      // an empty table's 'Nenhum…' is read too (antd draws it in the disabled 25% black)
      Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.62)' },
      // and so is an empty list's (Início's 'Ninguém aguardando' before the day's first booking)
      List: { colorTextDisabled: 'rgba(0, 0, 0, 0.62)' },
      // an unchecked switch writes its white label ('Inativo') on the 25% black track, 1.9:1: a grey
      // that reads 5.1:1 (and 7:1 under the mouse), whatever colour the clinic chose
      Switch: { colorTextQuaternary: '#6E6E6E', colorTextTertiary: '#595959' },
      // white items on the readable colour (antd's default 65% white fails AA on most brand colours)
      Menu: {
        darkItemBg: shades.base,
        darkItemColor: '#FFFFFF',
        // every area of the administrator fits one line at 1280 px
        itemPaddingInline: 14,
        darkItemHoverColor: '#FFFFFF',
        darkItemSelectedBg: shades.darker,
        darkItemHoverBg: shades.darker,
        darkPopupBg: shades.base,
        // the selected entry of a light menu (the record's procedures and tabs) on its tinted background
        itemSelectedColor: shades.darker,
        itemSelectedBg: shade(shades.base, 0.88),
      },
    },
  };
}
