/** A catalogue item that is a name and a switch: rooms, health plans, 'Como conheceu' options. */
export interface NomeAtivoFormValues {
  nome: string;
  ativo: boolean;
}

export interface NomeAtivo {
  id: number;
  nome: string;
  ativo: boolean;
  /** the version read: an edit sends it back (a stale one is refused) */
  versao: number;
}

export const emptyNomeAtivo = (): NomeAtivoFormValues => ({ nome: '', ativo: true });
export const nomeAtivoFormOf = (item: NomeAtivo): NomeAtivoFormValues => ({ nome: item.nome, ativo: item.ativo });

/** The rules (field → i18n key), the same the api applies. */
export function nomeAtivoErrors(values: NomeAtivoFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.nome.trim()) errors.set('nome', 'configuracoes.catalogo.nomeObrigatorio');
  return errors;
}

export const NOME_ATIVO_REQUIRED: ReadonlySet<string> = new Set(['nome']);

/** `editado`: the item as it was read (its id and the version the save was made on). */
export const nomeAtivoPayload = (
  values: NomeAtivoFormValues,
  editado?: Pick<NomeAtivo, 'id' | 'versao'>,
): { id?: number; versao?: number; nome: string; ativo: boolean } => ({
  ...(editado === undefined ? {} : { id: editado.id, versao: editado.versao }),
  nome: values.nome.trim(),
  ativo: values.ativo,
});
