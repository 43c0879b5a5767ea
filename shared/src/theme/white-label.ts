/** Interface customisation (white label) of spec 01 section 3. */
export interface WhiteLabel {
  nome: string;
  logo: string | null;
  favicon: string | null;
  corDoSistema: string;
  tituloDaPagida: string;
}

export const DEFAULT_SYSTEM_COLOR = '#008B90';
