import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import type { Medico, MedicoDados } from './medico.schemas.js';

/** A doctor is a user with eh_medico; the `medico` row (address, registration…) may not exist yet. */
const medicoQuery = (db: Executor) =>
  db
    .selectFrom('usuario as u')
    .leftJoin('medico as m', 'm.usuario_id', 'u.id')
    .innerJoin('perfil as p', 'p.id', 'u.perfil_id')
    .where('u.eh_medico', '=', true)
    .select([
      'u.id',
      'u.nome',
      'u.email',
      'u.cpf',
      'u.foto',
      'u.ativo',
      'p.id as perfil_id',
      'p.nome as perfil_nome',
      'm.registro_profissional',
      'm.rg',
      'm.telefone',
      'm.celular',
      'm.cep',
      'm.logradouro',
      'm.numero',
      'm.complemento',
      'm.bairro',
      'm.cidade',
      'm.estado',
      'm.pais',
      sql<string | null>`to_char(m.nascimento, 'YYYY-MM-DD')`.as('nascimento'),
      'm.minutos_para_o_alerta',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof medicoQuery>['executeTakeFirstOrThrow']>>;

const toMedico = (r: Row): Medico => ({
  id: r.id,
  nome: r.nome,
  email: r.email,
  cpf: r.cpf,
  registroProfissional: r.registro_profissional,
  rg: r.rg,
  telefone: r.telefone,
  celular: r.celular,
  cep: r.cep,
  logradouro: r.logradouro,
  numero: r.numero,
  complemento: r.complemento,
  bairro: r.bairro,
  cidade: r.cidade,
  estado: r.estado,
  pais: r.pais,
  nascimento: r.nascimento,
  foto: r.foto,
  minutosParaOAlerta: r.minutos_para_o_alerta === null ? null : String(r.minutos_para_o_alerta),
  ativo: r.ativo,
  perfilId: { id: r.perfil_id, nome: r.perfil_nome },
});

/** Active doctors by name (the agenda books only them); `todos`: the inactive too, after them (the users screen). */
export async function listMedicos(db: Executor, { todos = false }: { todos?: boolean } = {}): Promise<Medico[]> {
  const query = todos ? medicoQuery(db).orderBy('u.ativo', 'desc') : medicoQuery(db).where('u.ativo', '=', true);
  const rows = await query.orderBy('u.nome').orderBy('u.id').execute();
  return rows.map(toMedico);
}

/** A doctor, active or not (old appointments still name them). */
export async function findMedico(db: Executor, id: number): Promise<Medico | undefined> {
  const row = await medicoQuery(db).where('u.id', '=', id).executeTakeFirst();
  return row && toMedico(row);
}

/** Locks the doctor's user row (edits of one doctor queue) and answers whether it is a doctor. */
export async function lockMedico(trx: Executor, id: number): Promise<boolean> {
  const row = await trx.selectFrom('usuario').select('id').where('id', '=', id).where('eh_medico', '=', true).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** The `medico` row's columns of the doctor's data. */
const registroDe = (d: MedicoDados) => ({
  registro_profissional: d.registroProfissional,
  rg: d.rg,
  telefone: d.telefone,
  celular: d.celular,
  cep: d.cep,
  logradouro: d.logradouro,
  numero: d.numero,
  complemento: d.complemento,
  bairro: d.bairro,
  cidade: d.cidade,
  estado: d.estado,
  pais: d.pais,
  nascimento: d.nascimento,
});

/** The login's profile and situation (a doctor is a user like the others). */
export interface LoginDoMedico {
  perfilId: number;
  ativo: boolean;
}

/** Name, e-mail, CPF, profile and situation live on the user (they are the login); the rest on `medico`, created on first save. */
export async function saveMedico(trx: Executor, id: number, d: MedicoDados, login: LoginDoMedico, usuario: string | null): Promise<void> {
  await trx
    .updateTable('usuario')
    .set({ nome: d.nome, email: d.email, cpf: d.cpf, foto: d.foto, perfil_id: login.perfilId, ativo: login.ativo, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
  const columns = { ...registroDe(d), usuario_alteracao: usuario };
  await trx
    .insertInto('medico')
    .values({ usuario_id: id, ...columns, usuario_cadastro: usuario })
    .onConflict((oc) => oc.column('usuario_id').doUpdateSet({ ...columns, horario_alteracao: sql<Date>`now()` }))
    .execute();
}

export async function saveLembrete(trx: Executor, id: number, minutos: number | null, usuario: string | null): Promise<void> {
  await trx
    .insertInto('medico')
    .values({ usuario_id: id, minutos_para_o_alerta: minutos, usuario_cadastro: usuario, usuario_alteracao: usuario })
    .onConflict((oc) =>
      oc.column('usuario_id').doUpdateSet({ minutos_para_o_alerta: minutos, usuario_alteracao: usuario, horario_alteracao: sql<Date>`now()` }),
    )
    .execute();
}

export interface LoginNovo {
  perfilId: number;
  idioma: 'pt' | 'es' | 'en';
  senhaHash: string;
}

/** A new doctor: the user (his login, eh_medico) and his `medico` row. Answers the id. */
export async function insertMedico(trx: Executor, d: MedicoDados, login: LoginNovo, usuario: string | null): Promise<number> {
  const { id } = await trx
    .insertInto('usuario')
    .values({
      nome: d.nome,
      email: d.email,
      cpf: d.cpf,
      foto: d.foto,
      perfil_id: login.perfilId,
      idioma: login.idioma,
      senha_hash: login.senhaHash,
      eh_medico: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('medico')
    .values({ usuario_id: id, ...registroDe(d), usuario_cadastro: usuario, usuario_alteracao: usuario })
    .execute();
  return id;
}

/**
 * What keeps a doctor from being deleted: appointments (the database restricts them), availability
 * and blocks (the database would delete them with him, unseen).
 */
export async function vinculosDoMedico(db: Executor, id: number): Promise<{ agendamentos: boolean; disponibilidades: boolean; bloqueios: boolean }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('agendamento').select('id').where('medico_id', '=', id)).as('agendamentos'),
      eb.exists(eb.selectFrom('disponibilidade').select('id').where('medico_id', '=', id)).as('disponibilidades'),
      eb.exists(eb.selectFrom('bloqueio_medico').select('id').where('medico_id', '=', id)).as('bloqueios'),
    ])
    .executeTakeFirstOrThrow();
  return { agendamentos: Boolean(row.agendamentos), disponibilidades: Boolean(row.disponibilidades), bloqueios: Boolean(row.bloqueios) };
}

/** Sessions, reset tokens, notifications and the `medico` row go with the user; authorship elsewhere becomes null. */
export async function deleteMedico(trx: Executor, id: number): Promise<void> {
  await trx.deleteFrom('usuario').where('id', '=', id).where('eh_medico', '=', true).execute();
}
