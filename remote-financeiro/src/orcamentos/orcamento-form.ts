import type { CampanhaDoOrcamento, OrcamentoBody, PacienteDoOrcamento } from './orcamentos.resource.ts';

export const FORMAS = ['DEBITO', 'DINHEIRO', 'PIX', 'CREDITO'] as const;
export type Forma = (typeof FORMAS)[number];
/** An entry is never paid by credit card (spec 02 §9). */
export const FORMAS_ENTRADA = ['DEBITO', 'DINHEIRO', 'PIX'] as const;
/** The most instalments a card proposal may have (the api's MAX_PARCELAS_CARTAO). */
export const MAX_PARCELAS = 24;

/** One payment proposal as typed (money in integer centavos). */
export interface PropostaValues {
  formaPagamento: Forma | null;
  /** only for CREDITO */
  quantidadeParcelas: number | null;
  temEntrada: boolean;
  formaPagamentoEntrada: Forma | null;
  valorEntrada: number | null;
}

/** The quote form (spec 02 §3 Quote form); the field names are the api's where a refusal names one. */
export interface OrcamentoFormValues {
  profissionalId: number | null;
  pacienteId: number | null;
  /** the patient picked (its e-mail and phones shown read-only); never sent */
  paciente: PacienteDoOrcamento | null;
  procedimentoId: number | null;
  campanhaId: number | null;
  /** the procedure's price minus the campaign's discount, never below 0 (read-only: computed) */
  valorBruto: number | null;
  desconto: number | null;
  propostas: PropostaValues[];
  /** 'print on save'; never sent */
  imprimir: boolean;
}

export const novaProposta = (): PropostaValues => ({
  formaPagamento: null,
  quantidadeParcelas: 1,
  temEntrada: false,
  formaPagamentoEntrada: null,
  valorEntrada: null,
});

/** A new quote: the logged-in doctor as professional, what the record presets, one proposal row (spec 02 §4 Quote dialog modes). */
export const novoOrcamento = (
  preset: { profissionalId?: number | null; paciente?: PacienteDoOrcamento | null; procedimentoId?: number | null; valorBruto?: number | null } = {},
): OrcamentoFormValues => ({
  profissionalId: preset.profissionalId ?? null,
  pacienteId: preset.paciente?.id ?? null,
  paciente: preset.paciente ?? null,
  procedimentoId: preset.procedimentoId ?? null,
  campanhaId: null,
  valorBruto: preset.valorBruto ?? null,
  desconto: 0,
  propostas: [novaProposta()],
  imprimir: false,
});

/** The gross value (spec 02 §5): the price, minus the campaign's fixed amount or percentage (rounded to the centavo), never below 0 — as the api computes it. */
export function valorBrutoComCampanha(precoCentavos: number, campanha: Pick<CampanhaDoOrcamento, 'tipoDesconto' | 'desconto'> | null | undefined): number {
  if (!campanha) return precoCentavos;
  const desconto = campanha.tipoDesconto === 'VALOR_REAL' ? campanha.desconto : Math.round((precoCentavos * campanha.desconto) / 100);
  return Math.max(0, precoCentavos - desconto);
}

/** The net value: gross minus discount (undefined while either is unknown or the discount is larger). */
export function valorLiquido(values: Pick<OrcamentoFormValues, 'valorBruto' | 'desconto'>): number | undefined {
  const desconto = values.desconto ?? 0;
  if (values.valorBruto === null || desconto < 0 || desconto > values.valorBruto) return undefined;
  return values.valorBruto - desconto;
}

/** The instalments after the entry, adding up to the centavo (the first ones carry the extra centavos: R$ 100,00 in 3 is 33,34 + 33,33 + 33,33). */
export function parcelasDe(liquido: number, quantidade: number, entrada: number): number[] {
  const resto = Math.max(0, liquido - entrada);
  const n = Math.max(1, quantidade);
  const base = Math.floor(resto / n);
  const sobra = resto - base * n;
  return Array.from({ length: n }, (_v, i) => base + (i < sobra ? 1 : 0));
}

const MSG = 'orcamento.erros';
const proposta = (i: number, campo: keyof PropostaValues) => `propostas.${i}.${campo}`;

/** Every rule of spec 02 §5 'Quote form' (field path → i18n key of its message), as the api applies them. */
export function orcamentoErrors(values: OrcamentoFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.profissionalId) errors.set('profissionalId', `${MSG}.profissional`);
  if (!values.pacienteId) errors.set('pacienteId', `${MSG}.paciente`);
  if (!values.procedimentoId) errors.set('procedimentoId', `${MSG}.procedimento`);
  if (values.valorBruto === null || values.valorBruto === undefined) errors.set('valorBruto', `${MSG}.valor`);
  else if (values.valorBruto < 1) errors.set('valorBruto', `${MSG}.valorValido`);
  const desconto = values.desconto ?? 0;
  if (desconto < 0) errors.set('desconto', `${MSG}.descontoNaoPermitido`);
  else if (values.valorBruto !== null && values.valorBruto >= 1 && desconto > values.valorBruto) errors.set('desconto', `${MSG}.descontoMaior`);
  const liquido = valorLiquido(values);
  if (values.propostas.length === 0) errors.set('propostas', `${MSG}.camposInvalidos`);
  values.propostas.forEach((p, i) => {
    if (!p.formaPagamento) errors.set(proposta(i, 'formaPagamento'), `${MSG}.formaPagamento`);
    if (p.formaPagamento === 'CREDITO') {
      if (p.quantidadeParcelas === null || p.quantidadeParcelas === undefined) errors.set(proposta(i, 'quantidadeParcelas'), `${MSG}.quantidade`);
      else if (!Number.isInteger(p.quantidadeParcelas) || p.quantidadeParcelas < 1 || p.quantidadeParcelas > MAX_PARCELAS)
        errors.set(proposta(i, 'quantidadeParcelas'), `${MSG}.quantidadeNaoPermitida`);
    }
    if (p.temEntrada) {
      if (p.valorEntrada === null || p.valorEntrada === undefined) errors.set(proposta(i, 'valorEntrada'), `${MSG}.valor`);
      else if (p.valorEntrada < 1) errors.set(proposta(i, 'valorEntrada'), `${MSG}.quantidadeNaoPermitida`);
      else if (liquido !== undefined && p.valorEntrada > liquido) errors.set(proposta(i, 'valorEntrada'), `${MSG}.entradaMaior`);
      if (!p.formaPagamentoEntrada) errors.set(proposta(i, 'formaPagamentoEntrada'), `${MSG}.formaPagamento`);
      else if (!(FORMAS_ENTRADA as readonly string[]).includes(p.formaPagamentoEntrada))
        errors.set(proposta(i, 'formaPagamentoEntrada'), `${MSG}.entradaCredito`);
    }
  });
  return errors;
}

/** The fields marked required: the quote's own, and each proposal's as its method and entry make them. */
export function requiredFields(values: OrcamentoFormValues): Set<string> {
  const required = new Set(['profissionalId', 'pacienteId', 'procedimentoId', 'valorBruto']);
  values.propostas.forEach((p, i) => {
    required.add(proposta(i, 'formaPagamento'));
    if (p.formaPagamento === 'CREDITO') required.add(proposta(i, 'quantidadeParcelas'));
    if (p.temEntrada) {
      required.add(proposta(i, 'valorEntrada'));
      required.add(proposta(i, 'formaPagamentoEntrada'));
    }
  });
  return required;
}

/** What criarOrcamento takes (money in centavos; the instalments the server computes). */
export const orcamentoPayload = (values: OrcamentoFormValues): OrcamentoBody => ({
  profissionalId: values.profissionalId,
  pacienteId: values.pacienteId,
  procedimentoId: values.procedimentoId,
  campanhaId: values.campanhaId,
  valorBruto: values.valorBruto,
  desconto: values.desconto ?? 0,
  propostasDePagamentos: values.propostas.map((p, i) => ({
    formaPagamento: p.formaPagamento,
    quantidadeParcelas: p.formaPagamento === 'CREDITO' ? p.quantidadeParcelas : 1,
    temEntrada: p.temEntrada,
    entrada: p.temEntrada ? { formaPagamentoEntrada: p.formaPagamentoEntrada, valorEntrada: p.valorEntrada } : null,
    ordenacao: i,
  })),
});
