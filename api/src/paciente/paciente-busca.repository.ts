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
 * - across words ("cia na") the junction index paciente_busca_juncoes (migration 0022) holds exactly
 *   the names further in (juntasAdiante): they are counted in any order, so no more than the count
 *   needs are read from the table; past the count, those rows are a sample of all the matches that
 *   bounds where the page's end in name order: a short walk of the order index up to there, or
 *   when they sit under a few first names, the matches up to there from the junction index;
 * - up to CONTAGEM_EXATA_ATE matches the total is exact; past it, a lower bound ("mais de 1.000").
 * Slowest: a fragment across two words held by many thousand names under a few first names
 * ("vanessa c"), each up to the page's bound read from the table.
 * With a CPF (its index makes the matches few) or no name, one statement takes up to
 * CONTAGEM_EXATA_ATE + 1 matches, counts and sorts them, and the order index is walked past that.
 */
export const CONTAGEM_EXATA_ATE = 1000;

/** Names of the order index a walk crosses before the junction index is asked instead (a few ms). */
const CAMINHADA = 20_000;

/** Shorter fragments match the start of a word of the name: the trigram index serves neither 1 nor 2 characters anywhere. */
const CONTEM_A_PARTIR_DE = 3;

const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The fragment as the search compares it: accents and case folded by the database's own paciente_busca(). */
const busca = (fragment: string) => sql<string>`paciente_busca(${likeEscape(fragment)})`;

/** Spaces trimmed and collapsed; '' when nothing is left. */
export const fragmentoDeNome = (nome: string | null | undefined): string => nome?.trim().replace(/\s+/g, ' ') ?? '';

/** A space with something on both sides: the junction index (migration 0022) serves the fragment. */
const cruzaPalavras = (fragment: string) => /\S \S/.test(fragment);

/**
 * Names whose junctions (up to 3 characters either side of a space, index paciente_busca_juncoes)
 * include each of the fragment's: exactly those that hold it when no side is longer, a close
 * superset otherwise.
 */
const juncoes = (fragment: string, coluna = 'nome_busca') =>
  sql<boolean>`paciente_juncoes(${sql.ref(coluna)}) @> paciente_juncoes_do_trecho(paciente_busca(${fragment}))`;

/**
 * The patient's name holds the fragment, ignoring accents and case: anywhere from 3 characters on,
 * at the start of a word below that. `nome_busca` (stored paciente_busca(nome)) is what the
 * trigram index paciente_nome_busca_trgm serves, or the junction index for a fragment across words
 * (its trigrams are held by too many names). `coluna`: as the query names it (e.g. 'p.nome_busca').
 */
export function nomeContem(fragment: string, coluna = 'nome_busca') {
  const ref = sql.ref(coluna);
  if (cruzaPalavras(fragment)) return sql<boolean>`(${ref} LIKE '%' || ${busca(fragment)} || '%' AND ${juncoes(fragment, coluna)})`;
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
 * - across words, the junction index (migration 0022) finds them;
 * - otherwise the LIKE is what the trigram index paciente_busca_resto_trgm (migration 0021) serves,
 *   its expression written literally: the name without its first character (a name that begins
 *   with the fragment holds it there only if it holds it twice), spaces held as '0' (a superset,
 *   that strpos() narrows).
 */
function adiante(fragment: string) {
  if (cruzaPalavras(fragment)) return sql<boolean>`${contemAdiante(fragment)} AND ${juncoes(fragment)}`;
  const padrao = curto(fragment) ? sql<string>`'% ' || ${busca(fragment)} || '%'` : sql<string>`'%' || ${busca(fragment)} || '%'`;
  return sql<boolean>`${contemAdiante(fragment)} AND translate(substr(nome_busca, 2), ' ', '0') LIKE translate(${padrao}, ' ', '0')`;
}

const curto = (fragment: string) => [...fragment].length < CONTEM_A_PARTIR_DE;

/** adiante() without an index's condition: for a walk of the name order. */
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
  let outrosQuery = pacientes().where(adiante(nome));
  // with more beginnings than the exact count shows, only the others that sort before the last
  // beginning the page needs can reach it (a page past every beginning needs all the others)
  const ate = muitos ? comeco[need - 1]?.nome_busca : undefined;
  if (ate !== undefined) outrosQuery = outrosQuery.where(ORDEM, '<=', sql<string>`${ate} COLLATE "C"`);
  const quantos = muitos ? need : Math.max(CONTAGEM_EXATA_ATE + 1 - comeco.length, need);
  const { outros, contados } =
    !muitos && cruzaPalavras(nome)
      ? await juntasAdiante(db, nome, ativo, outrosQuery, quantos, need)
      : await chaves(outrosQuery, quantos).then((rows) => ({ outros: rows, contados: rows.length }));
  const total = muitos ? CONTAGEM_EXATA_ATE + 1 : comeco.length + contados;

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

/**
 * The matches further in of a fragment across words: up to `quantos` of them (the count), and the
 * first `need` in name order. The junction index holds them exactly, so the count reads only as many
 * table rows, in any order; in name order every match would be read to be sorted (thousands for
 * "cia r"), and a walk of the order index crosses everything before them when they sit under a few
 * first names ("vanessa c").
 */
async function juntasAdiante(
  db: Executor,
  nome: string,
  ativo: boolean | null | undefined,
  query: PacienteQuery,
  quantos: number,
  need: number,
): Promise<{ outros: Chave[]; contados: number }> {
  const algumas: Chave[] = await query.select(['id', 'nome_busca']).limit(quantos).execute();
  if (algumas.length < quantos) return { outros: algumas, contados: algumas.length };
  // more than that: they are a sample of all, so the page's sort up to the sample's need-th. Spread
  // through the name order, a short walk up to there finds them from the index alone
  const limite = sql<string>`${algumas.sort(byOrdem)[need - 1]!.nome_busca} COLLATE "C"`;
  let caminhada = db
    .selectFrom((eb) =>
      eb.selectFrom('paciente').select(['id', 'nome_busca', 'ativo']).where(ORDEM, '<=', limite).orderBy(ORDEM).orderBy('id').limit(CAMINHADA).as('paciente'),
    )
    .where(contemAdiante(nome));
  if (typeof ativo === 'boolean') caminhada = caminhada.where('ativo', '=', ativo);
  const caminhados: Chave[] = await caminhada.select(['id', 'nome_busca']).orderBy(ORDEM).orderBy('id').limit(need).execute();
  if (caminhados.length === need) return { outros: caminhados, contados: quantos };
  // else they sit past many names: those up to there from the junction index, in no order (in name
  // order with a limit the planner would walk, counting matches as spread evenly)
  const ate: Chave[] = await query.where(ORDEM, '<=', limite).select(['id', 'nome_busca']).execute();
  return { outros: ate.sort(byOrdem).slice(0, need), contados: quantos };
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
