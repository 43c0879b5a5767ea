import type { AuthState } from '../app-deps.js';

/** What the database tells every api process about who may do what (see app.ts's notification channel). */
export interface AutorizacoesAlteradas {
  /** a user or a profile changed (a trigger says so: migration 0009) */
  autorizacoesAlteradas: true;
}

interface Entry {
  auth: AuthState;
  userId: number;
  /** the session's own end */
  sessionEndsAt: number;
  /** a safety net: read again from the database after this */
  staleAt: number;
}

/** Entries kept; the oldest go first beyond this. */
const MAX_ENTRIES = 10_000;
/** Even when no event comes, a session is read again from the database this often. */
const MAX_AGE_MS = 60_000;

/**
 * Who each session is (user, profile, authorities), kept in memory between requests: the guard's two
 * reads cost more than most answers. Safe only while this process hears the database's events: a
 * session ending drops its entry and any change to users or profiles drops them all, at once; a lost
 * listening connection drops all too. Off (nothing kept) until `listening(true)`.
 */
export class AuthCache {
  private readonly entries = new Map<string, Entry>();
  private on = false;
  /** bumped by every drop: a read that began before it must not store what it read */
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  listening(on: boolean): void {
    this.on = on;
    this.clear();
  }

  /** The session's state if kept, still valid and of this user. */
  get(sessionId: string, userId: number): AuthState | undefined {
    if (!this.on) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.userId !== userId || entry.sessionEndsAt <= now || entry.staleAt <= now) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.auth;
  }

  /** A ticket taken before reading the database; `set` with it stores only if nothing was dropped meanwhile. */
  ticket(): number {
    return this.generation;
  }

  set(ticket: number, auth: AuthState, sessionEndsAt: Date): void {
    if (!this.on || ticket !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    const now = this.now();
    this.entries.set(auth.sessionId, { auth, userId: auth.user.id, sessionEndsAt: sessionEndsAt.getTime(), staleAt: now + MAX_AGE_MS });
  }

  forget(sessionIds: readonly string[]): void {
    this.generation++;
    for (const id of sessionIds) this.entries.delete(id);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
