import type { Exame, ExameBody } from './catalogos.resource.ts';

export interface ExameFormValues {
  nome: string;
  /** an inactive exam is no longer offered for new requests and layouts; where it is used it stays */
  ativo: boolean;
}

export const emptyExame = (): ExameFormValues => ({ nome: '', ativo: true });
export const exameFormOf = (exame: Exame): ExameFormValues => ({ nome: exame.nome, ativo: exame.ativo });

/** The rules (field → i18n key), the same the api applies. */
export function exameErrors(values: ExameFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.nome.trim()) errors.set('nome', 'configuracoes.catalogo.nomeObrigatorio');
  return errors;
}

export const EXAME_REQUIRED: ReadonlySet<string> = new Set(['nome']);

/** `editado`: the exam as it was read (its id and the version the save was made on). */
export const examePayload = (values: ExameFormValues, editado?: Pick<Exame, 'id' | 'versao'>): ExameBody => ({
  ...(editado === undefined ? {} : { id: editado.id, versao: editado.versao }),
  nome: values.nome.trim(),
  ativo: values.ativo,
});
