import { isHexColor } from '../forms/color-field.tsx';
import type { Pulseira, PulseiraBody } from './catalogos.resource.ts';

/** A wristband as the form edits it; `nome` is the api's tipo (the catalogue's one unique field). */
export interface PulseiraFormValues {
  nome: string;
  /** #RRGGBB */
  cor: string;
  ativo: boolean;
}

export const emptyPulseira = (): PulseiraFormValues => ({ nome: '', cor: '#D32F2F', ativo: true });
export const pulseiraFormOf = (pulseira: Pulseira): PulseiraFormValues => ({ nome: pulseira.tipo, cor: pulseira.cor, ativo: pulseira.ativo });

/** The rules (field → i18n key), the same the api applies. */
export function pulseiraErrors(values: PulseiraFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.nome.trim()) errors.set('nome', 'configuracoes.pulseiras.tipoObrigatorio');
  if (!isHexColor(values.cor)) errors.set('cor', 'configuracoes.catalogo.corInvalida');
  return errors;
}

export const PULSEIRA_REQUIRED: ReadonlySet<string> = new Set(['nome', 'cor']);

/** `editada`: the wristband as it was read (its id and the version the save was made on). */
export const pulseiraPayload = (values: PulseiraFormValues, editada?: Pick<Pulseira, 'id' | 'versao'>): PulseiraBody => ({
  ...(editada === undefined ? {} : { id: editada.id, versao: editada.versao }),
  tipo: values.nome.trim(),
  cor: values.cor.toUpperCase(),
  ativo: values.ativo,
});
