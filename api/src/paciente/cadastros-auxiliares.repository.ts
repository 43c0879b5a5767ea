import type { Executor } from '../db/database.js';

/** The lookups that hold only a name: health plans and 'how did you hear about us' options. */
export type NomeTable = 'plano_saude' | 'pesquisa_atracao';

const NOME_COLUMNS = ['id', 'nome', 'ativo', 'versao'] as const;
const PULSEIRA_COLUMNS = ['id', 'tipo', 'cor', 'ativo', 'versao'] as const;

/** Active first, then by name; `soAtivos`: only the active ones (what the patient form offers). */
export function listNomes(db: Executor, table: NomeTable, soAtivos: boolean) {
  let query = db.selectFrom(table).select(NOME_COLUMNS);
  if (soAtivos) query = query.where('ativo', '=', true);
  return query.orderBy('ativo', 'desc').orderBy('nome').orderBy('id').execute();
}

/** Locked: edits and deletes of one item queue, so the audit's `antes` is what was replaced. */
export const lockNome = (trx: Executor, table: NomeTable, id: number) =>
  trx.selectFrom(table).select(NOME_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();

export const insertNome = (trx: Executor, table: NomeTable, item: { nome: string; ativo: boolean }) =>
  trx.insertInto(table).values(item).returning(NOME_COLUMNS).executeTakeFirstOrThrow();

/** `ativo` left out: kept as stored. */
export const updateNome = (trx: Executor, table: NomeTable, id: number, item: { nome: string; ativo?: boolean }) =>
  trx
    .updateTable(table)
    .set((eb) => ({ nome: item.nome, ...(item.ativo !== undefined && { ativo: item.ativo }), versao: eb('versao', '+', 1) }))
    .where('id', '=', id)
    .returning(NOME_COLUMNS)
    .executeTakeFirstOrThrow();

export async function deleteNome(trx: Executor, table: NomeTable, id: number): Promise<void> {
  await trx.deleteFrom(table).where('id', '=', id).execute();
}

/** Active first, then by type; `soAtivos` as in listNomes. */
export function listPulseiras(db: Executor, soAtivos: boolean) {
  let query = db.selectFrom('pulseira').select(PULSEIRA_COLUMNS);
  if (soAtivos) query = query.where('ativo', '=', true);
  return query.orderBy('ativo', 'desc').orderBy('tipo').orderBy('id').execute();
}

export const lockPulseira = (trx: Executor, id: number) =>
  trx.selectFrom('pulseira').select(PULSEIRA_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();

export const insertPulseira = (trx: Executor, pulseira: { tipo: string; cor: string; ativo: boolean }) =>
  trx.insertInto('pulseira').values(pulseira).returning(PULSEIRA_COLUMNS).executeTakeFirstOrThrow();

/** `ativo` left out: kept as stored. */
export const updatePulseira = (trx: Executor, id: number, pulseira: { tipo: string; cor: string; ativo?: boolean }) =>
  trx
    .updateTable('pulseira')
    .set((eb) => ({ tipo: pulseira.tipo, cor: pulseira.cor, ...(pulseira.ativo !== undefined && { ativo: pulseira.ativo }), versao: eb('versao', '+', 1) }))
    .where('id', '=', id)
    .returning(PULSEIRA_COLUMNS)
    .executeTakeFirstOrThrow();

export async function deletePulseira(trx: Executor, id: number): Promise<void> {
  await trx.deleteFrom('pulseira').where('id', '=', id).execute();
}
