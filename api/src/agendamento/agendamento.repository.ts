import { sql, type UpdateObject } from 'kysely';
import type { Executor } from '../db/database.js';
import type { Database, StatusAgendamento } from '../db/types.js';
import { nomeContem } from '../paciente/paciente-busca.repository.js';
import { clockOf } from '../time/clinic-time.js';
import type { Reserva } from './agendamento.booking.js';
import { intervaloDoHorario } from './agendamento.rules.js';
import type { Agendamento } from './agendamento.schemas.js';

/** An appointment with the names the agenda shows (patient, procedure, doctor, type and colour, room, stage). */
const agendamentoQuery = (db: Executor) =>
  db
    .selectFrom('agendamento as a')
    .innerJoin('paciente as p', 'p.id', 'a.paciente_id')
    .innerJoin('procedimento as pr', 'pr.id', 'a.procedimento_id')
    .innerJoin('usuario as m', 'm.id', 'a.medico_id')
    .leftJoin('tipo_compromisso as tc', 'tc.id', 'a.tipo_compromisso_id')
    .leftJoin('sala as s', 's.id', 'a.sala_id')
    .leftJoin('configuracao_etapa as e', 'e.id', 'a.etapa_id')
    .select([
      'a.id',
      'a.paciente_id',
      'p.nome as paciente_nome',
      'p.celular as paciente_celular',
      'p.telefone as paciente_telefone',
      'p.email as paciente_email',
      'p.ddi as paciente_ddi',
      'a.procedimento_id',
      'pr.nome as procedimento_nome',
      'a.medico_id',
      'm.nome as medico_nome',
      'a.tipo_compromisso_id',
      'tc.nome as compromisso_nome',
      'tc.cor',
      'a.sala_id',
      's.nome as sala_nome',
      'a.etapa_id',
      'e.nome_etapa',
      'a.tipo_agendamento',
      'a.excecao',
      'a.status',
      'a.data_agendamento',
      'a.hora_final',
      'a.observacao',
      'a.motivo_cancelamento',
      'a.chegada_do_paciente',
      'a.inicio_consulta',
      'a.fim_consulta',
      'a.versao',
      'a.codigo_confirmacao',
      'a.usuario_cadastro',
      'a.horario_cadastro',
      'a.usuario_alteracao',
      'a.horario_alteracao',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof agendamentoQuery>['executeTakeFirstOrThrow']>>;
const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

const toAgendamento = (r: Row): Agendamento => ({
  id: r.id,
  pacienteId: r.paciente_id,
  infoPaciente: {
    id: r.paciente_id,
    nome: r.paciente_nome,
    celular: r.paciente_celular,
    telefone: r.paciente_telefone,
    email: r.paciente_email,
    ddi: r.paciente_ddi,
  },
  procedimentoId: r.procedimento_id,
  nomeProcedimento: r.procedimento_nome,
  medicoId: r.medico_id,
  nomeMedico: r.medico_nome,
  tipoCompromissoId: r.tipo_compromisso_id,
  nomeCompromisso: r.compromisso_nome,
  cor: r.cor,
  salaId: r.sala_id,
  nomeSala: r.sala_nome,
  etapaId: r.etapa_id,
  nomeEtapa: r.nome_etapa,
  tipoAgendamento: r.tipo_agendamento,
  ecirurgia: r.excecao,
  statusAgendamento: r.status,
  dataAgendamento: r.data_agendamento.toISOString(),
  horaFinal: r.hora_final.toISOString(),
  observacao: r.observacao,
  motivoCancelamento: r.motivo_cancelamento,
  chegadaDoPaciente: iso(r.chegada_do_paciente),
  inicioConsulta: iso(r.inicio_consulta),
  fimConsulta: iso(r.fim_consulta),
  versao: r.versao,
  usuarioCadastro: r.usuario_cadastro,
  horarioCadastro: r.horario_cadastro.toISOString(),
  usuarioAlteracao: r.usuario_alteracao,
  horarioAlteracao: r.horario_alteracao.toISOString(),
});

/** By id, or by the confirmation code of the patient's link. */
export async function findAgendamento(db: Executor, where: number | { codigo: string }): Promise<(Agendamento & { codigoConfirmacao: string }) | undefined> {
  const query = agendamentoQuery(db);
  const row = await (typeof where === 'number' ? query.where('a.id', '=', where) : query.where('a.codigo_confirmacao', '=', where.codigo)).executeTakeFirst();
  return row && { ...toAgendamento(row), codigoConfirmacao: row.codigo_confirmacao };
}

/** Appointments starting in [inicio, fim), by start (served by agendamento_relatorio / agendamento_medico_data). */
export async function listCalendario(
  db: Executor,
  filtro: { inicio: Date; fim: Date; medicoId?: number | null; salaId?: number | null; status?: StatusAgendamento[] | null },
): Promise<Agendamento[]> {
  let query = agendamentoQuery(db).where('a.data_agendamento', '>=', filtro.inicio).where('a.data_agendamento', '<', filtro.fim);
  if (filtro.medicoId) query = query.where('a.medico_id', '=', filtro.medicoId);
  if (filtro.salaId) query = query.where('a.sala_id', '=', filtro.salaId);
  if (filtro.status?.length) query = query.where('a.status', 'in', filtro.status);
  const rows = await query.orderBy('a.data_agendamento').orderBy('a.id').execute();
  return rows.map(toAgendamento);
}

export interface Pesquisa {
  nomePaciente?: string;
  medicoId?: number | null;
  salaId?: number | null;
  status: StatusAgendamento[];
  inicio?: Date;
  fim?: Date;
  /** by the appointment's time: newest first (desc) or oldest first */
  ordem: 'asc' | 'desc';
}

/** Paged search in the time order asked; the patient's name as in the patient search (accents and case ignored). */
export async function searchAgendamentos(
  db: Executor,
  filtro: Pesquisa,
  page: number,
  size: number,
): Promise<{ content: Agendamento[]; totalElements: number }> {
  let base = agendamentoQuery(db);
  if (filtro.nomePaciente) base = base.where(nomeContem(filtro.nomePaciente, 'p.nome_busca'));
  if (filtro.medicoId) base = base.where('a.medico_id', '=', filtro.medicoId);
  if (filtro.salaId) base = base.where('a.sala_id', '=', filtro.salaId);
  if (filtro.status.length > 0) base = base.where('a.status', 'in', filtro.status);
  if (filtro.inicio) base = base.where('a.data_agendamento', '>=', filtro.inicio);
  if (filtro.fim) base = base.where('a.data_agendamento', '<', filtro.fim);
  const [rows, total] = await Promise.all([
    base
      .orderBy('a.data_agendamento', filtro.ordem)
      .orderBy('a.id', filtro.ordem)
      .limit(size)
      .offset(page * size)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { content: rows.map(toAgendamento), totalElements: Number(total.n) };
}

/** The doctor's appointments (not cancelled) starting on a day given as [inicio, fim), as clock times of that day ('24:00': midnight). */
export async function horariosOcupados(db: Executor, medicoId: number, inicio: Date, fim: Date, ignorarId?: number | null) {
  let query = db
    .selectFrom('agendamento')
    .select(['id', 'data_agendamento', 'hora_final'])
    .where('medico_id', '=', medicoId)
    .where('status', '<>', 'CANCELADO')
    .where('data_agendamento', '>=', inicio)
    .where('data_agendamento', '<', fim);
  if (ignorarId) query = query.where('id', '<>', ignorarId);
  const rows = await query.orderBy('data_agendamento').orderBy('id').execute();
  return rows.map((r) => {
    const { inicio, fim } = intervaloDoHorario({ inicio: r.data_agendamento, fim: r.hora_final });
    return { id: r.id, horaInicial: clockOf(inicio), horaFinal: clockOf(Math.min(fim, 24 * 60)) };
  });
}

/** The doctor's consultations started and not finished whose end has passed. */
export async function naoFinalizados(db: Executor, medicoId: number): Promise<Agendamento[]> {
  const rows = await agendamentoQuery(db)
    .where('a.medico_id', '=', medicoId)
    .where('a.status', '=', 'EM_ATENDIMENTO')
    .where('a.hora_final', '<', sql<Date>`now()`)
    .orderBy('a.data_agendamento')
    .orderBy('a.id')
    .execute();
  return rows.map(toAgendamento);
}

/** The stored row, locked until the transaction ends (status changes and edits of one appointment queue). */
export async function lockAgendamento(trx: Executor, where: { id: number } | { codigo: string }) {
  const query = trx.selectFrom('agendamento').selectAll().forUpdate();
  return ('id' in where ? query.where('id', '=', where.id) : query.where('codigo_confirmacao', '=', where.codigo)).executeTakeFirst();
}
export type AgendamentoRow = NonNullable<Awaited<ReturnType<typeof lockAgendamento>>>;

/** A new PENDENTE appointment; answers its id. The exclusion constraints refuse an overlap (rule 6). */
export async function insertAgendamento(trx: Executor, reserva: Reserva, autor: string | null): Promise<number> {
  const { id } = await trx
    .insertInto('agendamento')
    .values({ ...reserva, status: 'PENDENTE', usuario_cadastro: autor, usuario_alteracao: autor })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An edit's columns with a new versao; `rearmarLembrete`: the reminder is due again. */
export async function updateAgendamento(trx: Executor, id: number, reserva: Reserva, rearmarLembrete: boolean, autor: string | null): Promise<void> {
  await trx
    .updateTable('agendamento')
    .set((eb) => ({
      ...reserva,
      ...(rearmarLembrete && { lembrete_enviado_em: null }),
      usuario_alteracao: autor,
      horario_alteracao: sql<Date>`now()`,
      versao: eb('versao', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

export type MudancaDeStatus = Pick<UpdateObject<Database, 'agendamento'>, 'status' | 'motivo_cancelamento' | 'chegada_do_paciente'>;

/** Sets the change on the locked row with a new versao and who did it. */
export async function mudarAgendamento(trx: Executor, id: number, set: MudancaDeStatus, autor: string | null): Promise<void> {
  await trx
    .updateTable('agendamento')
    .set((eb) => ({ ...set, usuario_alteracao: autor, horario_alteracao: sql<Date>`now()`, versao: eb('versao', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

const consultaColumns = ['id', 'status', 'data_agendamento', 'inicio_consulta', 'fim_consulta', 'paciente_id', 'medico_id'] as const;

/** The appointment's consultation state, locked until the transaction ends. */
export const lockConsulta = (trx: Executor, id: number) =>
  trx.selectFrom('agendamento').select(consultaColumns).where('id', '=', id).forUpdate().executeTakeFirst();

/** The appointments' states, locked until the transaction ends. */
export const lockStatus = (trx: Executor, ids: number[]) =>
  trx.selectFrom('agendamento').select(['id', 'status', 'paciente_id']).where('id', 'in', ids).forUpdate().execute();

export const iniciarConsulta = (trx: Executor, id: number, autor: string | null) =>
  trx
    .updateTable('agendamento')
    .set((eb) => ({
      status: 'EM_ATENDIMENTO',
      inicio_consulta: sql<Date>`now()`,
      usuario_alteracao: autor,
      horario_alteracao: sql<Date>`now()`,
      versao: eb('versao', '+', 1),
    }))
    .where('id', '=', id)
    .returning(consultaColumns)
    .executeTakeFirstOrThrow();

export const finalizarConsultas = (trx: Executor, ids: number[], autor: string | null) =>
  trx
    .updateTable('agendamento')
    .set((eb) => ({
      status: 'FINALIZADO',
      fim_consulta: sql<Date>`now()`,
      usuario_alteracao: autor,
      horario_alteracao: sql<Date>`now()`,
      versao: eb('versao', '+', 1),
    }))
    .where('id', 'in', ids)
    .returning(consultaColumns)
    .execute();

/** The patient's arrival at the database's now(), or none. */
export const marcarChegada = (trx: Executor, id: number, chegou: boolean, autor: string | null) =>
  mudarAgendamento(trx, id, { chegada_do_paciente: chegou ? sql<Date>`now()` : null }, autor);

/**
 * Claims up to `lote` appointments whose reminder is due at `agora` (PENDENTE/CONFIRMADO, starting
 * within the doctor's `minutos_para_o_alerta`) and marks them sent; answers their ids. FOR UPDATE SKIP
 * LOCKED: processes running this together never claim one row twice.
 */
export async function reservarLembretesDevidos(trx: Executor, agora: Date, lote: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    SELECT a.id FROM agendamento a JOIN medico m ON m.usuario_id = a.medico_id
    WHERE a.lembrete_enviado_em IS NULL
      AND a.status IN ('PENDENTE', 'CONFIRMADO')
      AND m.minutos_para_o_alerta IS NOT NULL
      AND a.data_agendamento > ${agora}
      AND a.data_agendamento <= ${agora}::timestamptz + make_interval(mins => m.minutos_para_o_alerta)
    ORDER BY a.data_agendamento
    LIMIT ${lote}
    FOR UPDATE OF a SKIP LOCKED`.execute(trx);
  const ids = rows.map((r) => r.id);
  // no UPDATE statement when nothing is due: its trigger would announce a change to the agenda, and every
  // api process would drop its calendar reads each run (every few seconds)
  if (ids.length > 0) await trx.updateTable('agendamento').set({ lembrete_enviado_em: agora }).where('id', 'in', ids).execute();
  return ids;
}
