import type { GrauCalvicie, GrauCalvicieBody } from './formularios.resource.ts';

export interface GrauFormValues {
  grau: string;
  /** position among the degrees; null while empty */
  ordenacao: number | null;
  /** a new image as a data URL, the stored one's address, or null */
  imagemPreenchida: string | null;
  imagemNaoPreenchida: string | null;
}

export const emptyGrau = (proxima = 0): GrauFormValues => ({ grau: '', ordenacao: proxima, imagemPreenchida: null, imagemNaoPreenchida: null });

export const grauFormOf = (g: GrauCalvicie): GrauFormValues => ({
  grau: g.grau,
  ordenacao: g.ordenacao,
  imagemPreenchida: g.imagemPreenchida,
  imagemNaoPreenchida: g.imagemNaoPreenchida,
});

/** The api's rules: a name ('GRAU É OBRIGATÓRIO.'), a position from 0 to 1000. */
export function grauErrors(values: GrauFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.grau.trim()) errors.set('grau', 'configuracoes.graus.grauObrigatorio');
  if (values.ordenacao === null || values.ordenacao < 0 || values.ordenacao > 1000) errors.set('ordenacao', 'configuracoes.graus.ordemInvalida');
  return errors;
}

export const GRAU_REQUIRED: ReadonlySet<string> = new Set(['grau', 'ordenacao']);

/** `editado`: the degree as it was read (its id and the version the save was made on). */
export const grauPayload = (
  values: GrauFormValues,
  editado?: Pick<GrauCalvicie, 'id' | 'versao'>,
): Omit<GrauCalvicieBody, 'id'> & { id?: number; versao?: number } => ({
  ...(editado === undefined ? {} : { id: editado.id, versao: editado.versao }),
  grau: values.grau.trim(),
  ordenacao: values.ordenacao ?? 0,
  imagemPreenchida: values.imagemPreenchida,
  imagemNaoPreenchida: values.imagemNaoPreenchida,
});
