/**
 * Texts of the Estoque remote; es.ts and en.ts hold the same keys. One section per part of the area
 * (products and their lookups, movements, inventory and recall), merged under `estoque` with the
 * shared texts (the tab labels live in shared: the host's menu draws them).
 */
export const pt = {
  estoque: {
    produtos: {},
    cadastros: {},
    movimentacao: {},
    inventario: {},
  },
};

export type EstoqueMessages = typeof pt;
