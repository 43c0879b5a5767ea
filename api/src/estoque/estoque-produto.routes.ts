import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { constraintOf, isForeignKeyViolation, isUniqueViolation } from '../db/pg-errors.js';
import { ApiErrorList, conflict, invalidField, notFound } from '../errors/api-error.js';
import { recusaDeAtualizacao } from '../errors/registro-desatualizado.js';
import { emptyObjectSchema } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import { ESTOQUE_MSG, auxiliarMsg } from './estoque.messages.js';
import { codigoQuerySchema, ESTOQUE_EDIT, ESTOQUE_READ, produtoBodySchema, produtoSchema, produtosQuerySchema, TAGS } from './estoque.schemas.js';
import { deleteProduto, insertProduto, listProdutos, produtoPorId, temMovimentacoes, updateProduto, versaoDoProduto } from './estoque-produto.repository.js';
import { conferirAbaixoDoMinimo } from './estoque-alertas.js';
import { gtin14 } from './gtin.js';

/** Stock products (spec 01 §7: cadastro, listarProdutos?id, delete?codigo; §5 Product). */
export function estoqueProdutoRoutes(app: TypedApp): void {
  app.get(
    '/gerenciar/estoque/listarProdutos',
    {
      config: { access: ESTOQUE_READ },
      schema: {
        tags: TAGS,
        summary: 'Produtos por nome, com total em estoque e a marca de estoque baixo',
        querystring: produtosQuerySchema,
        response: { 200: Type.Array(produtoSchema) },
      },
    },
    async (request) => listProdutos(app.deps.db, request.query.id === undefined ? undefined : Number(request.query.id)),
  );

  app.post(
    '/gerenciar/estoque/cadastro',
    {
      config: { access: ESTOQUE_READ },
      schema: {
        tags: TAGS,
        summary: 'Cadastrar (sem id) ou editar (com id, requer EDITAR_ESTOQUE) um produto',
        body: produtoBodySchema,
        response: { 200: produtoSchema },
      },
    },
    async (request) => {
      const { body } = request;
      const id = body.id ?? undefined;
      if (id !== undefined) await app.checkAccess(request, ESTOQUE_EDIT);
      const nomeProduto = body.nomeProduto?.replace(/\s+/g, ' ') ?? '';
      // absent: kept as saved; null or blank: cleared; else the 14 digits of a valid GTIN
      const gtin = body.gtin === undefined ? undefined : body.gtin?.trim() ? (gtin14(body.gtin) ?? false) : null;
      const erros = [
        ...(nomeProduto ? [] : [invalidField(ESTOQUE_MSG.nomeProduto, 'nomeProduto')]),
        ...(body.codigoUnidadeMedida ? [] : [invalidField(ESTOQUE_MSG.unidade, 'codigoUnidadeMedida')]),
        ...(gtin === false ? [invalidField(ESTOQUE_MSG.gtinInvalido, 'gtin')] : []),
      ];
      if (erros.length > 0) throw new ApiErrorList(400, erros);
      const dados = {
        nomeProduto,
        codigoUnidadeMedida: body.codigoUnidadeMedida!,
        estoqueMinimo: body.estoqueMinimo ?? 0,
        descricao: body.descricao?.trim() || null,
        gtin: gtin === false ? undefined : gtin,
        ativo: body.ativo,
      };
      const usuario = request.auth?.user.nome ?? null;
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const rethrow = (error: unknown): never => {
          if (isUniqueViolation(error) && constraintOf(error) === 'estoque_produto_gtin_unico')
            throw new ApiErrorList(409, [invalidField(ESTOQUE_MSG.gtinDuplicado, 'gtin')]);
          if (isUniqueViolation(error)) throw conflict(ESTOQUE_MSG.produtoDuplicado, 'estoque_produto_nome_unico');
          if (isForeignKeyViolation(error)) throw new ApiErrorList(400, [invalidField(auxiliarMsg('unidadeMedida').naoEncontrado, 'codigoUnidadeMedida')]);
          throw error;
        };
        let salvoId = id;
        if (id === undefined) salvoId = await insertProduto(trx, { ...dados, ativo: dados.ativo ?? true }, usuario).catch(rethrow);
        else if (!(await updateProduto(trx, id, body.versao, dados, usuario).catch(rethrow)))
          return recusaDeAtualizacao(await versaoDoProduto(trx, id), body.versao, () => notFound(ESTOQUE_MSG.produtoNaoEncontrado));
        const salvo = (await produtoPorId(trx, salvoId!))!;
        // a new minimum can put a product below it (or lift it out) without any movement
        await conferirAbaixoDoMinimo(trx, salvo);
        await audit({
          acao: id === undefined ? 'PRODUTO_ESTOQUE_CRIADO' : 'PRODUTO_ESTOQUE_EDITADO',
          entidade: 'estoque_produto',
          entidadeId: salvo.id,
          detalhes: { nome: salvo.nomeProduto, unidade: salvo.tipoUnidadeMedida, estoqueMinimo: salvo.estoqueMinimo, ativo: salvo.ativo },
        });
        return salvo;
      });
    },
  );

  app.delete(
    '/gerenciar/estoque/delete',
    {
      config: { access: ESTOQUE_EDIT },
      schema: {
        tags: TAGS,
        summary: 'Excluir um produto sem movimentações (os outros se desativam)',
        querystring: codigoQuerySchema,
        response: { 200: emptyObjectSchema },
      },
    },
    async (request) => {
      const id = Number(request.query.codigo);
      await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        if (await temMovimentacoes(trx, id)) throw conflict(ESTOQUE_MSG.produtoComMovimentos, 'produto com movimentações');
        const apagado = await deleteProduto(trx, id);
        if (!apagado) throw notFound(ESTOQUE_MSG.produtoNaoEncontrado);
        await audit({ acao: 'PRODUTO_ESTOQUE_EXCLUIDO', entidade: 'estoque_produto', entidadeId: id, detalhes: { nome: apagado.nome_produto } });
      });
      return {};
    },
  );
}
