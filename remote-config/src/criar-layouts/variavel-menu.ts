import type { TipoLayout, Variavel } from '../layouts/layouts.resource.ts';

/** The editor's two menus (spec 01 §2): `{{` keywords, `[[` print variables; budget variables have a dialog of their own. */
export const MENU_DE: Record<string, Variavel['menu']> = { '{{': 'CHAVE', '[[': 'IMPRESSAO' };
/** Not offered in a budget layout (spec 01 §5). */
export const SO_FORA_DO_ORCAMENTO: ReadonlySet<string> = new Set(['INICIO_BLOQUEIO', 'FIM_BLOQUEIO']);
/** A small list: the rest is found by typing. */
export const ITENS_NO_MENU = 8;

export interface ItemDoMenu {
  id: string;
  value: string;
  descricao: string;
  [key: string]: string;
}

const semAcento = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The active variables of a menu for a layout type, those whose name or description holds what was typed. */
export function itensDoMenu(variaveis: readonly Variavel[], menu: Variavel['menu'], tipo: TipoLayout | undefined, digitado: string): ItemDoMenu[] {
  const busca = semAcento(digitado);
  return variaveis
    .filter((v) => v.ativo && v.menu === menu)
    .filter((v) => tipo !== 'ORCAMENTO' || !SO_FORA_DO_ORCAMENTO.has(v.nome))
    .filter((v) => !busca || semAcento(v.nome).includes(busca) || semAcento(v.descricao).includes(busca))
    .slice(0, ITENS_NO_MENU)
    .map((v) => ({ id: v.nome, value: v.nome, descricao: v.descricao }));
}
