import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import type { ConfiguracaoEtapa, EtapaResumo, Procedimento } from './procedimento.schemas.js';

export type { ConfiguracaoEtapa, EtapaResumo, Procedimento };

type ProcedimentoRow = { id: number; nome: string; valor_centavos: number; ativo: boolean; versao: number };

async function withEtapas(db: Executor, rows: ProcedimentoRow[]): Promise<Procedimento[]> {
  if (rows.length === 0) return [];
  const etapas = await db
    .selectFrom('procedimento_etapa as pe')
    .innerJoin('configuracao_etapa as c', 'c.id', 'pe.configuracao_etapa_id')
    .select(['pe.procedimento_id', 'c.id', 'c.nome_etapa'])
    .where(
      'pe.procedimento_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('pe.ordenacao')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    nome: r.nome,
    valor: Number(r.valor_centavos),
    ativo: r.ativo,
    versao: r.versao,
    etapas: etapas.filter((e) => e.procedimento_id === r.id).map((e) => ({ id: e.id, nomeEtapa: e.nome_etapa })),
  }));
}

export async function listProcedimentos(db: Executor): Promise<Procedimento[]> {
  const rows = await db.selectFrom('procedimento').select(['id', 'nome', 'valor_centavos', 'ativo', 'versao']).orderBy('nome').execute();
  return withEtapas(db, rows);
}

export async function findProcedimento(db: Executor, id: number): Promise<Procedimento | undefined> {
  const rows = await db.selectFrom('procedimento').select(['id', 'nome', 'valor_centavos', 'ativo', 'versao']).where('id', '=', id).execute();
  return (await withEtapas(db, rows))[0];
}

/** The procedures a patient has appointments for (any state), the most recent appointment first. */
export async function procedimentosDoPaciente(db: Executor, pacienteId: number): Promise<Procedimento[]> {
  const rows = await db
    .selectFrom('procedimento as p')
    .innerJoin('agendamento as a', 'a.procedimento_id', 'p.id')
    .select(['p.id', 'p.nome', 'p.valor_centavos', 'p.ativo', 'p.versao', sql<Date>`max(a.data_agendamento)`.as('ultimo')])
    .where('a.paciente_id', '=', pacienteId)
    .groupBy(['p.id', 'p.nome', 'p.valor_centavos', 'p.ativo', 'p.versao'])
    .orderBy('ultimo', 'desc')
    .orderBy('p.id')
    .execute();
  return withEtapas(db, rows);
}

export async function listConfiguracoesEtapa(db: Executor): Promise<ConfiguracaoEtapa[]> {
  const rows = await db.selectFrom('configuracao_etapa').selectAll().orderBy('ordenacao').orderBy('id').execute();
  return rows.map(configuracaoEtapaOf);
}

/** Replaces a procedure's stages, keeping the order given. */
export async function setEtapas(trx: Executor, procedimentoId: number, etapaIds: number[]): Promise<void> {
  await trx.deleteFrom('procedimento_etapa').where('procedimento_id', '=', procedimentoId).execute();
  if (etapaIds.length === 0) return;
  await trx
    .insertInto('procedimento_etapa')
    .values(etapaIds.map((id, ordenacao) => ({ procedimento_id: procedimentoId, configuracao_etapa_id: id, ordenacao })))
    .execute();
}

/** The procedure's price in reais (active or not), or undefined when there is no such procedure. */
export async function valorDoProcedimento(db: Executor, procedimentoId: number): Promise<number | undefined> {
  const row = await db.selectFrom('procedimento').select('valor_centavos').where('id', '=', procedimentoId).executeTakeFirst();
  return row && Number(row.valor_centavos) / 100;
}

export interface ProcedimentoDados {
  nome: string;
  /** centavos */
  valor: number;
  ativo: boolean;
}

export async function insertProcedimento(trx: Executor, dados: ProcedimentoDados, usuario: string | null): Promise<number> {
  const row = await trx
    .insertInto('procedimento')
    .values({ nome: dados.nome, valor_centavos: dados.valor, ativo: dados.ativo, usuario_cadastro: usuario, usuario_alteracao: usuario })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Optimistic lock: updates only while the stored versao is still `versao` (any, when not given); false when nothing matched. */
export async function updateProcedimento(
  trx: Executor,
  id: number,
  versao: number | undefined,
  dados: ProcedimentoDados,
  usuario: string | null,
): Promise<boolean> {
  const updated = await trx
    .updateTable('procedimento')
    .set((eb) => ({
      nome: dados.nome,
      valor_centavos: dados.valor,
      ativo: dados.ativo,
      usuario_alteracao: usuario,
      horario_alteracao: new Date(),
      versao: eb('versao', '+', 1),
    }))
    .where('id', '=', id)
    .$if(versao !== undefined, (qb) => qb.where('versao', '=', versao!))
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** The current version of a catalogue row, or undefined when there is none (after an update that matched nothing). */
export async function versaoAtual(db: Executor, tabela: 'procedimento' | 'configuracao_etapa', id: number): Promise<number | undefined> {
  const row = await db.selectFrom(tabela).select('versao').where('id', '=', id).executeTakeFirst();
  return row?.versao;
}

type ConfiguracaoEtapaValues = { nome_etapa: string; ativo: boolean; ordenacao: number; estudo_caso: boolean; quantidade_imagens: number };
type ConfiguracaoEtapaRow = ConfiguracaoEtapaValues & { id: number; versao: number };

/** A stage description as the client sees it. */
export const configuracaoEtapaOf = (r: ConfiguracaoEtapaRow): ConfiguracaoEtapa => ({
  id: r.id,
  nomeEtapa: r.nome_etapa,
  ativo: r.ativo,
  ordenacao: r.ordenacao,
  estudoCaso: r.estudo_caso,
  quantidadeImagens: r.quantidade_imagens,
  versao: r.versao,
});

/** How many images a stage takes in the record (its slots); undefined when there is no such stage. */
export async function quantidadeImagensDaEtapa(db: Executor, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('configuracao_etapa').select('quantidade_imagens').where('id', '=', id).executeTakeFirst();
  return row?.quantidade_imagens;
}

/** Inserts (no id) or updates a stage description while at `versao` (any, when not given); undefined when nothing matched. */
export const saveConfiguracaoEtapa = (trx: Executor, id: number | undefined, versao: number | undefined, values: ConfiguracaoEtapaValues) =>
  id
    ? trx
        .updateTable('configuracao_etapa')
        .set((eb) => ({ ...values, versao: eb('versao', '+', 1) }))
        .where('id', '=', id)
        .$if(versao !== undefined, (qb) => qb.where('versao', '=', versao!))
        .returningAll()
        .executeTakeFirst()
    : trx.insertInto('configuracao_etapa').values(values).returningAll().executeTakeFirst();

/** Locks the procedure row (a booking racing the delete waits) and answers its name, or undefined. */
export async function lockProcedimento(trx: Executor, id: number): Promise<string | undefined> {
  const row = await trx.selectFrom('procedimento').select('nome').where('id', '=', id).forUpdate().executeTakeFirst();
  return row?.nome;
}

/** What still refers to the procedure: its appointments (any state) and the stages recorded for patients. */
export async function usosDoProcedimento(db: Executor, id: number): Promise<{ agendamentos: number; etapas: number }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('agendamento')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('procedimento_id', '=', id)
        .as('agendamentos'),
      eb
        .selectFrom('etapa_resposta')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('procedimento_id', '=', id)
        .as('etapas'),
    ])
    .executeTakeFirstOrThrow();
  return { agendamentos: Number(row.agendamentos), etapas: Number(row.etapas) };
}

/** Deletes the procedure (its stage list goes with it); a referenced one fails with the database's foreign-key error. */
export async function deleteProcedimento(trx: Executor, id: number): Promise<boolean> {
  const deleted = await trx.deleteFrom('procedimento').where('id', '=', id).returning('id').executeTakeFirst();
  return deleted !== undefined;
}
