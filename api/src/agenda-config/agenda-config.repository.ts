import type { Executor } from '../db/database.js';

const SALA = ['id', 'nome', 'ativo', 'versao'] as const;
const COMPROMISSO = ['id', 'nome', 'cor', 'ativo', 'versao'] as const;

/** Rooms, active first, by name. */
export const listSalas = (db: Executor) => db.selectFrom('sala').select(SALA).orderBy('ativo', 'desc').orderBy('nome').execute();

export const insertSala = (trx: Executor, sala: { nome: string; ativo: boolean }) =>
  trx.insertInto('sala').values(sala).returning(SALA).executeTakeFirstOrThrow();

/** `ativo` left out: kept as stored. Optimistic lock on `versao` (none when not given). Undefined when nothing matched. */
export const updateSala = (trx: Executor, id: number, versao: number | undefined, sala: { nome: string; ativo?: boolean }) =>
  trx
    .updateTable('sala')
    .set((eb) => ({ nome: sala.nome, ...(sala.ativo !== undefined && { ativo: sala.ativo }), versao: eb('versao', '+', 1) }))
    .where('id', '=', id)
    .$if(versao !== undefined, (qb) => qb.where('versao', '=', versao!))
    .returning(SALA)
    .executeTakeFirst();

/** Commitment types (active first), by name; `nome`: a fragment of the name, case ignored. */
export async function listCompromissos(db: Executor, nome?: string) {
  let query = db.selectFrom('tipo_compromisso').select(COMPROMISSO).orderBy('ativo', 'desc').orderBy('nome');
  if (nome) query = query.where((eb) => eb(eb.fn('lower', ['nome']), 'like', `%${nome.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return query.execute();
}

export const insertCompromisso = (trx: Executor, compromisso: { nome: string; cor: string; ativo: boolean }) =>
  trx.insertInto('tipo_compromisso').values(compromisso).returning(COMPROMISSO).executeTakeFirstOrThrow();

/** `ativo` left out: kept as stored. Optimistic lock on `versao` (none when not given). Undefined when nothing matched. */
export const updateCompromisso = (trx: Executor, id: number, versao: number | undefined, compromisso: { nome: string; cor: string; ativo?: boolean }) =>
  trx
    .updateTable('tipo_compromisso')
    .set((eb) => ({
      nome: compromisso.nome,
      cor: compromisso.cor,
      ...(compromisso.ativo !== undefined && { ativo: compromisso.ativo }),
      versao: eb('versao', '+', 1),
    }))
    .where('id', '=', id)
    .$if(versao !== undefined, (qb) => qb.where('versao', '=', versao!))
    .returning(COMPROMISSO)
    .executeTakeFirst();

/** The row's current version, or undefined when there is none. */
export const versaoAgendaConfig = async (db: Executor, table: 'sala' | 'tipo_compromisso', id: number): Promise<number | undefined> =>
  (await db.selectFrom(table).select('versao').where('id', '=', id).executeTakeFirst())?.versao;

/** Answers whether a row was deleted; a referenced one fails with the database's foreign-key error. */
export async function deleteAgendaConfig(trx: Executor, table: 'sala' | 'tipo_compromisso', id: number): Promise<boolean> {
  const deleted = await trx.deleteFrom(table).where('id', '=', id).returning('id').executeTakeFirst();
  return deleted !== undefined;
}
