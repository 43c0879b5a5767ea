import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { isForeignKeyViolation, isUniqueViolation } from '../db/pg-errors.js';
import { ApiErrorList, badRequest, conflict, notFound } from '../errors/api-error.js';
import { bearerSecurity, idParamsSchema } from '../http/schemas.js';
import {
  findProcedimento,
  insertProcedimento,
  listConfiguracoesEtapa,
  listProcedimentos,
  procedimentosDoPaciente,
  saveConfiguracaoEtapa,
  setEtapas,
  updateProcedimento,
} from './procedimento.repository.js';

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
} as const;

const etapaResumoSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, nomeEtapa: { type: 'string' } },
  required: ['id', 'nomeEtapa'],
} as const;

export const procedimentoSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    nome: { type: 'string' },
    valor: { type: 'number' },
    ativo: { type: 'boolean' },
    etapas: { type: 'array', items: etapaResumoSchema },
  },
  required: ['id', 'nome', 'valor', 'ativo', 'etapas'],
} as const;

const configuracaoEtapaSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, nomeEtapa: { type: 'string' }, ativo: { type: 'boolean' }, ordenacao: { type: 'integer' }, estudoCaso: { type: 'boolean' } },
  required: ['id', 'nomeEtapa', 'ativo', 'ordenacao', 'estudoCaso'],
} as const;

const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

const procedimentoInputSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: ID,
    nome: { type: ['string', 'null'], maxLength: 200 },
    valor: { type: ['number', 'null'], minimum: 0, maximum: 9999999999 },
    ativo: { type: 'boolean' },
    etapas: { type: 'array', maxItems: 50, items: { type: 'object', properties: { id: ID, nomeEtapa: { type: 'string' } }, required: ['id'] } },
  },
} as const;

interface ProcedimentoInput {
  id?: number;
  nome?: string | null;
  valor?: number | null;
  ativo?: boolean;
  etapas?: { id: number }[];
}

function checked(input: ProcedimentoInput): { nome: string; valor: number; ativo: boolean; etapas: number[] } {
  const nome = input.nome?.trim().replace(/\s+/g, ' ') ?? '';
  const errors = [];
  if (nome === '') errors.push({ mensagemUsuario: PROCEDIMENTO_MSG.nome, mensagemDesenvolvedor: 'Campo inválido: nome' });
  if (input.valor === undefined || input.valor === null || input.valor < 0.01) {
    errors.push({ mensagemUsuario: PROCEDIMENTO_MSG.valor, mensagemDesenvolvedor: 'Campo inválido: valor' });
  }
  if (errors.length > 0) throw new ApiErrorList(400, errors);
  return { nome, valor: Math.round(input.valor! * 100) / 100, ativo: input.ativo ?? true, etapas: [...new Set((input.etapas ?? []).map((e) => e.id))] };
}

const rethrow = (error: unknown): never => {
  if (isUniqueViolation(error)) throw conflict(PROCEDIMENTO_MSG.nomeDuplicado, 'procedimento_nome_unico');
  if (isForeignKeyViolation(error)) throw badRequest(PROCEDIMENTO_MSG.etapaInexistente, 'configuracao_etapa');
  throw error;
};

/** Procedures and stage descriptions (spec 02 §7, Procedures). */
export function procedimentoRoutes(app: FastifyInstance): void {
  app.get(
    '/gerenciar/procedimento/listar',
    { config: { access: PROCEDIMENTO_READ }, schema: { tags: TAGS, summary: 'Procedimentos com suas etapas', security: bearerSecurity, response: { 200: { type: 'array', items: procedimentoSchema } } } },
    async () => listProcedimentos(app.deps.db),
  );

  app.get<{ Params: { id: string } }>(
    '/gerenciar/procedimento/listar/:id',
    { config: { access: PROCEDIMENTO_READ }, schema: { tags: TAGS, summary: 'Um procedimento', security: bearerSecurity, params: idParamsSchema, response: { 200: procedimentoSchema } } },
    async (request) => {
      const found = await findProcedimento(app.deps.db, Number(request.params.id));
      if (!found) throw notFound(PROCEDIMENTO_MSG.naoEncontrado);
      return found;
    },
  );

  app.get<{ Params: { id: string } }>(
    '/gerenciar/procedimento/pesquisarProcedimentosDoPaciente/:id',
    {
      config: { access: PROCEDIMENTO_DO_PACIENTE_READ },
      schema: {
        tags: TAGS,
        summary: 'Procedimentos do paciente (dos seus agendamentos), o mais recente primeiro',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: { type: 'array', items: procedimentoSchema } },
      },
    },
    async (request) => procedimentosDoPaciente(app.deps.db, Number(request.params.id)),
  );

  const save = (request: FastifyRequest<{ Body: ProcedimentoInput }>, id: number | undefined) => {
    const dados = checked(request.body);
    const actor = request.auth?.user.nome ?? null;
    return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
      let procedimentoId = id;
      if (procedimentoId === undefined) {
        procedimentoId = await insertProcedimento(trx, dados, actor).catch(rethrow);
      } else {
        const updated = await updateProcedimento(trx, procedimentoId, dados, actor).catch(rethrow);
        if (!updated) throw notFound(PROCEDIMENTO_MSG.naoEncontrado);
      }
      await setEtapas(trx, procedimentoId, dados.etapas).catch(rethrow);
      await audit({ acao: id === undefined ? 'PROCEDIMENTO_CRIADO' : 'PROCEDIMENTO_EDITADO', entidade: 'procedimento', entidadeId: procedimentoId, detalhes: { ...dados } });
      return (await findProcedimento(trx, procedimentoId))!;
    });
  };

  app.post<{ Body: ProcedimentoInput }>(
    '/gerenciar/procedimento/cadastro',
    { config: { access: PROCEDIMENTO_WRITE }, schema: { tags: TAGS, summary: 'Cadastrar procedimento', security: bearerSecurity, body: procedimentoInputSchema, response: { 201: procedimentoSchema } } },
    async (request, reply) => reply.code(201).send(await save(request, undefined)),
  );

  app.put<{ Body: ProcedimentoInput & { id: number } }>(
    '/gerenciar/procedimento/editar',
    {
      config: { access: PROCEDIMENTO_WRITE },
      schema: { tags: TAGS, summary: 'Editar procedimento', security: bearerSecurity, body: { ...procedimentoInputSchema, required: ['id'] }, response: { 200: procedimentoSchema } },
    },
    async (request) => save(request, request.body.id),
  );

  app.get(
    '/gerenciar/procedimento/ListarDescricaoEtapa',
    { config: { access: PROCEDIMENTO_READ }, schema: { tags: TAGS, summary: 'Descrições de etapa', security: bearerSecurity, response: { 200: { type: 'array', items: configuracaoEtapaSchema } } } },
    async () => listConfiguracoesEtapa(app.deps.db),
  );

  app.post<{ Body: { id?: number; nomeEtapa: string; ativo?: boolean; ordenacao?: number; estudoCaso?: boolean } }>(
    '/gerenciar/procedimento/cadastroDescricaoEtapa',
    {
      config: { access: PROCEDIMENTO_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Cadastrar ou editar uma descrição de etapa',
        security: bearerSecurity,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { id: ID, nomeEtapa: { type: 'string', maxLength: 100 }, ativo: { type: 'boolean' }, ordenacao: { type: 'integer', minimum: 0, maximum: 10000 }, estudoCaso: { type: 'boolean' } },
          required: ['nomeEtapa'],
        },
        response: { 200: configuracaoEtapaSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const nome = body.nomeEtapa.trim().replace(/\s+/g, ' ');
      if (nome === '') throw badRequest(PROCEDIMENTO_MSG.nome, 'Campo inválido: nomeEtapa');
      const values = { nome_etapa: nome, ativo: body.ativo ?? true, ordenacao: body.ordenacao ?? 0, estudo_caso: body.estudoCaso ?? false };
      const rethrowEtapa = (error: unknown): never => {
        if (isUniqueViolation(error)) throw conflict(PROCEDIMENTO_MSG.etapaDuplicada, 'configuracao_etapa_nome_unico');
        throw error;
      };
      const row = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const saved = await saveConfiguracaoEtapa(trx, body.id, values).catch(rethrowEtapa);
        if (!saved) throw notFound(PROCEDIMENTO_MSG.etapaInexistente);
        await audit({ acao: body.id ? 'ETAPA_EDITADA' : 'ETAPA_CRIADA', entidade: 'configuracao_etapa', entidadeId: saved.id });
        return saved;
      });
      return { id: row.id, nomeEtapa: row.nome_etapa, ativo: row.ativo, ordenacao: row.ordenacao, estudoCaso: row.estudo_caso };
    },
  );
}
