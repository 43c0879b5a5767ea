import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { isUniqueViolation } from '../db/pg-errors.js';
import { ApiErrorList, conflict, invalidField, notFound, type ErrorItem } from '../errors/api-error.js';
import { emptyObjectSchema, idParamsSchema } from '../http/schemas.js';
import { recusaDeAtualizacao, registroDesatualizado } from '../errors/registro-desatualizado.js';
import type { TypedApp } from '../http/typebox.js';
import { deleteVariavel, findVariavel, insertVariavel, listVariaveis, updateVariavel, type VariavelDados } from './layout.repository.js';
import { LAYOUT_READ, LAYOUT_WRITE } from './layout.routes.js';
import { MENU_PADRAO, variavelBodySchema, variavelSchema, type VariavelBody } from './layout.schemas.js';

const TAGS = ['Layouts'];

export const VARIAVEL_MSG = {
  naoEncontrada: 'Variável não encontrada.',
  nome: 'O nome da variável usa letras maiúsculas, números e _ (ex.: ENDERECO_CLINICA).',
  valor: 'Informe o valor da variável.',
  duplicada: 'Já existe uma variável com este nome.',
  doSistema: 'Esta variável é do sistema: não pode ser alterada nem excluída.',
} as const;

const NOME = /^[A-Z][A-Z0-9_]{0,59}$/;

function dadosDe(body: VariavelBody): VariavelDados {
  const errors: ErrorItem[] = [];
  const nome = body.nome?.trim().toUpperCase().replace(/\s+/g, '_') ?? '';
  const valor = body.valor?.trim() ?? '';
  if (!NOME.test(nome)) errors.push(invalidField(VARIAVEL_MSG.nome, 'nome'));
  if (!valor) errors.push(invalidField(VARIAVEL_MSG.valor, 'valor'));
  if (errors.length > 0) throw new ApiErrorList(400, errors);
  return { nome, descricao: body.descricao?.trim() || nome, valor, menu: body.menu ?? MENU_PADRAO, ativo: body.ativo ?? true };
}

const rethrowNome = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new ApiErrorList(409, [invalidField(VARIAVEL_MSG.duplicada, 'nome')]);
  throw error;
};

/** The document variable catalogue (spec 01 §3; §7: listarVariaveisAplicacao, cadastroVariaveisAplicacao, deletarVariaveisAplicacao). */
export function layoutVariaveisRoutes(app: TypedApp): void {
  const actorName = (request: { auth: { user: { nome: string } } | null }) => request.auth?.user.nome ?? null;

  app.get(
    '/layout/listarVariaveisAplicacao',
    {
      config: { access: LAYOUT_READ },
      schema: {
        tags: TAGS,
        summary: 'Catálogo de variáveis: as do sistema (bloqueado) e as da clínica (valor fixo)',
        response: { 200: Type.Array(variavelSchema) },
      },
    },
    async () => listVariaveis(app.deps.db),
  );

  app.post(
    '/layout/cadastroVariaveisAplicacao',
    {
      config: { access: LAYOUT_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Cadastrar (sem id) ou alterar (com id) uma variável da clínica; as do sistema não mudam',
        body: variavelBodySchema,
        response: { 200: variavelSchema, 201: variavelSchema },
      },
    },
    async (request, reply) => {
      const dados = dadosDe(request.body);
      const id = request.body.id ?? null;
      const saved = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        if (id === null) {
          const created = await insertVariavel(trx, dados, actorName(request)).catch(rethrowNome);
          await audit({ acao: 'VARIAVEL_CRIADA', entidade: 'variavel_aplicacao', entidadeId: created.id, detalhes: { nome: created.nome } });
          return created;
        }
        const antes = await findVariavel(trx, id);
        if (!antes) throw notFound(VARIAVEL_MSG.naoEncontrada);
        if (antes.bloqueado) throw conflict(VARIAVEL_MSG.doSistema);
        const versao = request.body.versao;
        if (versao !== undefined && versao !== antes.versao) throw registroDesatualizado(versao, antes.versao);
        const updated = await updateVariavel(trx, id, versao, dados, actorName(request)).catch(rethrowNome);
        if (!updated) return recusaDeAtualizacao((await findVariavel(trx, id))?.versao, versao, () => notFound(VARIAVEL_MSG.naoEncontrada));
        await audit({
          acao: 'VARIAVEL_EDITADA',
          entidade: 'variavel_aplicacao',
          entidadeId: id,
          detalhes: {
            antes: { nome: antes.nome, valor: antes.valor, ativo: antes.ativo },
            depois: { nome: updated.nome, valor: updated.valor, ativo: updated.ativo },
          },
        });
        return updated;
      });
      return reply.code(id === null ? 201 : 200).send(saved);
    },
  );

  app.delete(
    '/layout/deletarVariaveisAplicacao/:id',
    {
      config: { access: LAYOUT_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Excluir uma variável da clínica',
        params: idParamsSchema,
        response: { 200: emptyObjectSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const antes = await findVariavel(trx, id);
        if (!antes) throw notFound(VARIAVEL_MSG.naoEncontrada);
        if (antes.bloqueado) throw conflict(VARIAVEL_MSG.doSistema);
        await deleteVariavel(trx, id);
        await audit({ acao: 'VARIAVEL_EXCLUIDA', entidade: 'variavel_aplicacao', entidadeId: id, detalhes: { nome: antes.nome } });
      });
      return {};
    },
  );
}
