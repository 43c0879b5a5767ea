/** Messages of the card-fee simulation (issue 38; the spec names none: the portal's own voice, as the quote form's). */
export const TAXAS_MSG = {
  formaPagamento: 'FORMA DE PAGAMENTO É OBRIGATÓRIA.',
  valorTotal: 'INFORME UM VALOR VÁLIDO.',
  parcelas: 'A quantidade de parcelas deve estar entre 1 e 24.',
  parcelasSoNoCredito: 'Só o crédito é parcelado.',
  entradaCredito: 'A entrada não pode ser paga no crédito.',
  entradaMaior: 'O valor da entrada não pode ser maior que o valor total.',
} as const;
