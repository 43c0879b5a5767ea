import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { isForeignKeyViolation, isRestrictViolation, isUniqueViolation } from '../db/pg-errors.js';
import { ApiErrorList, conflict, invalidField, notFound } from '../errors/api-error.js';
import { emptyObjectSchema } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import { AUXILIARES, ESTOQUE_MSG, auxiliarMsg, type Auxiliar } from './estoque.messages.js';
import { excluirAuxiliar, inserirAuxiliar, listarAuxiliar } from './estoque-cadastros.repository.js';
import { cadastroAuxiliarBodySchema, cadastroAuxiliarSchema, codigoQuerySchema, ESTOQUE_EDIT, ESTOQUE_READ, TAGS } from './estoque.schemas.js';

/** The spec's paths of each lookup (spec 01 §7, Stock). */
const CAMINHOS: Record<Auxiliar, { cadastro: string; listar: string; excluir: string }> = {
  fabricante: { cadastro: 'cadastroFabricante', listar: 'listarFabricantes', excluir: 'deleteFabricante' },
  unidadeMedida: { cadastro: 'cadastroUnidadeMedida', listar: 'listarUnidadesMedida', excluir: 'deleteUnidadeMedida' },
  setor: { cadastro: 'cadastroSetor', listar: 'listarSetor', excluir: 'deleteSetor' },
};

/** Manufacturers, units of measure and sectors: create, list, delete by codigo (refused while in use). */
export function estoqueCadastrosRoutes(app: TypedApp): void {
  for (const tipo of Object.keys(CAMINHOS) as Auxiliar[]) {
    const caminho = CAMINHOS[tipo];
    const { tabela, nome } = AUXILIARES[tipo];
    const msg = auxiliarMsg(tipo);
    const acao = tabela.replace('estoque_', '').toUpperCase();

    app.get(
      `/gerenciar/estoque/${caminho.listar}`,
      { config: { access: ESTOQUE_READ }, schema: { tags: TAGS, summary: `Lista: ${nome}`, response: { 200: Type.Array(cadastroAuxiliarSchema) } } },
      async () => listarAuxiliar(app.deps.db, tipo),
    );

    app.post(
      `/gerenciar/estoque/${caminho.cadastro}`,
      {
        config: { access: ESTOQUE_READ },
        schema: { tags: TAGS, summary: `Cadastrar: ${nome}`, body: cadastroAuxiliarBodySchema, response: { 201: cadastroAuxiliarSchema } },
      },
      async (request, reply) => {
        const descricao = request.body.descricao?.replace(/\s+/g, ' ') ?? '';
        if (!descricao) throw new ApiErrorList(400, [invalidField(ESTOQUE_MSG.descricao, 'descricao')]);
        const criado = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
          const row = await inserirAuxiliar(trx, tipo, descricao, request.auth?.user.nome ?? null).catch((error: unknown) => {
            if (isUniqueViolation(error)) throw conflict(msg.duplicado, `${tabela} duplicado`);
            throw error;
          });
          await audit({ acao: `${acao}_CRIADO`, entidade: tabela, entidadeId: row.codigo, detalhes: { descricao } });
          return row;
        });
        return reply.code(201).send(criado);
      },
    );

    app.delete(
      `/gerenciar/estoque/${caminho.excluir}`,
      {
        config: { access: ESTOQUE_EDIT },
        schema: { tags: TAGS, summary: `Excluir: ${nome} (recusado enquanto em uso)`, querystring: codigoQuerySchema, response: { 200: emptyObjectSchema } },
      },
      async (request) => {
        const codigo = Number(request.query.codigo);
        await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
          const row = await excluirAuxiliar(trx, tipo, codigo).catch((error: unknown) => {
            if (isForeignKeyViolation(error) || isRestrictViolation(error)) throw conflict(msg.emUso, `${tabela} referenciado`);
            throw error;
          });
          if (!row) throw notFound(msg.naoEncontrado);
          await audit({ acao: `${acao}_EXCLUIDO`, entidade: tabela, entidadeId: codigo, detalhes: { descricao: row.descricao } });
        });
        return {};
      },
    );
  }
}
