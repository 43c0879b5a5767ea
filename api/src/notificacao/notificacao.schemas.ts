/** JSON schemas of the notification calls (they also feed the OpenAPI document). */
const text = { type: ['string', 'null'] } as const;
const id = { type: ['integer', 'null'] } as const;

export const notificacaoSchema = {
  type: 'object',
  description: 'Notificação (spec 01 §3); tipoNotificacao null: lembrete de agendamento',
  properties: {
    idNotificacao: { type: 'integer' },
    tipoNotificacao: { type: ['string', 'null'], enum: ['ABAIXO_ESTOQUE', 'VENCIMENTO_ENTRADA_ESTOQUE', 'CONTAS_RECEBER', 'CONTAS_PAGAR', 'PACIENTE_CHEGOU', null] },
    nomePaciente: text,
    pacienteChegou: { type: ['boolean', 'null'] },
    idPaciente: id,
    idProcedimento: id,
    nomeProcedimento: text,
    dataAgendamento: text,
    idAgendamento: id,
    produtoId: id,
    nomeProdutoEstoque: text,
    descricao: text,
    vencimento: text,
    cor: text,
    cabecalho: text,
    corpo: text,
    criadoEm: { type: 'string' },
  },
  required: ['idNotificacao', 'tipoNotificacao', 'criadoEm'],
} as const;

export const notificacaoListSchema = { type: 'array', items: notificacaoSchema } as const;

export const quantidadeSchema = {
  type: 'object',
  properties: { quantidade: { type: 'integer' } },
  required: ['quantidade'],
} as const;
