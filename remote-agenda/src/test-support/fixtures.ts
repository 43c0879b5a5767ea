import type { Agendamento } from '../agenda/agendamento.resource.ts';

/** Tests only: one appointment as the api answers it (Wednesday 2026-03-11, 10:00–10:30 in São Paulo). */
export const agendamentoFixture = (extra: Partial<Agendamento> = {}): Agendamento => ({
  id: 41,
  pacienteId: 1,
  infoPaciente: { id: 1, nome: 'Ana Souza', celular: '11987654321', telefone: null, email: null },
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
  horarioAlteracao: null,
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
