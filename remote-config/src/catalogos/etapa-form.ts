import type { ConfiguracaoEtapa, ConfiguracaoEtapaBody } from './catalogos.resource.ts';

/** A stage as the form edits it; `nome` is the api's nomeEtapa (the catalogue's one unique field). */
export interface EtapaFormValues {
  nome: string;
  /** as typed: letters are said to be no number, not to be missing */
  ordenacao: string;
  quantidadeImagens: number | null;
  estudoCaso: boolean;
  ativo: boolean;
}

/** Spec 02 §5: at most 6 image slots per stage. */
export const MAX_IMAGENS = 6;
/** The api's bound of a stage's order. */
export const MAX_ORDEM = 10000;

export const emptyEtapa = (ordenacao = 0): EtapaFormValues => ({
  nome: '',
  ordenacao: String(ordenacao),
  quantidadeImagens: MAX_IMAGENS,
  estudoCaso: false,
  ativo: true,
});

export const etapaFormOf = (etapa: ConfiguracaoEtapa): EtapaFormValues => ({
  nome: etapa.nomeEtapa,
  ordenacao: String(etapa.ordenacao),
  quantidadeImagens: etapa.quantidadeImagens,
  estudoCaso: etapa.estudoCaso,
  ativo: etapa.ativo,
});

/** The rules (field → i18n key), the same the api applies. */
export function etapaErrors(values: EtapaFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.nome.trim()) errors.set('nome', 'configuracoes.catalogo.nomeObrigatorio');
  const ordem = values.ordenacao.trim();
  if (ordem === '') errors.set('ordenacao', 'configuracoes.etapas.ordemInvalida');
  else if (!/^\d+$/.test(ordem) || Number(ordem) > MAX_ORDEM) errors.set('ordenacao', 'configuracoes.etapas.ordemNumero');
  if (values.quantidadeImagens === null || values.quantidadeImagens < 0 || values.quantidadeImagens > MAX_IMAGENS) {
    errors.set('quantidadeImagens', 'configuracoes.etapas.imagensInvalidas');
  }
  return errors;
}

export const ETAPA_REQUIRED: ReadonlySet<string> = new Set(['nome', 'ordenacao', 'quantidadeImagens']);

/** `editada`: the stage as it was read (its id and the version the save was made on). */
export const etapaPayload = (values: EtapaFormValues, editada?: Pick<ConfiguracaoEtapa, 'id' | 'versao'>): ConfiguracaoEtapaBody => ({
  ...(editada === undefined ? {} : { id: editada.id, versao: editada.versao }),
  nomeEtapa: values.nome.trim(),
  ordenacao: Number(values.ordenacao.trim() || 0),
  quantidadeImagens: values.quantidadeImagens ?? MAX_IMAGENS,
  estudoCaso: values.estudoCaso,
  ativo: values.ativo,
});
