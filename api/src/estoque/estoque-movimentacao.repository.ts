import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import type { TipoMovimentacao } from '../db/types.js';
import { resolverAlerta } from '../notificacao/alertas.js';
import { addDays, clinicDay, clinicInstant } from '../time/clinic-time.js';

/** Spec 01 §9: a lot is "expiring soon" within 6 days of its validade. */
export const JANELA_VENCIMENTO_DIAS = 6;

const ymd = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** Spec 01 §5: expired when validade is today or earlier; expiring soon within the window before it. */
export function prazoDoLote(validade: string, hoje = clinicDay(new Date())): { vencido: boolean; vencendo: boolean } {
  const vencido = validade <= hoje;
  return { vencido, vencendo: !vencido && validade <= addDays(hoje, JANELA_VENCIMENTO_DIAS) };
}

/** The product row locked for the movement: every movement of a product waits for the one before it. */
export const produtoParaMovimentar = (trx: Executor, id: number) =>
  trx
    .selectFrom('estoque_produto as p')
    .innerJoin('estoque_unidade_medida as u', 'u.codigo', 'p.unidade_medida_codigo')
    .select(['p.id', 'p.nome_produto', 'p.estoque_minimo', 'p.total_estoque', 'p.ativo', 'u.descricao as unidade'])
    .where('p.id', '=', id)
    .forUpdate('p')
    .executeTakeFirst();
export type ProdutoTravado = NonNullable<Awaited<ReturnType<typeof produtoParaMovimentar>>>;

export const lotePorNumero = (trx: Executor, produtoId: number, lote: string) =>
  trx
    .selectFrom('estoque_lote')
    .select(['id', 'lote', ymd('validade').as('validade'), 'saldo'])
    .where('produto_id', '=', produtoId)
    .where(sql<string>`lower(lote)`, '=', lote.toLowerCase())
    .executeTakeFirst();

export const lotePorId = (trx: Executor, produtoId: number, id: number) =>
  trx
    .selectFrom('estoque_lote')
    .select(['id', 'lote', ymd('validade').as('validade'), 'saldo'])
    .where('produto_id', '=', produtoId)
    .where('id', '=', id)
    .executeTakeFirst();

/** Lots that can go out, first to expire first (FEFO): with a balance, not expired. */
export const lotesParaSaida = (trx: Executor, produtoId: number, hoje: string) =>
  trx
    .selectFrom('estoque_lote')
    .select(['id', 'lote', ymd('validade').as('validade'), 'saldo'])
    .where('produto_id', '=', produtoId)
    .where('saldo', '>', 0)
    .where('validade', '>', hoje)
    .orderBy('validade')
    .orderBy('id')
    .execute();

export const criarLote = async (trx: Executor, dados: { produtoId: number; lote: string; validade: string; fabricante: number | null }): Promise<number> =>
  (
    await trx
      .insertInto('estoque_lote')
      .values({ produto_id: dados.produtoId, lote: dados.lote, validade: dados.validade, fabricante_codigo: dados.fabricante })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

export interface NovaMovimentacao {
  tipo: TipoMovimentacao;
  produtoId: number;
  loteId: number;
  /** signed: + in, − out */
  quantidade: number;
  setor: number | null;
  pacienteId?: number | null;
  procedimentoId?: number | null;
  saidaId?: number | null;
  observacao: string | null;
  /** who moved it (the seed has a name and no user) */
  usuario: { id: number | null; nome: string } | null;
}

/**
 * Writes one movement and moves the lot's balance and the product's total by its quantity, in the
 * caller's transaction. The balance updates only while it stays at or above zero (the caller has
 * checked; the product's lock makes it so, the CHECK constraints are the last guard).
 */
export async function movimentar(trx: Executor, m: NovaMovimentacao): Promise<number> {
  const lote = await trx
    .updateTable('estoque_lote')
    .set((eb) => ({ saldo: eb('saldo', '+', m.quantidade) }))
    .where('id', '=', m.loteId)
    .where('saldo', '>=', -m.quantidade)
    .returning('saldo')
    .executeTakeFirst();
  if (!lote) throw new Error(`saldo do lote ${m.loteId} ficaria negativo`);
  // a lot used up is no longer about to expire on anyone's shelf
  if (lote.saldo === 0) await resolverAlerta(trx, 'VENCIMENTO_ENTRADA_ESTOQUE', String(m.loteId));
  await trx
    .updateTable('estoque_produto')
    .set((eb) => ({ total_estoque: eb('total_estoque', '+', m.quantidade) }))
    .where('id', '=', m.produtoId)
    .execute();
  const { id } = await trx
    .insertInto('estoque_movimentacao')
    .values({
      tipo: m.tipo,
      produto_id: m.produtoId,
      lote_id: m.loteId,
      quantidade: m.quantidade,
      setor_codigo: m.setor,
      paciente_id: m.pacienteId ?? null,
      procedimento_id: m.procedimentoId ?? null,
      saida_id: m.saidaId ?? null,
      observacao: m.observacao,
      usuario_id: m.usuario?.id ?? null,
      usuario_nome: m.usuario?.nome ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface Referencias {
  setor?: number | null;
  fabricante?: number | null;
  paciente?: number | null;
  procedimento?: number | null;
}

/** Which of the ids a movement names do not exist. */
export async function referenciasQueFaltam(trx: Executor, refs: Referencias): Promise<(keyof Referencias)[]> {
  const faltam: (keyof Referencias)[] = [];
  const existe = async (tabela: 'estoque_setor' | 'estoque_fabricante', codigo: number) =>
    Boolean(await trx.selectFrom(tabela).select('codigo').where('codigo', '=', codigo).executeTakeFirst());
  if (refs.setor && !(await existe('estoque_setor', refs.setor))) faltam.push('setor');
  if (refs.fabricante && !(await existe('estoque_fabricante', refs.fabricante))) faltam.push('fabricante');
  if (refs.paciente && !(await trx.selectFrom('paciente').select('id').where('id', '=', refs.paciente).executeTakeFirst())) faltam.push('paciente');
  if (refs.procedimento && !(await trx.selectFrom('procedimento').select('id').where('id', '=', refs.procedimento).executeTakeFirst()))
    faltam.push('procedimento');
  return faltam;
}

/** Lots still holding something whose validade is on or before `limite`, with their product. */
export const lotesAVencer = (trx: Executor, limite: string) =>
  trx
    .selectFrom('estoque_lote as l')
    .innerJoin('estoque_produto as p', 'p.id', 'l.produto_id')
    .innerJoin('estoque_unidade_medida as u', 'u.codigo', 'p.unidade_medida_codigo')
    .select(['l.id', 'l.lote', ymd('l.validade').as('validade'), 'l.saldo', 'p.id as produto_id', 'p.nome_produto', 'u.descricao as unidade'])
    .where('l.saldo', '>', 0)
    .where('l.validade', '<=', limite)
    .orderBy('l.validade')
    .orderBy('l.id')
    .execute();

/** Claims a daily job for `dia`: true for the one caller that got it (any api process, any database). */
export const reservarTarefaDoDia = async (trx: Executor, nome: string, dia: string): Promise<boolean> =>
  Boolean(
    await trx
      .insertInto('tarefa_diaria')
      .values({ nome, dia })
      .onConflict((oc) => oc.doNothing())
      .returning('nome')
      .executeTakeFirst(),
  );

/** An exit and what has come back of it. */
export async function saidaComDevolvido(trx: Executor, id: number) {
  const saida = await trx.selectFrom('estoque_movimentacao').selectAll().where('id', '=', id).where('tipo', '=', 'SAIDA').executeTakeFirst();
  if (!saida) return undefined;
  const { devolvido } = await trx
    .selectFrom('estoque_movimentacao')
    .select(sql<number>`coalesce(sum(quantidade), 0)::int`.as('devolvido'))
    .where('saida_id', '=', id)
    .executeTakeFirstOrThrow();
  return { saida, devolvido: Number(devolvido) };
}

export interface FiltroMovimentacao {
  dataInicio?: string | null;
  dataFim?: string | null;
  produtoId?: number | null;
  /** only these movements (a write's answer) */
  ids?: number[];
}

const movimentacoes = (db: Executor) =>
  db
    .selectFrom('estoque_movimentacao as m')
    .innerJoin('estoque_produto as p', 'p.id', 'm.produto_id')
    .innerJoin('estoque_unidade_medida as u', 'u.codigo', 'p.unidade_medida_codigo')
    .innerJoin('estoque_lote as l', 'l.id', 'm.lote_id')
    .leftJoin('estoque_fabricante as f', 'f.codigo', 'l.fabricante_codigo')
    .leftJoin('estoque_setor as s', 's.codigo', 'm.setor_codigo')
    .leftJoin('paciente as pa', 'pa.id', 'm.paciente_id')
    .leftJoin('procedimento as pr', 'pr.id', 'm.procedimento_id');

/** The movements of a kind in the filter, on the table alone (what the index answers). */
function filtrados(db: Executor, tipo: TipoMovimentacao, filtro: FiltroMovimentacao) {
  let q = db.selectFrom('estoque_movimentacao as m').where('m.tipo', '=', tipo);
  if (filtro.dataInicio) q = q.where('m.horario', '>=', clinicInstant(filtro.dataInicio, 0));
  if (filtro.dataFim) q = q.where('m.horario', '<', clinicInstant(addDays(filtro.dataFim, 1), 0));
  if (filtro.produtoId) q = q.where('m.produto_id', '=', filtro.produtoId);
  if (filtro.ids) q = q.where('m.id', 'in', filtro.ids);
  return q;
}

/** A table's count stops here: past it the pager says "more than" (a count of a year of a busy clinic costs more than the page). */
export const CONTAGEM_MAXIMA = 10_000;

/** One page of a kind of movement, newest first, with what a row shows. */
export async function paginaDeMovimentacoes(db: Executor, tipo: TipoMovimentacao, filtro: FiltroMovimentacao, page: number, size: number) {
  // the page's ids first, on the index (tipo, horario, id): an offset skips index entries, not joined rows
  const pagina = await filtrados(db, tipo, filtro)
    .select('m.id')
    .orderBy('m.horario', 'desc')
    .orderBy('m.id', 'desc')
    .limit(size)
    .offset(page * size)
    .execute();
  const ids = pagina.map((r) => r.id);
  const rows =
    ids.length === 0
      ? []
      : await movimentacoes(db)
          .where('m.id', 'in', ids)
          .select((eb) => [
            'm.id',
            'm.tipo',
            'm.produto_id',
            'p.nome_produto',
            'u.descricao as unidade',
            'm.quantidade',
            'm.lote_id',
            'l.lote',
            ymd('l.validade').as('validade'),
            'f.descricao as fabricante',
            's.descricao as setor',
            'm.paciente_id',
            'pa.nome as paciente_nome',
            'm.procedimento_id',
            'pr.nome as procedimento_nome',
            'm.observacao',
            'm.usuario_nome',
            'm.horario',
            eb
              .selectFrom('estoque_movimentacao as d')
              .select(sql<number>`coalesce(sum(d.quantidade), 0)::int`.as('soma'))
              .whereRef('d.saida_id', '=', 'm.id')
              .as('devolvido'),
          ])
          .orderBy('m.horario', 'desc')
          .orderBy('m.id', 'desc')
          .execute();
  const total = await db
    .selectFrom(
      filtrados(db, tipo, filtro)
        .select('m.id')
        .limit(CONTAGEM_MAXIMA + 1)
        .as('t'),
    )
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const hoje = clinicDay(new Date());
  return {
    content: rows.map((r) => ({
      id: r.id,
      tipo: r.tipo,
      produtoId: r.produto_id,
      nomeProduto: r.nome_produto,
      unidade: r.unidade,
      quantidade: Math.abs(r.quantidade),
      loteId: r.lote_id,
      lote: r.lote,
      validade: r.validade,
      ...prazoDoLote(r.validade, hoje),
      fabricante: r.fabricante,
      setor: r.setor,
      paciente: r.paciente_id === null ? null : { id: r.paciente_id, nome: r.paciente_nome ?? '' },
      procedimento: r.procedimento_id === null ? null : { id: r.procedimento_id, nome: r.procedimento_nome ?? '' },
      devolvido: Number(r.devolvido ?? 0),
      observacao: r.observacao,
      usuario: r.usuario_nome,
      horario: new Date(r.horario).toISOString(),
    })),
    totalElements: Math.min(Number(total.n), CONTAGEM_MAXIMA),
    totalLimitado: Number(total.n) > CONTAGEM_MAXIMA,
  };
}

/** Movements of every kind in the filter, oldest first, `limite` after id `depoisDe` (keyset: a file of any size is read in bounded batches). */
export const loteParaExportar = (db: Executor, filtro: FiltroMovimentacao, depoisDe: number, limite: number) => {
  let q = movimentacoes(db).where('m.id', '>', depoisDe);
  if (filtro.dataInicio) q = q.where('m.horario', '>=', clinicInstant(filtro.dataInicio, 0));
  if (filtro.dataFim) q = q.where('m.horario', '<', clinicInstant(addDays(filtro.dataFim, 1), 0));
  if (filtro.produtoId) q = q.where('m.produto_id', '=', filtro.produtoId);
  return q
    .select([
      'm.id',
      'm.tipo',
      'p.nome_produto',
      'u.descricao as unidade',
      'm.quantidade',
      'l.lote',
      ymd('l.validade').as('validade'),
      'f.descricao as fabricante',
      's.descricao as setor',
      'pa.nome as paciente',
      'pr.nome as procedimento',
      'm.usuario_nome',
      'm.observacao',
      'm.horario',
    ])
    .orderBy('m.id')
    .limit(limite)
    .execute();
};
export type LinhaExportada = Awaited<ReturnType<typeof loteParaExportar>>[number];

/** The lots a stocktake names, with their product, in id order (the order their products are locked in). */
export const lotesContados = (trx: Executor, ids: number[]) =>
  trx.selectFrom('estoque_lote').select(['id', 'produto_id', 'lote', 'saldo']).where('id', 'in', ids).orderBy('id').execute();

/**
 * Recall: who received lot `lote` of a product — each exit to a patient, net of what came back, with
 * the patient's phones, when, by whom and for which procedure. Newest first.
 */
export const recebedoresDoLote = (db: Executor, produtoId: number, lote: string) =>
  db
    .selectFrom('estoque_movimentacao as m')
    .innerJoin('estoque_lote as l', 'l.id', 'm.lote_id')
    .innerJoin('paciente as pa', 'pa.id', 'm.paciente_id')
    .leftJoin('procedimento as pr', 'pr.id', 'm.procedimento_id')
    .select((eb) => [
      'm.id',
      'm.horario',
      'l.lote',
      'm.quantidade',
      'm.usuario_nome',
      'pa.id as paciente_id',
      'pa.nome as paciente_nome',
      'pa.ddi',
      'pa.celular',
      'pa.telefone',
      'pr.nome as procedimento',
      eb
        .selectFrom('estoque_movimentacao as d')
        .select(sql<number>`coalesce(sum(d.quantidade), 0)::int`.as('soma'))
        .whereRef('d.saida_id', '=', 'm.id')
        .as('devolvido'),
    ])
    .where('m.tipo', '=', 'SAIDA')
    .where('m.produto_id', '=', produtoId)
    .where(sql<string>`lower(l.lote)`, '=', lote.toLowerCase())
    .orderBy('m.horario', 'desc')
    .orderBy('m.id', 'desc')
    .execute();

/**
 * Balances per product, with the first expiry among its lots; with a product, its lots with a
 * balance too (first to expire first). The whole clinic's lots are never sent at once: a product's
 * are read when it is opened.
 */
export async function inventario(db: Executor, produtoId?: number) {
  const produtos = await db
    .selectFrom('estoque_produto as p')
    .innerJoin('estoque_unidade_medida as u', 'u.codigo', 'p.unidade_medida_codigo')
    .select((eb) => [
      'p.id',
      'p.nome_produto',
      'u.descricao as unidade',
      'p.estoque_minimo',
      'p.total_estoque',
      'p.ativo',
      eb
        .selectFrom('estoque_lote as l')
        .select(sql<string | null>`to_char(min(l.validade), 'YYYY-MM-DD')`.as('v'))
        .whereRef('l.produto_id', '=', 'p.id')
        .where('l.saldo', '>', 0)
        .as('proxima_validade'),
    ])
    .$if(produtoId !== undefined, (qb) => qb.where('p.id', '=', produtoId!))
    .orderBy('p.nome_produto')
    .orderBy('p.id')
    .execute();
  const lotes =
    produtoId === undefined
      ? []
      : await db
          .selectFrom('estoque_lote as l')
          .leftJoin('estoque_fabricante as f', 'f.codigo', 'l.fabricante_codigo')
          .select(['l.id', 'l.produto_id', 'l.lote', ymd('l.validade').as('validade'), 'l.saldo', 'f.descricao as fabricante'])
          .where('l.saldo', '>', 0)
          .where('l.produto_id', '=', produtoId)
          .orderBy('l.validade')
          .orderBy('l.id')
          .execute();
  const hoje = clinicDay(new Date());
  return produtos.map((p) => ({
    produtoId: p.id,
    nomeProduto: p.nome_produto,
    unidade: p.unidade,
    estoqueMinimo: p.estoque_minimo,
    totalEstoque: p.total_estoque,
    abaixoEstoque: p.estoque_minimo > p.total_estoque,
    ativo: p.ativo,
    proximaValidade: p.proxima_validade ?? null,
    ...(p.proxima_validade ? prazoDoLote(p.proxima_validade, hoje) : { vencido: false, vencendo: false }),
    lotes: lotes.map((l) => ({ id: l.id, lote: l.lote, validade: l.validade, saldo: l.saldo, ...prazoDoLote(l.validade, hoje), fabricante: l.fabricante })),
  }));
}
