import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import type { Trx } from '../db/database.js';
import { isForeignKeyViolation, isRestrictViolation, isUniqueViolation } from '../db/pg-errors.js';
import { badRequest, conflict, notFound } from '../errors/api-error.js';
import { emptyObjectSchema, idParamsSchema } from '../http/schemas.js';
import { registroDesatualizado } from '../errors/registro-desatualizado.js';
import type { TypedApp } from '../http/typebox.js';
import {
  deleteNome,
  deletePulseira,
  insertNome,
  insertPulseira,
  listNomes,
  listPulseiras,
  lockNome,
  lockPulseira,
  updateNome,
  updatePulseira,
  type NomeTable,
} from './cadastros-auxiliares.repository.js';
import { listaQuerySchema, nomeInputSchema, nomeItemSchema, pulseiraInputSchema, pulseiraSchema } from './cadastros-auxiliares.schemas.js';

const TAGS = ['Pacientes — cadastros auxiliares'];
/** Reading the lists: whoever reads patients (the patient form and the booking dialog use them). */
export const LOOKUP_READ = 'ROLE_PACIENTES || ROLE_AGENDAMENTOS';
/** Changing the lists: configuration, or the patient area itself. */
export const LOOKUP_WRITE = 'ROLE_CONFIGURACOES || ROLE_PACIENTES';

const EM_USO = 'Não é possível excluir: há pacientes vinculados a este item.';

interface NomeLookup {
  table: NomeTable;
  base: string;
  list: string;
  create: string;
  label: string;
  duplicate: string;
  missing: string;
  acao: string;
}

const NOME_LOOKUPS: NomeLookup[] = [
  {
    table: 'plano_saude',
    base: '/gerenciar/planoSaude',
    list: 'listarPlanoSaude',
    create: 'cadastroPlanoSaude',
    label: 'plano de saúde',
    duplicate: 'Já existe um plano de saúde com este nome.',
    missing: 'Plano de saúde não encontrado.',
    acao: 'PLANO_SAUDE',
  },
  {
    table: 'pesquisa_atracao',
    base: '/gerenciar/pesquisaAtracao',
    list: 'listarPesquisaAtracao',
    create: 'cadastroPesquisaAtracao',
    label: "opção de 'como conheceu'",
    duplicate: 'Já existe uma opção com este nome.',
    missing: 'Opção não encontrada.',
    acao: 'PESQUISA_ATRACAO',
  },
];

const PULSEIRA = { duplicate: 'Já existe uma pulseira com este tipo.', missing: 'Pulseira não encontrada.' };

const collapse = (text: string): string => text.trim().replace(/\s+/g, ' ');

interface Save<T> {
  id: number | null | undefined;
  /** the version the edit was made on: a stale one is 409 (none given: no check) */
  versao: number | undefined;
  entidade: string;
  acoes: { criado: string; editado: string };
  duplicate: string;
  missing: string;
  insert: (trx: Trx) => Promise<T>;
  lock: (trx: Trx, id: number) => Promise<T | undefined>;
  update: (trx: Trx, id: number) => Promise<T>;
}

/** Without an id creates (201), with one edits (200; 404 when missing); a taken name is 409 either way. */
async function save<T extends { id: number; versao: number }>(app: TypedApp, request: FastifyRequest, s: Save<T>): Promise<{ status: 200 | 201; item: T }> {
  const rethrow = (error: unknown): never => {
    if (isUniqueViolation(error)) throw conflict(s.duplicate);
    throw error;
  };
  const id = s.id ?? undefined;
  const item = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
    if (id === undefined) {
      const row = await s.insert(trx).catch(rethrow);
      await audit({ acao: s.acoes.criado, entidade: s.entidade, entidadeId: row.id, detalhes: { depois: row } });
      return row;
    }
    const before = await s.lock(trx, id);
    if (!before) throw notFound(s.missing);
    if (s.versao !== undefined && s.versao !== before.versao) throw registroDesatualizado(s.versao, before.versao);
    const row = await s.update(trx, id).catch(rethrow);
    await audit({ acao: s.acoes.editado, entidade: s.entidade, entidadeId: id, detalhes: { antes: before, depois: row } });
    return row;
  });
  return { status: id === undefined ? 201 : 200, item };
}

/** Deletes through `remove`; a patient still using the item is 409. */
async function excluir<T>(
  app: TypedApp,
  request: FastifyRequest,
  id: number,
  d: Pick<Save<T>, 'entidade' | 'missing' | 'lock'> & { acao: string; remove: (trx: Trx) => Promise<void> },
) {
  await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
    const before = await d.lock(trx, id);
    if (!before) throw notFound(d.missing);
    await d.remove(trx).catch((error: unknown) => {
      if (isRestrictViolation(error) || isForeignKeyViolation(error)) throw conflict(EM_USO);
      throw error;
    });
    await audit({ acao: d.acao, entidade: d.entidade, entidadeId: id, detalhes: { antes: before } });
  });
  return {};
}

const writeSchema = <B, R>(summary: string, body: B, item: R) => ({ tags: TAGS, summary, body, response: { 200: item, 201: item } });
const deleteSchema = (summary: string) => ({ tags: TAGS, summary, params: idParamsSchema, response: { 200: emptyObjectSchema } });

/** Health plans, 'how did you hear about us' options and wristbands: list (?ativos=true), create or edit, delete. */
export function cadastrosAuxiliaresRoutes(app: TypedApp): void {
  for (const lookup of NOME_LOOKUPS) {
    const { table } = lookup;
    app.get(
      `${lookup.base}/${lookup.list}`,
      {
        config: { access: LOOKUP_READ },
        schema: {
          tags: TAGS,
          summary: `Listar ${lookup.label}: ativos primeiro, por nome (?ativos=true: só os ativos)`,
          querystring: listaQuerySchema,
          response: { 200: Type.Array(nomeItemSchema) },
        },
      },
      async (request) => listNomes(app.deps.db, table, request.query.ativos === 'true'),
    );

    app.post(
      `${lookup.base}/${lookup.create}`,
      { config: { access: LOOKUP_WRITE }, schema: writeSchema(`Criar (sem id, 201) ou editar (com id) ${lookup.label}`, nomeInputSchema, nomeItemSchema) },
      async (request, reply) => {
        const nome = collapse(request.body.nome);
        const { ativo } = request.body;
        if (!nome) throw badRequest('O nome não pode ficar em branco.');
        const { status, item } = await save(app, request, {
          id: request.body.id,
          versao: request.body.versao,
          entidade: table,
          acoes: { criado: `${lookup.acao}_CRIADO`, editado: `${lookup.acao}_EDITADO` },
          duplicate: lookup.duplicate,
          missing: lookup.missing,
          insert: (trx) => insertNome(trx, table, { nome, ativo: ativo ?? true }),
          lock: (trx, id) => lockNome(trx, table, id),
          update: (trx, id) => updateNome(trx, table, id, { nome, ativo }),
        });
        return reply.code(status).send(item);
      },
    );

    app.delete(
      `${lookup.base}/excluir/:id`,
      { config: { access: LOOKUP_WRITE }, schema: deleteSchema(`Excluir ${lookup.label} (409 se algum paciente o usa)`) },
      async (request) => {
        const id = Number(request.params.id);
        return excluir(app, request, id, {
          entidade: table,
          missing: lookup.missing,
          acao: `${lookup.acao}_EXCLUIDO`,
          lock: (trx) => lockNome(trx, table, id),
          remove: (trx) => deleteNome(trx, table, id),
        });
      },
    );
  }

  app.get(
    '/gerenciar/paciente/listarPulseiras',
    {
      config: { access: LOOKUP_READ },
      schema: {
        tags: TAGS,
        summary: 'Listar pulseiras: ativas primeiro, por tipo (?ativos=true: só as ativas)',
        querystring: listaQuerySchema,
        response: { 200: Type.Array(pulseiraSchema) },
      },
    },
    async (request) => listPulseiras(app.deps.db, request.query.ativos === 'true'),
  );

  app.post(
    '/gerenciar/paciente/cadastroPulseiras',
    {
      config: { access: LOOKUP_WRITE },
      schema: writeSchema('Criar (sem id, 201) ou editar (com id) pulseira: tipo e cor', pulseiraInputSchema, pulseiraSchema),
    },
    async (request, reply) => {
      const tipo = collapse(request.body.tipo);
      const cor = request.body.cor.toUpperCase();
      const { ativo } = request.body;
      if (!tipo) throw badRequest('O tipo não pode ficar em branco.');
      const { status, item } = await save(app, request, {
        id: request.body.id,
        versao: request.body.versao,
        entidade: 'pulseira',
        acoes: { criado: 'PULSEIRA_CRIADA', editado: 'PULSEIRA_EDITADA' },
        ...PULSEIRA,
        insert: (trx) => insertPulseira(trx, { tipo, cor, ativo: ativo ?? true }),
        lock: lockPulseira,
        update: (trx, id) => updatePulseira(trx, id, { tipo, cor, ativo }),
      });
      return reply.code(status).send(item);
    },
  );

  app.delete(
    '/gerenciar/paciente/deletarPulseiras/:id',
    { config: { access: LOOKUP_WRITE }, schema: deleteSchema('Excluir pulseira (409 se algum paciente a usa)') },
    async (request) => {
      const id = Number(request.params.id);
      return excluir(app, request, id, {
        entidade: 'pulseira',
        missing: PULSEIRA.missing,
        acao: 'PULSEIRA_EXCLUIDA',
        lock: lockPulseira,
        remove: (trx) => deletePulseira(trx, id),
      });
    },
  );
}
