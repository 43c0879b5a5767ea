import type { ConfiguracaoEtapa, ConfiguracaoEtapaBody } from './catalogos.resource.ts';

/** A stage as the form edits it; `nome` is the api's nomeEtapa (the catalogue's one unique field). */
export interface EtapaFormValues {
  nome: string;
  ordenacao: number | null;
  quantidadeImagens: number | null;
  estudoCaso: boolean;
  ativo: boolean;
}

/** Spec 02 §5: at most 6 image slots per stage. */
export const MAX_IMAGENS = 6;

export const emptyEtapa = (ordenacao = 0): EtapaFormValues => ({ nome: '', ordenacao, quantidadeImagens: MAX_IMAGENS, estudoCaso: false, ativo: true });

export const etapaFormOf = (etapa: ConfiguracaoEtapa): EtapaFormValues => ({
  nome: etapa.nomeEtapa,
  ordenacao: etapa.ordenacao,
  quantidadeImagens: etapa.quantidadeImagens,
  estudoCaso: etapa.estudoCaso,
  ativo: etapa.ativo,
});

/** The rules (field → i18n key), the same the api applies. */
export function etapaErrors(values: EtapaFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.nome.trim()) errors.set('nome', 'configuracoes.catalogo.nomeObrigatorio');
  if (values.ordenacao === null || values.ordenacao < 0) errors.set('ordenacao', 'configuracoes.etapas.ordemInvalida');
  if (values.quantidadeImagens === null || values.quantidadeImagens < 0 || values.quantidadeImagens > MAX_IMAGENS) {
    errors.set('quantidadeImagens', 'configuracoes.etapas.imagensInvalidas');
  }
  return errors;
}

export const ETAPA_REQUIRED: ReadonlySet<string> = new Set(['nome', 'ordenacao', 'quantidadeImagens']);

export const etapaPayload = (values: EtapaFormValues, id?: number): ConfiguracaoEtapaBody => ({
  ...(id === undefined ? {} : { id }),
  nomeEtapa: values.nome.trim(),
  ordenacao: values.ordenacao ?? 0,
  quantidadeImagens: values.quantidadeImagens ?? MAX_IMAGENS,
  estudoCaso: values.estudoCaso,
  ativo: values.ativo,
});
