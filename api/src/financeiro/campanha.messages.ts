/**
 * Campaign messages (spec 01 §7 Campaigns; the spec names none of them: the portal's own voice, in the
 * upper-case style of the quote form's required fields, spec 02 §5).
 */
export const CAMPANHA_MSG = {
  nome: 'NOME É OBRIGATÓRIO.',
  tipoDesconto: 'TIPO DE DESCONTO É OBRIGATÓRIO.',
  desconto: 'DESCONTO É OBRIGATÓRIO.',
  descontoInvalido: 'ESSE VALOR NÃO É PERMITIDO.',
  percentualMaximo: 'O desconto percentual deve ser maior que 0 e no máximo 100%.',
  procedimentos: 'Selecione ao menos um procedimento.',
  procedimentoNaoEncontrado: 'Procedimento não encontrado.',
  duplicada: 'Já existe uma campanha com este nome.',
  naoEncontrada: 'Campanha não encontrada.',
} as const;
