import type { FastifyReply } from 'fastify';
import { badRequest, notFound } from '../errors/api-error.js';
import type { TypedApp } from '../http/typebox.js';
import { findLayout, listLayouts } from './layout.repository.js';
import { contextoDe, preenchidoOuRecusa } from './documento-contexto.js';
import { formatarOrcamentoSchema, preencherSchema } from './layout.schemas.js';

const TAGS = ['Layouts'];
/** Filling reads the patient's data: the record's people. */
export const PREENCHER_ACCESS = 'ROLE_PACIENTES';
/** Quotes are printed from the record and from Financeiro's Orçamentos (ORCAMENTO, without the patients' role). */
export const IMPRIMIR_ORCAMENTO_ACCESS = 'ROLE_PACIENTES || ORCAMENTO';

export const PREENCHER_MSG = {
  semTexto: 'Informe o layout ou o texto a preencher.',
  layout: 'Layout não encontrado.',
  orcamentoSemLayout: 'Layout do orcamento não encontrado!',
} as const;

const HTML_RESPONSE = {
  200: { description: 'HTML preenchido e saneado', content: { 'text/html': { schema: { type: 'string' } } } },
};

const sendHtml = (reply: FastifyReply, html: string) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

/** spec 01 §7: preencherLayout (text response), formatarTextoOrcamento. */
export function preenchimentoRoutes(app: TypedApp): void {
  app.post(
    '/layout/preencherLayout',
    {
      config: { access: PREENCHER_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Preenche um layout (idLayout) ou um texto para um paciente; 422 lista as variáveis sem valor',
        body: preencherSchema,
        response: HTML_RESPONSE,
      },
    },
    async (request, reply) => {
      const { idLayout, texto, ...contexto } = request.body;
      let html = texto ?? null;
      let procedimentoDoLayout: number | null = null;
      if (idLayout) {
        const layout = await findLayout(app.deps.db, idLayout);
        if (!layout) throw notFound(PREENCHER_MSG.layout);
        html ??= layout.texto;
        procedimentoDoLayout = layout.procedimentoId;
      }
      if (html === null) throw badRequest(PREENCHER_MSG.semTexto);
      return sendHtml(reply, preenchidoOuRecusa(html, await contextoDe(app, request, contexto, procedimentoDoLayout)));
    },
  );

  app.post(
    '/layout/formatarTextoOrcamento',
    {
      config: { access: IMPRIMIR_ORCAMENTO_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'O layout de orçamento preenchido para cada item (uma página cada)',
        body: formatarOrcamentoSchema,
        response: HTML_RESPONSE,
      },
    },
    async (request, reply) => {
      const [layout] = await listLayouts(app.deps.db, { tipoDeLayout: 'ORCAMENTO' });
      if (!layout) throw notFound(PREENCHER_MSG.orcamentoSemLayout);
      const paginas: string[] = [];
      for (const item of request.body) paginas.push(preenchidoOuRecusa(layout.texto, await contextoDe(app, request, item, layout.procedimentoId)));
      return sendHtml(reply, paginas.map((html, i) => (i === 0 ? html : `<div style="page-break-before:always">${html}</div>`)).join(''));
    },
  );
}
