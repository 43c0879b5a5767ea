/** A lookup item's form: its description, called `nome` so the kit puts a duplicate under it. */
export interface AuxiliarFormValues {
  nome: string;
}

export const emptyAuxiliar = (): AuxiliarFormValues => ({ nome: '' });

/** The rules (field → i18n key), the same the api applies. */
export function auxiliarErrors(values: AuxiliarFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.nome.trim()) errors.set('nome', 'estoque.cadastros.descricaoObrigatoria');
  return errors;
}

export const AUXILIAR_REQUIRED: ReadonlySet<string> = new Set(['nome']);
