import type { Sala, SalaBody } from './catalogos.resource.ts';

export interface SalaFormValues {
  nome: string;
  ativo: boolean;
}

export const emptySala = (): SalaFormValues => ({ nome: '', ativo: true });
export const salaFormOf = (sala: Sala): SalaFormValues => ({ nome: sala.nome, ativo: sala.ativo });

/** The rules (field → i18n key), the same the api applies. */
export function salaErrors(values: SalaFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.nome.trim()) errors.set('nome', 'configuracoes.catalogo.nomeObrigatorio');
  return errors;
}

export const SALA_REQUIRED: ReadonlySet<string> = new Set(['nome']);

export const salaPayload = (values: SalaFormValues, id?: number): SalaBody => ({
  ...(id === undefined ? {} : { id }),
  nome: values.nome.trim(),
  ativo: values.ativo,
});
