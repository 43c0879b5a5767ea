import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { isUniqueViolation } from '../db/pg-errors.js';
import { ApiErrorList, conflict, invalidField, notFound, type ErrorItem } from '../errors/api-error.js';
import { idParamsSchema } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import {
  findFormulario,
  insertFormulario,
  insertVersao,
  listFormularios,
  lockFormulario,
  setStatusFormulario,
  updateFormulario,
  type PerguntaDados,
} from './formulario.repository.js';
import {
  formularioCriarSchema,
  formularioEditarSchema,
  formularioSchema,
  listarTodosQuerySchema,
  statusBodySchema,
  versaoQuerySchema,
  type Formulario,
  type PerguntaInput,
} from './formulario.schemas.js';

const TAGS = ['Formulários'];
/** The record's forms panel fills them; settings define them. */
export const FORMULARIO_READ = 'ROLE_PACIENTES || ROLE_CONFIGURACOES';
export const FORMULARIO_WRITE = 'ROLE_CONFIGURACOES && GERENCIAR_CONFIGURACOES';

export const FORMULARIO_MSG = {
  naoEncontrado: 'Formulário não encontrado.',
  versaoNaoEncontrada: 'Versão do formulário não encontrada.',
  nome: 'NOME É OBRIGATÓRIO.',
  pergunta: 'PERGUNTA É OBRIGATÓRIA.',
  duplicado: 'Já existe um formulário com este nome.',
  alteradoPorOutro: 'Este formulário foi alterado por outra pessoa. Recarregue e tente novamente.',
} as const;

const text = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

/** Questions as they will be saved (order: `ordenacao`, else their place in the list), with one error per blank question. */
function perguntasDe(input: PerguntaInput[]): { perguntas: PerguntaDados[]; errors: ErrorItem[] } {
  const errors: ErrorItem[] = [];
  const perguntas = input.map((p, index): PerguntaDados => {
    const pergunta = text(p.pergunta)?.replace(/\s+/g, ' ') ?? '';
    if (!pergunta) errors.push(invalidField(FORMULARIO_MSG.pergunta, `perguntas.${index}.pergunta`));
    return {
      pergunta,
      exibirCamposSimouNao: p.exibirCamposSimouNao ?? false,
      exibirCampoRestricao: p.exibirCampoRestricao ?? false,
      exibirGrauCalvicie: p.exibirGrauCalvicie ?? false,
      exibePulseiraVermelha: p.exibePulseiraVermelha ?? false,
      textoComplementar: text(p.textoComplementar),
      opcoesAdicionais: text(p.opcoesAdicionais),
      ordenacao: p.ordenacao ?? index,
    };
  });
  // stable: equal ordenacao keeps the list's order, as the database reads them back (ordenacao, id)
  return { perguntas: perguntas.sort((a, b) => a.ordenacao - b.ordenacao), errors };
}

const semId = (f: Formulario): PerguntaDados[] => f.perguntas.map(({ id: _id, ...p }) => p);
const rethrowNome = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new ApiErrorList(409, [invalidField(FORMULARIO_MSG.duplicado, 'nome')]);
  throw error;
};

/** Form definitions (spec 02 §7, Forms: listarTodos, listar/{id}, cadastro, editar, atualizarStatusFormulario, grauCalvicie/* in grau-calvicie.routes.ts). */
export function formularioRoutes(app: TypedApp): void {
  const actorName = (request: { auth: { user: { nome: string } } | null }) => request.auth?.user.nome ?? null;

  app.get(
    '/gerenciar/formulario/listarTodos',
    {
      config: { access: FORMULARIO_READ },
      schema: {
        tags: TAGS,
        summary: 'Formulários na versão atual, por nome (status=true: só os ativos)',
        querystring: listarTodosQuerySchema,
        response: { 200: Type.Array(formularioSchema) },
      },
    },
    async (request) => listFormularios(app.deps.db, request.query.status === undefined ? undefined : request.query.status === 'true'),
  );

  app.get(
    '/gerenciar/formulario/listar/:id',
    {
      config: { access: FORMULARIO_READ },
      schema: {
        tags: TAGS,
        summary: 'Um formulário na versão atual (ou na versão pedida: ?versao=)',
        params: idParamsSchema,
        querystring: versaoQuerySchema,
        response: { 200: formularioSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const versao = request.query.versao === undefined ? undefined : Number(request.query.versao);
      const found = await findFormulario(app.deps.db, id, versao);
      if (found) return found;
      if (versao !== undefined && (await findFormulario(app.deps.db, id))) throw notFound(FORMULARIO_MSG.versaoNaoEncontrada);
      throw notFound(FORMULARIO_MSG.naoEncontrado);
    },
  );

  app.post(
    '/gerenciar/formulario/cadastro',
    {
      config: { access: FORMULARIO_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Cadastrar formulário com suas perguntas (versão 1)',
        body: formularioCriarSchema,
        response: { 201: formularioSchema },
      },
    },
    async (request, reply) => {
      const nome = text(request.body.nome)?.replace(/\s+/g, ' ') ?? '';
      const { perguntas, errors } = perguntasDe(request.body.perguntas ?? []);
      if (!nome) errors.unshift(invalidField(FORMULARIO_MSG.nome, 'nome'));
      if (errors.length > 0) throw new ApiErrorList(400, errors);
      const actor = actorName(request);
      const created = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const id = await insertFormulario(trx, nome, request.body.ativo ?? true, actor).catch(rethrowNome);
        await insertVersao(trx, id, 1, nome, perguntas, actor);
        await audit({ acao: 'FORMULARIO_CRIADO', entidade: 'formulario', entidadeId: id, detalhes: { nome, versao: 1, perguntas: perguntas.length } });
        return (await findFormulario(trx, id))!;
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/gerenciar/formulario/editar',
    {
      config: { access: FORMULARIO_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Editar formulário: grava uma nova versão (as anteriores não mudam); 409 se a versão enviada não é mais a atual',
        body: formularioEditarSchema,
        response: { 200: formularioSchema },
      },
    },
    async (request) => {
      const { id, versao } = request.body;
      const actor = actorName(request);
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const locked = await lockFormulario(trx, id);
        if (!locked) throw notFound(FORMULARIO_MSG.naoEncontrado);
        if (locked.versao !== versao) throw conflict(FORMULARIO_MSG.alteradoPorOutro, `versão atual ${locked.versao}, enviada ${versao}`);
        const atual = (await findFormulario(trx, id))!;
        const nome = request.body.nome === undefined ? atual.nome : (text(request.body.nome)?.replace(/\s+/g, ' ') ?? '');
        const { perguntas, errors } = request.body.perguntas === undefined ? { perguntas: semId(atual), errors: [] } : perguntasDe(request.body.perguntas);
        if (!nome) errors.unshift(invalidField(FORMULARIO_MSG.nome, 'nome'));
        if (errors.length > 0) throw new ApiErrorList(400, errors);
        const ativo = request.body.ativo ?? atual.ativo;
        // the same name and questions: no new version (answers keep pointing at the current one)
        const mudou = nome !== atual.nome || JSON.stringify(perguntas) !== JSON.stringify(semId(atual));
        const novaVersao = mudou ? atual.versao + 1 : atual.versao;
        if (mudou) await insertVersao(trx, id, novaVersao, nome, perguntas, actor);
        if (mudou || ativo !== atual.ativo) await updateFormulario(trx, id, { nome, versao: novaVersao, ativo }, actor).catch(rethrowNome);
        await audit({
          acao: 'FORMULARIO_EDITADO',
          entidade: 'formulario',
          entidadeId: id,
          detalhes: {
            antes: { nome: atual.nome, versao: atual.versao, ativo: atual.ativo },
            depois: { nome, versao: novaVersao, ativo },
            perguntas: perguntas.length,
          },
        });
        return (await findFormulario(trx, id))!;
      });
    },
  );

  app.post(
    '/gerenciar/formulario/atualizarStatusFormulario',
    {
      config: { access: FORMULARIO_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Ativar ou desativar um formulário (não cria versão)',
        body: statusBodySchema,
        response: { 200: formularioSchema },
      },
    },
    async (request) => {
      const { id, ativo } = request.body;
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        if (!(await setStatusFormulario(trx, id, ativo, actorName(request)))) throw notFound(FORMULARIO_MSG.naoEncontrado);
        await audit({ acao: ativo ? 'FORMULARIO_ATIVADO' : 'FORMULARIO_DESATIVADO', entidade: 'formulario', entidadeId: id });
        return (await findFormulario(trx, id))!;
      });
    },
  );
}
