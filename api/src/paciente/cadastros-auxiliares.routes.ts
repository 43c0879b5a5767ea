import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { isForeignKeyViolation, isRestrictViolation, isUniqueViolation } from '../db/pg-errors.js';
import { badRequest, conflict, notFound } from '../errors/api-error.js';
import { bearerSecurity, emptyObjectSchema, idParamsSchema } from '../http/schemas.js';
import { Nullable, type TypedApp } from '../http/typebox.js';
import {
  deleteNome,
  deletePulseira,
  findNome,
  findPulseira,
  insertNome,
  insertPulseira,
  listNomes,
  listPulseiras,
  type NomeTable,
} from './cadastros-auxiliares.repository.js';

const TAGS = ['Pacientes — cadastros auxiliares'];
/** Reading the lists: whoever reads patients (the patient form and the booking dialog use them). */
export const LOOKUP_READ = 'ROLE_PACIENTES || ROLE_AGENDAMENTOS';
/** Changing the lists: configuration, or the patient area itself. */
export const LOOKUP_WRITE = 'ROLE_CONFIGURACOES || ROLE_PACIENTES';

const EM_USO = 'Não é possível excluir: há pacientes vinculados a este item.';

const idNomeSchema = Type.Object({ id: Type.Integer(), nome: Type.String() });

const nomeInputSchema = Type.Object(
  { id: Type.Optional(Nullable(Type.Integer({ description: 'ignorado (sempre cria)' }))), nome: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);

const pulseiraSchema = Type.Object({ id: Type.Integer(), tipo: Type.String(), cor: Type.String() });

const pulseiraInputSchema = Type.Object(
  {
    id: Type.Optional(Nullable(Type.Integer({ description: 'ignorado (sempre cria)' }))),
    tipo: Type.String({ minLength: 1, maxLength: 100 }),
    cor: Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', description: '#RRGGBB' }),
  },
  { additionalProperties: false },
);

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

/** Health plans, 'how did you hear about us' options and wristbands: list, create, delete. */
export function cadastrosAuxiliaresRoutes(app: TypedApp): void {
  for (const lookup of NOME_LOOKUPS) {
    app.get(
      `${lookup.base}/${lookup.list}`,
      {
        config: { access: LOOKUP_READ },
        schema: { tags: TAGS, summary: `Listar ${lookup.label} (por nome)`, security: bearerSecurity, response: { 200: Type.Array(idNomeSchema) } },
      },
      async () => listNomes(app.deps.db, lookup.table),
    );

    app.post(
      `${lookup.base}/${lookup.create}`,
      {
        config: { access: LOOKUP_WRITE },
        schema: { tags: TAGS, summary: `Criar ${lookup.label}`, security: bearerSecurity, body: nomeInputSchema, response: { 201: idNomeSchema } },
      },
      async (request, reply) => {
        const nome = request.body.nome.trim().replace(/\s+/g, ' ');
        if (!nome) throw badRequest('O nome não pode ficar em branco.');
        const created = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
          const row = await insertNome(trx, lookup.table, nome).catch((error: unknown) => {
            if (isUniqueViolation(error)) throw conflict(lookup.duplicate);
            throw error;
          });
          await audit({ acao: `${lookup.acao}_CRIADO`, entidade: lookup.table, entidadeId: row.id, detalhes: { depois: row } });
          return row;
        });
        return reply.code(201).send(created);
      },
    );

    app.delete(
      `${lookup.base}/excluir/:id`,
      {
        config: { access: LOOKUP_WRITE },
        schema: {
          tags: TAGS,
          summary: `Excluir ${lookup.label} (409 se algum paciente o usa)`,
          security: bearerSecurity,
          params: idParamsSchema,
          response: { 200: emptyObjectSchema },
        },
      },
      async (request) => {
        const id = Number(request.params.id);
        await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
          const before = await findNome(trx, lookup.table, id);
          if (!before) throw notFound(lookup.missing);
          await deleteNome(trx, lookup.table, id).catch((error: unknown) => {
            if (isRestrictViolation(error) || isForeignKeyViolation(error)) throw conflict(EM_USO);
            throw error;
          });
          await audit({ acao: `${lookup.acao}_EXCLUIDO`, entidade: lookup.table, entidadeId: id, detalhes: { antes: before } });
        });
        return {};
      },
    );
  }

  app.get(
    '/gerenciar/paciente/listarPulseiras',
    {
      config: { access: LOOKUP_READ },
      schema: { tags: TAGS, summary: 'Listar pulseiras', security: bearerSecurity, response: { 200: Type.Array(pulseiraSchema) } },
    },
    async () => listPulseiras(app.deps.db),
  );

  app.post(
    '/gerenciar/paciente/cadastroPulseiras',
    {
      config: { access: LOOKUP_WRITE },
      schema: { tags: TAGS, summary: 'Criar pulseira (tipo e cor)', security: bearerSecurity, body: pulseiraInputSchema, response: { 201: pulseiraSchema } },
    },
    async (request, reply) => {
      const tipo = request.body.tipo.trim().replace(/\s+/g, ' ');
      const cor = request.body.cor.toUpperCase();
      if (!tipo) throw badRequest('O tipo não pode ficar em branco.');
      const created = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const row = await insertPulseira(trx, { tipo, cor }).catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict('Já existe uma pulseira com este tipo.');
          throw error;
        });
        await audit({ acao: 'PULSEIRA_CRIADA', entidade: 'pulseira', entidadeId: row.id, detalhes: { depois: row } });
        return row;
      });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/gerenciar/paciente/deletarPulseiras/:id',
    {
      config: { access: LOOKUP_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Excluir pulseira (409 se algum paciente a usa)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: emptyObjectSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const before = await findPulseira(trx, id);
        if (!before) throw notFound('Pulseira não encontrada.');
        await deletePulseira(trx, id).catch((error: unknown) => {
          if (isRestrictViolation(error) || isForeignKeyViolation(error)) throw conflict(EM_USO);
          throw error;
        });
        await audit({ acao: 'PULSEIRA_EXCLUIDA', entidade: 'pulseira', entidadeId: id, detalhes: { antes: before } });
      });
      return {};
    },
  );
}
