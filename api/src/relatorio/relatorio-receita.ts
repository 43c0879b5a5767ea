import type { Db } from '../db/database.js';
import { clinicInstant, diaBr } from '../time/clinic-time.js';
import { periodosEntre, type FiltroRealizados } from './relatorio-filtro.js';
import type { Planilha } from './relatorio-planilha.js';
import { agregarReceita, nomes as nomesDe } from './relatorio.repository.js';
import type { RelatorioReceita } from './relatorio.schemas.js';
import type { NomesDosFiltros } from './relatorio-exportacao.js';
import { dataHoraBrasilia } from '../auditoria/auditoria-csv.js';

/** The revenue report (Relatórios › Receita): receipts of receivables by month, procedure and doctor. */

/** A receivable launched without a quote has neither procedure nor doctor. */
export const SEM_ORCAMENTO = 'Sem orçamento';

const colacao = new Intl.Collator('pt-BR');

interface Soma {
  quantidade: number;
  valorCentavos: number;
}
const zero = (): Soma => ({ quantidade: 0, valorCentavos: 0 });
const mais = (soma: Soma, parte: Soma) => {
  soma.quantidade += parte.quantidade;
  soma.valorCentavos += parte.valorCentavos;
};
/** null (no quote) as a key of its own */
const chave = (id: number | null) => id ?? 0;

export async function relatorioReceita(db: Db, filtro: FiltroRealizados): Promise<RelatorioReceita> {
  const inicios = periodosEntre(filtro.inicio, filtro.fim, 'mes');
  const meses = inicios.map((dia) => dia.slice(0, 7));
  const limites = inicios.slice(1).map((dia) => clinicInstant(dia, 0).toISOString());
  const rows = (await agregarReceita(db, filtro, limites)).map((row) => ({
    mes: meses[row.mes]!,
    procedimentoId: row.procedimento_id,
    medicoId: row.medico_id,
    quantidade: Number(row.quantidade),
    valorCentavos: Number(row.valor_centavos),
  }));
  const totais = zero();
  const porMes = new Map(meses.map((mes) => [mes, zero()]));
  const porProcedimento = new Map<number, Soma & { id: number | null }>();
  const porMedico = new Map<number, Soma & { id: number | null }>();
  for (const row of rows) {
    mais(totais, row);
    mais(porMes.get(row.mes)!, row);
    for (const [mapa, id] of [
      [porProcedimento, row.procedimentoId],
      [porMedico, row.medicoId],
    ] as const) {
      const soma = mapa.get(chave(id)) ?? { id, ...zero() };
      mais(soma, row);
      mapa.set(chave(id), soma);
    }
  }
  const nomes = await nomesDe(
    db,
    [...porMedico.values()].flatMap((m) => (m.id === null ? [] : [m.id])),
    [...porProcedimento.values()].flatMap((p) => (p.id === null ? [] : [p.id])),
  );
  const nome = (mapa: Map<number, string>, id: number | null) => (id === null ? SEM_ORCAMENTO : (mapa.get(id) ?? `#${id}`));
  const procedimentoNome = (id: number | null) => nome(nomes.procedimentos, id);
  const medicoNome = (id: number | null) => nome(nomes.medicos, id);
  // by value, then name; 'Sem orçamento' after the named ones of the same value
  const porValor = (a: Soma & { nome: string; id: number | null }, b: Soma & { nome: string; id: number | null }) =>
    b.valorCentavos - a.valorCentavos || Number(a.id === null) - Number(b.id === null) || colacao.compare(a.nome, b.nome) || (a.id ?? 0) - (b.id ?? 0);
  const porNome = (a: { nome: string; id: number | null }, b: { nome: string; id: number | null }) =>
    Number(a.id === null) - Number(b.id === null) || colacao.compare(a.nome, b.nome) || (a.id ?? 0) - (b.id ?? 0);
  return {
    inicio: filtro.inicio,
    fim: filtro.fim,
    totais,
    porMes: meses.map((mes) => ({ mes, ...porMes.get(mes)! })),
    porProcedimento: [...porProcedimento.values()]
      .map((p) => ({ ...p, nome: procedimentoNome(p.id) }))
      .sort(porValor)
      .map((p) => ({ procedimentoId: p.id, procedimentoNome: p.nome, quantidade: p.quantidade, valorCentavos: p.valorCentavos })),
    porMedico: [...porMedico.values()]
      .map((m) => ({ ...m, nome: medicoNome(m.id) }))
      .sort(porValor)
      .map((m) => ({ medicoId: m.id, medicoNome: m.nome, quantidade: m.quantidade, valorCentavos: m.valorCentavos })),
    linhas: rows
      .map((row) => ({ ...row, procedimentoNome: procedimentoNome(row.procedimentoId), medicoNome: medicoNome(row.medicoId) }))
      .sort(
        (a, b) =>
          a.mes.localeCompare(b.mes) ||
          porNome({ nome: a.procedimentoNome, id: a.procedimentoId }, { nome: b.procedimentoNome, id: b.procedimentoId }) ||
          porNome({ nome: a.medicoNome, id: a.medicoId }, { nome: b.medicoNome, id: b.medicoId }),
      )
      .map((l) => ({
        mes: l.mes,
        procedimentoId: l.procedimentoId,
        procedimentoNome: l.procedimentoNome,
        medicoId: l.medicoId,
        medicoNome: l.medicoNome,
        quantidade: l.quantidade,
        valorCentavos: l.valorCentavos,
      })),
  };
}

const todosOu = (ids: number[] | undefined, nomes: Map<number, string>) =>
  ids ? ids.map((id) => nomes.get(id) ?? `#${id} (não encontrado)`).join(', ') : 'Todos';

/** The revenue report as a spreadsheet: one row per month × procedure × doctor, the total last. */
export function planilhaReceita(r: RelatorioReceita, filtro: FiltroRealizados, nomes: NomesDosFiltros, agora: Date): Planilha {
  return {
    aba: 'Receita',
    colunas: [
      { titulo: 'Mês', tipo: 'mes', largura: 10 },
      { titulo: 'Procedimento', tipo: 'texto', largura: 32 },
      { titulo: 'Médico', tipo: 'texto', largura: 32 },
      { titulo: 'Parcelas recebidas', tipo: 'inteiro', largura: 20 },
      { titulo: 'Recebido (R$)', tipo: 'dinheiro', largura: 18 },
    ],
    linhas: r.linhas.map((l) => [l.mes, l.procedimentoNome, l.medicoNome, l.quantidade, l.valorCentavos]),
    total: ['Total', '', '', r.totais.quantidade, r.totais.valorCentavos],
    filtros: [
      ['Período', `${diaBr(r.inicio)} a ${diaBr(r.fim)}`],
      ['Médicos', todosOu(filtro.medicoIds, nomes.medicos)],
      ['Procedimentos', todosOu(filtro.procedimentoIds, nomes.procedimentos)],
      [
        'Receita',
        `Parcelas e entradas de contas a receber pagas no período, pelo dia do pagamento; procedimento e médico do orçamento aprovado ('${SEM_ORCAMENTO}': lançada sem orçamento)`,
      ],
      ['Gerado em', `${dataHoraBrasilia(agora.toISOString())} (horário de Brasília)`],
    ],
  };
}
