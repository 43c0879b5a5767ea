import type { Executor } from '../db/database.js';

/** The user as the api sees it after authentication: profile and current authorities. */
export interface AuthUser {
  id: number;
  nome: string;
  email: string;
  cpf: string;
  ehMedico: boolean;
  foto: string | null;
  idioma: 'pt' | 'es' | 'en';
  ativo: boolean;
  perfil: { id: number; nome: string; defaultHome: string; perfilEquipe: 'ATENDIMENTO' | 'COMERCIAL'; authorities: string[] };
}

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

/** By e-mail (case-insensitive) or CPF digits, with the password hash for the login check. */
export async function findUserForLogin(
  db: Executor,
  by: { email: string } | { cpf: string },
): Promise<{ user: AuthUser; senhaHash: string } | undefined> {
  const query = userQuery(db);
  const row = await ('email' in by
    ? query.where((eb) => eb(eb.fn('lower', ['u.email']), '=', by.email.toLowerCase()))
    : query.where('u.cpf', '=', by.cpf)
  ).executeTakeFirst();
  return row && { user: toAuthUser(row), senhaHash: row.senha_hash };
}

export async function findActiveUserByEmail(db: Executor, email: string): Promise<AuthUser | undefined> {
  const found = await findUserForLogin(db, { email: email.trim() });
  return found?.user.ativo ? found.user : undefined;
}
