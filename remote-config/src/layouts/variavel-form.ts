import type { MenuVariavel, Variavel, VariavelBody } from './layouts.resource.ts';

export interface VariavelFormValues {
  /** as typed; saved upper-case with spaces as _ (the server does the same) */
  nome: string;
  descricao: string;
  valor: string;
  menu: MenuVariavel;
  ativo: boolean;
}

export const emptyVariavel = (): VariavelFormValues => ({ nome: '', descricao: '', valor: '', menu: 'CHAVE', ativo: true });

export const variavelFormOf = (variavel: Variavel): VariavelFormValues => ({
  nome: variavel.nome,
  descricao: variavel.descricao,
  valor: variavel.valor ?? '',
  menu: variavel.menu,
  ativo: variavel.ativo,
});

/** The name as the server stores it: 'endereco clinica' → 'ENDERECO_CLINICA'. */
export const nomeDaVariavel = (nome: string): string => nome.trim().toUpperCase().replace(/\s+/g, '_');

/** The api's rule: a letter, then letters, digits or _, 60 at most. */
const NOME = /^[A-Z][A-Z0-9_]{0,59}$/;

/** The rules (field → i18n key), the same the api applies. */
export function variavelErrors(values: VariavelFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  const nome = nomeDaVariavel(values.nome);
  if (!nome) errors.set('nome', 'configuracoes.catalogo.nomeObrigatorio');
  else if (!NOME.test(nome)) errors.set('nome', 'configuracoes.variaveis.nomeInvalido');
  if (!values.valor.trim()) errors.set('valor', 'configuracoes.variaveis.valorObrigatorio');
  return errors;
}

export const VARIAVEL_REQUIRED: ReadonlySet<string> = new Set(['nome', 'valor']);

/** A blank description is left to the server (it uses the name). */
/** `editada`: the variable as it was read (its id and the version the save was made on). */
export const variavelPayload = (values: VariavelFormValues, editada?: Pick<Variavel, 'id' | 'versao'>): VariavelBody => ({
  ...(editada === undefined ? {} : { id: editada.id, versao: editada.versao }),
  nome: nomeDaVariavel(values.nome),
  descricao: values.descricao.trim() || null,
  valor: values.valor.trim(),
  menu: values.menu,
  ativo: values.ativo,
});
