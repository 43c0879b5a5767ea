import { diaBr } from '../time/clinic-time.js';
import { dataHoraBrasilia } from '../auditoria/auditoria-csv.js';
import type { FiltroAgendamentos, FiltroRealizados, Periodo } from './relatorio-filtro.js';
import type { Coluna, Planilha, Valor } from './relatorio-planilha.js';
import type { Contagem, RelatorioAgendamentos, RelatorioPacientesNovos, RelatorioProcedimentosRealizados } from './relatorio.schemas.js';

/** The reports as spreadsheet tables (relatorio-planilha.ts writes them as CSV and XLSX). */

export interface NomesDosFiltros {
  medicos: Map<number, string>;
  procedimentos: Map<number, string>;
}

const AGRUPAMENTO_TEXTO = { dia: 'Dia', semana: 'Semana (segunda a domingo)', mes: 'Mês' } as const;
const STATUS_TEXTO = {
  PENDENTE: 'Pendente',
  CONFIRMADO: 'Confirmado',
  EM_ATENDIMENTO: 'Em atendimento',
  FINALIZADO: 'Finalizado',
  CANCELADO: 'Cancelado',
} as const;

const periodoTexto = (p: Pick<Periodo, 'inicio' | 'fim'>) => `${diaBr(p.inicio)} a ${diaBr(p.fim)}`;
const todosOu = (ids: number[] | undefined, nomes: Map<number, string>, todos: string) =>
  ids ? ids.map((id) => nomes.get(id) ?? `#${id} (não encontrado)`).join(', ') : todos;
const geradoEm = (agora: Date): [string, string] => ['Gerado em', `${dataHoraBrasilia(agora.toISOString())} (horário de Brasília)`];

/** The file name of a report's download: 'relatorio-<nome>-<inicio>-a-<fim>.<extensão>'. */
export const nomeDoArquivo = (nome: string, periodo: Pick<Periodo, 'inicio' | 'fim'>, extensao: 'csv' | 'xlsx') =>
  `relatorio-${nome}-${periodo.inicio}-a-${periodo.fim}.${extensao}`;

const CONTAGEM_COLUNAS: Coluna[] = [
  { titulo: 'Total', tipo: 'inteiro' },
  { titulo: 'Pendentes', tipo: 'inteiro' },
  { titulo: 'Confirmados', tipo: 'inteiro' },
  { titulo: 'Em atendimento', tipo: 'inteiro', largura: 16 },
  { titulo: 'Finalizados', tipo: 'inteiro' },
  { titulo: 'Cancelados', tipo: 'inteiro' },
  { titulo: 'Faltas', tipo: 'inteiro' },
  { titulo: 'Compareceram', tipo: 'inteiro', largura: 14 },
  { titulo: 'Taxa de cancelamento', tipo: 'percentual', largura: 22 },
  { titulo: 'Taxa de faltas', tipo: 'percentual', largura: 16 },
];
const contagemValores = (c: Contagem): Valor[] => [
  c.total,
  c.pendentes,
  c.confirmados,
  c.emAtendimento,
  c.finalizados,
  c.cancelados,
  c.faltas,
  c.comparecimentos,
  c.taxaCancelamento,
  c.taxaFalta,
];

export function planilhaAgendamentos(r: RelatorioAgendamentos, filtro: FiltroAgendamentos, nomes: NomesDosFiltros, agora: Date): Planilha {
  const periodoTitulo = { dia: 'Dia', semana: 'Semana (início)', mes: 'Mês' }[r.agrupar];
  return {
    aba: 'Agendamentos',
    colunas: [
      { titulo: periodoTitulo, tipo: r.agrupar === 'mes' ? 'mes' : 'data', largura: 16 },
      { titulo: 'Médico', tipo: 'texto', largura: 32 },
      { titulo: 'Procedimento', tipo: 'texto', largura: 32 },
      ...CONTAGEM_COLUNAS,
    ],
    linhas: r.linhas.map((l) => [l.periodo, l.medicoNome, l.procedimentoNome, ...contagemValores(l)]),
    total: ['Total', '', '', ...contagemValores(r.totais)],
    filtros: [
      ['Período', periodoTexto(r)],
      ['Agrupamento', AGRUPAMENTO_TEXTO[r.agrupar]],
      ['Médicos', todosOu(filtro.medicoIds, nomes.medicos, 'Todos')],
      ['Procedimentos', todosOu(filtro.procedimentoIds, nomes.procedimentos, 'Todos')],
      ['Situações', filtro.status ? filtro.status.map((s) => STATUS_TEXTO[s]).join(', ') : 'Todas'],
      ['Pendentes e Confirmados', 'Sem as faltas: cada agendamento conta numa só coluna, de Pendentes a Faltas, e elas somam o Total'],
      ['Faltas', 'Agendamentos pendentes ou confirmados cujo horário terminou sem a chegada do paciente'],
      ['Taxa de faltas', 'Faltas ÷ (faltas + comparecimentos): só os agendamentos com desfecho'],
      ...(r.truncado ? [['Atenção', 'Linhas demais: a planilha traz só as primeiras; refine os filtros'] as [string, string]] : []),
      geradoEm(agora),
    ],
  };
}

/** New patients: one row per month, one column per 'Como conheceu' option (as the screen's list orders them), the total last. */
export function planilhaPacientesNovos(r: RelatorioPacientesNovos, agora: Date): Planilha {
  const opcoes = r.porAtracao;
  const chave = (id: number | null) => String(id);
  const porMes = new Map<string, Map<string, number>>();
  for (const l of r.linhas) {
    const mes = porMes.get(l.mes) ?? new Map<string, number>();
    mes.set(chave(l.atracaoId), l.quantidade);
    porMes.set(l.mes, mes);
  }
  return {
    aba: 'Pacientes novos',
    colunas: [
      { titulo: 'Mês', tipo: 'mes', largura: 10 },
      ...opcoes.map((o): Coluna => ({ titulo: o.atracaoNome, tipo: 'inteiro' })),
      { titulo: 'Total', tipo: 'inteiro' },
    ],
    linhas: r.porMes.map((m) => [m.mes, ...opcoes.map((o) => porMes.get(m.mes)?.get(chave(o.atracaoId)) ?? 0), m.quantidade]),
    total: ['Total', ...opcoes.map((o) => o.quantidade), r.total],
    filtros: [['Período', periodoTexto(r)], ['Pacientes novos', 'Pacientes cadastrados no período, pela data do cadastro'], geradoEm(agora)],
  };
}

export function planilhaRealizados(r: RelatorioProcedimentosRealizados, filtro: FiltroRealizados, nomes: NomesDosFiltros, agora: Date): Planilha {
  return {
    aba: 'Procedimentos realizados',
    colunas: [
      { titulo: 'Procedimento', tipo: 'texto', largura: 32 },
      { titulo: 'Médico', tipo: 'texto', largura: 32 },
      { titulo: 'Quantidade', tipo: 'inteiro' },
      { titulo: 'Valor (R$)', tipo: 'dinheiro', largura: 18 },
    ],
    linhas: r.linhas.map((l) => [l.procedimentoNome, l.medicoNome, l.quantidade, l.valorCentavos]),
    total: ['Total', '', r.totais.quantidade, r.totais.valorCentavos],
    filtros: [
      ['Período', periodoTexto(r)],
      ['Médicos', todosOu(filtro.medicoIds, nomes.medicos, 'Todos')],
      ['Procedimentos', todosOu(filtro.procedimentoIds, nomes.procedimentos, 'Todos')],
      ['Realizados', 'Agendamentos finalizados no período; valor: o preço do procedimento ao agendar'],
      geradoEm(agora),
    ],
  };
}
