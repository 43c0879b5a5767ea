/**
 * Quote messages: the form's, as spec 02 §5 'Quote form' spells them, and §8's success texts; the rest
 * (not found, conflicts) in the portal's own voice.
 */
export const ORCAMENTO_MSG = {
  profissional: 'PROFISSIONAL É OBRIGATÓRIO.',
  paciente: 'PACIENTE É OBRIGATÓRIO.',
  procedimento: 'PROCEDIMENTO É OBRIGATÓRIO.',
  valor: 'VALOR É OBRIGATÓRIO.',
  valorValido: 'Deve criar um valor válido deste procedimento',
  descontoNaoPermitido: 'ESSE VALOR NÃO É PERMITIDO',
  descontoMaior: 'Desconto não deve ser maior que Valor Bruto subtraindo alguma entrada.',
  formaPagamento: 'FORMA DE PAGAMENTO É OBRIGATÓRIO.',
  quantidade: 'A QUANTIDADE É OBRIGATÓRIA.',
  quantidadeNaoPermitida: 'ESSE VALOR NÃO É PERMITIDO.',
  entradaMaior: 'Entrada não deve ser maior que Valor Bruto menos o desconto.',
  entradaCredito: 'A entrada não pode ser paga no crédito.',
  camposInvalidos: 'Existem campos inválidos no formulario.',
  criado: 'Orçamento gerado com sucesso',
  aprovado: 'Proposta aprovada com sucesso',
  profissionalLogado: 'O profissional do orçamento é o usuário logado, e ele deve ser médico.',
  pacienteNaoEncontrado: 'Paciente não encontrado.',
  procedimentoNaoEncontrado: 'Procedimento não encontrado.',
  campanhaNaoEncontrada: 'Campanha não encontrada.',
  campanhaDesabilitada: 'Esta campanha está desabilitada.',
  campanhaDoProcedimento: 'Não existe campanha para este procedimento',
  valorMudou: 'O preço do procedimento ou a campanha mudou: confira o valor bruto.',
  naoEncontrado: 'Orçamento não encontrado.',
  propostaNaoEncontrada: 'Proposta de pagamento não encontrada neste orçamento.',
  jaAprovado: 'Este orçamento já foi aprovado.',
  cancelado: 'Este orçamento foi cancelado.',
  cancelarSoPendente: 'Só um orçamento pendente pode ser cancelado.',
  semPermissaoLista: 'Sem ORCAMENTO, a lista mostra só os orçamentos aprovados de um paciente (Débitos).',
} as const;
