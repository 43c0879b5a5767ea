import { isHexColor } from '../forms/color-field.tsx';
import type { TipoCompromisso } from './catalogos.resource.ts';

export interface CompromissoFormValues {
  nome: string;
  /** #RRGGBB */
  cor: string;
  /** an inactive type is no longer offered when booking; appointments of it keep it */
  ativo: boolean;
}

/** The colour a new commitment type starts with (the agenda's default event colour). */
export const emptyCompromisso = (): CompromissoFormValues => ({ nome: '', cor: '#1677FF', ativo: true });
export const compromissoFormOf = (compromisso: TipoCompromisso): CompromissoFormValues => ({
  nome: compromisso.nome,
  cor: compromisso.cor,
  ativo: compromisso.ativo,
});

/** The rules (field → i18n key), the same the api applies. */
export function compromissoErrors(values: CompromissoFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.nome.trim()) errors.set('nome', 'configuracoes.catalogo.nomeObrigatorio');
  if (!isHexColor(values.cor)) errors.set('cor', 'configuracoes.catalogo.corInvalida');
  return errors;
}

export const COMPROMISSO_REQUIRED: ReadonlySet<string> = new Set(['nome', 'cor']);

/** `editado`: the type as it was read (its id and the version the save was made on). */
export const compromissoPayload = (values: CompromissoFormValues, editado?: Pick<TipoCompromisso, 'id' | 'versao'>) => ({
  ...(editado === undefined ? {} : { id: editado.id, versao: editado.versao }),
  nome: values.nome.trim(),
  cor: values.cor.toUpperCase(),
  ativo: values.ativo,
});
