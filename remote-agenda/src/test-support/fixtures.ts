import type { Agendamento } from '../agenda/agendamento.resource.ts';
import type { Bloqueio, Disponibilidade } from '../detalhe-medico/medico.resource.ts';

/** Tests only: one appointment as the api answers it (Wednesday 2026-03-11, 10:00–10:30 in São Paulo). */
export const agendamentoFixture = (extra: Partial<Agendamento> = {}): Agendamento => ({
  id: 41,
  pacienteId: 1,
  infoPaciente: { id: 1, nome: 'Ana Souza', celular: '11987654321', telefone: null, email: null, ddi: '55' },
  procedimentoId: 2,
  nomeProcedimento: 'Avaliação',
  medicoId: 3,
  nomeMedico: 'Dr. Paulo',
  tipoCompromissoId: 4,
  nomeCompromisso: 'Consulta',
  cor: '#13c2c2',
  salaId: null,
  nomeSala: null,
  etapaId: null,
  nomeEtapa: null,
  tipoAgendamento: 'NOVO',
  ecirurgia: false,
  statusAgendamento: 'PENDENTE',
  dataAgendamento: '2026-03-11T13:00:00Z',
  horaFinal: '2026-03-11T13:30:00Z',
  observacao: null,
  motivoCancelamento: null,
  chegadaDoPaciente: null,
  inicioConsulta: null,
  fimConsulta: null,
  versao: 1,
  usuarioCadastro: 'Recepção',
  horarioCadastro: '2026-03-01T12:00:00Z',
  usuarioAlteracao: null,
  horarioAlteracao: '2026-03-01T12:00:00Z',
  ...extra,
});

/** Tests only: a doctor's working-hours entry as the api answers it (weekly, Monday 08:00–12:00 unless told). */
export const disponibilidadeFixture = (extra: Partial<Disponibilidade> = {}): Disponibilidade => ({
  id: 1,
  medico: 3,
  dia: 'SEG',
  horaInicio: '08:00',
  horaFim: '12:00',
  tipoCompromisso: null,
  nomeCompromisso: null,
  periodo: false,
  dataInicial: null,
  dataFinal: null,
  ...extra,
});

/** Tests only: a doctor's block as the api answers it (nothing set: no day, the whole day). */
export const bloqueioFixture = (extra: Partial<Bloqueio> = {}): Bloqueio => ({
  id: 1,
  medicoId: 3,
  tipoCompromissoEnum: 'AVULSO',
  observacao: null,
  diaEspecifico: null,
  horaInicial: null,
  horaFinal: null,
  bloqueioRecorrente: false,
  diaSemana: null,
  periodo: false,
  dataInicial: null,
  dataFinal: null,
  usuarioCadastro: null,
  horarioCadastro: '2026-03-01T12:00:00Z',
  usuarioAlteracao: null,
  horarioAlteracao: '2026-03-01T12:00:00Z',
  ...extra,
});

/** Lookups the booking dialog and the filters read. */
export const lookupRoutes = {
  'GET gerenciar/procedimento/listar': [{ id: 2, nome: 'Avaliação', valor: 100, ativo: true, etapas: [] }],
  'GET gerenciar/medico/listar': [
    { id: 3, nome: 'Dr. Paulo' },
    { id: 5, nome: 'Dra. Rita' },
  ],
  'POST gerenciar/compromisso/listar': [{ id: 4, nome: 'Consulta', cor: '#13c2c2' }],
  'GET gerenciar/sala/listar': [{ id: 6, nome: 'Sala 1', ativo: true }],
};
