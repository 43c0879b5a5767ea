import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import type { StatusAgendamento } from '../db/column-types.js';

/** Only one doctor's appointments when given (a doctor's own day), else everyone's. */
const doMedico = (medicoId: number | undefined) => (medicoId === undefined ? sql<boolean>`true` : sql<boolean>`a.medico_id = ${medicoId}`);

/** Appointments of [inicio, fim) by status. */
export async function contarPorStatus(db: Executor, inicio: Date, fim: Date, medicoId?: number): Promise<Map<StatusAgendamento, number>> {
  const rows = await db
    .selectFrom('agendamento as a')
    .select(['a.status', (eb) => eb.fn.countAll<string>().as('quantidade')])
    .where('a.data_agendamento', '>=', inicio)
    .where('a.data_agendamento', '<', fim)
    .where(doMedico(medicoId))
    .groupBy('a.status')
    .execute();
  return new Map(rows.map((row) => [row.status, Number(row.quantidade)]));
}

/** Patients who arrived for an appointment of [inicio, fim) not yet started, first arrived first. */
export const listarAguardando = (db: Executor, inicio: Date, fim: Date, medicoId?: number) =>
  db
    .selectFrom('agendamento as a')
    .innerJoin('paciente as p', 'p.id', 'a.paciente_id')
    .innerJoin('usuario as m', 'm.id', 'a.medico_id')
    .select(['a.id', 'a.data_agendamento', 'a.chegada_do_paciente', 'p.id as paciente_id', 'p.nome as paciente_nome', 'm.nome as medico_nome'])
    .where('a.data_agendamento', '>=', inicio)
    .where('a.data_agendamento', '<', fim)
    .where('a.chegada_do_paciente', 'is not', null)
    .where('a.status', 'in', ['PENDENTE', 'CONFIRMADO'])
    .where(doMedico(medicoId))
    .orderBy('a.chegada_do_paciente')
    .orderBy('a.id')
    .limit(50)
    .execute();

/** Consultations started whose time has passed without being finished. */
export async function contarNaoFinalizados(db: Executor, medicoId?: number): Promise<number> {
  const row = await db
    .selectFrom('agendamento as a')
    .select((eb) => eb.fn.countAll<string>().as('quantidade'))
    .where('a.status', '=', 'EM_ATENDIMENTO')
    .where('a.hora_final', '<', sql<Date>`now()`)
    .where(doMedico(medicoId))
    .executeTakeFirstOrThrow();
  return Number(row.quantidade);
}

/** A doctor's next appointments from `desde` (not cancelled nor finished), soonest first. */
export const listarProximos = (db: Executor, medicoId: number, desde: Date, limite: number) =>
  db
    .selectFrom('agendamento as a')
    .innerJoin('paciente as p', 'p.id', 'a.paciente_id')
    .innerJoin('procedimento as pr', 'pr.id', 'a.procedimento_id')
    .select(['a.id', 'a.data_agendamento', 'a.status', 'p.id as paciente_id', 'p.nome as paciente_nome', 'pr.nome as procedimento_nome'])
    .where('a.medico_id', '=', medicoId)
    .where('a.data_agendamento', '>=', desde)
    .where('a.status', 'in', ['PENDENTE', 'CONFIRMADO', 'EM_ATENDIMENTO'])
    .orderBy('a.data_agendamento')
    .orderBy('a.id')
    .limit(limite)
    .execute();

/** Patients registered in [inicio, fim). */
export async function contarPacientesNovos(db: Executor, inicio: Date, fim: Date): Promise<number> {
  const row = await db
    .selectFrom('paciente')
    .select((eb) => eb.fn.countAll<string>().as('quantidade'))
    .where('horario_cadastro', '>=', inicio)
    .where('horario_cadastro', '<', fim)
    .executeTakeFirstOrThrow();
  return Number(row.quantidade);
}
