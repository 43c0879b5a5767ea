import { sql } from 'kysely';
import type { Executor } from '../db/database.js';

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
