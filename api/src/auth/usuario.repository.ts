import type { Executor } from '../db/database.js';
import type { AuthUser } from './auth-user.js';

/** Users (usuario) with their profile, and their password hash. */
const userQuery = (db: Executor) =>
  db
    .selectFrom('usuario as u')
    .innerJoin('perfil as p', 'p.id', 'u.perfil_id')
    .select([
      'u.id',
      'u.nome',
      'u.email',
      'u.cpf',
      'u.eh_medico',
      'u.foto',
      'u.idioma',
      'u.ativo',
      'u.senha_hash',
      'p.id as perfil_id',
      'p.nome as perfil_nome',
      'p.default_home',
      'p.perfil_equipe',
      'p.authorities',
    ]);

type UserRow = Awaited<ReturnType<ReturnType<typeof userQuery>['executeTakeFirstOrThrow']>>;

function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    nome: row.nome,
    email: row.email,
    cpf: row.cpf,
    ehMedico: row.eh_medico,
    foto: row.foto,
    idioma: row.idioma,
    ativo: row.ativo,
    perfil: {
      id: row.perfil_id,
      nome: row.perfil_nome,
      defaultHome: row.default_home,
      perfilEquipe: row.perfil_equipe,
      authorities: row.authorities,
    },
  };
}

export async function loadAuthUser(db: Executor, id: number): Promise<AuthUser | undefined> {
  const row = await userQuery(db).where('u.id', '=', id).executeTakeFirst();
  return row && toAuthUser(row);
}

/** What a token shows of its user beyond who he is: the top bar's name and photo, the menu's authorities. */
export interface ShownClaims {
  nome: string;
  foto: string | null;
  authorities: readonly string[];
}

/** The current name, photo and authorities (their profile's) of these users, by id; inactive or deleted users are absent. */
export async function claimsOf(db: Executor, ids: readonly number[]): Promise<Map<number, ShownClaims>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('usuario as u')
    .innerJoin('perfil as p', 'p.id', 'u.perfil_id')
    .select(['u.id', 'u.nome', 'u.foto', 'p.authorities'])
    .where('u.id', 'in', ids)
    .where('u.ativo', '=', true)
    .execute();
  return new Map(rows.map((row) => [row.id, { nome: row.nome, foto: row.foto, authorities: row.authorities }]));
}

/** By e-mail (case-insensitive) or CPF digits, with the password hash for the login check. */
export async function findUserForLogin(db: Executor, by: { email: string } | { cpf: string }): Promise<{ user: AuthUser; senhaHash: string } | undefined> {
  const query = userQuery(db);
  const row = await (
    'email' in by ? query.where((eb) => eb(eb.fn('lower', ['u.email']), '=', by.email.toLowerCase())) : query.where('u.cpf', '=', by.cpf)
  ).executeTakeFirst();
  return row && { user: toAuthUser(row), senhaHash: row.senha_hash };
}

/** The stored password hash, or undefined when there is no such user. */
export async function findSenhaHash(db: Executor, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('usuario').select('senha_hash').where('id', '=', id).executeTakeFirst();
  return row?.senha_hash;
}

export async function updateSenha(trx: Executor, id: number, senhaHash: string): Promise<void> {
  await trx.updateTable('usuario').set({ senha_hash: senhaHash, updated_at: new Date() }).where('id', '=', id).execute();
}
