/** Messages of the clinic's Pix (issue 38; the spec names none: the portal's own voice). */
export const PIX_MSG = {
  chave: 'Chave Pix inválida: use um CPF, um CNPJ, um e-mail, um celular com +55 ou uma chave aleatória.',
  nomeRecebedor: 'NOME DO RECEBEDOR É OBRIGATÓRIO.',
  cidade: 'CIDADE É OBRIGATÓRIA.',
  naoCadastrada: 'A chave Pix da clínica não está cadastrada: cadastre-a em Configurações > Pagamentos.',
  parcelaNaoEncontrada: 'Parcela não encontrada.',
  parcelaPaga: 'Esta parcela já foi paga.',
  parcelaCancelada: 'Esta parcela foi cancelada.',
  soReceita: 'Só uma conta a receber tem cobrança Pix.',
} as const;
