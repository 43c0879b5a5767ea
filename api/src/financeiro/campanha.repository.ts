import { sql } from 'kysely';
import { toJson, type Executor } from '../db/database.js';
import type { Campanha, CampanhaFiltro, CampanhaHistorico, TipoDesconto } from './campanha.schemas.js';

const iso = (d: Date | string): string => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

const COLUNAS = [
  'c.id',
  'c.nome',
  'c.tipo_desconto',
  'c.desconto_centavos',
  'c.desconto_percentual',
  'c.ativo',
  'c.versao',
  'c.usuario_cadastro',
  'c.horario_cadastro',
  'c.usuario_alteracao',
  'c.horario_alteracao',
] as const;

export interface CampanhaFiltroInterno extends CampanhaFiltro {
  id?: number;
}

/** Campaigns by name (the filter's parts all apply), with their procedures. */
export async function listCampanhas(db: Executor, filtro: CampanhaFiltroInterno = {}): Promise<Campanha[]> {
  let query = db.selectFrom('campanha as c').select(COLUNAS);
  if (filtro.id !== undefined) query = query.where('c.id', '=', filtro.id);
  const nome = filtro.nome?.trim();
  if (nome) query = query.where(sql<boolean>`strpos(lower(c.nome), lower(${nome})) > 0`);
  if (filtro.status !== undefined && filtro.status !== null) query = query.where('c.ativo', '=', filtro.status);
  if (filtro.tipoDesconto) query = query.where('c.tipo_desconto', '=', filtro.tipoDesconto);
  if (filtro.procedimentoId)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('campanha_procedimento as cp')
          .select('cp.campanha_id')
          .whereRef('cp.campanha_id', '=', 'c.id')
          .where('cp.procedimento_id', '=', filtro.procedimentoId!),
      ),
    );
  const rows = await query
    .orderBy(sql`lower(c.nome)`)
    .orderBy('c.id')
    .execute();
  if (rows.length === 0) return [];
  const procedimentos = await db
    .selectFrom('campanha_procedimento as cp')
    .innerJoin('procedimento as p', 'p.id', 'cp.procedimento_id')
    .select(['cp.campanha_id', 'p.id', 'p.nome'])
    .where(
      'cp.campanha_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('p.nome')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => {
    const deles = procedimentos.filter((p) => p.campanha_id === r.id).map((p) => ({ id: p.id, nome: p.nome }));
    const ids = deles.map((p) => p.id);
    return {
      id: r.id,
      nome: r.nome,
      tipoDesconto: r.tipo_desconto,
      desconto: r.tipo_desconto === 'VALOR_REAL' ? Number(r.desconto_centavos) : Number(r.desconto_percentual),
      status: r.ativo,
      procedimentosSelecionados: ids,
      procedimentoId: ids.join(';;'),
      procedimentos: deles,
      versao: r.versao,
      usuarioCadastro: r.usuario_cadastro,
      horarioCadastro: iso(r.horario_cadastro),
      usuarioAlteracao: r.usuario_alteracao,
      horarioAlteracao: iso(r.horario_alteracao),
    };
  });
}

export const campanhaPorId = async (db: Executor, id: number): Promise<Campanha | undefined> => (await listCampanhas(db, { id }))[0];

export interface CampanhaDados {
  nome: string;
  tipoDesconto: TipoDesconto;
  /** centavos (VALOR_REAL) or percent (PORCENTAGEM) */
  desconto: number;
  procedimentos: number[];
  ativo?: boolean;
}

const valoresDoDesconto = (d: CampanhaDados) =>
  d.tipoDesconto === 'VALOR_REAL'
    ? { tipo_desconto: d.tipoDesconto, desconto_centavos: d.desconto, desconto_percentual: null }
    : { tipo_desconto: d.tipoDesconto, desconto_centavos: null, desconto_percentual: d.desconto };

/** The ids among `ids` that name a procedure. */
export async function procedimentosExistentes(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('procedimento').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

async function setProcedimentos(trx: Executor, campanhaId: number, ids: number[]): Promise<void> {
  await trx.deleteFrom('campanha_procedimento').where('campanha_id', '=', campanhaId).execute();
  if (ids.length > 0)
    await trx
      .insertInto('campanha_procedimento')
      .values(ids.map((procedimento_id) => ({ campanha_id: campanhaId, procedimento_id })))
      .execute();
}

export async function insertCampanha(trx: Executor, dados: CampanhaDados, usuario: string | null): Promise<number> {
  const { id } = await trx
    .insertInto('campanha')
    .values({ nome: dados.nome, ...valoresDoDesconto(dados), ativo: dados.ativo ?? true, usuario_cadastro: usuario, usuario_alteracao: usuario })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setProcedimentos(trx, id, dados.procedimentos);
  return id;
}

/** Optimistic lock as the catalogues: false when no row at `versao` (any, when not given) matched. */
export async function updateCampanha(trx: Executor, id: number, versao: number | undefined, dados: CampanhaDados, usuario: string | null): Promise<boolean> {
  let query = trx
    .updateTable('campanha')
    .set((eb) => ({
      nome: dados.nome,
      ...valoresDoDesconto(dados),
      ...(dados.ativo === undefined ? {} : { ativo: dados.ativo }),
      usuario_alteracao: usuario,
      horario_alteracao: new Date(),
      versao: eb('versao', '+', 1),
    }))
    .where('id', '=', id);
  if (versao !== undefined) query = query.where('versao', '=', versao);
  const updated = await query.returning('id').executeTakeFirst();
  if (!updated) return false;
  await setProcedimentos(trx, id, dados.procedimentos);
  return true;
}

export async function setAtivo(trx: Executor, id: number, versao: number | undefined, ativo: boolean, usuario: string | null): Promise<boolean> {
  let query = trx
    .updateTable('campanha')
    .set((eb) => ({ ativo, usuario_alteracao: usuario, horario_alteracao: new Date(), versao: eb('versao', '+', 1) }))
    .where('id', '=', id);
  if (versao !== undefined) query = query.where('versao', '=', versao);
  return (await query.returning('id').executeTakeFirst()) !== undefined;
}

export async function versaoDaCampanha(db: Executor, id: number): Promise<number | undefined> {
  return (await db.selectFrom('campanha').select('versao').where('id', '=', id).executeTakeFirst())?.versao;
}

/** Locks the campaign row for the rest of the transaction (a save and its history line stay in order). */
export async function travarCampanha(trx: Executor, id: number): Promise<void> {
  await trx.selectFrom('campanha').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertHistorico(
  trx: Executor,
  linha: { campanhaId: number; tipo: CampanhaHistorico['tipo']; descricao: string[]; usuario: { id: number; nome: string } | null },
): Promise<void> {
  await trx
    .insertInto('campanha_historico')
    .values({
      campanha_id: linha.campanhaId,
      acao: linha.tipo,
      detalhes: toJson({ descricao: linha.descricao }),
      usuario_id: linha.usuario?.id ?? null,
      usuario_nome: linha.usuario?.nome ?? null,
    })
    .execute();
}

/** The campaign's history, newest first. */
export async function historicoDaCampanha(db: Executor, id: number): Promise<CampanhaHistorico[]> {
  const rows = await db
    .selectFrom('campanha_historico')
    .select(['id', 'acao', 'detalhes', 'usuario_nome', 'horario'])
    .where('campanha_id', '=', id)
    .orderBy('horario', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    tipo: r.acao,
    descricao: Array.isArray(r.detalhes.descricao) ? (r.detalhes.descricao as string[]) : [],
    usuario: r.usuario_nome,
    horario: iso(r.horario),
  }));
}
