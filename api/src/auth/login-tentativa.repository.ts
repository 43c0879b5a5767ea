import { sql } from 'kysely';
import type { Executor } from '../db/database.js';

/** The key's failures since `since`: all, from this address, and when the last one was. */
export async function contarFalhas(db: Executor, key: string, ip: string | null, since: Date) {
  const row = await db
    .selectFrom('login_tentativa')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      sql<number>`count(*) FILTER (WHERE ip IS NOT DISTINCT FROM ${ip})`.as('doEndereco'),
      eb.fn.max('criado_em').as('ultima'),
    ])
    .where('chave', '=', key)
    .where('criado_em', '>', since)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), doEndereco: Number(row.doEndereco), ultima: row.ultima };
}

export async function insertFalha(trx: Executor, key: string, ip: string | null): Promise<void> {
  await trx.insertInto('login_tentativa').values({ chave: key, ip }).execute();
}

/** The key's failures, only those of `ip` when given (null: those without an address). */
export async function deleteFalhas(trx: Executor, key: string, ip?: string | null): Promise<void> {
  let query = trx.deleteFrom('login_tentativa').where('chave', '=', key);
  if (ip !== undefined) query = query.where((eb) => (ip === null ? eb('ip', 'is', null) : eb('ip', '=', ip)));
  await query.execute();
}
