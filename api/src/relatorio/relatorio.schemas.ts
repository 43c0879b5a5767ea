import { Type, type Static } from 'typebox';
import { STATUS_AGENDAMENTO } from '../agendamento/agendamento.schemas.js';
import { Nullable, StringEnum } from '../http/typebox.js';

/** How the appointments report groups time: the clinic's day, week (Monday first) or month. */
export const AGRUPAMENTOS = ['dia', 'semana', 'mes'] as const;
export type Agrupamento = (typeof AGRUPAMENTOS)[number];

/**
 * The reports' filters travel in the address as text: relatorio-filtro.ts checks them, so a bad
 * value is answered with a sentence naming it rather than the schema's generic message.
 */
const periodo = {
  inicio: Type.Optional(Type.String({ maxLength: 40, description: 'primeiro dia, aaaa-mm-dd (obrigatório; dia inteiro em America/Sao_Paulo)' })),
  fim: Type.Optional(Type.String({ maxLength: 40, description: 'último dia, aaaa-mm-dd (obrigatório, inclusive; o período tem no máximo 366 dias)' })),
};
const ids = (quem: string) =>
  Type.Optional(Type.String({ maxLength: 600, description: `ids de ${quem} separados por vírgula (até 50); ausente ou vazio: todos` }));

const fechado = { additionalProperties: false } as const;

export const agendamentosQuerySchema = Type.Object(
  {
    ...periodo,
    medico: ids('médicos'),
    procedimento: ids('procedimentos'),
    status: Type.Optional(
      Type.String({ maxLength: 200, description: `situações separadas por vírgula (${STATUS_AGENDAMENTO.join(', ')}); ausente ou vazio: todas` }),
    ),
    agrupar: Type.Optional(
      Type.String({ maxLength: 20, description: "período de cada linha: 'dia', 'semana' (segunda a domingo) ou 'mes' (padrão); 'dia' aceita até 92 dias" }),
    ),
  },
  fechado,
);
export type AgendamentosQuery = Static<typeof agendamentosQuerySchema>;

export const pacientesNovosQuerySchema = Type.Object({ ...periodo }, fechado);
export type PacientesNovosQuery = Static<typeof pacientesNovosQuerySchema>;

export const procedimentosRealizadosQuerySchema = Type.Object({ ...periodo, medico: ids('médicos'), procedimento: ids('procedimentos') }, fechado);
export type ProcedimentosRealizadosQuery = Static<typeof procedimentosRealizadosQuerySchema>;

const dia = (description: string) => Type.String({ format: 'date', description });
const contagem = (description: string) => Type.Integer({ minimum: 0, description });
const taxa = (description: string) => Nullable(Type.Number({ minimum: 0, maximum: 1, description }));

/** The figures of any group of appointments (a row, a period, a doctor, the whole report). */
const contagemProperties = {
  total: contagem(
    'agendamentos do grupo (todas as situações filtradas) = pendentes + confirmados + emAtendimento + finalizados + cancelados + faltas (cada agendamento numa só)',
  ),
  pendentes: contagem('PENDENTE que não é falta (horário por vir, ou o paciente chegou)'),
  confirmados: contagem('CONFIRMADO que não é falta (horário por vir, ou o paciente chegou)'),
  emAtendimento: contagem('EM_ATENDIMENTO'),
  finalizados: contagem('FINALIZADO'),
  cancelados: contagem('CANCELADO'),
  faltas: contagem('PENDENTE ou CONFIRMADO cujo horário já terminou sem o paciente ter chegado (o paciente faltou)'),
  comparecimentos: contagem('não cancelados em que o paciente veio: EM_ATENDIMENTO, FINALIZADO, ou PENDENTE/CONFIRMADO com chegada marcada'),
  taxaCancelamento: taxa('cancelados ÷ total, de 0 a 1 (4 casas); null quando total é 0'),
  taxaFalta: taxa('faltas ÷ (faltas + comparecimentos), de 0 a 1 (4 casas): só conta agendamentos com desfecho; null quando não há nenhum'),
};
export const contagemSchema = Type.Object(contagemProperties, { $id: 'RelatorioContagem' });
export type Contagem = Static<typeof contagemSchema>;

const medicoRef = { medicoId: Type.Integer(), medicoNome: Type.String() };
const procedimentoRef = { procedimentoId: Type.Integer(), procedimentoNome: Type.String() };
const periodoDaLinha = {
  periodo: dia(
    "início do período da linha, aaaa-mm-dd: o dia; a segunda-feira da semana; o dia 1º do mês (a primeira e a última semana ou mês podem estar cortadas por 'inicio' e 'fim')",
  ),
};

export const relatorioAgendamentosSchema = Type.Object({
  inicio: dia('primeiro dia do relatório'),
  fim: dia('último dia do relatório (inclusive)'),
  agrupar: StringEnum(AGRUPAMENTOS),
  geradoEm: Type.String({ format: 'date-time', description: 'o instante de referência das faltas (agendamentos terminados até ele)' }),
  totais: contagemSchema,
  porPeriodo: Type.Array(Type.Object({ ...periodoDaLinha, ...contagemProperties }), {
    description: 'todos os períodos de inicio a fim, em ordem, os vazios com zeros (o gráfico)',
  }),
  porMedico: Type.Array(Type.Object({ ...medicoRef, ...contagemProperties }), { description: 'médicos com agendamentos no filtro, por nome' }),
  porProcedimento: Type.Array(Type.Object({ ...procedimentoRef, ...contagemProperties }), {
    description: 'procedimentos com agendamentos no filtro, por nome',
  }),
  linhas: Type.Array(Type.Object({ ...periodoDaLinha, ...medicoRef, ...procedimentoRef, ...contagemProperties }), {
    description: 'período × médico × procedimento (só combinações com agendamentos), por período, médico e procedimento; até 10.000',
  }),
  truncado: Type.Boolean({
    description: 'havia mais de 10.000 linhas: as demais ficaram de fora (totais e séries estão completos; a planilha traz até 50.000)',
  }),
});
export type RelatorioAgendamentos = Static<typeof relatorioAgendamentosSchema>;

const atracaoRef = {
  atracaoId: Nullable(Type.Integer({ description: "a opção de 'Como conheceu'; null: não informado" })),
  atracaoNome: Type.String({ description: "o nome da opção, ou 'Não informado'" }),
};
const mes = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$', description: 'aaaa-mm' });

export const relatorioPacientesNovosSchema = Type.Object({
  inicio: dia('primeiro dia do relatório'),
  fim: dia('último dia do relatório (inclusive)'),
  total: contagem('pacientes cadastrados no período (ativos ou não hoje)'),
  porMes: Type.Array(Type.Object({ mes, quantidade: contagem('pacientes cadastrados no mês (dentro do período)') }), {
    description: 'todos os meses de inicio a fim, em ordem, os vazios com zero',
  }),
  porAtracao: Type.Array(
    Type.Object({ ...atracaoRef, quantidade: contagem('pacientes novos com esta opção'), percentual: taxa('quantidade ÷ total, de 0 a 1 (4 casas)') }),
    {
      description:
        "cada opção de 'Como conheceu' ativa (mesmo sem pacientes) ou com pacientes no período, e 'Não informado' quando há; por quantidade, depois nome",
    },
  ),
  linhas: Type.Array(Type.Object({ mes, ...atracaoRef, quantidade: contagem('pacientes novos do mês com esta opção') }), {
    description: 'mês × opção (só combinações com pacientes), por mês e nome da opção',
  }),
});
export type RelatorioPacientesNovos = Static<typeof relatorioPacientesNovosSchema>;

const realizadosProperties = {
  quantidade: contagem('agendamentos FINALIZADO'),
  valorCentavos: Type.Integer({ minimum: 0, description: 'soma do valor de cada agendamento (o preço do procedimento ao agendar; avaliação: 0), em centavos' }),
};

export const relatorioProcedimentosRealizadosSchema = Type.Object({
  inicio: dia('primeiro dia do relatório'),
  fim: dia('último dia do relatório (inclusive)'),
  totais: Type.Object(realizadosProperties),
  porProcedimento: Type.Array(Type.Object({ ...procedimentoRef, ...realizadosProperties }), { description: 'por quantidade (maior primeiro), depois nome' }),
  porMedico: Type.Array(Type.Object({ ...medicoRef, ...realizadosProperties }), { description: 'por quantidade (maior primeiro), depois nome' }),
  linhas: Type.Array(Type.Object({ ...procedimentoRef, ...medicoRef, ...realizadosProperties }), {
    description: 'procedimento × médico (só combinações com atendimentos), por procedimento e médico',
  }),
});
export type RelatorioProcedimentosRealizados = Static<typeof relatorioProcedimentosRealizadosSchema>;

const opcao = Type.Object({ id: Type.Integer(), nome: Type.String(), ativo: Type.Boolean() });
export const relatorioFiltrosSchema = Type.Object({
  medicos: Type.Array(opcao, { description: 'médicos (usuários marcados como médico, ativos ou não), por nome' }),
  procedimentos: Type.Array(opcao, { description: 'procedimentos (ativos ou não), por nome' }),
  status: Type.Array(StringEnum(STATUS_AGENDAMENTO)),
  agrupamentos: Type.Array(StringEnum(AGRUPAMENTOS)),
});

export const receitaQuerySchema = Type.Object(
  { ...periodo, medico: ids('médicos (o profissional do orçamento)'), procedimento: ids('procedimentos') },
  fechado,
);
export type ReceitaQuery = Static<typeof receitaQuerySchema>;

const recebidoProperties = {
  quantidade: contagem('parcelas (e entradas) de contas a receber pagas no período'),
  valorCentavos: Type.Integer({ minimum: 0, description: 'soma do que foi recebido, em centavos' }),
};
const procedimentoOuAvulso = {
  procedimentoId: Nullable(Type.Integer({ description: 'o procedimento do orçamento aprovado; null: conta a receber lançada sem orçamento' })),
  procedimentoNome: Type.String({ description: "o nome do procedimento, ou 'Sem orçamento'" }),
};
const medicoOuAvulso = {
  medicoId: Nullable(Type.Integer({ description: 'o profissional do orçamento aprovado; null: conta a receber lançada sem orçamento' })),
  medicoNome: Type.String({ description: "o nome do profissional, ou 'Sem orçamento'" }),
};

export const relatorioReceitaSchema = Type.Object({
  inicio: dia('primeiro dia do relatório'),
  fim: dia('último dia do relatório (inclusive)'),
  totais: Type.Object(recebidoProperties),
  porMes: Type.Array(Type.Object({ mes, ...recebidoProperties }), {
    description: 'todos os meses de inicio a fim (pelo dia do pagamento, America/Sao_Paulo), em ordem, os vazios com zero',
  }),
  porProcedimento: Type.Array(Type.Object({ ...procedimentoOuAvulso, ...recebidoProperties }), { description: 'por valor (maior primeiro), depois nome' }),
  porMedico: Type.Array(Type.Object({ ...medicoOuAvulso, ...recebidoProperties }), { description: 'por valor (maior primeiro), depois nome' }),
  linhas: Type.Array(Type.Object({ mes, ...procedimentoOuAvulso, ...medicoOuAvulso, ...recebidoProperties }), {
    description: 'mês × procedimento × profissional (só combinações com recebimentos), por mês, procedimento e profissional',
  }),
});
export type RelatorioReceita = Static<typeof relatorioReceitaSchema>;
