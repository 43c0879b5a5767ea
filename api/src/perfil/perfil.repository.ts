import { toJson, type Executor } from '../db/database.js';
import type { PerfilRow } from '../db/types.js';
import type { Perfil, PerfilInput } from './perfil.schemas.js';

export const toPerfil = (row: PerfilRow): Perfil => ({
  id: row.id,
  nome: row.nome,
  defaultHome: row.default_home,
  perfilEquipe: row.perfil_equipe,
  authorities: row.authorities,
  versao: row.versao,
});

export async function listPerfis(db: Executor, nome?: string | null): Promise<Perfil[]> {
  let query = db.selectFrom('perfil').selectAll().orderBy('nome').orderBy('id');
  const filter = nome?.trim();
  if (filter) {
    const pattern = `%${filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where('nome', 'ilike', pattern);
  }
  return (await query.execute()).map(toPerfil);
}

export async function findPerfil(db: Executor, id: number): Promise<Perfil | undefined> {
  const row = await db.selectFrom('perfil').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toPerfil(row);
}

const columns = (input: PerfilInput) => ({
  nome: input.nome.trim(),
  default_home: input.defaultHome ?? 'home.dashboard',
  perfil_equipe: input.perfilEquipe ?? 'ATENDIMENTO',
  authorities: toJson(input.authorities),
});

export async function insertPerfil(trx: Executor, input: PerfilInput): Promise<Perfil> {
  const row = await trx.insertInto('perfil').values(columns(input)).returningAll().executeTakeFirstOrThrow();
  return toPerfil(row);
}

/** Optimistic lock: updates only while at `input.versao` (any, when not given); undefined when nothing matched. */
export async function updatePerfil(trx: Executor, id: number, input: PerfilInput): Promise<Perfil | undefined> {
  const row = await trx
    .updateTable('perfil')
    .set((eb) => ({ ...columns(input), updated_at: new Date(), versao: eb('versao', '+', 1) }))
    .where('id', '=', id)
    .$if(input.versao !== undefined, (qb) => qb.where('versao', '=', input.versao!))
    .returningAll()
    .executeTakeFirst();
  return row && toPerfil(row);
}

export const versaoDoPerfil = async (db: Executor, id: number): Promise<number | undefined> =>
  (await db.selectFrom('perfil').select('versao').where('id', '=', id).executeTakeFirst())?.versao;

export async function countUsersWithPerfil(db: Executor, id: number): Promise<number> {
  const row = await db
    .selectFrom('usuario')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('perfil_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deletePerfil(trx: Executor, id: number): Promise<boolean> {
  const result = await trx.deleteFrom('perfil').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
