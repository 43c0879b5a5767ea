import type { FastifyReply } from 'fastify';
import type { Static, TObject, TSchema } from 'typebox';
import { STATUS_AGENDAMENTO } from '../agendamento/agendamento.schemas.js';
import type { Db } from '../db/database.js';
import type { TypedApp } from '../http/typebox.js';
import { LINHAS_PLANILHA, LINHAS_TELA, relatorioAgendamentos, relatorioPacientesNovos, relatorioProcedimentosRealizados } from './relatorio-dados.js';
import { nomeDoArquivo, planilhaAgendamentos, planilhaPacientesNovos, planilhaRealizados, type NomesDosFiltros } from './relatorio-exportacao.js';
import { filtroAgendamentos, filtroPacientesNovos, filtroRealizados, type Periodo } from './relatorio-filtro.js';
import { csvDaPlanilha, xlsxDaPlanilha, XLSX_MIME, type Planilha } from './relatorio-planilha.js';
import { nomes, opcoesDosFiltros } from './relatorio.repository.js';
import { planilhaReceita, relatorioReceita } from './relatorio-receita.js';
import {
  AGRUPAMENTOS,
  agendamentosQuerySchema,
  pacientesNovosQuerySchema,
  procedimentosRealizadosQuerySchema,
  receitaQuerySchema,
  relatorioAgendamentosSchema,
  relatorioFiltrosSchema,
  relatorioPacientesNovosSchema,
  relatorioProcedimentosRealizadosSchema,
  relatorioReceitaSchema,
} from './relatorio.schemas.js';

const TAGS = ['Relatórios'];
/** The Relatórios screen (/relatorios). */
export const RELATORIO_ACCESS = 'ROLE_RELATORIOS';

const colacao = new Intl.Collator('pt-BR');

/** Names of the doctors and procedures a filter lists (the XLSX's 'Filtros' sheet). */
const nomesDosFiltros = (db: Db, filtro: { medicoIds?: number[]; procedimentoIds?: number[] }): Promise<NomesDosFiltros> =>
  nomes(db, filtro.medicoIds ?? [], filtro.procedimentoIds ?? []);

/** What a report's export needs: its table, and the period (for the file name). */
interface Exportacao {
  planilha: Planilha;
  periodo: Periodo;
  truncado: boolean;
}

interface Relatorio<S extends TObject> {
  /** the path's last word: /relatorios/{nome}, /relatorios/{nome}/csv, /relatorios/{nome}/xlsx */
  nome: string;
  titulo: string;
  resumo: string;
  query: S;
  resposta: TSchema;
  /** the screen's answer */
  dados(query: Static<S>, agora: Date): Promise<unknown>;
  exportar(query: Static<S>, agora: Date): Promise<Exportacao>;
}

/**
 * Relatórios (ROLE_RELATORIOS): each report answers JSON for the screen (chart and table), and the
 * same filters as CSV (Excel in Portuguese) or XLSX. Filters travel in the address as text and are
 * checked by relatorio-filtro.ts (400 with a Portuguese sentence).
 */
export function relatorioRoutes(app: TypedApp): void {
  const db = app.deps.db;

  app.get(
    '/relatorios/filtros',
    {
      config: { access: RELATORIO_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Opções dos filtros dos relatórios: médicos e procedimentos (ativos ou não), situações e agrupamentos',
        response: { 200: relatorioFiltrosSchema },
      },
    },
    async () => {
      const { medicos, procedimentos } = await opcoesDosFiltros(db);
      const porNome = <T extends { nome: string; id: number }>(list: T[]) => list.sort((a, b) => colacao.compare(a.nome, b.nome) || a.id - b.id);
      return { medicos: porNome(medicos), procedimentos: porNome(procedimentos), status: [...STATUS_AGENDAMENTO], agrupamentos: [...AGRUPAMENTOS] };
    },
  );

  const registrar = <S extends TObject>(r: Relatorio<S>): void => {
    app.get(
      `/relatorios/${r.nome}`,
      {
        config: { access: RELATORIO_ACCESS },
        schema: { tags: TAGS, summary: r.resumo, querystring: r.query, response: { 200: r.resposta } },
      },
      async (request) => r.dados(request.query as Static<S>, new Date()),
    );

    const download = (extensao: 'csv' | 'xlsx', mime: string, descricao: string) =>
      app.get(
        `/relatorios/${r.nome}/${extensao}`,
        {
          config: { access: RELATORIO_ACCESS },
          schema: {
            tags: TAGS,
            summary: `${r.titulo} como planilha ${extensao.toUpperCase()} (os mesmos filtros)`,
            querystring: r.query,
            response: {
              200: {
                description: `${descricao}; até ${LINHAS_PLANILHA.toLocaleString('pt-BR')} linhas, cabeçalho X-Truncado: true quando há mais`,
                content: { [mime]: { schema: { type: 'string', format: 'binary' } } },
              },
            },
          },
        },
        async (request, reply: FastifyReply) => {
          const agora = new Date();
          const { planilha, periodo, truncado } = await r.exportar(request.query as Static<S>, agora);
          const arquivo = extensao === 'csv' ? csvDaPlanilha(planilha) : await xlsxDaPlanilha(planilha, r.titulo);
          return reply
            .type(extensao === 'csv' ? 'text/csv; charset=utf-8' : mime)
            .header('content-disposition', `attachment; filename="${nomeDoArquivo(r.nome, periodo, extensao)}"`)
            .header('x-truncado', String(truncado))
            .header('access-control-expose-headers', 'Content-Disposition, X-Truncado')
            .send(arquivo);
        },
      );
    download('csv', 'text/csv', "CSV (UTF-8 com BOM, separador ';', vírgula decimal)");
    download('xlsx', XLSX_MIME, 'XLSX (Excel): valores como números e datas; os filtros na aba Filtros');
  };

  registrar({
    nome: 'agendamentos',
    titulo: 'Relatório de agendamentos',
    resumo: 'Agendamentos por período × médico × procedimento, por situação, com taxas de cancelamento e de faltas',
    query: agendamentosQuerySchema,
    resposta: relatorioAgendamentosSchema,
    dados: (query, agora) => relatorioAgendamentos(db, filtroAgendamentos(query), agora, LINHAS_TELA),
    async exportar(query, agora) {
      const filtro = filtroAgendamentos(query);
      const [relatorio, nomesDoFiltro] = await Promise.all([relatorioAgendamentos(db, filtro, agora, LINHAS_PLANILHA), nomesDosFiltros(db, filtro)]);
      return { planilha: planilhaAgendamentos(relatorio, filtro, nomesDoFiltro, agora), periodo: filtro, truncado: relatorio.truncado };
    },
  });

  registrar({
    nome: 'pacientes-novos',
    titulo: 'Relatório de pacientes novos',
    resumo: "Pacientes novos (cadastrados no período) por mês e por opção de 'Como conheceu'",
    query: pacientesNovosQuerySchema,
    resposta: relatorioPacientesNovosSchema,
    dados: (query) => relatorioPacientesNovos(db, filtroPacientesNovos(query)),
    async exportar(query, agora) {
      const periodo = filtroPacientesNovos(query);
      return { planilha: planilhaPacientesNovos(await relatorioPacientesNovos(db, periodo), agora), periodo, truncado: false };
    },
  });

  registrar({
    nome: 'procedimentos-realizados',
    titulo: 'Relatório de procedimentos realizados',
    resumo: 'Procedimentos realizados (agendamentos finalizados) por procedimento e médico, com a quantidade e o valor',
    query: procedimentosRealizadosQuerySchema,
    resposta: relatorioProcedimentosRealizadosSchema,
    dados: (query) => relatorioProcedimentosRealizados(db, filtroRealizados(query)),
    async exportar(query, agora) {
      const filtro = filtroRealizados(query);
      const [relatorio, nomesDoFiltro] = await Promise.all([relatorioProcedimentosRealizados(db, filtro), nomesDosFiltros(db, filtro)]);
      return { planilha: planilhaRealizados(relatorio, filtro, nomesDoFiltro, agora), periodo: filtro, truncado: false };
    },
  });

  registrar({
    nome: 'receita',
    titulo: 'Relatório de receita',
    resumo:
      'Receita recebida: parcelas e entradas de contas a receber pagas no período (pelo dia do pagamento), por mês, por procedimento e por médico do orçamento aprovado, em centavos',
    query: receitaQuerySchema,
    resposta: relatorioReceitaSchema,
    dados: (query) => relatorioReceita(db, filtroRealizados(query)),
    async exportar(query, agora) {
      const filtro = filtroRealizados(query);
      const [relatorio, nomesDoFiltro] = await Promise.all([relatorioReceita(db, filtro), nomesDosFiltros(db, filtro)]);
      return { planilha: planilhaReceita(relatorio, filtro, nomesDoFiltro, agora), periodo: filtro, truncado: false };
    },
  });
}
