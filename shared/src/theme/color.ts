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

export interface SystemShades {
  base: string;
  lighter: string;
  darker: string;
  lighter30: string;
}

export function systemShades(hex: string): SystemShades {
  return { base: hex.toUpperCase(), lighter: shade(hex, 0.15), darker: shade(hex, -0.2), lighter30: shade(hex, 0.3) };
}
