import type { FastifyReply } from 'fastify';
import { notFound } from '../errors/api-error.js';
import { idParamsSchema } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import { PACIENTE_NAO_ENCONTRADO } from '../paciente/paciente.routes.js';
import { AREAS, acoesConhecidas } from './auditoria-descricoes.js';
import { CSV_LIMITE, csvDaTrilha } from './auditoria-csv.js';
import { filtroDe, paginaDe } from './auditoria-filtro.js';
import { linhasDaTrilha, pacienteDoRelatorio, pacientesDaTrilha, paginaDaTrilha, usuariosDaTrilha } from './auditoria.repository.js';
import {
  auditoriaCsvQuerySchema,
  auditoriaFiltrosSchema,
  auditoriaQuerySchema,
  pacientesDaTrilhaQuerySchema,
  pacientesDaTrilhaSchema,
  paginaAuditoriaSchema,
  relatorioPacienteSchema,
  type AuditoriaLinha,
} from './auditoria.schemas.js';

const TAGS = ['Auditorias'];
/** The Auditorias screen (/logs) and the per-patient access report (LGPD art. 18/37). */
export const AUDITORIA_ACCESS = 'ROLE_LOG';
/** Events the per-patient report lists at most (its CSV goes up to CSV_LIMITE). */
export const RELATORIO_LIMITE = 5000;

const csvResponse = {
  200: {
    description: `CSV (UTF-8 com BOM, separador ';'), até ${CSV_LIMITE.toLocaleString('pt-BR')} linhas; cabeçalho X-Truncado: true quando há mais`,
    content: { 'text/csv': { schema: { type: 'string' } } },
  },
};

/** Sends the rows as a download; X-Truncado says whether rows were left out. */
function sendCsv(reply: FastifyReply, { linhas, truncado }: { linhas: AuditoriaLinha[]; truncado: boolean }, filename: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('x-truncado', String(truncado))
    .header('access-control-expose-headers', 'Content-Disposition, X-Truncado')
    .send(csvDaTrilha(linhas));
}

/** The audit trail: paged list with filters, the filters' choices, CSV, and one patient's report. */
export function auditoriaRoutes(app: TypedApp): void {
  const db = app.deps.db;

  app.get(
    '/auditoria',
    {
      config: { access: AUDITORIA_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Trilha de auditoria paginada, mais recentes primeiro (filtros por período, usuário, área, ação e paciente)',
        querystring: auditoriaQuerySchema,
        response: { 200: paginaAuditoriaSchema },
      },
    },
    async (request) => {
      const filtro = filtroDe(request.query);
      const { page, size } = paginaDe(request.query);
      return paginaDaTrilha(db, filtro, page, size);
    },
  );

  app.get(
    '/auditoria/filtros',
    {
      config: { access: AUDITORIA_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Opções dos filtros: usuários que aparecem na trilha, áreas e ações',
        response: { 200: auditoriaFiltrosSchema },
      },
    },
    async () => ({ usuarios: await usuariosDaTrilha(db), areas: [...AREAS], acoes: acoesConhecidas() }),
  );

  app.get(
    '/auditoria/csv',
    {
      config: { access: AUDITORIA_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'A trilha filtrada como planilha (CSV para o Excel)',
        querystring: auditoriaCsvQuerySchema,
        response: csvResponse,
      },
    },
    async (request, reply) => {
      return sendCsv(reply, await linhasDaTrilha(db, filtroDe(request.query), CSV_LIMITE), 'auditoria.csv');
    },
  );

  app.get(
    '/auditoria/pacientes',
    {
      config: { access: AUDITORIA_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Pacientes que aparecem na trilha, por parte do nome ou início do CPF (o seletor do relatório de acesso)',
        querystring: pacientesDaTrilhaQuerySchema,
        response: { 200: pacientesDaTrilhaSchema },
      },
    },
    async (request) => {
      const busca = request.query.busca.trim();
      // one letter matches half the clinic: the picker asks from two on
      return busca.length < 2 ? [] : pacientesDaTrilha(db, busca, 20);
    },
  );

  const pacienteOr404 = async (id: string) => {
    const paciente = await pacienteDoRelatorio(db, Number(id));
    if (!paciente) throw notFound(PACIENTE_NAO_ENCONTRADO);
    return paciente;
  };

  app.get(
    '/auditoria/paciente/:id',
    {
      config: { access: AUDITORIA_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Relatório de acesso do paciente: quem viu ou alterou os dados dele e quando (LGPD art. 18/37), mais recentes primeiro',
        params: idParamsSchema,
        response: { 200: relatorioPacienteSchema },
      },
    },
    async (request) => {
      const paciente = await pacienteOr404(request.params.id);
      const { linhas, truncado } = await linhasDaTrilha(db, { pacienteId: paciente.id }, RELATORIO_LIMITE);
      return { paciente, eventos: linhas, truncado };
    },
  );

  app.get(
    '/auditoria/paciente/:id/csv',
    {
      config: { access: AUDITORIA_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Relatório de acesso do paciente como planilha (CSV para o Excel)',
        params: idParamsSchema,
        response: csvResponse,
      },
    },
    async (request, reply) => {
      const paciente = await pacienteOr404(request.params.id);
      return sendCsv(reply, await linhasDaTrilha(db, { pacienteId: paciente.id }, CSV_LIMITE), `auditoria-paciente-${paciente.id}.csv`);
    },
  );
}
