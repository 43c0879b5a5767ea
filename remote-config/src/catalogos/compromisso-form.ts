import { isHexColor } from '../forms/color-field.tsx';
import type { TipoCompromisso } from './catalogos.resource.ts';

export interface CompromissoFormValues {
  nome: string;
  /** #RRGGBB */
  cor: string;
}

/** The colour a new commitment type starts with (the agenda's default event colour). */
export const emptyCompromisso = (): CompromissoFormValues => ({ nome: '', cor: '#1677FF' });
export const compromissoFormOf = (compromisso: TipoCompromisso): CompromissoFormValues => ({ nome: compromisso.nome, cor: compromisso.cor });

/** The rules (field → i18n key), the same the api applies. */
export function compromissoErrors(values: CompromissoFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.nome.trim()) errors.set('nome', 'configuracoes.catalogo.nomeObrigatorio');
  if (!isHexColor(values.cor)) errors.set('cor', 'configuracoes.catalogo.corInvalida');
  return errors;
}

export const COMPROMISSO_REQUIRED: ReadonlySet<string> = new Set(['nome', 'cor']);

export const compromissoPayload = (values: CompromissoFormValues) => ({ nome: values.nome.trim(), cor: values.cor.toUpperCase() });
