import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import type { Funcionario, UsuarioSistema } from './funcionario.schemas.js';

/** An employee is a user who is not a doctor (doctors: medico/medico.repository.ts). */
const funcionarioQuery = (db: Executor) =>
  db
    .selectFrom('usuario as u')
    .innerJoin('perfil as p', 'p.id', 'u.perfil_id')
    .where('u.eh_medico', '=', false)
    .select([
      'u.id',
      'u.nome',
      'u.email',
      'u.cpf',
      'u.ativo',
      'u.idioma',
      'u.foto',
      'u.created_at',
      'u.updated_at',
      'p.id as perfil_id',
      'p.nome as perfil_nome',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof funcionarioQuery>['executeTakeFirstOrThrow']>>;

const toFuncionario = (r: Row): Funcionario => ({
  id: r.id,
  nome: r.nome,
  email: r.email,
  cpf: r.cpf,
  ativo: r.ativo,
  idioma: r.idioma,
  perfilId: { id: r.perfil_id, nome: r.perfil_nome },
  foto: r.foto,
  horarioCadastro: r.created_at.toISOString(),
  horarioAlteracao: r.updated_at.toISOString(),
});

/** Employees, active first, by name. */
export async function listFuncionarios(db: Executor): Promise<Funcionario[]> {
  const rows = await funcionarioQuery(db).orderBy('u.ativo', 'desc').orderBy('u.nome').orderBy('u.id').execute();
  return rows.map(toFuncionario);
}

export async function findFuncionario(db: Executor, id: number): Promise<Funcionario | undefined> {
  const row = await funcionarioQuery(db).where('u.id', '=', id).executeTakeFirst();
  return row && toFuncionario(row);
}

/** Locks the employee's user row (edits of one user queue); undefined when it is no employee. */
export const lockFuncionario = (trx: Executor, id: number) =>
  trx.selectFrom('usuario').select(['id', 'ativo']).where('id', '=', id).where('eh_medico', '=', false).forUpdate().executeTakeFirst();

export async function perfilExiste(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('perfil').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export interface FuncionarioDados {
  nome: string;
  email: string;
  cpf: string;
  perfilId: number;
  ativo: boolean;
  idioma: 'pt' | 'es' | 'en';
  foto: string | null;
}

export async function insertFuncionario(trx: Executor, d: FuncionarioDados, senhaHash: string): Promise<number> {
  const row = await trx
    .insertInto('usuario')
    .values({
      nome: d.nome,
      email: d.email,
      cpf: d.cpf,
      perfil_id: d.perfilId,
      ativo: d.ativo,
      idioma: d.idioma,
      foto: d.foto,
      eh_medico: false,
      senha_hash: senhaHash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFuncionario(trx: Executor, id: number, d: FuncionarioDados): Promise<void> {
  await trx
    .updateTable('usuario')
    .set({ nome: d.nome, email: d.email, cpf: d.cpf, perfil_id: d.perfilId, ativo: d.ativo, idioma: d.idioma, foto: d.foto, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Sessions, reset tokens and own notifications go with the user; authorship elsewhere becomes null (names are kept as text). */
export async function deleteFuncionario(trx: Executor, id: number): Promise<boolean> {
  const deleted = await trx.deleteFrom('usuario').where('id', '=', id).where('eh_medico', '=', false).returning('id').executeTakeFirst();
  return deleted !== undefined;
}

/** Every user (doctors too), by name: who wrote a history line, who booked. */
export async function listUsuariosSistema(db: Executor): Promise<UsuarioSistema[]> {
  const rows = await db.selectFrom('usuario').select(['id', 'nome', 'eh_medico', 'ativo']).orderBy('nome').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, nome: r.nome, ehMedico: r.eh_medico, ativo: r.ativo }));
}

/** Locks any user's row (employee or doctor) for a change of his own photo; undefined when there is none. */
export const lockUsuarioFoto = (trx: Executor, id: number) =>
  trx.selectFrom('usuario').select(['id', 'nome', 'foto', 'eh_medico']).where('id', '=', id).forUpdate().executeTakeFirst();

export async function updateUsuarioFoto(trx: Executor, id: number, foto: string | null): Promise<void> {
  await trx
    .updateTable('usuario')
    .set({ foto, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}
