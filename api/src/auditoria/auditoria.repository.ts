import { sql, type SelectQueryBuilder } from 'kysely';
import type { Executor } from '../db/database.js';
import type { Database } from '../db/types.js';
import { fragmentoDeNome, nomeContem } from '../paciente/paciente-busca.repository.js';
import { alteracoesDe, codigosDe, type Catalogo, type NomesDeCodigos } from './auditoria-alteracoes.js';
import { alvoDe, alvoReferido, type NomesDosAlvos } from './auditoria-alvo.js';
import { areaDaEntidade, descricaoDaAcao, entidadesDaArea } from './auditoria-descricoes.js';
import type { AuditoriaFiltro } from './auditoria-filtro.js';
import type { AuditoriaLinha } from './auditoria.schemas.js';

type Trilha = SelectQueryBuilder<Database & { a: Database['auditoria'] }, 'a', object>;

/** The filters over the trail (indexes of migrations 0001 and 0016: criado_em, usuario_id, entidade, paciente_id). */
function filtrada(db: Executor, f: AuditoriaFiltro): Trilha {
  let q: Trilha = db.selectFrom('auditoria as a');
  if (f.desde) q = q.where('a.criado_em', '>=', f.desde);
  if (f.ate) q = q.where('a.criado_em', '<', f.ate);
  const usuarioId = f.usuarioId;
  // a user's rows include what an administrator did while in their session ("Entrar como") and the other way round
  if (usuarioId !== undefined) q = q.where((eb) => eb.or([eb('a.usuario_id', '=', usuarioId), eb('a.impersonador_id', '=', usuarioId)]));
  if (f.acao !== undefined) q = q.where('a.acao', '=', f.acao);
  // an action asked for by name is shown even when it is one the switch folds away
  else if (f.semAcoes !== undefined && f.semAcoes.length > 0) q = q.where('a.acao', 'not in', f.semAcoes);
  if (f.pacienteId !== undefined) q = q.where('a.paciente_id', '=', f.pacienteId);
  if (f.area !== undefined) {
    const entidades = entidadesDaArea(f.area);
    q =
      'in' in entidades
        ? q.where('a.entidade', 'in', entidades.in)
        : q.where((eb) => eb.or([eb('a.entidade', 'is', null), eb('a.entidade', 'not in', entidades.notIn)]));
  }
  return q;
}

const linhaColumns = (q: Trilha) =>
  q
    .leftJoin('paciente as p', 'p.id', 'a.paciente_id')
    .select([
      'a.id',
      'a.criado_em',
      'a.usuario_id',
      'a.usuario_nome',
      'a.impersonador_id',
      'a.impersonador_nome',
      'a.acao',
      'a.entidade',
      'a.entidade_id',
      'a.paciente_id',
      'p.nome as paciente_nome',
      'a.ip',
      'a.detalhes',
      // the exact instant (microseconds, which a Date loses) for the next batch to start after
      sql<string>`a.criado_em::text`.as('cursor'),
    ])
    .orderBy('a.criado_em', 'desc')
    .orderBy('a.id', 'desc');

type LinhaRow = Awaited<ReturnType<ReturnType<typeof linhaColumns>['execute']>>[number];

const pessoa = (id: number | null, nome: string | null, fallback: string) => (id === null && nome === null ? null : { id, nome: nome ?? `${fallback} ${id}` });

/** The names the rows' codes and targets stand for, read in one query per table. */
interface Nomes {
  alvos: NomesDosAlvos;
  codigos: NomesDeCodigos;
}

const porId = (rows: { id: number; nome: string }[]): Map<number, string> => new Map(rows.map((r) => [Number(r.id), r.nome]));

async function nomesDe(db: Executor, rows: readonly LinhaRow[]): Promise<Nomes> {
  const usuarios = new Set<number>();
  const perfis = new Set<number>();
  const codigos = new Map<Catalogo, Set<number>>();
  for (const r of rows) {
    const ref = alvoReferido(r.entidade, r.entidade_id);
    if (ref) (ref.tabela === 'usuario' ? usuarios : perfis).add(ref.id);
    codigosDe(r.detalhes, codigos);
  }
  for (const id of codigos.get('perfil') ?? []) perfis.add(id);
  const ler = async (ids: Set<number>, query: (ids: number[]) => Promise<{ id: number; nome: string }[]>) =>
    ids.size === 0 ? new Map<number, string>() : porId(await query([...ids]));
  const perfil = await ler(perfis, (ids) => db.selectFrom('perfil').select(['id', 'nome']).where('id', 'in', ids).execute());
  return {
    alvos: {
      usuario: await ler(usuarios, (ids) => db.selectFrom('usuario').select(['id', 'nome']).where('id', 'in', ids).execute()),
      perfil,
    },
    codigos: {
      perfil,
      plano_saude: await ler(codigos.get('plano_saude') ?? new Set(), (ids) =>
        db.selectFrom('plano_saude').select(['id', 'nome']).where('id', 'in', ids).execute(),
      ),
      pulseira: await ler(codigos.get('pulseira') ?? new Set(), (ids) =>
        db.selectFrom('pulseira').select(['id', 'tipo as nome']).where('id', 'in', ids).execute(),
      ),
      pesquisa_atracao: await ler(codigos.get('pesquisa_atracao') ?? new Set(), (ids) =>
        db.selectFrom('pesquisa_atracao').select(['id', 'nome']).where('id', 'in', ids).execute(),
      ),
    },
  };
}

const toLinha = (r: LinhaRow, nomes: Nomes): AuditoriaLinha => ({
  id: Number(r.id),
  criadoEm: r.criado_em.toISOString(),
  usuario: pessoa(r.usuario_id, r.usuario_nome, 'Usuário'),
  impersonador: pessoa(r.impersonador_id, r.impersonador_nome, 'Usuário'),
  acao: r.acao,
  acaoDescricao: descricaoDaAcao(r.acao),
  alvo: alvoDe(r.entidade, r.entidade_id, r.detalhes, nomes.alvos),
  area: areaDaEntidade(r.entidade),
  entidade: r.entidade,
  entidadeId: r.entidade_id,
  paciente: r.paciente_id === null ? null : { id: r.paciente_id, nome: r.paciente_nome ?? `Paciente ${r.paciente_id}` },
  ip: r.ip,
  alteracoes: alteracoesDe(r.detalhes, nomes.codigos),
});

const toLinhas = async (db: Executor, rows: readonly LinhaRow[]): Promise<AuditoriaLinha[]> => {
  const nomes = await nomesDe(db, rows);
  return rows.map((r) => toLinha(r, nomes));
};

/** One page, newest first, and how many rows the filters keep. */
export async function paginaDaTrilha(
  db: Executor,
  filtro: AuditoriaFiltro,
  page: number,
  size: number,
): Promise<{ content: AuditoriaLinha[]; totalElements: number }> {
  const total = await filtrada(db, filtro)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await linhaColumns(filtrada(db, filtro))
    .limit(size)
    .offset(page * size)
    .execute();
  return { content: await toLinhas(db, rows), totalElements: Number(total.n) };
}

const LOTE = 2000;

/**
 * The first `limite` rows the filters keep, newest first, read in batches that each start after the
 * previous one's last row (rows written meanwhile are newer: they neither repeat nor shift the rest).
 * `truncado`: more rows than `limite` exist.
 */
export async function linhasDaTrilha(db: Executor, filtro: AuditoriaFiltro, limite: number): Promise<{ linhas: AuditoriaLinha[]; truncado: boolean }> {
  const linhas: AuditoriaLinha[] = [];
  let after: { cursor: string; id: number } | undefined;
  for (;;) {
    const want = Math.min(LOTE, limite + 1 - linhas.length);
    let q = filtrada(db, filtro);
    if (after) {
      const { cursor, id } = after;
      q = q.where((eb) => eb(eb.refTuple('a.criado_em', 'a.id'), '<', eb.tuple(sql<Date>`${cursor}::timestamptz`, id)));
    }
    const rows = await linhaColumns(q).limit(want).execute();
    linhas.push(...(await toLinhas(db, rows)));
    if (linhas.length > limite) return { linhas: linhas.slice(0, limite), truncado: true };
    if (rows.length < want) return { linhas, truncado: false };
    const last = rows[rows.length - 1]!;
    after = { cursor: last.cursor, id: Number(last.id) };
  }
}

/**
 * Everyone who appears in the trail as the one who acted, by the name they have now (or, when the
 * user no longer exists, the last name the trail gives them). The distinct ids are found by jumping
 * along the index on usuario_id, one lookup per user, not by reading every row.
 */
export async function usuariosDaTrilha(db: Executor): Promise<{ id: number; nome: string }[]> {
  const { rows } = await sql<{ id: number; nome: string }>`
    WITH RECURSIVE ids AS (
      (SELECT usuario_id AS id FROM auditoria WHERE usuario_id IS NOT NULL ORDER BY usuario_id LIMIT 1)
      UNION ALL
      SELECT (SELECT a.usuario_id FROM auditoria a WHERE a.usuario_id > ids.id ORDER BY a.usuario_id LIMIT 1) FROM ids WHERE ids.id IS NOT NULL
    )
    SELECT ids.id,
           COALESCE(u.nome,
                    (SELECT a.usuario_nome FROM auditoria a
                      WHERE a.usuario_id = ids.id AND a.usuario_nome IS NOT NULL
                      ORDER BY a.criado_em DESC LIMIT 1),
                    'Usuário ' || ids.id) AS nome
      FROM ids LEFT JOIN usuario u ON u.id = ids.id
     WHERE ids.id IS NOT NULL`.execute(db);
  return rows.map((r) => ({ id: Number(r.id), nome: r.nome })).sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR') || a.id - b.id);
}

/**
 * Patients the trail mentions whose name holds `busca` (accents and case aside) or whose CPF starts
 * with its digits, by name: the report's picker (the auditor may not hold the patients area).
 */
export async function pacientesDaTrilha(db: Executor, busca: string, limite: number): Promise<{ id: number; nome: string; cpf: string | null }[]> {
  const nome = fragmentoDeNome(busca);
  const digitos = busca.replace(/\D/g, '');
  return db
    .selectFrom('paciente as p')
    .select(['p.id', 'p.nome', 'p.cpf'])
    .where((eb) => {
      const porNome = nomeContem(nome, 'p.nome_busca');
      return digitos.length >= 3 && digitos === busca.replace(/[\s.-]/g, '') ? eb.or([porNome, eb('p.cpf', 'like', `${digitos}%`)]) : porNome;
    })
    .where((eb) => eb.exists(eb.selectFrom('auditoria as a').select('a.id').whereRef('a.paciente_id', '=', 'p.id')))
    .orderBy('p.nome')
    .orderBy('p.id')
    .limit(limite)
    .execute();
}

export const pacienteDoRelatorio = (db: Executor, id: number) =>
  db.selectFrom('paciente').select(['id', 'nome', 'cpf']).where('id', '=', id).executeTakeFirst();

/** Has this user (alone, or under this administrator's "Entrar como") a row of this action for the patient within the last `minutos`? */
export async function linhaRecente(
  db: Executor,
  quem: { acao: string; usuarioId: number; impersonadorId: number | null; pacienteId: number },
  minutos: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('auditoria')
    .select('id')
    .where('paciente_id', '=', quem.pacienteId)
    .where('criado_em', '>', sql<Date>`now() - make_interval(mins => ${minutos}::int)`)
    .where('acao', '=', quem.acao)
    .where('usuario_id', '=', quem.usuarioId)
    .where(sql<boolean>`impersonador_id IS NOT DISTINCT FROM ${quem.impersonadorId}::int`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Advisory-lock class of a patient's access rows (agendamento.booking.ts uses 1 and 2). */
const ACESSOS_DO_PACIENTE = 3;

/** Two opens of one record at the same moment write one row: the second waits here, then finds the first. */
export async function travarAcessosDoPaciente(trx: Executor, pacienteId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${ACESSOS_DO_PACIENTE}::int, ${pacienteId}::int)`.execute(trx);
}
