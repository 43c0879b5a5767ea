import type { Executor } from '../db/database.js';

/** The lookups that hold only a name: health plans and 'how did you hear about us' options. */
export type NomeTable = 'plano_saude' | 'pesquisa_atracao';

export const listNomes = (db: Executor, table: NomeTable) => db.selectFrom(table).select(['id', 'nome']).orderBy('nome').orderBy('id').execute();

export const findNome = (db: Executor, table: NomeTable, id: number) => db.selectFrom(table).select(['id', 'nome']).where('id', '=', id).executeTakeFirst();

export const insertNome = (trx: Executor, table: NomeTable, nome: string) =>
  trx.insertInto(table).values({ nome }).returning(['id', 'nome']).executeTakeFirstOrThrow();

export async function deleteNome(trx: Executor, table: NomeTable, id: number): Promise<void> {
  await trx.deleteFrom(table).where('id', '=', id).execute();
}

export const listPulseiras = (db: Executor) => db.selectFrom('pulseira').select(['id', 'tipo', 'cor']).orderBy('tipo').orderBy('id').execute();

export const findPulseira = (db: Executor, id: number) => db.selectFrom('pulseira').select(['id', 'tipo', 'cor']).where('id', '=', id).executeTakeFirst();

export const insertPulseira = (trx: Executor, pulseira: { tipo: string; cor: string }) =>
  trx.insertInto('pulseira').values(pulseira).returning(['id', 'tipo', 'cor']).executeTakeFirstOrThrow();

export async function deletePulseira(trx: Executor, id: number): Promise<void> {
  await trx.deleteFrom('pulseira').where('id', '=', id).execute();
}
