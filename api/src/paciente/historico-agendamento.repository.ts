import type { Executor } from '../db/database.js';
import type { StatusAgendamento } from '../db/types.js';

/** The evaluation stage whose appointment decides fitness (spec 02 §4, Appointment row status). */
export const ETAPA_AVALIACAO = 'Avaliação';
const NAO_LISTADO = 'Não listado';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);
const num = (value: string | number | null): number | null => (value === null ? null : Number(value));

export async function historicoAgendamento(db: Executor, pacienteId: number, procedimentoId: number) {
  const rows = await db
    .selectFrom('agendamento as a')
    .innerJoin('procedimento as p', 'p.id', 'a.procedimento_id')
    .leftJoin('usuario as m', 'm.id', 'a.medico_id')
    .leftJoin('configuracao_etapa as e', 'e.id', 'a.etapa_id')
    .select([
      'a.id',
      'a.status',
      'a.data_agendamento',
      'a.hora_final',
      'a.medico_id',
      'm.nome as medico',
      'p.nome as procedimento',
      'a.valor',
      'e.nome_etapa as etapa',
      'a.motivo_cancelamento',
      'a.observacao',
      'a.chegada_do_paciente',
      'a.inicio_consulta',
      'a.fim_consulta',
      'a.usuario_cadastro',
      'a.horario_cadastro',
      'a.usuario_alteracao',
      'a.horario_alteracao',
    ])
    .where('a.paciente_id', '=', pacienteId)
    .where('a.procedimento_id', '=', procedimentoId)
    .orderBy('a.data_agendamento', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    statusConsulta: r.fim_consulta ? 'FINALIZADA' : r.inicio_consulta ? 'EM_ATENDIMENTO' : 'NAO_INICIADA',
    dataAgendamento: r.data_agendamento.toISOString(),
    horaFinal: r.hora_final.toISOString(),
    medicoId: r.medico_id,
    medico: r.medico ?? NAO_LISTADO,
    procedimento: r.procedimento,
    valor: num(r.valor),
    etapa: r.etapa,
    motivoCancelamento: r.motivo_cancelamento,
    observacao: r.observacao,
    chegadaDoPaciente: iso(r.chegada_do_paciente),
    inicioConsulta: iso(r.inicio_consulta),
    fimConsulta: iso(r.fim_consulta),
    usuarioCadastro: r.usuario_cadastro ?? NAO_LISTADO,
    horarioCadastro: r.horario_cadastro.toISOString(),
    usuarioAlteracao: r.usuario_alteracao ?? NAO_LISTADO,
    horarioAlteracao: r.horario_alteracao.toISOString(),
  }));
}

/** The states of the patient's 'Avaliação' appointments for the procedure. */
export async function statusDasAvaliacoes(db: Executor, pacienteId: number, procedimentoId: number): Promise<StatusAgendamento[]> {
  const rows = await db
    .selectFrom('agendamento as a')
    .innerJoin('configuracao_etapa as e', 'e.id', 'a.etapa_id')
    .select(['a.status'])
    .where('a.paciente_id', '=', pacienteId)
    .where('a.procedimento_id', '=', procedimentoId)
    .where('e.nome_etapa', '=', ETAPA_AVALIACAO)
    .execute();
  return rows.map((a) => a.status);
}
