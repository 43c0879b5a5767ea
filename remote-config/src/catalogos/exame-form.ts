import type { Exame, ExameBody } from './catalogos.resource.ts';

export interface ExameFormValues {
  nome: string;
}

export const emptyExame = (): ExameFormValues => ({ nome: '' });
export const exameFormOf = (exame: Exame): ExameFormValues => ({ nome: exame.nome });

/** The rules (field → i18n key), the same the api applies. */
export function exameErrors(values: ExameFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.nome.trim()) errors.set('nome', 'configuracoes.catalogo.nomeObrigatorio');
  return errors;
}

export const EXAME_REQUIRED: ReadonlySet<string> = new Set(['nome']);

export const examePayload = (values: ExameFormValues, id?: number): ExameBody => ({ ...(id === undefined ? {} : { id }), nome: values.nome.trim() });
