import type { Procedimento, ProcedimentoBody } from './catalogos.resource.ts';

export interface ProcedimentoFormValues {
  nome: string;
  /** integer centavos (the money field); null while empty */
  valor: number | null;
  ativo: boolean;
  /** stage ids in the procedure's order */
  etapas: number[];
}

export const emptyProcedimento = (): ProcedimentoFormValues => ({ nome: '', valor: null, ativo: true, etapas: [] });

export const procedimentoFormOf = (procedimento: Procedimento): ProcedimentoFormValues => ({
  nome: procedimento.nome,
  valor: procedimento.valor,
  ativo: procedimento.ativo,
  etapas: procedimento.etapas.map((etapa) => etapa.id),
});

/** The rules (field → i18n key), the same the api applies ('VALOR É OBRIGATÓRIO.' below R$ 0,01). */
export function procedimentoErrors(values: ProcedimentoFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.nome.trim()) errors.set('nome', 'configuracoes.catalogo.nomeObrigatorio');
  if (values.valor === null || values.valor < 1) errors.set('valor', 'configuracoes.procedimentos.valorObrigatorio');
  return errors;
}

export const PROCEDIMENTO_REQUIRED: ReadonlySet<string> = new Set(['nome', 'valor']);

/** The api takes and answers the price in integer centavos, as the money field holds it. */
/** `editado`: the procedure as it was read (its id and the version the save was made on). */
export const procedimentoPayload = (values: ProcedimentoFormValues, editado?: Pick<Procedimento, 'id' | 'versao'>): ProcedimentoBody => ({
  ...(editado === undefined ? {} : { id: editado.id, versao: editado.versao }),
  nome: values.nome.trim(),
  valor: values.valor ?? 0,
  ativo: values.ativo,
  etapas: values.etapas.map((etapaId) => ({ id: etapaId })),
});
