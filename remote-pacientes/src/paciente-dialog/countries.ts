import countries from 'i18n-iso-countries';
import pt from 'i18n-iso-countries/langs/pt.json';
import metadata from 'libphonenumber-js/min/metadata';

countries.registerLocale(pt);

export interface DialCode {
  /** digits without '+', e.g. '55' */
  dialCode: string;
  /** Portuguese name, or combined names for a shared code */
  name: string;
  /** ISO code of the main country of the dial code */
  code: string;
}

/** Dial codes shared by several countries (spec 02 section 3): shown as one combined entry. */
const COMBINED: Record<string, string[]> = {
  '1': ['US', 'CA'],
  '44': ['GB', 'GG', 'IM', 'JE'],
  '7': ['RU', 'KZ'],
  '47': ['NO', 'SJ'],
  '61': ['AU', 'CC', 'CX'],
  '262': ['RE', 'YT'],
  '358': ['FI', 'AX'],
  '500': ['FK', 'GS'],
  '590': ['GP', 'BL', 'MF'],
  '595': ['PY'],
  '672': ['NF', 'AQ'],
};

const namePt = (code: string): string => countries.getName(code, 'pt') ?? code;

let cached: DialCode[] | undefined;

/** One entry per dial code, Brazil first, then by Portuguese name. */
export function dialCodes(): DialCode[] {
  if (cached) return cached;
  // calling code -> its countries, the main one first (libphonenumber's metadata)
  const byCallingCode = (metadata as unknown as { country_calling_codes: Record<string, string[]> }).country_calling_codes;
  const entries = Object.entries(byCallingCode)
    .filter(([, codes]) => codes.length > 0 && codes[0] !== '001')
    .map(([dialCode, codes]): DialCode => {
      const shown = COMBINED[dialCode] ?? [codes[0]!];
      return { dialCode, code: shown[0]!, name: shown.map(namePt).join(' / ') };
    });
  const collator = new Intl.Collator('pt-BR');
  cached = entries.sort((a, b) => (a.dialCode === '55' ? -1 : b.dialCode === '55' ? 1 : collator.compare(a.name, b.name)));
  return cached;
}

export const dialCodeLabel = (entry: DialCode): string => `${entry.name} (+${entry.dialCode})`;
