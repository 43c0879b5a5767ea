import type { Executor } from '../db/database.js';
import { dadosOf, findPacienteRow, insertHistorico, updatePaciente } from './paciente.repository.js';
import { describeChanges, normalizePaciente } from './paciente.validation.js';

/**
 * The booking dialog shows the patient's mobile and phone and may correct them (spec 02 §5,
 * Booking: 'CELULAR É OBRIGATÓRIO.'): saved on the patient as the patient form would (digits only,
 * WhatsApp following the mobile), with its history line and a new `versao`. Nothing when unchanged.
 */
export async function atualizarContato(
  trx: Executor,
  pacienteId: number,
  contato: { celular?: string | null; telefone?: string | null },
  autor: { id: number | null; nome: string | null },
): Promise<void> {
  const before = await findPacienteRow(trx, pacienteId, true);
  if (!before) return;
  const antes = dadosOf(before);
  const depois = normalizePaciente({ celular: contato.celular, telefone: contato.telefone }, antes);
  const descricao = describeChanges(antes, depois);
  if (!descricao) return;
  await updatePaciente(trx, pacienteId, before.versao, depois, autor.nome);
  await insertHistorico(trx, pacienteId, autor.id, descricao);
}
