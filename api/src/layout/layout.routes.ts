import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { idsExistentes } from '../db/ids-existentes.js';
import type { Executor } from '../db/database.js';
import { constraintOf, isUniqueViolation } from '../db/pg-errors.js';
import { ApiErrorList, invalidField, notFound, type ErrorItem } from '../errors/api-error.js';
import { emptyObjectSchema, idParamsSchema } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import { isBlankHtml, sanitizeDocumentHtml } from './html-sanitizer.js';
import {
  deleteLayout,
  existeOrcamento,
  findLayout,
  findLayoutDoFormulario,
  insertLayout,
  listLayouts,
  listVariaveis,
  updateLayout,
  type LayoutDados,
} from './layout.repository.js';
import { MARCADORES_BLOQUEIO, layoutAtualizarSchema, layoutCriarSchema, layoutListarSchema, layoutSchema, type LayoutBody } from './layout.schemas.js';
import { variaveisDo } from './preenchimento.js';

const TAGS = ['Layouts'];
/** The record's documents use them; settings write them (/criar-layouts has no route guard: the server decides). */
export const LAYOUT_READ = 'ROLE_PACIENTES || ROLE_CONFIGURACOES';
export const LAYOUT_WRITE = 'GERENCIAR_CONFIGURACOES';

/** spec 01 §5 and §8 */
export const LAYOUT_MSG = {
  naoEncontrado: 'Layout não encontrado.',
  texto: 'POR FAVOR, CRIE UM LAYOUT VALÍDO',
  nome: 'POR FAVOR, DIGITE UM NOME VALÍDO',
  tipo: 'Escolha o tipo do layout.',
  orcamentoExiste: 'Já existe um layout do tipo impressão de orçamento.',
  procedimento: 'Procedimento não encontrado.',
  formulario: 'Formulário não encontrado.',
  exame: 'Exame não encontrado.',
  bloqueioNoOrcamento: 'O layout de orçamento não usa as variáveis de início e fim de bloqueio.',
  variavelDesconhecida: (nomes: string[]) => `Variável desconhecida no texto: ${nomes.join(', ')}. Cadastre-a em Variáveis ou retire-a.`,
  formularioSemLayout: 'Você deve primeiro criar um layout vinculado a este formulário antes da impressão.',
} as const;

/** The body checked and cleaned: every problem at once, one item per field. */
async function dadosDe(db: Executor, body: LayoutBody): Promise<LayoutDados> {
  const errors: ErrorItem[] = [];
  const nome = body.nome?.trim().replace(/\s+/g, ' ') ?? '';
  const texto = sanitizeDocumentHtml(body.texto ?? '');
  if (isBlankHtml(texto)) errors.push(invalidField(LAYOUT_MSG.texto, 'texto'));
  if (!nome) errors.push(invalidField(LAYOUT_MSG.nome, 'nome'));
  if (!body.tipoLayout) errors.push(invalidField(LAYOUT_MSG.tipo, 'tipoLayout'));
  const procedimentoId = body.procedimentoId ?? null;
  const formularioId = body.formularioId ?? null;
  const exames = [...new Set((body.exames ?? []).map((e) => (typeof e === 'number' ? e : e.id)))];
  if (procedimentoId !== null && !(await idsExistentes(db, 'procedimento', [procedimentoId])).has(procedimentoId)) {
    errors.push(invalidField(LAYOUT_MSG.procedimento, 'procedimentoId'));
  }
  if (formularioId !== null && !(await idsExistentes(db, 'formulario', [formularioId])).has(formularioId)) {
    errors.push(invalidField(LAYOUT_MSG.formulario, 'formularioId'));
  }
  const existentes = await idsExistentes(db, 'exame', exames);
  if (exames.some((id) => !existentes.has(id))) errors.push(invalidField(LAYOUT_MSG.exame, 'exames'));
  const usadas = variaveisDo(texto);
  const conhecidas = new Set((await listVariaveis(db)).map((v) => v.nome));
  const desconhecidas = usadas.filter((nome) => !conhecidas.has(nome));
  if (desconhecidas.length > 0) errors.push(invalidField(LAYOUT_MSG.variavelDesconhecida(desconhecidas), 'texto'));
  if (body.tipoLayout === 'ORCAMENTO' && usadas.some((nome) => MARCADORES_BLOQUEIO.includes(nome)))
    errors.push(invalidField(LAYOUT_MSG.bloqueioNoOrcamento, 'texto'));
  if (errors.length > 0) throw new ApiErrorList(400, errors);
  return { nome, texto, procedimentoId, tipoLayout: body.tipoLayout!, formularioId, exames };
}

/** Two saves of a budget layout at once: the unique index refuses the second. */
const rethrowOrcamento = (error: unknown): never => {
  if (isUniqueViolation(error) && constraintOf(error) === 'layout_orcamento_unico') {
    throw new ApiErrorList(409, [invalidField(LAYOUT_MSG.orcamentoExiste, 'tipoLayout')]);
  }
  throw error;
};

const orcamentoJaExiste = () => new ApiErrorList(409, [invalidField(LAYOUT_MSG.orcamentoExiste, 'tipoLayout')]);

/** Layouts (spec 01 §7 Layouts); the variable catalogue is in layout-variaveis.routes.ts, the fill in preenchimento.routes.ts. */
export function layoutRoutes(app: TypedApp): void {
  const actorName = (request: { auth: { user: { nome: string } } | null }) => request.auth?.user.nome ?? null;

  app.post(
    '/layout/listar',
    {
      config: { access: LAYOUT_READ },
      schema: {
        tags: TAGS,
        summary: 'Layouts por tipo e nome (filtros: tipoDeLayout, procedimento, formularioId, nome)',
        body: layoutListarSchema,
        response: { 200: Type.Array(layoutSchema) },
      },
    },
    async (request) => listLayouts(app.deps.db, request.body),
  );

  app.get(
    '/layout/listar/:id',
    {
      config: { access: LAYOUT_READ },
      schema: { tags: TAGS, summary: 'Um layout', params: idParamsSchema, response: { 200: layoutSchema } },
    },
    async (request) => (await findLayout(app.deps.db, Number(request.params.id))) ?? Promise.reject(notFound(LAYOUT_MSG.naoEncontrado)),
  );

  app.get(
    '/layout/buscarLayoutFormulario/:id',
    {
      config: { access: LAYOUT_READ },
      schema: {
        tags: TAGS,
        summary: 'O layout ligado a um formulário (a impressão do formulário); 404 quando não há',
        params: idParamsSchema,
        response: { 200: layoutSchema },
      },
    },
    async (request) => (await findLayoutDoFormulario(app.deps.db, Number(request.params.id))) ?? Promise.reject(notFound(LAYOUT_MSG.formularioSemLayout)),
  );

  app.post(
    '/layout/cadastro',
    {
      config: { access: LAYOUT_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Cadastrar layout (texto saneado; só um do tipo ORCAMENTO)',
        body: layoutCriarSchema,
        response: { 201: layoutSchema },
      },
    },
    async (request, reply) => {
      const dados = await dadosDe(app.deps.db, request.body);
      const created = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        if (dados.tipoLayout === 'ORCAMENTO' && (await existeOrcamento(trx))) throw orcamentoJaExiste();
        const id = await insertLayout(trx, dados, actorName(request)).catch(rethrowOrcamento);
        await audit({ acao: 'LAYOUT_CRIADO', entidade: 'layout', entidadeId: id, detalhes: { nome: dados.nome, tipoLayout: dados.tipoLayout } });
        return (await findLayout(trx, id))!;
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/layout/atualizar',
    {
      config: { access: LAYOUT_WRITE },
      schema: { tags: TAGS, summary: 'Atualizar layout', body: layoutAtualizarSchema, response: { 200: layoutSchema } },
    },
    async (request) => {
      const { id } = request.body;
      const dados = await dadosDe(app.deps.db, request.body);
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const antes = await findLayout(trx, id);
        if (!antes) throw notFound(LAYOUT_MSG.naoEncontrado);
        if (dados.tipoLayout === 'ORCAMENTO' && (await existeOrcamento(trx, id))) throw orcamentoJaExiste();
        await updateLayout(trx, id, dados, actorName(request)).catch(rethrowOrcamento);
        await audit({
          acao: 'LAYOUT_EDITADO',
          entidade: 'layout',
          entidadeId: id,
          detalhes: {
            antes: { nome: antes.nome, tipoLayout: antes.tipoLayout },
            depois: { nome: dados.nome, tipoLayout: dados.tipoLayout },
            textoAlterado: antes.texto !== dados.texto,
          },
        });
        return (await findLayout(trx, id))!;
      });
    },
  );

  app.delete(
    '/layout/delete/:id',
    {
      config: { access: LAYOUT_WRITE },
      schema: { tags: TAGS, summary: 'Excluir layout', params: idParamsSchema, response: { 200: emptyObjectSchema } },
    },
    async (request) => {
      const id = Number(request.params.id);
      await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const deleted = await deleteLayout(trx, id);
        if (!deleted) throw notFound(LAYOUT_MSG.naoEncontrado);
        await audit({ acao: 'LAYOUT_EXCLUIDO', entidade: 'layout', entidadeId: id, detalhes: { nome: deleted.nome, tipoLayout: deleted.tipo_layout } });
      });
      return {};
    },
  );
}
