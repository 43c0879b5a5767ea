import { registerMessages } from '@clinica/shared';

/** Texts of an instalment's Pix charge (pt, es, en), kept with the component. */
const pt = {
  pix: {
    cobrar: 'Pix',
    cobrarItem: 'Cobrança Pix da parcela {{parcela}}',
    cobrarEntrada: 'Cobrança Pix da entrada',
    titulo: 'Cobrança Pix',
    valor: 'Valor',
    vencimento: 'Vencimento',
    recebedor: 'Recebedor',
    chave: 'Chave',
    copiaECola: 'Pix copia e cola',
    copiar: 'Copiar',
    copiado: 'Código Pix copiado.',
    imprimir: 'Imprimir',
    fechar: 'Fechar',
    qr: 'QR Code Pix de {{valor}}',
    erro: 'Não foi possível gerar a cobrança Pix.',
    carregando: 'Gerando a cobrança…',
  },
};
type Texts = typeof pt;
const es: Texts = {
  pix: {
    cobrar: 'Pix',
    cobrarItem: 'Cobro Pix de la cuota {{parcela}}',
    cobrarEntrada: 'Cobro Pix de la entrada',
    titulo: 'Cobro Pix',
    valor: 'Valor',
    vencimento: 'Vencimiento',
    recebedor: 'Receptor',
    chave: 'Clave',
    copiaECola: 'Pix copia y pega',
    copiar: 'Copiar',
    copiado: 'Código Pix copiado.',
    imprimir: 'Imprimir',
    fechar: 'Cerrar',
    qr: 'Código QR Pix de {{valor}}',
    erro: 'No fue posible generar el cobro Pix.',
    carregando: 'Generando el cobro…',
  },
};
const en: Texts = {
  pix: {
    cobrar: 'Pix',
    cobrarItem: 'Pix charge of instalment {{parcela}}',
    cobrarEntrada: 'Pix charge of the entry',
    titulo: 'Pix charge',
    valor: 'Amount',
    vencimento: 'Due',
    recebedor: 'Receiver',
    chave: 'Key',
    copiaECola: 'Pix copy and paste',
    copiar: 'Copy',
    copiado: 'Pix code copied.',
    imprimir: 'Print',
    fechar: 'Close',
    qr: 'Pix QR code of {{valor}}',
    erro: 'The Pix charge could not be created.',
    carregando: 'Creating the charge…',
  },
};
registerMessages({ pt, es, en });
