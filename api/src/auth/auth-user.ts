import type { Executor } from '../db/database.js';
import { findUserForLogin } from './usuario.repository.js';

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

export async function findActiveUserByEmail(db: Executor, email: string): Promise<AuthUser | undefined> {
  const found = await findUserForLogin(db, { email: email.trim() });
  return found?.user.ativo ? found.user : undefined;
}
