import { sql, type SelectQueryBuilder } from 'kysely';
import type { Executor } from '../db/database.js';
import type { Database } from '../db/types.js';
import { nascimentoTxt } from './paciente.repository.js';
import type { PacienteFiltro, PacienteResumo } from './paciente.schemas.js';

/**
 * Patient search by name fragment and CPF, in the order of the name's searchable form.
 *
 * How a page is found (bench: `pnpm --filter @clinica/bench patient-search`):
 * - one statement takes up to CONTAGEM_EXATA_ATE + 1 matches in any order (the trigram index, or a
 *   scan that stops early when matches are many), counts them and sorts them: up to that many,
 *   the total is exact and the page comes from them;
 * - with more, the total is a lower bound ("mais de 1.000") and the page merges the names that
 *   begin with the fragment (a range of the name order index, where common first names cluster)
 *   with the others, found the same way (sorted when few, the index walked when many).
 */
export const CONTAGEM_EXATA_ATE = 1000;

/** Shorter fragments match the start of a word of the name: the trigram index serves neither 1 nor 2 characters anywhere. */
const CONTEM_A_PARTIR_DE = 3;

const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The fragment as the search compares it: accents and case folded by the database's own paciente_busca(). */
const busca = (fragment: string) => sql<string>`paciente_busca(${likeEscape(fragment)})`;

/** Spaces trimmed and collapsed; '' when nothing is left. */
export const fragmentoDeNome = (nome: string | null | undefined): string => nome?.trim().replace(/\s+/g, ' ') ?? '';

/**
 * The patient's name holds the fragment, ignoring accents and case: anywhere from 3 characters on,
 * at the start of a word below that. `nome_busca` (stored paciente_busca(nome)) is what the
 * trigram index paciente_nome_busca_trgm serves. `coluna`: as the query names it (e.g. 'p.nome_busca').
 */
export function nomeContem(fragment: string, coluna = 'nome_busca') {
  const ref = sql.ref(coluna);
  if ([...fragment].length >= CONTEM_A_PARTIR_DE) return sql<boolean>`${ref} LIKE '%' || ${busca(fragment)} || '%'`;
  return sql<boolean>`(${ref} LIKE ${busca(fragment)} || '%' OR ${ref} LIKE '% ' || ${busca(fragment)} || '%')`;
}

/** The name order of search results (index paciente_busca_ordem): byte order of the folded name, so "Álvaro" sorts with the A's. */
const ORDEM = sql`nome_busca COLLATE "C"`;
const comecaCom = (fragment: string) => sql<boolean>`${ORDEM} LIKE ${busca(fragment)} || '%'`;

const resumoColumns = [
  'id',
  'nome',
  'cpf',
  'email',
  'ddi',
  'celular',
  'telefone',
  'cidade',
  'estado',
  'estrangeiro',
  'ativo',
  'pulseira_id',
  'nome_busca',
] as const;

interface ResumoRow {
  id: number;
  nome: string;
  cpf: string | null;
  email: string | null;
  ddi: string;
  celular: string | null;
  telefone: string | null;
  cidade: string | null;
  estado: string | null;
  estrangeiro: boolean;
  ativo: boolean;
  pulseira_id: number | null;
  nascimento_txt: string | null;
}

const toResumo = (r: ResumoRow): PacienteResumo => ({
  id: r.id,
  nome: r.nome,
  cpf: r.cpf,
  nascimento: r.nascimento_txt,
  email: r.email,
  ddi: r.ddi,
  celular: r.celular,
  telefone: r.telefone,
  cidade: r.cidade,
  estado: r.estado,
  estrangeiro: r.estrangeiro,
  ativo: r.ativo,
  pulseiraId: r.pulseira_id,
});

export interface PaginaDeBusca {
  content: PacienteResumo[];
  /** exact, or with `totalEstimado` a lower bound: more than CONTAGEM_EXATA_ATE matched */
  totalElements: number;
  totalEstimado: boolean;
}

type PacienteQuery = SelectQueryBuilder<Database, 'paciente', object>;
type Row = ResumoRow & { nome_busca: string };

/**
 * The first `limit` rows after `offset` in name order among those `query` keeps, and how many it
 * keeps up to CONTAGEM_EXATA_ATE + 1. Up to CONTAGEM_EXATA_ATE matches are fetched in any order
 * (trigram index, or a scan that stops early) and sorted; past that, the name order index is walked
 * (no rows when `walk` is false).
 */
async function primeiros(db: Executor, query: PacienteQuery, offset: number, limit: number, walk = true): Promise<{ rows: Row[]; total: number }> {
  const capped = await db
    .with(
      (cte) => cte('m').materialized(),
      () => query.select([...resumoColumns, nascimentoTxt]).limit(CONTAGEM_EXATA_ATE + 1),
    )
    .selectFrom((eb) =>
      eb
        .selectFrom('m')
        .select((f) => f.fn.countAll<string>().as('total'))
        .as('t'),
    )
    .leftJoinLateral(
      (eb) => eb.selectFrom('m').selectAll().orderBy(ORDEM).orderBy('id').limit(limit).offset(offset).as('p'),
      (join) => join.onTrue(),
    )
    .selectAll()
    .execute();
  const total = Number(capped[0]?.total ?? 0);
  if (total <= CONTAGEM_EXATA_ATE) return { rows: capped.filter((r) => r.id !== null) as unknown as Row[], total };
  if (!walk) return { rows: [], total };
  const walked = await query
    .select([...resumoColumns, nascimentoTxt])
    .orderBy(ORDEM)
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows: walked, total };
}

/** PostgreSQL's "C" order of the folded names (their UTF-8 bytes), then id. */
const byOrdem = (a: Row, b: Row): number => Buffer.compare(Buffer.from(a.nome_busca), Buffer.from(b.nome_busca)) || a.id - b.id;

/** Paged search: name fragment (nomeContem), CPF digits (exact with 11, prefix with fewer), active or not. */
export async function searchPacientes(db: Executor, filtro: PacienteFiltro, page: number, size: number): Promise<PaginaDeBusca> {
  const nome = fragmentoDeNome(filtro.nome);
  const cpf = filtro.cpf ? filtro.cpf.replace(/\D/g, '') : '';
  const others = (query: PacienteQuery): PacienteQuery => {
    let q = query;
    if (cpf.length === 11) q = q.where('cpf', '=', cpf);
    else if (cpf) q = q.where('cpf', 'like', `${cpf}%`);
    if (typeof filtro.ativo === 'boolean') q = q.where('ativo', '=', filtro.ativo);
    return q;
  };
  const pacientes = () => others(db.selectFrom('paciente'));

  // with a name, many matches are paged below rather than by walking the whole order from 'a'
  const all = await primeiros(db, nome ? pacientes().where(nomeContem(nome)) : pacientes(), page * size, size, !nome);
  if (all.total <= CONTAGEM_EXATA_ATE || !nome) return pagina(all.rows, all.total);

  // Many matches: the names that begin with the fragment are one range of the name order (where
  // common first names cluster, which a walk from 'a' would take long to reach); the others are
  // found apart, and both merged.
  const need = (page + 1) * size;
  const resto = [...nome].length >= CONTEM_A_PARTIR_DE ? sql<boolean>`NOT ${comecaCom(nome)}` : sql<boolean>`nome_busca LIKE '% ' || ${busca(nome)} || '%'`;
  const comeco = (await pacientes()
    .where(comecaCom(nome))
    .select([...resumoColumns, nascimentoTxt])
    .orderBy(ORDEM)
    .orderBy('id')
    .limit(need)
    .execute()) as Row[];
  // only the others that sort before the last of those can reach the page
  const ate = comeco.length === need ? comeco[need - 1]!.nome_busca : undefined;
  let outrosQuery = pacientes().where(nomeContem(nome)).where(resto);
  if (ate !== undefined) outrosQuery = outrosQuery.where(ORDEM, '<=', sql<string>`${ate} COLLATE "C"`);
  const outros = await primeiros(db, outrosQuery, 0, need);
  const rows = [...comeco, ...outros.rows].sort(byOrdem).slice(page * size, need);
  return pagina(rows, all.total);
}

const pagina = (rows: Row[], total: number): PaginaDeBusca =>
  total > CONTAGEM_EXATA_ATE
    ? { content: rows.map(toResumo), totalElements: CONTAGEM_EXATA_ATE + 1, totalEstimado: true }
    : { content: rows.map(toResumo), totalElements: total, totalEstimado: false };

/** Active patients whose name holds the fragment (nomeContem), the first `limit` in name order. */
export async function searchByName(db: Executor, nome: string, limit: number): Promise<PacienteResumo[]> {
  if (!fragmentoDeNome(nome)) return [];
  return (await searchPacientes(db, { nome, ativo: true }, 0, limit)).content;
}
