import type { EstoqueMessages } from './pt.ts';

export const en: EstoqueMessages = {
  estoque: {
    produtos: {},
    cadastros: {},
    movimentacao: {},
    inventario: {},
  },
};
