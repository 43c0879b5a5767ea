import { registerMessages } from '@clinica/shared';

/** Texts of Configurações > Pagamentos (card fees and the clinic's Pix key), kept with the tab: pt, es, en. */
const pt = {
  pagamentos: {
    taxas: {
      titulo: 'Taxas do cartão e prazos de recebimento',
      descricao:
        'A taxa da operadora por forma de pagamento e quantidade de parcelas, e os dias até o dinheiro entrar na conta: o orçamento mostra, por proposta, quanto a clínica recebe e quando.',
      nova: 'Nova condição',
      editar: 'Editar condição',
      formaPagamento: 'Forma de pagamento',
      quantidadeParcelas: 'Parcelas',
      taxaPercentual: 'Taxa (%)',
      diasRecebimento: 'Dias até receber',
      parcelasDica: 'Só o crédito é parcelado (1 a 24).',
      nomeItem: '{{forma}} {{parcelas}}x',
      formaObrigatoria: 'FORMA DE PAGAMENTO É OBRIGATÓRIA.',
      parcelasInvalidas: 'A quantidade de parcelas deve estar entre 1 e 24.',
      taxaInvalida: 'A taxa deve estar entre 0 e 100%.',
      diasInvalidos: 'Os dias até receber devem estar entre 0 e 400.',
    },
    formas: { DEBITO: 'Débito', DINHEIRO: 'Dinheiro', PIX: 'Pix', CREDITO: 'Crédito' },
    pix: {
      titulo: 'Chave Pix da clínica',
      descricao: 'A chave que recebe as cobranças Pix (copia e cola e QR) das parcelas e entradas.',
      naoCadastrada: 'Nenhuma chave Pix cadastrada.',
      cadastrar: 'Cadastrar chave Pix',
      editar: 'Editar chave Pix',
      chave: 'Chave Pix',
      chaveDica: 'CPF, CNPJ, e-mail, celular com +55 ou chave aleatória.',
      tipoChave: 'Tipo',
      nomeRecebedor: 'Nome do recebedor',
      cidade: 'Cidade',
      tipos: { CPF: 'CPF', CNPJ: 'CNPJ', EMAIL: 'E-mail', TELEFONE: 'Celular', ALEATORIA: 'Chave aleatória' },
      alteradaPor: 'Alterada por {{usuario}} em {{horario}}',
      chaveObrigatoria: 'CHAVE PIX É OBRIGATÓRIA.',
      nomeObrigatorio: 'NOME DO RECEBEDOR É OBRIGATÓRIO.',
      cidadeObrigatoria: 'CIDADE É OBRIGATÓRIA.',
      erro: 'Não foi possível carregar a chave Pix.',
    },
  },
};

type Texts = typeof pt;

const es: Texts = {
  pagamentos: {
    taxas: {
      titulo: 'Tasas de tarjeta y plazos de cobro',
      descricao:
        'La tasa de la operadora por forma de pago y cantidad de cuotas, y los días hasta que el dinero entra en la cuenta: el presupuesto muestra, por propuesta, cuánto recibe la clínica y cuándo.',
      nova: 'Nueva condición',
      editar: 'Editar condición',
      formaPagamento: 'Forma de pago',
      quantidadeParcelas: 'Cuotas',
      taxaPercentual: 'Tasa (%)',
      diasRecebimento: 'Días hasta cobrar',
      parcelasDica: 'Solo el crédito se paga en cuotas (1 a 24).',
      nomeItem: '{{forma}} {{parcelas}}x',
      formaObrigatoria: 'LA FORMA DE PAGO ES OBLIGATORIA.',
      parcelasInvalidas: 'La cantidad de cuotas debe estar entre 1 y 24.',
      taxaInvalida: 'La tasa debe estar entre 0 y 100%.',
      diasInvalidos: 'Los días hasta cobrar deben estar entre 0 y 400.',
    },
    formas: { DEBITO: 'Débito', DINHEIRO: 'Efectivo', PIX: 'Pix', CREDITO: 'Crédito' },
    pix: {
      titulo: 'Clave Pix de la clínica',
      descricao: 'La clave que recibe los cobros Pix (copia y pega y QR) de las cuotas y entradas.',
      naoCadastrada: 'Ninguna clave Pix registrada.',
      cadastrar: 'Registrar clave Pix',
      editar: 'Editar clave Pix',
      chave: 'Clave Pix',
      chaveDica: 'CPF, CNPJ, e-mail, celular con +55 o clave aleatoria.',
      tipoChave: 'Tipo',
      nomeRecebedor: 'Nombre del receptor',
      cidade: 'Ciudad',
      tipos: { CPF: 'CPF', CNPJ: 'CNPJ', EMAIL: 'E-mail', TELEFONE: 'Celular', ALEATORIA: 'Clave aleatoria' },
      alteradaPor: 'Modificada por {{usuario}} el {{horario}}',
      chaveObrigatoria: 'LA CLAVE PIX ES OBLIGATORIA.',
      nomeObrigatorio: 'EL NOMBRE DEL RECEPTOR ES OBLIGATORIO.',
      cidadeObrigatoria: 'LA CIUDAD ES OBLIGATORIA.',
      erro: 'No fue posible cargar la clave Pix.',
    },
  },
};

const en: Texts = {
  pagamentos: {
    taxas: {
      titulo: 'Card fees and payout times',
      descricao:
        'The card fee per payment method and instalment count, and the days until the money reaches the account: the quote shows, per proposal, what the clinic receives and when.',
      nova: 'New term',
      editar: 'Edit term',
      formaPagamento: 'Payment method',
      quantidadeParcelas: 'Instalments',
      taxaPercentual: 'Fee (%)',
      diasRecebimento: 'Days to receive',
      parcelasDica: 'Only credit is paid in instalments (1 to 24).',
      nomeItem: '{{forma}} {{parcelas}}x',
      formaObrigatoria: 'PAYMENT METHOD IS REQUIRED.',
      parcelasInvalidas: 'The instalment count must be between 1 and 24.',
      taxaInvalida: 'The fee must be between 0 and 100%.',
      diasInvalidos: 'The days to receive must be between 0 and 400.',
    },
    formas: { DEBITO: 'Debit', DINHEIRO: 'Cash', PIX: 'Pix', CREDITO: 'Credit' },
    pix: {
      titulo: "The clinic's Pix key",
      descricao: 'The key that receives the Pix charges (copy and paste and QR) of instalments and entries.',
      naoCadastrada: 'No Pix key registered.',
      cadastrar: 'Register Pix key',
      editar: 'Edit Pix key',
      chave: 'Pix key',
      chaveDica: 'CPF, CNPJ, e-mail, mobile with +55 or random key.',
      tipoChave: 'Kind',
      nomeRecebedor: 'Receiver name',
      cidade: 'City',
      tipos: { CPF: 'CPF', CNPJ: 'CNPJ', EMAIL: 'E-mail', TELEFONE: 'Mobile', ALEATORIA: 'Random key' },
      alteradaPor: 'Changed by {{usuario}} on {{horario}}',
      chaveObrigatoria: 'PIX KEY IS REQUIRED.',
      nomeObrigatorio: 'RECEIVER NAME IS REQUIRED.',
      cidadeObrigatoria: 'CITY IS REQUIRED.',
      erro: 'The Pix key could not be loaded.',
    },
  },
};

registerMessages({ pt, es, en });
