import type { EstoqueMessages } from './pt.ts';

export const es: EstoqueMessages = {
  estoque: {
    produtos: {},
    cadastros: {},
    movimentacao: {},
    inventario: {},
  },
};
