import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { isForeignKeyViolation, isRestrictViolation, isUniqueViolation } from '../db/pg-errors.js';
import { ApiErrorList, conflict, invalidField, notFound } from '../errors/api-error.js';
import { emptyObjectSchema, Id, idParamsSchema, TextoLinha } from '../http/schemas.js';
import { Nullable, type TypedApp } from '../http/typebox.js';
import { deleteExame, insertExame, listExames, updateExame, versaoDoExame } from './exame.repository.js';
import { recusaDeAtualizacao, versaoLida } from '../errors/registro-desatualizado.js';

const TAGS = ['Exames'];
/** The record's exam requests and the layout screen read the catalogue; settings change it. */
export const EXAME_READ = 'ROLE_PACIENTES || ROLE_CONFIGURACOES';
export const EXAME_WRITE = 'ROLE_CONFIGURACOES && GERENCIAR_CONFIGURACOES';

export const EXAME_MSG = {
  nome: 'NOME É OBRIGATÓRIO.',
  duplicado: 'Já existe um exame com este nome.',
  naoEncontrado: 'Exame não encontrado.',
  emUso: 'Não é possível excluir: o exame já foi usado em pedidos de exame.',
} as const;

const exameSchema = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  ativo: Type.Boolean({ description: 'inativo: não é oferecido em novos pedidos nem layouts, mas fica onde já está' }),
  versao: Type.Integer({ description: 'versão atual: enviada de volta ao editar' }),
});
const exameBodySchema = Type.Object(
  {
    id: Type.Optional(Nullable(Id())),
    nome: Type.Optional(Nullable(TextoLinha({ maxLength: 200 }))),
    ativo: Type.Optional(Type.Boolean({ description: 'padrão: ativo ao cadastrar, inalterado ao editar' })),
    versao: versaoLida(),
  },
  { additionalProperties: false },
);

/** Exam catalogue (spec 02 §7, Exams: listarExames, cadastroExames; spec 01 §7: exames/excluir). */
export function exameRoutes(app: TypedApp): void {
  app.get(
    '/gerenciar/exames/listarExames',
    {
      config: { access: EXAME_READ },
      schema: { tags: TAGS, summary: 'Catálogo de exames, por nome', response: { 200: Type.Array(exameSchema) } },
    },
    async () => listExames(app.deps.db),
  );

  app.post(
    '/gerenciar/exames/cadastroExames',
    {
      config: { access: EXAME_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Cadastrar (sem id) ou editar (com id) um exame do catálogo',
        body: exameBodySchema,
        response: { 200: exameSchema },
      },
    },
    async (request) => {
      const id = request.body.id ?? undefined;
      const nome = request.body.nome?.trim().replace(/\s+/g, ' ') ?? '';
      if (!nome) throw new ApiErrorList(400, [invalidField(EXAME_MSG.nome, 'nome')]);
      const actor = request.auth?.user.nome ?? null;
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const rethrow = (error: unknown): never => {
          if (isUniqueViolation(error)) throw conflict(EXAME_MSG.duplicado, 'exame_nome_unico');
          throw error;
        };
        const { ativo, versao } = request.body;
        const saved = id
          ? await updateExame(trx, id, versao, { nome, ativo }, actor).catch(rethrow)
          : await insertExame(trx, { nome, ativo: ativo ?? true }, actor).catch(rethrow);
        if (!saved) return recusaDeAtualizacao(id ? await versaoDoExame(trx, id) : undefined, versao, () => notFound(EXAME_MSG.naoEncontrado));
        await audit({ acao: id ? 'EXAME_EDITADO' : 'EXAME_CRIADO', entidade: 'exame', entidadeId: saved.id, detalhes: { nome, ativo: saved.ativo } });
        return saved;
      });
    },
  );

  app.delete(
    '/gerenciar/exames/excluir/:id',
    {
      config: { access: EXAME_WRITE },
      schema: { tags: TAGS, summary: 'Excluir um exame do catálogo', params: idParamsSchema, response: { 200: emptyObjectSchema } },
    },
    async (request) => {
      const id = Number(request.params.id);
      await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        // nothing refers to the catalogue yet (exam requests are a later issue): the database would refuse then
        const deleted = await deleteExame(trx, id).catch((error: unknown) => {
          if (isForeignKeyViolation(error) || isRestrictViolation(error)) throw conflict(EXAME_MSG.emUso, 'exame referenciado');
          throw error;
        });
        if (!deleted) throw notFound(EXAME_MSG.naoEncontrado);
        await audit({ acao: 'EXAME_EXCLUIDO', entidade: 'exame', entidadeId: id, detalhes: { nome: deleted.nome } });
      });
      return {};
    },
  );
}
