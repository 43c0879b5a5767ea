import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../db/database.js';
import type { Atestado as AtestadoTable } from '../db/schema.generated.js';

/** The record's certificates (atestado) with their issuer's name. */
const base = (db: Executor) =>
  db
    .selectFrom('atestado as a')
    .leftJoin('usuario as u', 'u.id', 'a.medico_id')
    .select([
      'a.id',
      'a.paciente_id',
      'a.procedimento_id',
      'a.texto',
      'a.layout_id',
      'a.medico_id',
      'u.nome as medico',
      'a.usuario_cadastro',
      'a.horario_cadastro',
      'a.usuario_alteracao',
      'a.horario_alteracao',
      'a.versao',
    ]);

export type AtestadoRow = NonNullable<Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirst']>>>;

export const findAtestado = (db: Executor, id: number) => base(db).where('a.id', '=', id).executeTakeFirst();

/** The patient's certificates (of the procedure, when given), newest first. */
export const listAtestados = (db: Executor, pacienteId: number, procedimentoId?: number) => {
  let q = base(db).where('a.paciente_id', '=', pacienteId);
  if (procedimentoId !== undefined) q = q.where('a.procedimento_id', '=', procedimentoId);
  return q.orderBy('a.horario_cadastro', 'desc').orderBy('a.id', 'desc').execute();
};

export const insertAtestado = (trx: Executor, values: Insertable<AtestadoTable>) =>
  trx.insertInto('atestado').values(values).returning('id').executeTakeFirstOrThrow();

export const lockAtestado = (trx: Executor, id: number) =>
  trx.selectFrom('atestado').select(['id', 'paciente_id', 'versao']).where('id', '=', id).forUpdate().executeTakeFirst();

/** A change of the row: its versao goes up by one. */
export const alterarAtestado = async (trx: Executor, id: number, set: Omit<Updateable<AtestadoTable>, 'id' | 'versao'>): Promise<void> => {
  await trx
    .updateTable('atestado')
    .set((eb) => ({ ...set, versao: eb('versao', '+', 1) }))
    .where('id', '=', id)
    .execute();
};

export const deleteAtestado = (trx: Executor, id: number) =>
  trx.deleteFrom('atestado').where('id', '=', id).returning(['id', 'paciente_id']).executeTakeFirst();
