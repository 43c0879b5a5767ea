import type { EditarBody, Receita } from './contas.resource.ts';

/** Editing an entry: what stays editable on the entry itself (the pending instalments keep their own values). */
export interface EditarFormValues {
  nomeReceita: string;
  fornecedor: string;
  observacao: string;
}

export const editarValues = (receita: Receita): EditarFormValues => ({
  nomeReceita: receita.nomeReceita,
  fornecedor: receita.fornecedor ?? '',
  observacao: receita.observacao ?? '',
});

export function editarErrors(values: EditarFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.nomeReceita.trim()) errors.set('nomeReceita', 'financeiro.contas.erros.nome');
  return errors;
}

export const EDITAR_REQUIRED: ReadonlySet<string> = new Set(['nomeReceita']);

export const editarPayload = (receita: Receita, values: EditarFormValues): EditarBody => ({
  id: receita.id,
  versao: receita.versao,
  nomeReceita: values.nomeReceita.trim(),
  observacao: values.observacao.trim() || null,
  ...(receita.tipoReceita === 'DESPESA' ? { fornecedor: values.fornecedor.trim() || null } : {}),
});
