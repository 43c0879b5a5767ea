import type { WriteClock } from '../db/write-clock.js';

/** What the database tells every api process when the calendar's data changed (a trigger: migration 0010). */
export interface AgendaAlterada {
  agendaAlterada: true;
}

interface Entry {
  /** the answer as sent: JSON text */
  body: string;
  /** the write clock's count when the read began */
  generation: number;
}

/** Room for about 40 full weeks of 1,000 appointments (800 KB each); the least recently used go first. */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * Calendar answers kept in memory, by the filter that asked them, as the JSON text sent: the week
 * the whole reception keeps open is read from the database once per change, not once per screen.
 * An answer is good while the write clock has not moved since its read began (any write here, a
 * transaction ending, another process's change announced by the database). Off (nothing kept)
 * until `listening(true)`: without the database's events another process's changes would go unseen.
 */
export class CalendarioCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private on = false;

  constructor(private readonly clock: WriteClock) {}

  listening(on: boolean): void {
    this.on = on;
    this.clock.tick();
  }

  /** The kept answer to `key`, if still good. */
  get(key: string): string | undefined {
    if (!this.on) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.remove(key, entry);
    if (entry.generation !== this.clock.generation) return undefined;
    this.entries.set(key, entry); // most recently used last
    this.bytes += entry.body.length;
    return entry.body;
  }

  /** A ticket taken before reading the database: `set` with it keeps nothing if anything changed meanwhile. */
  ticket(): number {
    return this.clock.generation;
  }

  set(ticket: number, key: string, body: string): void {
    if (!this.on || ticket !== this.clock.generation || body.length > MAX_BYTES) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    for (const [oldest, entry] of this.entries) {
      if (this.bytes + body.length <= MAX_BYTES) break;
      this.remove(oldest, entry);
    }
    this.entries.set(key, { body, generation: ticket });
    this.bytes += body.length;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
