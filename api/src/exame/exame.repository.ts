import type { Executor } from '../db/database.js';

/** The exam catalogue by name. */
export const listExames = (db: Executor) => db.selectFrom('exame').select(['id', 'nome']).orderBy('nome').orderBy('id').execute();

export const insertExame = (trx: Executor, nome: string, usuario: string | null) =>
  trx.insertInto('exame').values({ nome, usuario_cadastro: usuario, usuario_alteracao: usuario }).returning(['id', 'nome']).executeTakeFirstOrThrow();

/** Undefined when there is no such exam. */
export const updateExame = (trx: Executor, id: number, nome: string, usuario: string | null) =>
  trx
    .updateTable('exame')
    .set({ nome, usuario_alteracao: usuario, horario_alteracao: new Date() })
    .where('id', '=', id)
    .returning(['id', 'nome'])
    .executeTakeFirst();

/** The deleted exam, or undefined when there was none. */
export const deleteExame = (trx: Executor, id: number) => trx.deleteFrom('exame').where('id', '=', id).returning(['id', 'nome']).executeTakeFirst();
