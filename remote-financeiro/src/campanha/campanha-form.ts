import type { Campanha, CampanhaBody } from './campanha.resource.ts';

export type TipoDesconto = 'VALOR_REAL' | 'PORCENTAGEM';

export interface CampanhaFormValues {
  nome: string;
  tipoDesconto: TipoDesconto | null;
  /** VALOR_REAL: centavos; PORCENTAGEM: percent (0,01 to 100); null while empty */
  desconto: number | null;
  procedimentos: number[];
}

export const emptyCampanha = (): CampanhaFormValues => ({ nome: '', tipoDesconto: 'VALOR_REAL', desconto: null, procedimentos: [] });

export const campanhaFormOf = (campanha: Campanha): CampanhaFormValues => ({
  nome: campanha.nome,
  tipoDesconto: campanha.tipoDesconto,
  desconto: campanha.desconto,
  procedimentos: [...campanha.procedimentosSelecionados],
});

/** The rules (field → i18n key), the same the api applies (api/src/financeiro/campanha.routes.ts). */
export function campanhaErrors(values: CampanhaFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.nome.trim()) errors.set('nome', 'campanha.erros.nome');
  if (!values.tipoDesconto) errors.set('tipoDesconto', 'campanha.erros.tipoDesconto');
  if (values.desconto === null || Number.isNaN(values.desconto)) errors.set('desconto', 'campanha.erros.desconto');
  else if (values.tipoDesconto === 'VALOR_REAL' && (values.desconto <= 0 || !Number.isInteger(values.desconto)))
    errors.set('desconto', 'campanha.erros.valorInvalido');
  else if (values.tipoDesconto === 'PORCENTAGEM' && (values.desconto <= 0 || values.desconto > 100)) errors.set('desconto', 'campanha.erros.percentual');
  if (values.procedimentos.length === 0) errors.set('procedimentos', 'campanha.erros.procedimentos');
  return errors;
}

/** The fields marked as required: each is refused when left blank (campanha-form.test.ts). */
export const requiredFields = (_values: CampanhaFormValues): ReadonlySet<keyof CampanhaFormValues> =>
  new Set<keyof CampanhaFormValues>(['nome', 'tipoDesconto', 'desconto', 'procedimentos']);

/** `editada`: the campaign as it was read (its id and the version the save was made on). */
export const campanhaPayload = (values: CampanhaFormValues, editada?: Pick<Campanha, 'id' | 'versao'>): CampanhaBody => ({
  ...(editada === undefined ? {} : { id: editada.id, versao: editada.versao }),
  nome: values.nome.trim(),
  tipoDesconto: values.tipoDesconto,
  desconto: values.tipoDesconto === 'PORCENTAGEM' && values.desconto !== null ? Math.round(values.desconto * 100) / 100 : values.desconto,
  procedimentosSelecionados: values.procedimentos,
});
