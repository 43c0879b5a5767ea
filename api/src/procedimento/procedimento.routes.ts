import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { isForeignKeyViolation, isRestrictViolation, isUniqueViolation } from '../db/pg-errors.js';
import { ApiErrorList, badRequest, conflict, notFound } from '../errors/api-error.js';
import { emptyObjectSchema, idParamsSchema } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import { MAX_IMAGENS } from '../imagens/etapa.validation.js';
import {
  configuracaoEtapaOf,
  deleteProcedimento,
  findProcedimento,
  insertProcedimento,
  listConfiguracoesEtapa,
  listProcedimentos,
  lockProcedimento,
  procedimentosDoPaciente,
  saveConfiguracaoEtapa,
  setEtapas,
  updateProcedimento,
  usosDoProcedimento,
  versaoAtual,
} from './procedimento.repository.js';
import { recusaDeAtualizacao } from '../errors/registro-desatualizado.js';
import {
  configuracaoEtapaBodySchema,
  configuracaoEtapaSchema,
  procedimentoCriarSchema,
  procedimentoEditarSchema,
  procedimentoSchema,
  type ProcedimentoInput,
} from './procedimento.schemas.js';

const TAGS = ['Procedimentos'];
/** The agenda books them, the record lists them, quotes price them. */
export const PROCEDIMENTO_READ = 'ROLE_PACIENTES || ROLE_AGENDAMENTOS || ROLE_FINANCEIRO';
export const PROCEDIMENTO_DO_PACIENTE_READ = 'ROLE_PACIENTES || ROLE_AGENDAMENTOS';
export const PROCEDIMENTO_WRITE = 'GERENCIAR_CONFIGURACOES';

export const PROCEDIMENTO_MSG = {
  naoEncontrado: 'Procedimento não encontrado.',
  nome: 'NOME É OBRIGATÓRIO.',
  valor: 'VALOR É OBRIGATÓRIO.',
  nomeDuplicado: 'Já existe um procedimento com este nome.',
  etapaInexistente: 'Etapa inexistente.',
  etapaDuplicada: 'Já existe uma etapa com este nome.',
  emUso: 'Não é possível excluir: o procedimento tem agendamentos ou etapas registradas de pacientes. Desative-o.',
} as const;

function checked(input: ProcedimentoInput): { nome: string; valor: number; ativo: boolean; etapas: number[] } {
  const nome = input.nome?.trim().replace(/\s+/g, ' ') ?? '';
  const errors = [];
  if (nome === '') errors.push({ mensagemUsuario: PROCEDIMENTO_MSG.nome, mensagemDesenvolvedor: 'Campo inválido: nome' });
  if (input.valor === undefined || input.valor === null || Math.round(input.valor) < 1) {
    errors.push({ mensagemUsuario: PROCEDIMENTO_MSG.valor, mensagemDesenvolvedor: 'Campo inválido: valor' });
  }
  if (errors.length > 0) throw new ApiErrorList(400, errors);
  return { nome, valor: Math.round(input.valor!), ativo: input.ativo ?? true, etapas: [...new Set((input.etapas ?? []).map((e) => e.id))] };
}

const rethrow = (error: unknown): never => {
  if (isUniqueViolation(error)) throw conflict(PROCEDIMENTO_MSG.nomeDuplicado, 'procedimento_nome_unico');
  if (isForeignKeyViolation(error)) throw badRequest(PROCEDIMENTO_MSG.etapaInexistente, 'configuracao_etapa');
  throw error;
};

/** Procedures and stage descriptions (spec 02 §7, Procedures). */
export function procedimentoRoutes(app: TypedApp): void {
  app.get(
    '/gerenciar/procedimento/listar',
    {
      config: { access: PROCEDIMENTO_READ },
      schema: { tags: TAGS, summary: 'Procedimentos com suas etapas', response: { 200: Type.Array(procedimentoSchema) } },
    },
    async () => listProcedimentos(app.deps.db),
  );

  app.get(
    '/gerenciar/procedimento/listar/:id',
    {
      config: { access: PROCEDIMENTO_READ },
      schema: { tags: TAGS, summary: 'Um procedimento', params: idParamsSchema, response: { 200: procedimentoSchema } },
    },
    async (request) => {
      const found = await findProcedimento(app.deps.db, Number(request.params.id));
      if (!found) throw notFound(PROCEDIMENTO_MSG.naoEncontrado);
      return found;
    },
  );

  app.get(
    '/gerenciar/procedimento/pesquisarProcedimentosDoPaciente/:id',
    {
      config: { access: PROCEDIMENTO_DO_PACIENTE_READ },
      schema: {
        tags: TAGS,
        summary: 'Procedimentos do paciente (dos seus agendamentos), o mais recente primeiro',
        params: idParamsSchema,
        response: { 200: Type.Array(procedimentoSchema) },
      },
    },
    async (request) => procedimentosDoPaciente(app.deps.db, Number(request.params.id)),
  );

  const save = (request: FastifyRequest & { body: ProcedimentoInput }, id: number | undefined) => {
    const dados = checked(request.body);
    const actor = request.auth?.user.nome ?? null;
    return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
      let procedimentoId = id;
      if (procedimentoId === undefined) {
        procedimentoId = await insertProcedimento(trx, dados, actor).catch(rethrow);
      } else {
        const versao = request.body.versao;
        const updated = await updateProcedimento(trx, procedimentoId, versao, dados, actor).catch(rethrow);
        if (!updated) recusaDeAtualizacao(await versaoAtual(trx, 'procedimento', procedimentoId), versao, () => notFound(PROCEDIMENTO_MSG.naoEncontrado));
      }
      await setEtapas(trx, procedimentoId, dados.etapas).catch(rethrow);
      await audit({
        acao: id === undefined ? 'PROCEDIMENTO_CRIADO' : 'PROCEDIMENTO_EDITADO',
        entidade: 'procedimento',
        entidadeId: procedimentoId,
        detalhes: { ...dados },
      });
      return (await findProcedimento(trx, procedimentoId))!;
    });
  };

  app.post(
    '/gerenciar/procedimento/cadastro',
    {
      config: { access: PROCEDIMENTO_WRITE },
      schema: { tags: TAGS, summary: 'Cadastrar procedimento', body: procedimentoCriarSchema, response: { 201: procedimentoSchema } },
    },
    async (request, reply) => reply.code(201).send(await save(request, undefined)),
  );

  app.put(
    '/gerenciar/procedimento/editar',
    {
      config: { access: PROCEDIMENTO_WRITE },
      schema: { tags: TAGS, summary: 'Editar procedimento', body: procedimentoEditarSchema, response: { 200: procedimentoSchema } },
    },
    async (request) => save(request, request.body.id),
  );

  app.get(
    '/gerenciar/procedimento/ListarDescricaoEtapa',
    {
      config: { access: PROCEDIMENTO_READ },
      schema: { tags: TAGS, summary: 'Descrições de etapa', response: { 200: Type.Array(configuracaoEtapaSchema) } },
    },
    async () => listConfiguracoesEtapa(app.deps.db),
  );

  app.post(
    '/gerenciar/procedimento/cadastroDescricaoEtapa',
    {
      config: { access: PROCEDIMENTO_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Cadastrar ou editar uma descrição de etapa',
        body: configuracaoEtapaBodySchema,
        response: { 200: configuracaoEtapaSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const nome = body.nomeEtapa.trim().replace(/\s+/g, ' ');
      if (nome === '') throw badRequest(PROCEDIMENTO_MSG.nome, 'Campo inválido: nomeEtapa');
      const values = {
        nome_etapa: nome,
        ativo: body.ativo ?? true,
        ordenacao: body.ordenacao ?? 0,
        estudo_caso: body.estudoCaso ?? false,
        // a new stage takes the spec's maximum of slots
        quantidade_imagens: body.quantidadeImagens ?? MAX_IMAGENS,
      };
      const rethrowEtapa = (error: unknown): never => {
        if (isUniqueViolation(error)) throw conflict(PROCEDIMENTO_MSG.etapaDuplicada, 'configuracao_etapa_nome_unico');
        throw error;
      };
      const row = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const saved = await saveConfiguracaoEtapa(trx, body.id, body.versao, values).catch(rethrowEtapa);
        if (!saved) recusaDeAtualizacao(await versaoAtual(trx, 'configuracao_etapa', body.id!), body.versao, () => notFound(PROCEDIMENTO_MSG.etapaInexistente));
        await audit({ acao: body.id ? 'ETAPA_EDITADA' : 'ETAPA_CRIADA', entidade: 'configuracao_etapa', entidadeId: saved.id, detalhes: { depois: values } });
        return saved;
      });
      return configuracaoEtapaOf(row);
    },
  );

  app.delete(
    '/gerenciar/procedimento/excluir/:id',
    {
      config: { access: PROCEDIMENTO_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Excluir procedimento (409 se há agendamentos ou etapas de pacientes com ele)',
        params: idParamsSchema,
        response: { 200: emptyObjectSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const nome = await lockProcedimento(trx, id);
        if (nome === undefined) throw notFound(PROCEDIMENTO_MSG.naoEncontrado);
        const usos = await usosDoProcedimento(trx, id);
        if (usos.agendamentos > 0 || usos.etapas > 0) throw conflict(PROCEDIMENTO_MSG.emUso, `agendamentos: ${usos.agendamentos}, etapas: ${usos.etapas}`);
        await deleteProcedimento(trx, id).catch((error: unknown) => {
          // something else that refers to it (a later area): the same refusal, never the database's
          if (isForeignKeyViolation(error) || isRestrictViolation(error)) throw conflict(PROCEDIMENTO_MSG.emUso, 'procedimento referenciado');
          throw error;
        });
        await audit({ acao: 'PROCEDIMENTO_EXCLUIDO', entidade: 'procedimento', entidadeId: id, detalhes: { nome } });
      });
      return {};
    },
  );
}
