import type { Notificacao } from '../notificacao.ts';

/** Tests only: a notification with every field null but the ones given. */
export const notificacaoFixture = (fields: Partial<Notificacao> & Pick<Notificacao, 'idNotificacao'>): Notificacao => ({
  tipoNotificacao: null,
  nomePaciente: null,
  pacienteChegou: null,
  idPaciente: null,
  idProcedimento: null,
  nomeProcedimento: null,
  dataAgendamento: null,
  idAgendamento: null,
  produtoId: null,
  nomeProdutoEstoque: null,
  descricao: null,
  vencimento: null,
  cor: null,
  cabecalho: null,
  corpo: null,
  criadoEm: null,
  ...fields,
});

/** Ana arrived for Avaliação at 10:00 in São Paulo. */
export const chegada = (id: number, fields: Partial<Notificacao> = {}): Notificacao =>
  notificacaoFixture({
    idNotificacao: id,
    tipoNotificacao: 'PACIENTE_CHEGOU',
    nomePaciente: 'Ana Souza',
    pacienteChegou: true,
    idPaciente: 41,
    idProcedimento: 3,
    nomeProcedimento: 'Avaliação',
    dataAgendamento: '2026-03-11T13:00:00Z',
    ...fields,
  });

export const lembrete = (id: number, fields: Partial<Notificacao> = {}): Notificacao =>
  notificacaoFixture({
    idNotificacao: id,
    nomePaciente: 'Caio Prado',
    idPaciente: 42,
    nomeProcedimento: 'Botox',
    dataAgendamento: '2026-03-11T17:30:00Z',
    ...fields,
  });

export const estoqueBaixo = (id: number, produtoId: number, nome = 'Luva nitrílica', fields: Partial<Notificacao> = {}): Notificacao =>
  notificacaoFixture({ idNotificacao: id, tipoNotificacao: 'ABAIXO_ESTOQUE', produtoId, nomeProdutoEstoque: nome, ...fields });

export const contaPagar = (id: number, fields: Partial<Notificacao> = {}): Notificacao =>
  notificacaoFixture({ idNotificacao: id, tipoNotificacao: 'CONTAS_PAGAR', descricao: 'Aluguel', vencimento: '2026-03-15', ...fields });
