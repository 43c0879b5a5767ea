import { sql, type SelectQueryBuilder } from 'kysely';
import type { Executor } from '../db/database.js';
import type { Database } from '../db/types.js';
import { nascimentoTxt } from './paciente.repository.js';
import type { PacienteFiltro, PacienteResumo } from './paciente.schemas.js';

/**
 * Patient search by name fragment and CPF, in the order of the name's searchable form.
 *
 * How a page is found by name (bench: `pnpm --filter @clinica/bench patient-search`), from the
 * keys (id, folded name) only, the page's rows read by id at the end:
 * - the names that begin with the fragment are one range of the name order index (migration 0021
 *   puts `ativo` in it, so the range is read from the index alone): up to CONTAGEM_EXATA_ATE + 1
 *   of them, in order;
 * - the names that hold it further in (the name without its first character holds it: trigram
 *   index paciente_busca_resto_trgm, or the order index walked when they are many): when the
 *   beginnings already pass CONTAGEM_EXATA_ATE, only those that sort before the last beginning the
 *   page needs; otherwise as many as the exact count needs, in order;
 * - across words ("cia na") the names further in are one range of the junction table
 *   paciente_juncao (migration 0022), in name order, read from its index alone (juntasAdiante);
 * - up to CONTAGEM_EXATA_ATE matches the total is exact; past it, a lower bound ("mais de 1.000").
 * With a CPF (its index makes the matches few) or no name, one statement takes up to
 * CONTAGEM_EXATA_ATE + 1 matches, counts and sorts them, and the order index is walked past that.
 */
export const CONTAGEM_EXATA_ATE = 1000;

/** Shorter fragments match the start of a word of the name: the trigram index serves neither 1 nor 2 characters anywhere. */
const CONTEM_A_PARTIR_DE = 3;

const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The fragment as the search compares it: accents and case folded by the database's own paciente_busca(). */
const busca = (fragment: string) => sql<string>`paciente_busca(${likeEscape(fragment)})`;

/** Spaces trimmed and collapsed; '' when nothing is left. */
export const fragmentoDeNome = (nome: string | null | undefined): string => nome?.trim().replace(/\s+/g, ' ') ?? '';

/** A space with something on both sides: the junction table (migration 0022) serves the fragment. */
const cruzaPalavras = (fragment: string) => /\S \S/.test(fragment);

/**
 * The junction of the fragment's first space (migration 0022): paciente_juncao holds it for every
 * name that holds the fragment, and for a few more (a longer side, a second space) the name rules out.
 */
const juncao = (fragment: string) => sql<string>`paciente_juncao_do_trecho(paciente_busca(${fragment}))`;

/**
 * The patient's name holds the fragment, ignoring accents and case: anywhere from 3 characters on,
 * at the start of a word below that. `nome_busca` (stored paciente_busca(nome)) is what the
 * trigram index paciente_nome_busca_trgm serves, or the junction table for a fragment across words
 * (its trigrams are held by too many names). `coluna`: as the query names it (e.g. 'p.nome_busca'),
 * the patient's id beside it.
 */
export function nomeContem(fragment: string, coluna = 'nome_busca') {
  const ref = sql.ref(coluna);
  if (cruzaPalavras(fragment)) {
    const id = sql.ref(coluna.replace(/nome_busca$/, 'id'));
    return sql<boolean>`(${ref} LIKE '%' || ${busca(fragment)} || '%' AND ${id} IN (SELECT id FROM paciente_juncao WHERE juncao = ${juncao(fragment)}))`;
  }
  if ([...fragment].length >= CONTEM_A_PARTIR_DE) return sql<boolean>`${ref} LIKE '%' || ${busca(fragment)} || '%'`;
  return sql<boolean>`(${ref} LIKE ${busca(fragment)} || '%' OR ${ref} LIKE '% ' || ${busca(fragment)} || '%')`;
}

/** The name order of search results (index paciente_busca_ordem): byte order of the folded name, so "Álvaro" sorts with the A's. */
const ORDEM = sql`nome_busca COLLATE "C"`;
const comecaCom = (fragment: string) => sql<boolean>`${ORDEM} LIKE ${busca(fragment)} || '%'`;

/**
 * Among the names that do not begin with the fragment, those that hold it (anywhere from 3
 * characters on, at the start of a word below that): with comecaCom, every match of nomeContem.
 * - strpos() is the match itself, cheap for a walk of the name order index to test on each entry,
 *   and taken by the planner as nearly always true (a second LIKE would be counted as filtering
 *   again, the matches ~200 times fewer than they are);
 * - the LIKE is what the trigram index paciente_busca_resto_trgm (migration 0021) serves,
 *   its expression written literally: the name without its first character (a name that begins
 *   with the fragment holds it there only if it holds it twice), spaces held as '0' (a superset,
 *   that strpos() narrows).
 */
function adiante(fragment: string) {
  const padrao = curto(fragment) ? sql<string>`'% ' || ${busca(fragment)} || '%'` : sql<string>`'%' || ${busca(fragment)} || '%'`;
  return sql<boolean>`${contemAdiante(fragment)} AND translate(substr(nome_busca, 2), ' ', '0') LIKE translate(${padrao}, ' ', '0')`;
}

const curto = (fragment: string) => [...fragment].length < CONTEM_A_PARTIR_DE;

/** adiante() without an index's condition: for a walk of the name order, or a range of paciente_juncao. */
function contemAdiante(fragment: string) {
  const texto = curto(fragment) ? sql<string>`' ' || paciente_busca(${fragment})` : sql<string>`paciente_busca(${fragment})`;
  return sql<boolean>`NOT ${comecaCom(fragment)} AND strpos(nome_busca, ${texto}) <> 0`;
}

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
 * (trigram index, or a scan that stops early) and sorted; past that, the name order index is walked.
 */
async function primeiros(db: Executor, query: PacienteQuery, offset: number, limit: number): Promise<{ rows: Row[]; total: number }> {
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
const byOrdem = (a: Chave, b: Chave): number => Buffer.compare(Buffer.from(a.nome_busca), Buffer.from(b.nome_busca)) || a.id - b.id;

/** Paged search: name fragment (nomeContem), CPF digits (exact with 11, prefix with fewer), active or not. */
export async function searchPacientes(db: Executor, filtro: PacienteFiltro, page: number, size: number): Promise<PaginaDeBusca> {
  const nome = fragmentoDeNome(filtro.nome);
  const cpf = filtro.cpf ? filtro.cpf.replace(/\D/g, '') : '';
  if (nome && !cpf) return porNome(db, nome, filtro.ativo, page * size, size);
  let query: PacienteQuery = db.selectFrom('paciente');
  if (cpf.length === 11) query = query.where('cpf', '=', cpf);
  else if (cpf) query = query.where('cpf', 'like', `${cpf}%`);
  if (typeof filtro.ativo === 'boolean') query = query.where('ativo', '=', filtro.ativo);
  if (nome) query = query.where(nomeContem(nome));
  const all = await primeiros(db, query, page * size, size);
  return pagina(all.rows, all.total);
}

type Chave = { id: number; nome_busca: string };

/** By name alone: the beginnings (a range of the order index), then the matches further in, merged by key. */
async function porNome(db: Executor, nome: string, ativo: boolean | null | undefined, offset: number, limit: number): Promise<PaginaDeBusca> {
  const need = offset + limit;
  const pacientes = (): PacienteQuery => (typeof ativo === 'boolean' ? db.selectFrom('paciente').where('ativo', '=', ativo) : db.selectFrom('paciente'));
  const chaves = (query: PacienteQuery, n: number) => query.select(['id', 'nome_busca']).orderBy(ORDEM).orderBy('id').limit(n).execute() as Promise<Chave[]>;

  const comeco = await chaves(pacientes().where(comecaCom(nome)), Math.max(CONTAGEM_EXATA_ATE + 1, need));
  const muitos = comeco.length > CONTAGEM_EXATA_ATE;
  // with more beginnings than the exact count shows, only the others that sort before the last
  // beginning the page needs can reach it (a page past every beginning needs all the others)
  const ate = muitos ? comeco[need - 1]?.nome_busca : undefined;
  const quantos = muitos ? need : Math.max(CONTAGEM_EXATA_ATE + 1 - comeco.length, need);
  const outros = cruzaPalavras(nome)
    ? await juntasAdiante(db, nome, ativo, ate, quantos)
    : await chaves(ateOndeServe(pacientes().where(adiante(nome)), ate), quantos);
  const total = muitos ? CONTAGEM_EXATA_ATE + 1 : comeco.length + outros.length;

  const ids = [...comeco, ...outros]
    .sort(byOrdem)
    .slice(offset, need)
    .map((r) => r.id);
  const rows =
    ids.length === 0
      ? []
      : (
          (await db
            .selectFrom('paciente')
            .where('id', 'in', ids)
            .select([...resumoColumns, nascimentoTxt])
            .execute()) as Row[]
        ).sort(byOrdem);
  return pagina(rows, total);
}

/** Only names that sort up to `ate` (the last beginning the page needs), when there is one. */
function ateOndeServe<Q extends SelectQueryBuilder<Database, 'paciente' | 'paciente_juncao', object>>(query: Q, ate: string | undefined): Q {
  return ate === undefined ? query : (query.where(ORDEM, '<=', sql<string>`${ate} COLLATE "C"`) as Q);
}

/**
 * The first `n` names further in, in name order, that hold a fragment across words: one range of
 * the junction table's index (migration 0022), rechecked on the name it holds, no table row read.
 */
async function juntasAdiante(db: Executor, nome: string, ativo: boolean | null | undefined, ate: string | undefined, n: number): Promise<Chave[]> {
  let query = db.selectFrom('paciente_juncao').where('juncao', '=', juncao(nome)).where(contemAdiante(nome));
  if (typeof ativo === 'boolean') query = query.where('ativo', '=', ativo);
  return ateOndeServe(query, ate).select(['id', 'nome_busca']).orderBy(ORDEM).orderBy('id').limit(n).execute();
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
