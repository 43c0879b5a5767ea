import type { Executor } from '../db/database.js';

/** Rooms, active first, by name. */
export const listSalas = (db: Executor) => db.selectFrom('sala').select(['id', 'nome', 'ativo']).orderBy('ativo', 'desc').orderBy('nome').execute();

export const insertSala = (trx: Executor, sala: { nome: string; ativo: boolean }) =>
  trx.insertInto('sala').values(sala).returning(['id', 'nome', 'ativo']).executeTakeFirstOrThrow();

/** `ativo` left out: kept as stored. Undefined when there is no such room. */
export const updateSala = (trx: Executor, id: number, sala: { nome: string; ativo?: boolean }) =>
  trx
    .updateTable('sala')
    .set({ nome: sala.nome, ...(sala.ativo !== undefined && { ativo: sala.ativo }) })
    .where('id', '=', id)
    .returning(['id', 'nome', 'ativo'])
    .executeTakeFirst();

/** Commitment types by name; `nome`: a fragment of the name, case ignored. */
export async function listCompromissos(db: Executor, nome?: string) {
  let query = db.selectFrom('tipo_compromisso').select(['id', 'nome', 'cor']).orderBy('nome');
  if (nome) query = query.where((eb) => eb(eb.fn('lower', ['nome']), 'like', `%${nome.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return query.execute();
}

export const insertCompromisso = (trx: Executor, compromisso: { nome: string; cor: string }) =>
  trx.insertInto('tipo_compromisso').values(compromisso).returning(['id', 'nome', 'cor']).executeTakeFirstOrThrow();

/** Undefined when there is no such type. */
export const updateCompromisso = (trx: Executor, id: number, compromisso: { nome: string; cor: string }) =>
  trx.updateTable('tipo_compromisso').set(compromisso).where('id', '=', id).returning(['id', 'nome', 'cor']).executeTakeFirst();

/** Answers whether a row was deleted; a referenced one fails with the database's foreign-key error. */
export async function deleteAgendaConfig(trx: Executor, table: 'sala' | 'tipo_compromisso', id: number): Promise<boolean> {
  const deleted = await trx.deleteFrom(table).where('id', '=', id).returning('id').executeTakeFirst();
  return deleted !== undefined;
}
