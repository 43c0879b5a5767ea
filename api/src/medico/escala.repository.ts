import { sql, type ExpressionBuilder } from 'kysely';
import type { Executor } from '../db/database.js';
import type { Database } from '../db/types.js';
import { DIAS_SEMANA, minutesOf, weekdayOf, type DiaSemana, type Intervalo } from '../time/clinic-time.js';
import type { BloqueioDados, DisponibilidadeDados } from './escala.validation.js';
import type { Bloqueio, Disponibilidade } from './medico.schemas.js';

const hhmm = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'HH24:MI')`;
const ymd = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
const weekdayOrder = sql<number>`array_position(ARRAY[${sql.join(DIAS_SEMANA.map((d) => sql.lit(d)))}]::text[], d.dia)`;

// ── Disponibilidade ─────────────────────────────────────────────────────────────────────────

const disponibilidadeQuery = (db: Executor) =>
  db
    .selectFrom('disponibilidade as d')
    .leftJoin('tipo_compromisso as c', 'c.id', 'd.tipo_compromisso_id')
    .select([
      'd.id',
      'd.medico_id',
      'd.dia',
      hhmm('d.hora_inicio').as('hora_inicio'),
      hhmm('d.hora_fim').as('hora_fim'),
      'd.tipo_compromisso_id',
      'c.nome as nome_compromisso',
      'd.periodo',
      ymd('d.data_inicial').as('data_inicial'),
      ymd('d.data_final').as('data_final'),
    ]);

type DisponibilidadeRow = Awaited<ReturnType<ReturnType<typeof disponibilidadeQuery>['executeTakeFirstOrThrow']>>;
const toDisponibilidade = (r: DisponibilidadeRow): Disponibilidade => ({
  id: r.id,
  medico: r.medico_id,
  dia: r.dia,
  horaInicio: r.hora_inicio,
  horaFim: r.hora_fim,
  tipoCompromisso: r.tipo_compromisso_id,
  nomeCompromisso: r.nome_compromisso,
  periodo: r.periodo,
  dataInicial: r.data_inicial,
  dataFinal: r.data_final,
});

/** Weekly entries (Sunday first, by time), then the date ranges (by start). */
export async function listDisponibilidades(db: Executor, medicoId: number): Promise<Disponibilidade[]> {
  const rows = await disponibilidadeQuery(db)
    .where('d.medico_id', '=', medicoId)
    .orderBy('d.periodo')
    .orderBy(weekdayOrder)
    .orderBy('d.data_inicial')
    .orderBy('d.hora_inicio')
    .orderBy('d.id')
    .execute();
  return rows.map(toDisponibilidade);
}

export async function findDisponibilidade(db: Executor, id: number): Promise<Disponibilidade | undefined> {
  const row = await disponibilidadeQuery(db).where('d.id', '=', id).executeTakeFirst();
  return row && toDisponibilidade(row);
}

/** Inserts (no id) or updates; answers the id, or undefined when the id does not exist. */
export async function saveDisponibilidade(trx: Executor, id: number | undefined, d: DisponibilidadeDados, usuario: string | null): Promise<number | undefined> {
  const columns = {
    medico_id: d.medico,
    dia: d.dia,
    hora_inicio: d.horaInicio,
    hora_fim: d.horaFim,
    tipo_compromisso_id: d.tipoCompromisso,
    periodo: d.periodo,
    data_inicial: d.dataInicial,
    data_final: d.dataFinal,
    usuario_alteracao: usuario,
  };
  const row = id
    ? await trx
        .updateTable('disponibilidade')
        .set({ ...columns, horario_alteracao: sql<Date>`now()` })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst()
    : await trx
        .insertInto('disponibilidade')
        .values({ ...columns, usuario_cadastro: usuario })
        .returning('id')
        .executeTakeFirstOrThrow();
  return row?.id;
}

/** The doctor's hours on a day: weekly entries of its weekday and ranges that contain it. */
export async function disponibilidadesDoDia(db: Executor, medicoId: number, day: string): Promise<Intervalo[]> {
  const rows = await db
    .selectFrom('disponibilidade')
    .select([hhmm('hora_inicio').as('inicio'), hhmm('hora_fim').as('fim')])
    .where('medico_id', '=', medicoId)
    .where((eb) =>
      eb.or([
        eb.and([eb('periodo', '=', false), eb('dia', '=', weekdayOf(day))]),
        eb.and([eb('periodo', '=', true), eb('data_inicial', '<=', day), eb('data_final', '>=', day)]),
      ]),
    )
    .execute();
  return rows.map((r) => ({ inicio: minutesOf(r.inicio)!, fim: minutesOf(r.fim)! }));
}

// ── Bloqueio ────────────────────────────────────────────────────────────────────────────────

const bloqueioQuery = (db: Executor) =>
  db
    .selectFrom('bloqueio_medico as b')
    .select([
      'b.id',
      'b.medico_id',
      'b.tipo_compromisso_enum',
      'b.observacao',
      ymd('b.dia_especifico').as('dia_especifico'),
      sql<string | null>`to_char(b.hora_inicial, 'HH24:MI')`.as('hora_inicial'),
      sql<string | null>`to_char(b.hora_final, 'HH24:MI')`.as('hora_final'),
      'b.bloqueio_recorrente',
      'b.dia_semana',
      'b.periodo',
      ymd('b.data_inicial').as('data_inicial'),
      ymd('b.data_final').as('data_final'),
      'b.usuario_cadastro',
      'b.horario_cadastro',
      'b.usuario_alteracao',
      'b.horario_alteracao',
    ]);

type BloqueioRow = Awaited<ReturnType<ReturnType<typeof bloqueioQuery>['executeTakeFirstOrThrow']>>;
const toBloqueio = (r: BloqueioRow): Bloqueio => ({
  id: r.id,
  medicoId: r.medico_id,
  tipoCompromissoEnum: r.tipo_compromisso_enum,
  observacao: r.observacao,
  diaEspecifico: r.dia_especifico,
  horaInicial: r.hora_inicial,
  horaFinal: r.hora_final,
  bloqueioRecorrente: r.bloqueio_recorrente,
  diaSemana: r.dia_semana,
  periodo: r.periodo,
  dataInicial: r.data_inicial,
  dataFinal: r.data_final,
  usuarioCadastro: r.usuario_cadastro,
  horarioCadastro: r.horario_cadastro.toISOString(),
  usuarioAlteracao: r.usuario_alteracao,
  horarioAlteracao: r.horario_alteracao.toISOString(),
});

/** Blocks that apply on `day` (one-day ones of that day, recurring ones of its weekday, ranges holding it). */
const appliesOn = (day: string) => (eb: ExpressionBuilder<Database & { b: Database['bloqueio_medico'] }, 'b'>) =>
  eb.or([
    eb('b.dia_especifico', '=', day),
    eb.and([
      eb('b.bloqueio_recorrente', '=', true),
      eb('b.dia_semana', '=', weekdayOf(day)),
      eb.or([eb('b.periodo', '=', false), eb.and([eb('b.data_inicial', '<=', day), eb('b.data_final', '>=', day)])]),
    ]),
    eb.and([eb('b.bloqueio_recorrente', '=', false), eb('b.periodo', '=', true), eb('b.data_inicial', '<=', day), eb('b.data_final', '>=', day)]),
  ]);

/**
 * The doctor's blocks, by date then time: all of them, those that apply on `day`, or (weekday
 * alone) the recurring ones of that weekday.
 */
export async function listBloqueios(db: Executor, medicoId: number, filtro: { day?: string; diaSemana?: DiaSemana } = {}): Promise<Bloqueio[]> {
  let query = bloqueioQuery(db).where('b.medico_id', '=', medicoId);
  if (filtro.day) query = query.where(appliesOn(filtro.day));
  else if (filtro.diaSemana) query = query.where('b.bloqueio_recorrente', '=', true).where('b.dia_semana', '=', filtro.diaSemana);
  const rows = await query
    .orderBy(sql`coalesce(b.dia_especifico, b.data_inicial)`, (ob) => ob.asc().nullsFirst())
    .orderBy('b.hora_inicial', (ob) => ob.asc().nullsFirst())
    .orderBy('b.id')
    .execute();
  return rows.map(toBloqueio);
}

export async function findBloqueio(db: Executor, id: number): Promise<Bloqueio | undefined> {
  const row = await bloqueioQuery(db).where('b.id', '=', id).executeTakeFirst();
  return row && toBloqueio(row);
}

export async function saveBloqueio(trx: Executor, id: number | undefined, d: BloqueioDados, usuario: string | null): Promise<number | undefined> {
  const columns = {
    medico_id: d.medicoId,
    observacao: d.observacao,
    dia_especifico: d.diaEspecifico,
    hora_inicial: d.horaInicial,
    hora_final: d.horaFinal,
    bloqueio_recorrente: d.bloqueioRecorrente,
    dia_semana: d.diaSemana,
    periodo: d.periodo,
    data_inicial: d.dataInicial,
    data_final: d.dataFinal,
    usuario_alteracao: usuario,
  };
  const row = id
    ? await trx
        .updateTable('bloqueio_medico')
        .set({ ...columns, horario_alteracao: sql<Date>`now()` })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst()
    : await trx
        .insertInto('bloqueio_medico')
        .values({ ...columns, usuario_cadastro: usuario })
        .returning('id')
        .executeTakeFirstOrThrow();
  return row?.id;
}

/** A block as the clock interval it takes on a day (no times: the whole day). */
export const intervaloDoBloqueio = (b: Pick<Bloqueio, 'horaInicial' | 'horaFinal'>): Intervalo => ({
  inicio: b.horaInicial === null ? 0 : minutesOf(b.horaInicial)!,
  fim: b.horaFinal === null ? 24 * 60 : minutesOf(b.horaFinal)!,
});

/** Deletes an availability or a block; answers its doctor, or undefined when there was none. */
export async function deleteEscala(trx: Executor, table: 'disponibilidade' | 'bloqueio_medico', id: number): Promise<number | undefined> {
  const deleted = await trx.deleteFrom(table).where('id', '=', id).returning('medico_id').executeTakeFirst();
  return deleted?.medico_id;
}
