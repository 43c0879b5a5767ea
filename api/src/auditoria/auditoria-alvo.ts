/**
 * What an audit row acted on, by name, for the rows whose action alone does not say it: the
 * employee, doctor or user edited (and the user an administrator entered as), the profile, the
 * catalogue item, the document issued. Patients are named in their own column.
 */

/** The names of the users and profiles the shown rows point at, now (a row's own detalhes come first). */
export interface NomesDosAlvos {
  usuario: ReadonlyMap<number, string>;
  perfil: ReadonlyMap<number, string>;
}

/** Entities whose rows concern a patient (named in the patient column) or the actor's own session. */
const SEM_ALVO = new Set(['paciente', 'etapa_resposta', 'sessao']);
/** Entities whose ids point at a row of the table of the same name. */
export const ENTIDADES_COM_NOME = ['usuario', 'perfil'] as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const texto = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const nomeEm = (value: unknown): string | undefined => (isPlainObject(value) ? (texto(value.nome) ?? texto(value.titulo)) : undefined);

const idDe = (entidadeId: string | null): number | undefined => (entidadeId !== null && /^[0-9]{1,9}$/.test(entidadeId) ? Number(entidadeId) : undefined);

/** The ids of users and profiles a row points at (what NomesDosAlvos must hold). */
export function alvoReferido(entidade: string | null, entidadeId: string | null): { tabela: (typeof ENTIDADES_COM_NOME)[number]; id: number } | undefined {
  const id = idDe(entidadeId);
  return id !== undefined && (entidade === 'usuario' || entidade === 'perfil') ? { tabela: entidade, id } : undefined;
}

/**
 * The name of what the row acted on: the name the row itself kept (after the change, else before,
 * else the document's title), else the user's or profile's name now, else the e-mail an "Entrar
 * como" row kept; null when the row names nothing more than its action and patient.
 */
export function alvoDe(entidade: string | null, entidadeId: string | null, detalhes: unknown, nomes: NomesDosAlvos): string | null {
  if (entidade === null || SEM_ALVO.has(entidade)) return null;
  const d = isPlainObject(detalhes) ? detalhes : {};
  const proprio = nomeEm(d.depois) ?? nomeEm(d.antes) ?? texto(d.nome) ?? texto(d.titulo);
  if (proprio !== undefined) return proprio;
  const ref = alvoReferido(entidade, entidadeId);
  return (ref && nomes[ref.tabela].get(ref.id)) ?? texto(d.usuarioAlvo) ?? null;
}
