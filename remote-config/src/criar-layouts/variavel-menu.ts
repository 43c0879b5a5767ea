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

/**
 * How well a variable matches what was typed: 0 its name starts with it, 1 its name holds it, 2 only
 * its description does; undefined, not at all. Enter takes the first item, so a name match leads.
 */
function relevancia(v: Variavel, busca: string): number | undefined {
  if (!busca) return 0;
  const nome = semAcento(v.nome);
  if (nome.startsWith(busca)) return 0;
  if (nome.includes(busca)) return 1;
  return semAcento(v.descricao).includes(busca) ? 2 : undefined;
}

/**
 * The active variables of a menu for a layout type, those whose name or description holds what was
 * typed: name prefix first, then name substring, then description (each group in catalogue order).
 */
export function itensDoMenu(variaveis: readonly Variavel[], menu: Variavel['menu'], tipo: TipoLayout | undefined, digitado: string): ItemDoMenu[] {
  const busca = semAcento(digitado);
  return variaveis
    .filter((v) => v.ativo && v.menu === menu)
    .filter((v) => tipo !== 'ORCAMENTO' || !SO_FORA_DO_ORCAMENTO.has(v.nome))
    .map((v) => ({ v, nivel: relevancia(v, busca) }))
    .filter((m): m is { v: Variavel; nivel: number } => m.nivel !== undefined)
    .sort((a, b) => a.nivel - b.nivel)
    .map((m) => m.v)
    .slice(0, ITENS_NO_MENU)
    .map((v) => ({ id: v.nome, value: v.nome, descricao: v.descricao }));
}
