import { createGlobalStore } from '../store/global-store.ts';
import { rolesOf } from '../auth/authorities.ts';
import { DEVICE_KEYS, SESSION_DURATION_MS, STORAGE_KEYS } from './storage-keys.ts';
import { decodeToken, isTokenValid, withBearer, type TokenPayload } from './token.ts';

export interface SessionUser {
  id: string;
  nome: string;
  ehMedico: boolean;
  foto: string | null;
  /** the administrator acting as this user ("Entrar como"), else null */
  impersonador: string | null;
}

/** 'deactivated': an administrator deactivated the user (the api says 'Seu acesso foi desativado.'). */
export type EndReason = 'logout' | 'expired' | 'unauthorized' | 'no-roles' | 'deactivated';

export interface SessionState {
  /** Token with the 'Bearer ' prefix, as stored. */
  token: string | null;
  user: SessionUser | null;
  authorities: string[];
  /** Epoch ms when the session ends (8 h after login). */
  expiresAt: number | null;
  /** Why the last session ended, for the login screen's message. */
  endReason: EndReason | null;
  /** The user is changing ("Entrar como" and back): the portal shows no screen meanwhile (switchSession). */
  switching: boolean;
  /** Starts a session from a fresh login token. Returns false (and stores nothing) when it is unusable. */
  start(rawToken: string): boolean;
  /** Replaces the token's authorities with those of a refreshed token (same user). */
  refresh(rawToken: string): boolean;
  /** Ends the session and clears the user's storage. */
  end(reason: EndReason): void;
  /** "Entrar como": keeps the administrator's session aside and starts the other user's. */
  impersonate(rawToken: string): boolean;
  /** Back from "Entrar como": the administrator's kept session again; false (nothing changed) when it has ended. */
  returnToAdministrator(): boolean;
}

/** What is kept of the administrator's session while they act as another user. */
interface KeptSession {
  token: string;
  refreshToken: string | null;
  expiresAt: number;
}

const storage = (): Storage => globalThis.localStorage;

const userDataHolders = new Set<() => void>();

/**
 * Registers what holds a user's data in memory (the page's query cache): it is cleared whenever the
 * user changes. A registry rather than an import keeps the session free of the query library, so the
 * login screen loads without it.
 */
export function clearWithUser(clear: () => void): void {
  userDataHolders.add(clear);
}

const clearUserData = (): void => {
  for (const clear of userDataHolders) clear();
};

/** What one user read stays with them: the page's query cache goes with the session. */
function clearUserStorage(): void {
  clearUserData();
  const keep = new Map(DEVICE_KEYS.map((key) => [key, storage().getItem(key)]));
  storage().clear();
  for (const [key, value] of keep) if (value !== null) storage().setItem(key, value);
}

function toUser(payload: TokenPayload): SessionUser {
  return { id: payload.jti, nome: payload.nome, ehMedico: payload.ehMedico, foto: payload.foto, impersonador: payload.imp ?? null };
}

function readKept(): KeptSession | undefined {
  try {
    const kept = JSON.parse(storage().getItem(STORAGE_KEYS.sessaoAdministrador) ?? 'null') as KeptSession | null;
    return kept && typeof kept.token === 'string' && typeof kept.expiresAt === 'number' ? kept : undefined;
  } catch {
    return undefined;
  }
}

/** Writes a session's keys (spec 01 section 3) and answers the state it makes. */
function store(
  token: string,
  payload: TokenPayload,
  expiresAt: number,
  refreshToken: string | null,
): Pick<SessionState, 'token' | 'user' | 'authorities' | 'expiresAt' | 'endReason'> {
  storage().setItem(STORAGE_KEYS.token, token);
  storage().setItem(STORAGE_KEYS.usuarioId, payload.jti);
  storage().setItem(STORAGE_KEYS.nomeUsuario, payload.nome);
  storage().setItem(STORAGE_KEYS.ehMedico, String(payload.ehMedico));
  storage().setItem(STORAGE_KEYS.expiracaoSessao, String(expiresAt));
  if (payload.foto) storage().setItem(STORAGE_KEYS.fotoUsuario, payload.foto);
  else storage().removeItem(STORAGE_KEYS.fotoUsuario);
  // a previous session's refreshed permissions must not outlive it
  if (refreshToken) storage().setItem(STORAGE_KEYS.refreshToken, refreshToken);
  else storage().removeItem(STORAGE_KEYS.refreshToken);
  const refreshed = decodeToken(refreshToken);
  const current = isTokenValid(refreshed) ? refreshed : payload;
  return { token, user: toUser(current), authorities: current.authorities, expiresAt, endReason: null };
}

/** Reads the stored session; an expired or unreadable token clears it. */
function restore(): Pick<SessionState, 'token' | 'user' | 'authorities' | 'expiresAt' | 'endReason'> {
  const empty = { token: null, user: null, authorities: [], expiresAt: null, endReason: null };
  const token = storage().getItem(STORAGE_KEYS.token);
  if (!token) return empty;
  const payload = decodeToken(token);
  const expiresAt = Number(storage().getItem(STORAGE_KEYS.expiracaoSessao) ?? 0);
  const refreshed = decodeToken(storage().getItem(STORAGE_KEYS.refreshToken));
  if (!isTokenValid(payload) || expiresAt <= Date.now()) {
    clearUserStorage();
    return { ...empty, endReason: 'expired' };
  }
  const current = isTokenValid(refreshed) ? refreshed : payload;
  return { token, user: toUser(current), authorities: current.authorities, expiresAt, endReason: null };
}

export const useSession = createGlobalStore<SessionState>('session', (set, get) => ({
  ...restore(),
  switching: false,

  start(rawToken) {
    const payload = decodeToken(rawToken);
    if (!isTokenValid(payload)) return false;
    if (rolesOf(payload.authorities).length === 0) {
      clearUserStorage();
      set({ token: null, user: null, authorities: [], expiresAt: null, endReason: 'no-roles' });
      return false;
    }
    // another user may have used this page: nothing they read is shown to this one
    clearUserData();
    storage().removeItem(STORAGE_KEYS.sessaoAdministrador);
    set(store(withBearer(rawToken), payload, Date.now() + SESSION_DURATION_MS, null));
    return true;
  },

  impersonate(rawToken) {
    const { token, expiresAt } = get();
    if (!token || expiresAt === null || !isTokenValid(decodeToken(rawToken))) return false;
    const kept: KeptSession = { token, refreshToken: storage().getItem(STORAGE_KEYS.refreshToken), expiresAt };
    if (!get().start(rawToken)) return false;
    storage().setItem(STORAGE_KEYS.sessaoAdministrador, JSON.stringify(kept));
    return true;
  },

  returnToAdministrator() {
    const kept = readKept();
    const payload = decodeToken(kept?.token);
    if (!kept || !isTokenValid(payload) || kept.expiresAt <= Date.now()) return false;
    clearUserData();
    storage().removeItem(STORAGE_KEYS.sessaoAdministrador);
    set(store(kept.token, payload, kept.expiresAt, kept.refreshToken));
    return true;
  },

  refresh(rawToken) {
    const payload = decodeToken(rawToken);
    if (!isTokenValid(payload)) return false;
    storage().setItem(STORAGE_KEYS.refreshToken, withBearer(rawToken));
    set({ authorities: payload.authorities, user: toUser(payload) });
    return true;
  },

  end(reason) {
    clearUserStorage();
    set({ token: null, user: null, authorities: [], expiresAt: null, endReason: reason });
  },
}));

/** Reads the session outside React (HTTP client, guards). */
export const getSession = (): SessionState => useSession.getState();
