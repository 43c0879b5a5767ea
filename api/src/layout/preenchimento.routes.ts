import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditContextOf } from '../audit/audit.js';
import { registrarAcessoAoPaciente } from '../auditoria/acesso-paciente.js';
import { ApiErrorList, badRequest, notFound } from '../errors/api-error.js';
import { bearerSecurity } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import { existeOrcamento, findLayout, listLayouts } from './layout.repository.js';
import { formatarOrcamentoSchema, preencherSchema, type Preencher } from './layout.schemas.js';
import { preencher, type ContextoDocumento, type VariavelSemValor } from './preenchimento.js';
import {
  findClinicaDoDocumento,
  findMedicoDoDocumento,
  findPacienteDoDocumento,
  findProcedimentoDoDocumento,
  valoresDaClinica,
} from './preenchimento.repository.js';

const TAGS = ['Layouts'];
/** Filling reads the patient's data: the record's people. */
export const PREENCHER_ACCESS = 'ROLE_PACIENTES';

export const PREENCHER_MSG = {
  semTexto: 'Informe o layout ou o texto a preencher.',
  layout: 'Layout não encontrado.',
  paciente: 'Paciente não encontrado.',
  procedimento: 'Procedimento não encontrado.',
  medico: 'O usuário escolhido não é um médico.',
  orcamentoSemLayout: 'Layout do orcamento não encontrado!',
  semValor: (v: VariavelSemValor) => `Não foi possível preencher {{${v.nome}}}: ${v.motivo}.`,
} as const;

const HTML_RESPONSE = {
  200: { description: 'HTML preenchido e saneado', content: { 'text/html': { schema: { type: 'string' } } } },
};

type Contexto = Omit<Preencher, 'idLayout' | 'texto'>;

/** Everything a document about this patient may print; 404/400 when what the body names does not exist. */
async function contextoDe(app: TypedApp, request: FastifyRequest, body: Contexto, procedimentoDoLayout: number | null): Promise<ContextoDocumento> {
  const db = app.deps.db;
  const user = request.auth!.user;
  const paciente = await findPacienteDoDocumento(db, body.idPaciente);
  if (!paciente) throw notFound(PREENCHER_MSG.paciente);
  const procedimentoId = body.procedimento ?? procedimentoDoLayout;
  const procedimento = procedimentoId ? await findProcedimentoDoDocumento(db, procedimentoId) : undefined;
  if (procedimentoId && !procedimento) throw notFound(PREENCHER_MSG.procedimento);
  const medicoId = body.usuarioGerado ?? (user.ehMedico ? user.id : null);
  const medico = medicoId ? await findMedicoDoDocumento(db, medicoId) : undefined;
  if (body.usuarioGerado && !medico) throw badRequest(PREENCHER_MSG.medico);
  await registrarAcessoAoPaciente(db, auditContextOf(request), paciente.id);
  return {
    hoje: new Date(),
    paciente,
    procedimento: procedimento ? { nome: procedimento.nome, valorCentavos: Math.round(Number(procedimento.valor) * 100) } : null,
    medico: medico ? { nome: medico.nome, registroProfissional: medico.registro_profissional } : null,
    clinica: await findClinicaDoDocumento(db),
    consultor: user.nome,
    variaveisDaClinica: await valoresDaClinica(db),
    respostas: body.respostaFormulario ?? null,
    orcamento: body.orcamento ?? null,
    temEstudoCaso: false,
  };
}

/** 422 naming each variable that has no value (nothing is printed half-filled). */
function preenchidoOuRecusa(html: string, contexto: ContextoDocumento): string {
  const result = preencher(html, contexto);
  if (result.ok) return result.html;
  throw new ApiErrorList(
    422,
    result.faltam.map((v) => ({
      mensagemUsuario: PREENCHER_MSG.semValor(v),
      mensagemDesenvolvedor: `Variável sem valor: ${v.nome}`,
      campo: `variaveis.${v.nome}`,
    })),
  );
}

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
        security: bearerSecurity,
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
      config: { access: PREENCHER_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'O layout de orçamento preenchido para cada item (uma página cada)',
        security: bearerSecurity,
        body: formatarOrcamentoSchema,
        response: HTML_RESPONSE,
      },
    },
    async (request, reply) => {
      if (!(await existeOrcamento(app.deps.db))) throw notFound(PREENCHER_MSG.orcamentoSemLayout);
      const [layout] = await listLayouts(app.deps.db, { tipoDeLayout: 'ORCAMENTO' });
      const paginas: string[] = [];
      for (const item of request.body) paginas.push(preenchidoOuRecusa(layout!.texto, await contextoDe(app, request, item, layout!.procedimentoId)));
      return sendHtml(reply, paginas.map((html, i) => (i === 0 ? html : `<div style="page-break-before:always">${html}</div>`)).join(''));
    },
  );
}
