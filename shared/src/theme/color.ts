/** Shade helpers for the system colour (spec 01 section 9: lighter, darker and 30% lighter shades). */
const HEX = /^#([0-9a-f]{6})$/i;

export const isHexColor = (value: string): boolean => HEX.test(value);

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: number[]): string =>
  `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`.toUpperCase();

/** Mixes the colour with white (amount > 0) or black (amount < 0); amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const weight = Math.abs(amount);
  return toHex(channels(hex).map((channel) => channel + (target - channel) * weight));
}

/** Relative luminance (WCAG 2): how light a colour looks, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG AA for normal text, with a little room for rounding. */
const AA_TEXT = 4.6;
/** The portal's page background (text in the system colour sits on it as well as on white cards). */
export const PAGE_BACKGROUND = '#F5F7F8';

/**
 * The colour, darkened just enough for white text on it (and it as text on white or on the page's
 * grey) to pass WCAG AA;
 * unchanged when it already does. Whatever colour a clinic chooses, menus, buttons and links stay readable.
 */
export function readableWithWhite(hex: string): string {
  for (let amount = 0; amount <= 1; amount += 0.02) {
    const candidate = shade(hex, -amount);
    if (contrastRatio(candidate, PAGE_BACKGROUND) >= AA_TEXT) return candidate;
  }
  return '#000000';
}

export interface SystemShades {
  /** the chosen colour made readable with white (backgrounds under white text, text on white) */
  base: string;
  lighter: string;
  darker: string;
  lighter30: string;
}

/**
 * The system colour's shades (spec 01 section 9). `base` and `darker` carry text, so they start from
 * the readable colour; the lighter ones are decoration (gradients, tints) and keep the chosen hue.
 */
export function systemShades(hex: string): SystemShades {
  const base = readableWithWhite(hex);
  return { base, lighter: shade(hex, 0.15), darker: shade(base, -0.2), lighter30: shade(hex, 0.3) };
}
