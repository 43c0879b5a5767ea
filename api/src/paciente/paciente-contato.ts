import type { Audit } from '../audit/audit.js';
import type { Executor } from '../db/database.js';
import { dadosOf, findPacienteRow, insertHistorico, updatePaciente } from './paciente.repository.js';
import { auditChanges, describeChanges, normalizePaciente } from './paciente.validation.js';

/**
 * The booking dialog shows the patient's mobile and phone and may correct them (spec 02 §5,
 * Booking: 'CELULAR É OBRIGATÓRIO.'): saved on the patient as the patient form would (digits only,
 * WhatsApp following the mobile), with its history line, a new `versao` and its own PACIENTE_EDITADO
 * audit row (the patient's report shows who changed the contact). Nothing when unchanged.
 */
export async function atualizarContato(
  trx: Executor,
  pacienteId: number,
  contato: { celular?: string | null; telefone?: string | null },
  autor: { id: number | null; nome: string | null },
  audit: Audit,
): Promise<void> {
  const before = await findPacienteRow(trx, pacienteId, true);
  if (!before) return;
  const antes = dadosOf(before);
  const depois = normalizePaciente({ celular: contato.celular, telefone: contato.telefone }, antes);
  const descricao = describeChanges(antes, depois);
  if (!descricao) return;
  const after = await updatePaciente(trx, pacienteId, before.versao, depois, autor.nome);
  await insertHistorico(trx, pacienteId, autor.id, descricao);
  await audit({
    acao: 'PACIENTE_EDITADO',
    entidade: 'paciente',
    entidadeId: pacienteId,
    pacienteId,
    detalhes: { alteracoes: descricao, mudancas: auditChanges(antes, depois), versao: after?.versao, via: 'agendamento' },
  });
}
