import { Type } from 'typebox';
import { STATUS_AGENDAMENTO } from '../agendamento/agendamento.schemas.js';

const dia = Type.String({ format: 'date', description: "dia do calendário da clínica, 'YYYY-MM-DD'" });
const instante = Type.String({ format: 'date-time' });
const pacienteRef = Type.Object({ id: Type.Integer(), nome: Type.String() });

export const dashboardAgendaSchema = Type.Object({
  data: dia,
  medicoId: Type.Union([Type.Integer(), Type.Null()], {
    description: 'o médico cujo dia é (um médico sem VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS vê o seu), ou null: a clínica toda',
  }),
  porStatus: Type.Object(
    Object.fromEntries(STATUS_AGENDAMENTO.map((status) => [status, Type.Integer({ minimum: 0 })])) as Record<
      (typeof STATUS_AGENDAMENTO)[number],
      ReturnType<typeof Type.Integer>
    >,
  ),
  aguardando: Type.Array(Type.Object({ id: Type.Integer(), paciente: pacienteRef, medicoNome: Type.String(), dataAgendamento: instante, chegada: instante }), {
    description: 'pacientes que chegaram e ainda não foram atendidos, por ordem de chegada',
  }),
  naoFinalizados: Type.Integer({ minimum: 0, description: 'atendimentos iniciados cujo horário já passou sem finalizar' }),
  proximos: Type.Array(
    Type.Object({ id: Type.Integer(), paciente: pacienteRef, procedimentoNome: Type.String(), dataAgendamento: instante, status: Type.String() }),
    { description: 'próximos agendamentos do médico logado (vazio para quem não é médico)' },
  ),
});

export const dashboardPacientesSchema = Type.Object({
  inicioSemana: dia,
  novosSemana: Type.Integer({ minimum: 0, description: 'pacientes cadastrados desde a segunda-feira desta semana' }),
  novosHoje: Type.Integer({ minimum: 0 }),
});
