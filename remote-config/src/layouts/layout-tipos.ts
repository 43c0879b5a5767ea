import type { MenuVariavel, TipoLayout } from './layouts.resource.ts';

/** The layout types in the order the filter offers them, each with its i18n key ('Pedido de exame'). */
export const TIPO_LAYOUT_LABEL = {
  DOCUMENTO: 'configuracoes.layouts.tipos.DOCUMENTO',
  EXAME: 'configuracoes.layouts.tipos.EXAME',
  ORCAMENTO: 'configuracoes.layouts.tipos.ORCAMENTO',
  ATESTADO: 'configuracoes.layouts.tipos.ATESTADO',
  PRESCRICAO: 'configuracoes.layouts.tipos.PRESCRICAO',
} as const satisfies Record<TipoLayout, string>;

export const TIPOS_LAYOUT = Object.keys(TIPO_LAYOUT_LABEL) as TipoLayout[];

/** Which editor menu offers a variable: the `{{` keywords, the `[[` print variables or the budget's. */
export const MENU_VARIAVEL_LABEL = {
  CHAVE: 'configuracoes.variaveis.menus.CHAVE',
  IMPRESSAO: 'configuracoes.variaveis.menus.IMPRESSAO',
  ORCAMENTO: 'configuracoes.variaveis.menus.ORCAMENTO',
} as const satisfies Record<MenuVariavel, string>;

export const MENUS_VARIAVEL = Object.keys(MENU_VARIAVEL_LABEL) as MenuVariavel[];
