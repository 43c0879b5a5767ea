import { recordAudit, type AuditContext } from '../audit/audit.js';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { linhaRecente, travarAcessosDoPaciente } from './auditoria.repository.js';

/** Reloads and tab switches within this many minutes add no row: the trail says who opened a record and when, not each request. */
export const ACESSO_JANELA_MINUTOS = 10;
const ACESSO = 'PACIENTE_ACESSADO';

/**
 * Records that the user opened the patient's record (LGPD art. 37: who saw the data), at most once
 * per user, patient and ACESSO_JANELA_MINUTOS. Most opens find the recent row with one indexed read
 * and write nothing; the first takes the patient's lock, looks again and appends the row. Answers
 * whether a row was written.
 */
export async function registrarAcessoAoPaciente(db: Db, context: AuditContext, pacienteId: number): Promise<boolean> {
  const actor = context.actor;
  if (!actor) return false;
  const quem = { acao: ACESSO, usuarioId: actor.id, impersonadorId: context.impersonador?.id ?? null, pacienteId };
  if (await linhaRecente(db, quem, ACESSO_JANELA_MINUTOS)) return false;
  return inTransaction(db, async (trx) => {
    await travarAcessosDoPaciente(trx, pacienteId);
    if (await linhaRecente(trx, quem, ACESSO_JANELA_MINUTOS)) return false;
    await recordAudit(trx, context, { acao: ACESSO, entidade: 'paciente', entidadeId: pacienteId, pacienteId });
    return true;
  });
}
