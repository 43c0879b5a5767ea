import type { Executor } from '../db/database.js';
import type { Agendamento } from '../agendamento/agendamento.schemas.js';
import { quando, type DadosNotificacao } from './notificacao.message.js';
import { notificar } from './notificacao.repository.js';

/** What a doctor's notification about an appointment carries (spec 01 §3). */
function dadosDe(a: Agendamento, cabecalho: string, corpo: string): DadosNotificacao {
  return {
    nomePaciente: a.infoPaciente.nome,
    idPaciente: a.pacienteId,
    idProcedimento: a.procedimentoId,
    nomeProcedimento: a.nomeProcedimento,
    dataAgendamento: a.dataAgendamento,
    idAgendamento: a.id,
    cor: a.cor,
    cabecalho,
    corpo,
  };
}

/** PACIENTE_CHEGOU to the appointment's doctor (reception flagged the arrival). */
export async function avisarChegada(trx: Executor, a: Agendamento): Promise<void> {
  const corpo = `${a.infoPaciente.nome} chegou para ${a.nomeProcedimento} (${quando(new Date(a.dataAgendamento))}).`;
  await notificar(trx, {
    usuarioId: a.medicoId,
    tipo: 'PACIENTE_CHEGOU',
    agendamentoId: a.id,
    pacienteId: a.pacienteId,
    dados: { ...dadosDe(a, 'Paciente chegou', corpo), pacienteChegou: true },
  });
}

/** The doctor's reminder (no type), `minutosParaOAlerta` before the appointment. */
export async function lembrarAgendamento(trx: Executor, a: Agendamento): Promise<void> {
  const corpo = `${a.infoPaciente.nome} · ${a.nomeProcedimento} às ${quando(new Date(a.dataAgendamento))}.`;
  await notificar(trx, {
    usuarioId: a.medicoId,
    tipo: null,
    agendamentoId: a.id,
    pacienteId: a.pacienteId,
    dados: { ...dadosDe(a, 'Lembrete de agendamento', corpo), pacienteChegou: a.chegadaDoPaciente !== null },
  });
}
