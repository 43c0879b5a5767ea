import type { Db } from '../db/database.js';
import { clinicInstant } from '../time/clinic-time.js';
import { periodosEntre, type FiltroAgendamentos, type FiltroRealizados, type Periodo } from './relatorio-filtro.js';
import {
  agregarAgendamentos,
  agregarPacientesNovos,
  agregarRealizados,
  atracoes,
  nomes as nomesDe,
  type AgendamentosAgregadoRow,
} from './relatorio.repository.js';
import type { Contagem, RelatorioAgendamentos, RelatorioPacientesNovos, RelatorioProcedimentosRealizados } from './relatorio.schemas.js';

/** Rows the screen's table gets at most (the totals and series are always whole). */
export const LINHAS_TELA = 10_000;
/** Rows a spreadsheet carries at most; past it the answer says so (X-Truncado: true). */
export const LINHAS_PLANILHA = 50_000;

export const NAO_INFORMADO = 'Não informado';

const colacao = new Intl.Collator('pt-BR');
/** A share of 0…1 with 4 decimals (12.34 %); null without a denominator. */
export const razao = (parte: number, todo: number): number | null => (todo > 0 ? Math.round((parte / todo) * 10_000) / 10_000 : null);

/** Where each period after the first starts: the clinic's midnight of its first day (relatorio.repository.ts, width_bucket). */
const limitesDe = (periodos: readonly string[]): string[] => periodos.slice(1).map((dia) => clinicInstant(dia, 0).toISOString());

/** Sums by a key, in the order keys first appear. */
function somar<R, K, S>(rows: readonly R[], chave: (row: R) => K, vazio: () => S, mais: (soma: S, row: R) => void): Map<K, S> {
  const somas = new Map<K, S>();
  for (const row of rows) {
    const k = chave(row);
    let soma = somas.get(k);
    if (soma === undefined) somas.set(k, (soma = vazio()));
    mais(soma, row);
  }
  return somas;
}

type Contadores = Omit<Contagem, 'taxaCancelamento' | 'taxaFalta'>;
const zerados = (): Contadores => ({ total: 0, pendentes: 0, confirmados: 0, emAtendimento: 0, finalizados: 0, cancelados: 0, faltas: 0, comparecimentos: 0 });

/** Adds one row of the aggregate (a period × doctor × procedure) to the counts. */
function acumular(c: Contadores, row: AgendamentosAgregadoRow): void {
  c.total += Number(row.total);
  c.pendentes += Number(row.pendentes);
  c.confirmados += Number(row.confirmados);
  c.emAtendimento += Number(row.em_atendimento);
  c.finalizados += Number(row.finalizados);
  c.cancelados += Number(row.cancelados);
  c.faltas += Number(row.faltas);
  c.comparecimentos += Number(row.comparecimentos);
}

const contagemDe = (c: Contadores): Contagem => ({
  ...c,
  taxaCancelamento: razao(c.cancelados, c.total),
  taxaFalta: razao(c.faltas, c.faltas + c.comparecimentos),
});

const nomeOu = (nomes: Map<number, string>, id: number) => nomes.get(id) ?? `#${id}`;

/** id → its place by name (then id), for sorting many rows by a few names. */
function ordemPorNome(ids: Iterable<number>, nomes: Map<number, string>): Map<number, number> {
  const ordenados = [...ids].sort((a, b) => colacao.compare(nomeOu(nomes, a), nomeOu(nomes, b)) || a - b);
  return new Map(ordenados.map((id, i) => [id, i]));
}

/** The counts of one key of `somas`, created at zero. */
function de<K>(somas: Map<K, Contadores>, chave: K): Contadores {
  let c = somas.get(chave);
  if (c === undefined) somas.set(chave, (c = zerados()));
  return c;
}

/**
 * The appointments report; `limite`: detail rows kept (the rest is cut, `truncado` says so; the
 * totals and series count them all). Each row of the aggregate is one row of the table; the totals
 * are summed in one pass over them.
 */
export async function relatorioAgendamentos(db: Db, filtro: FiltroAgendamentos, agora: Date, limite: number): Promise<RelatorioAgendamentos> {
  const periodos = periodosEntre(filtro.inicio, filtro.fim, filtro.agrupar);
  const rows = await agregarAgendamentos(db, filtro, limitesDe(periodos), agora);
  const totais = zerados();
  const porPeriodo = periodos.map(zerados);
  const porMedico = new Map<number, Contadores>();
  const porProcedimento = new Map<number, Contadores>();
  for (const row of rows) {
    acumular(totais, row);
    acumular(porPeriodo[row.periodo]!, row);
    acumular(de(porMedico, row.medico_id), row);
    acumular(de(porProcedimento, row.procedimento_id), row);
  }
  const nomes = await nomesDe(db, [...porMedico.keys()], [...porProcedimento.keys()]);

  // the table by period, doctor's name, procedure's name: the names ranked once, the rows sorted by numbers
  const ordemMedico = ordemPorNome(porMedico.keys(), nomes.medicos);
  const ordemProcedimento = ordemPorNome(porProcedimento.keys(), nomes.procedimentos);
  const ordenadas = rows.sort(
    (a, b) =>
      a.periodo - b.periodo ||
      ordemMedico.get(a.medico_id)! - ordemMedico.get(b.medico_id)! ||
      ordemProcedimento.get(a.procedimento_id)! - ordemProcedimento.get(b.procedimento_id)!,
  );
  const linhas = ordenadas.slice(0, limite).map((row) => {
    const c = zerados();
    acumular(c, row);
    return {
      periodo: periodos[row.periodo]!,
      medicoId: row.medico_id,
      medicoNome: nomeOu(nomes.medicos, row.medico_id),
      procedimentoId: row.procedimento_id,
      procedimentoNome: nomeOu(nomes.procedimentos, row.procedimento_id),
      ...contagemDe(c),
    };
  });
  return {
    inicio: filtro.inicio,
    fim: filtro.fim,
    agrupar: filtro.agrupar,
    geradoEm: agora.toISOString(),
    totais: contagemDe(totais),
    porPeriodo: periodos.map((periodo, i) => ({ periodo, ...contagemDe(porPeriodo[i]!) })),
    porMedico: [...porMedico]
      .map(([medicoId, c]) => ({ medicoId, medicoNome: nomeOu(nomes.medicos, medicoId), ...contagemDe(c) }))
      .sort((a, b) => ordemMedico.get(a.medicoId)! - ordemMedico.get(b.medicoId)!),
    porProcedimento: [...porProcedimento]
      .map(([procedimentoId, c]) => ({ procedimentoId, procedimentoNome: nomeOu(nomes.procedimentos, procedimentoId), ...contagemDe(c) }))
      .sort((a, b) => ordemProcedimento.get(a.procedimentoId)! - ordemProcedimento.get(b.procedimentoId)!),
    linhas,
    truncado: ordenadas.length > limite,
  };
}

/** New patients by month and by 'Como conheceu' option. */
export async function relatorioPacientesNovos(db: Db, periodo: Periodo): Promise<RelatorioPacientesNovos> {
  const inicios = periodosEntre(periodo.inicio, periodo.fim, 'mes');
  const meses = inicios.map((dia) => dia.slice(0, 7));
  const [agregados, opcoes] = await Promise.all([agregarPacientesNovos(db, periodo, limitesDe(inicios)), atracoes(db)]);
  const rows = agregados.map((row) => ({ mes: meses[row.mes]!, atracaoId: row.atracao_id, quantidade: Number(row.quantidade) }));
  const nomeDaOpcao = new Map(opcoes.map((o) => [o.id, o.nome]));
  const atracao = (id: number | null) => ({ atracaoId: id, atracaoNome: id === null ? NAO_INFORMADO : nomeOu(nomeDaOpcao, id) });
  const total = rows.reduce((s, row) => s + row.quantidade, 0);
  const porMes = somar(
    rows,
    (row) => row.mes,
    () => ({ quantidade: 0 }),
    (soma, row) => void (soma.quantidade += row.quantidade),
  );

  // every option the screen offers, even without patients, then those chosen in the period
  const porAtracao = new Map<number | null, { atracaoId: number | null; atracaoNome: string; quantidade: number }>();
  for (const opcao of opcoes) if (opcao.ativo) porAtracao.set(opcao.id, { ...atracao(opcao.id), quantidade: 0 });
  for (const row of rows) {
    const soma = porAtracao.get(row.atracaoId) ?? { ...atracao(row.atracaoId), quantidade: 0 };
    soma.quantidade += row.quantidade;
    porAtracao.set(row.atracaoId, soma);
  }
  // 'Não informado' last among equals: it is not an option to compare by name
  const ordemNome = (a: { atracaoId: number | null; atracaoNome: string }, b: { atracaoId: number | null; atracaoNome: string }) =>
    Number(a.atracaoId === null) - Number(b.atracaoId === null) || colacao.compare(a.atracaoNome, b.atracaoNome);

  return {
    inicio: periodo.inicio,
    fim: periodo.fim,
    total,
    porMes: meses.map((mes) => ({ mes, quantidade: porMes.get(mes)?.quantidade ?? 0 })),
    porAtracao: [...porAtracao.values()]
      .map((a) => ({ ...a, percentual: razao(a.quantidade, total) }))
      .sort((a, b) => b.quantidade - a.quantidade || ordemNome(a, b)),
    linhas: rows
      .map((row) => ({ mes: row.mes, ...atracao(row.atracaoId), quantidade: row.quantidade }))
      .sort((a, b) => a.mes.localeCompare(b.mes) || ordemNome(a, b)),
  };
}

/** Procedures performed (appointments FINALIZADO) by procedure and doctor, with their value. */
export async function relatorioProcedimentosRealizados(db: Db, filtro: FiltroRealizados): Promise<RelatorioProcedimentosRealizados> {
  const rows = (await agregarRealizados(db, filtro)).map((row) => ({
    procedimentoId: row.procedimento_id,
    medicoId: row.medico_id,
    quantidade: Number(row.quantidade),
    valorCentavos: Number(row.valor_centavos),
  }));
  const vazio = () => ({ quantidade: 0, valorCentavos: 0 });
  const mais = (soma: { quantidade: number; valorCentavos: number }, row: (typeof rows)[number]) => {
    soma.quantidade += row.quantidade;
    soma.valorCentavos += row.valorCentavos;
  };
  const porProcedimento = somar(rows, (row) => row.procedimentoId, vazio, mais);
  const porMedico = somar(rows, (row) => row.medicoId, vazio, mais);
  const nomes = await nomesDe(db, [...porMedico.keys()], [...porProcedimento.keys()]);
  const medicoNome = (id: number) => nomeOu(nomes.medicos, id);
  const procedimentoNome = (id: number) => nomeOu(nomes.procedimentos, id);
  return {
    inicio: filtro.inicio,
    fim: filtro.fim,
    totais: somar(rows, () => 0, vazio, mais).get(0) ?? vazio(),
    porProcedimento: [...porProcedimento]
      .map(([procedimentoId, v]) => ({ procedimentoId, procedimentoNome: procedimentoNome(procedimentoId), ...v }))
      .sort((a, b) => b.quantidade - a.quantidade || colacao.compare(a.procedimentoNome, b.procedimentoNome) || a.procedimentoId - b.procedimentoId),
    porMedico: [...porMedico]
      .map(([medicoId, v]) => ({ medicoId, medicoNome: medicoNome(medicoId), ...v }))
      .sort((a, b) => b.quantidade - a.quantidade || colacao.compare(a.medicoNome, b.medicoNome) || a.medicoId - b.medicoId),
    linhas: rows
      .map((row) => ({ ...row, procedimentoNome: procedimentoNome(row.procedimentoId), medicoNome: medicoNome(row.medicoId) }))
      .sort(
        (a, b) =>
          colacao.compare(a.procedimentoNome, b.procedimentoNome) ||
          a.procedimentoId - b.procedimentoId ||
          colacao.compare(a.medicoNome, b.medicoNome) ||
          a.medicoId - b.medicoId,
      )
      .map(({ procedimentoId, procedimentoNome, medicoId, medicoNome, quantidade, valorCentavos }) => ({
        procedimentoId,
        procedimentoNome,
        medicoId,
        medicoNome,
        quantidade,
        valorCentavos,
      })),
  };
}
