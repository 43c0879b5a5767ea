import { Type, type Static } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import type { Trx } from '../db/database.js';
import { isForeignKeyViolation, isRestrictViolation, isUniqueViolation } from '../db/pg-errors.js';
import { ApiErrorList, conflict, notFound } from '../errors/api-error.js';
import { emptyObjectSchema, Id, idParamsSchema, TextoLinha } from '../http/schemas.js';
import { Nullable, type TypedApp } from '../http/typebox.js';
import {
  deleteAgendaConfig,
  insertCompromisso,
  insertSala,
  listCompromissos,
  listSalas,
  updateCompromisso,
  updateSala,
  versaoAgendaConfig,
} from './agenda-config.repository.js';
import { recusaDeAtualizacao, versaoLida } from '../errors/registro-desatualizado.js';

const TAGS = ['Agenda — salas e compromissos'];
/** The booking dialog and the agenda filters read them; settings change them. */
export const AGENDA_CONFIG_READ = 'ROLE_AGENDAMENTOS || ROLE_CONFIGURACOES';
export const AGENDA_CONFIG_WRITE = 'ROLE_CONFIGURACOES && GERENCIAR_CONFIGURACOES';

export const AGENDA_CONFIG_MSG = {
  nome: 'NOME É OBRIGATÓRIO.',
  cor: 'COR INVÁLIDA.',
  salaDuplicada: 'Já existe uma sala com este nome.',
  salaNaoEncontrada: 'Sala não encontrada.',
  salaEmUso: 'Não é possível excluir: há agendamentos nesta sala. Desative-a.',
  compromissoDuplicado: 'Já existe um tipo de compromisso com este nome.',
  compromissoNaoEncontrado: 'Tipo de compromisso não encontrado.',
  compromissoEmUso: 'Não é possível excluir: há agendamentos deste tipo.',
} as const;

const versaoAtual = () => Type.Integer({ description: 'versão atual: enviada de volta ao editar' });
const salaSchema = Type.Object({ id: Type.Integer(), nome: Type.String(), ativo: Type.Boolean(), versao: versaoAtual() });
const compromissoSchema = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  cor: Type.String(),
  ativo: Type.Boolean({ description: 'inativo: não é oferecido em novos agendamentos, mas fica nos que o têm' }),
  versao: versaoAtual(),
});
const nomeField = () => Type.Optional(Nullable(TextoLinha({ maxLength: 100 })));
const salaBodySchema = Type.Object(
  { id: Type.Optional(Id()), nome: nomeField(), ativo: Type.Optional(Type.Boolean()), versao: versaoLida() },
  { additionalProperties: false },
);
const compromissoFields = {
  nome: nomeField(),
  cor: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  ativo: Type.Optional(Type.Boolean({ description: 'padrão: ativo ao cadastrar, inalterado ao editar' })),
};
const compromissoCriarSchema = Type.Object({ id: Type.Optional(Id()), ...compromissoFields }, { additionalProperties: false });
const compromissoEditarSchema = Type.Object({ id: Id(), versao: versaoLida(), ...compromissoFields }, { additionalProperties: false });

const nomeOf = (value: string | null | undefined): string => value?.trim().replace(/\s+/g, ' ') ?? '';
const invalid = (items: [string, string][]): ApiErrorList =>
  new ApiErrorList(
    400,
    items.map(([mensagemUsuario, campo]) => ({ mensagemUsuario, mensagemDesenvolvedor: `Campo inválido: ${campo}` })),
  );

/** Rooms (GET /gerenciar/sala/listar, POST sala/cadastroEedicao, DELETE sala/excluir) and commitment types (compromisso/*). */
export function agendaConfigRoutes(app: TypedApp): void {
  app.get(
    '/gerenciar/sala/listar',
    {
      config: { access: AGENDA_CONFIG_READ },
      schema: { tags: TAGS, summary: 'Salas (ativas primeiro, por nome)', response: { 200: Type.Array(salaSchema) } },
    },
    async () => listSalas(app.deps.db),
  );

  app.post(
    '/gerenciar/sala/cadastroEedicao',
    {
      config: { access: AGENDA_CONFIG_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Cadastrar (sem id) ou editar (com id) uma sala',
        body: salaBodySchema,
        response: { 200: salaSchema },
      },
    },
    async (request) => {
      const { id, ativo, versao } = request.body;
      const nome = nomeOf(request.body.nome);
      if (!nome) throw invalid([[AGENDA_CONFIG_MSG.nome, 'nome']]);
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const rethrow = (error: unknown): never => {
          if (isUniqueViolation(error)) throw conflict(AGENDA_CONFIG_MSG.salaDuplicada, 'sala_nome_unico');
          throw error;
        };
        const saved = id
          ? await updateSala(trx, id, versao, { nome, ativo }).catch(rethrow)
          : await insertSala(trx, { nome, ativo: ativo ?? true }).catch(rethrow);
        if (!saved)
          return recusaDeAtualizacao(id ? await versaoAgendaConfig(trx, 'sala', id) : undefined, versao, () => notFound(AGENDA_CONFIG_MSG.salaNaoEncontrada));
        await audit({ acao: id ? 'SALA_EDITADA' : 'SALA_CRIADA', entidade: 'sala', entidadeId: saved.id, detalhes: { nome } });
        return saved;
      });
    },
  );

  const excluir =
    (table: 'sala' | 'tipo_compromisso', missing: string, inUse: string, acao: string) =>
    async (trx: Trx, id: number, audit: (entry: { acao: string; entidade: string; entidadeId: number }) => Promise<void>) => {
      const deleted = await deleteAgendaConfig(trx, table, id).catch((error: unknown) => {
        if (isForeignKeyViolation(error) || isRestrictViolation(error)) throw conflict(inUse, `${table} referenciada por agendamentos`);
        throw error;
      });
      if (!deleted) throw notFound(missing);
      await audit({ acao, entidade: table, entidadeId: id });
      return {};
    };
  const excluirSala = excluir('sala', AGENDA_CONFIG_MSG.salaNaoEncontrada, AGENDA_CONFIG_MSG.salaEmUso, 'SALA_EXCLUIDA');
  const excluirCompromisso = excluir(
    'tipo_compromisso',
    AGENDA_CONFIG_MSG.compromissoNaoEncontrado,
    AGENDA_CONFIG_MSG.compromissoEmUso,
    'COMPROMISSO_EXCLUIDO',
  );

  app.delete(
    '/gerenciar/sala/excluir/:id',
    {
      config: { access: AGENDA_CONFIG_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Excluir uma sala (409 se há agendamentos nela)',
        params: idParamsSchema,
        response: { 200: emptyObjectSchema },
      },
    },
    async (request) => auditedWrite(app.deps.db, auditContextOf(request), (trx, audit) => excluirSala(trx, Number(request.params.id), audit)),
  );

  app.post(
    '/gerenciar/compromisso/listar',
    {
      config: { access: AGENDA_CONFIG_READ },
      schema: {
        tags: TAGS,
        summary: 'Tipos de compromisso, ativos primeiro (filtro opcional por nome)',
        body: Nullable(Type.Object({ nome: Type.Optional(TextoLinha({ maxLength: 100 })) }, { additionalProperties: false })),
        response: { 200: Type.Array(compromissoSchema) },
      },
    },
    async (request) => {
      return listCompromissos(app.deps.db, nomeOf(request.body?.nome));
    },
  );

  const saveCompromisso =
    (editing: boolean) => async (request: { body: Static<typeof compromissoCriarSchema> & { versao?: number } } & Parameters<typeof auditContextOf>[0]) => {
      const nome = nomeOf(request.body.nome);
      const cor = request.body.cor?.trim() ?? '';
      const errors: [string, string][] = [];
      if (!nome) errors.push([AGENDA_CONFIG_MSG.nome, 'nome']);
      if (!/^#[0-9A-Fa-f]{6}$/.test(cor)) errors.push([AGENDA_CONFIG_MSG.cor, 'cor']);
      if (errors.length > 0) throw invalid(errors);
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const rethrow = (error: unknown): never => {
          if (isUniqueViolation(error)) throw conflict(AGENDA_CONFIG_MSG.compromissoDuplicado, 'tipo_compromisso_nome_unico');
          throw error;
        };
        const { ativo, versao } = request.body;
        const saved = editing
          ? await updateCompromisso(trx, request.body.id!, versao, { nome, cor, ativo }).catch(rethrow)
          : await insertCompromisso(trx, { nome, cor, ativo: ativo ?? true }).catch(rethrow);
        if (!saved) {
          return recusaDeAtualizacao(editing ? await versaoAgendaConfig(trx, 'tipo_compromisso', request.body.id!) : undefined, versao, () =>
            notFound(AGENDA_CONFIG_MSG.compromissoNaoEncontrado),
          );
        }
        await audit({ acao: editing ? 'COMPROMISSO_EDITADO' : 'COMPROMISSO_CRIADO', entidade: 'tipo_compromisso', entidadeId: saved.id, detalhes: { nome } });
        return saved;
      });
    };
  app.post(
    '/gerenciar/compromisso/cadastro',
    {
      config: { access: AGENDA_CONFIG_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Cadastrar um tipo de compromisso',
        body: compromissoCriarSchema,
        response: { 201: compromissoSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await saveCompromisso(false)(request)),
  );
  app.put(
    '/gerenciar/compromisso/editar',
    {
      config: { access: AGENDA_CONFIG_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Editar um tipo de compromisso',
        body: compromissoEditarSchema,
        response: { 200: compromissoSchema },
      },
    },
    async (request) => saveCompromisso(true)(request),
  );
  app.delete(
    '/gerenciar/compromisso/excluir/:id',
    {
      config: { access: AGENDA_CONFIG_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Excluir um tipo de compromisso (409 se há agendamentos dele)',
        params: idParamsSchema,
        response: { 200: emptyObjectSchema },
      },
    },
    async (request) => auditedWrite(app.deps.db, auditContextOf(request), (trx, audit) => excluirCompromisso(trx, Number(request.params.id), audit)),
  );
}
