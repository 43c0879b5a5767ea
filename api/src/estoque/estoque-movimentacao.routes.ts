import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import type { Executor } from '../db/database.js';
import { ApiErrorList, invalidField, notFound, type ErrorItem } from '../errors/api-error.js';
import { pageOf, paginaQuerySchema } from '../http/pagination.js';
import type { TypedApp } from '../http/typebox.js';
import { clinicDay, diaBr } from '../time/clinic-time.js';
import { XLSX_MIME } from '../relatorio/relatorio-planilha.js';
import { exportarMovimentacoes, type TipoExport } from './estoque-exportacao.js';
import { conferirAbaixoDoMinimo } from './estoque-alertas.js';
import { ESTOQUE_MSG, auxiliarMsg } from './estoque.messages.js';
import {
  devolucaoQuerySchema,
  entradaBodySchema,
  exportQuerySchema,
  ESTOQUE_MOVE,
  ESTOQUE_READ,
  inventarioSchema,
  movimentacaoFiltroSchema,
  movimentacaoSchema,
  paginaDeMovimentacoesSchema,
  produtosQuerySchema,
  saidaBodySchema,
  TAGS,
} from './estoque.schemas.js';
import {
  criarLote,
  inventario,
  lotePorId,
  lotePorNumero,
  lotesParaSaida,
  movimentar,
  paginaDeMovimentacoes,
  produtoParaMovimentar,
  referenciasQueFaltam,
  saidaComDevolvido,
  type Referencias,
  type FiltroMovimentacao,
  type ProdutoTravado,
} from './estoque-movimentacao.repository.js';

const obrigatorios = (campos: [unknown, string, string][]): void => {
  const erros: ErrorItem[] = campos
    .filter(([valor]) => valor === undefined || valor === null || valor === '')
    .map(([, msg, campo]) => invalidField(msg, campo));
  if (erros.length > 0) throw new ApiErrorList(400, erros);
};

/** The product, locked for the movement; 400 on the field when there is none. */
async function travarProduto(trx: Executor, id: number): Promise<ProdutoTravado> {
  const produto = await produtoParaMovimentar(trx, id);
  if (!produto) throw new ApiErrorList(400, [invalidField(ESTOQUE_MSG.produtoNaoEncontrado, 'produtoId')]);
  return produto;
}

/** Every id the body names must exist: one answer per field, before anything is written. */
async function conferirReferencias(trx: Executor, refs: Referencias) {
  const faltam = await referenciasQueFaltam(trx, refs);
  const msg: Record<keyof Referencias, [string, string]> = {
    setor: [auxiliarMsg('setor').naoEncontrado, 'codigoSetor'],
    fabricante: [auxiliarMsg('fabricante').naoEncontrado, 'codigoFabricante'],
    paciente: [ESTOQUE_MSG.pacienteNaoEncontrado, 'pacienteId'],
    procedimento: [ESTOQUE_MSG.procedimentoNaoEncontrado, 'procedimentoId'],
  };
  if (faltam.length > 0)
    throw new ApiErrorList(
      400,
      faltam.map((ref) => invalidField(...msg[ref])),
    );
}

/** After a movement: the product as it now stands, for the low-stock alert. */
async function depoisDoMovimento(trx: Executor, produto: ProdutoTravado, delta: number): Promise<void> {
  await conferirAbaixoDoMinimo(trx, {
    id: produto.id,
    nomeProduto: produto.nome_produto,
    totalEstoque: produto.total_estoque + delta,
    estoqueMinimo: produto.estoque_minimo,
    tipoUnidadeMedida: produto.unidade,
    ativo: produto.ativo,
  });
}

/** The movements just written, as the tables show them. */
const movimentoLido = async (trx: Executor, tipo: 'ENTRADA' | 'SAIDA' | 'DEVOLUCAO', ids: number[]) =>
  (await paginaDeMovimentacoes(trx, tipo, { ids }, 0, ids.length)).content.reverse();

function filtroDe(body: FiltroMovimentacao | undefined): FiltroMovimentacao {
  const filtro = body ?? {};
  if (filtro.dataInicio && filtro.dataFim && filtro.dataFim < filtro.dataInicio) throw new ApiErrorList(400, [invalidField(ESTOQUE_MSG.periodo, 'dataFim')]);
  return filtro;
}

/** Entries, exits and returns (spec 01 §7, Stock), the paged tables and the inventory. */
export function estoqueMovimentacaoRoutes(app: TypedApp): void {
  const usuarioDe = (request: { auth?: { user: { id: number; nome: string } } | null }) =>
    request.auth ? { id: request.auth.user.id, nome: request.auth.user.nome } : null;

  app.post(
    '/gerenciar/estoque/lancarEntradaEstoque',
    {
      config: { access: ESTOQUE_MOVE },
      schema: {
        tags: TAGS,
        summary: 'Lançar uma entrada: o lote (novo ou existente) e o total do produto sobem juntos',
        body: entradaBodySchema,
        response: { 201: movimentacaoSchema },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const lote = b.lote?.trim() ?? '';
      obrigatorios([
        [b.produtoId, ESTOQUE_MSG.produto, 'produtoId'],
        [b.quantidade, ESTOQUE_MSG.quantidade, 'quantidade'],
        [lote, ESTOQUE_MSG.lote, 'lote'],
        [b.validade, ESTOQUE_MSG.validade, 'validade'],
      ]);
      const validade = b.validade!;
      if (validade <= clinicDay(new Date())) throw new ApiErrorList(400, [invalidField(ESTOQUE_MSG.loteVencidoNaEntrada, 'validade')]);
      const movimento = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const produto = await travarProduto(trx, b.produtoId!);
        if (!produto.ativo) throw new ApiErrorList(400, [invalidField(ESTOQUE_MSG.produtoInativo, 'produtoId')]);
        await conferirReferencias(trx, { setor: b.codigoSetor, fabricante: b.codigoFabricante });
        const existente = await lotePorNumero(trx, produto.id, lote);
        if (existente && existente.validade !== validade)
          throw new ApiErrorList(409, [invalidField(ESTOQUE_MSG.loteComOutraValidade(existente.lote, diaBr(existente.validade)), 'validade')]);
        const loteId = existente?.id ?? (await criarLote(trx, { produtoId: produto.id, lote, validade, fabricante: b.codigoFabricante ?? null }));
        const id = await movimentar(trx, {
          tipo: 'ENTRADA',
          produtoId: produto.id,
          loteId,
          quantidade: b.quantidade!,
          setor: b.codigoSetor ?? null,
          observacao: b.observacao?.trim() || null,
          usuario: usuarioDe(request),
        });
        await depoisDoMovimento(trx, produto, b.quantidade!);
        await audit({
          acao: 'ESTOQUE_ENTRADA',
          entidade: 'estoque_movimentacao',
          entidadeId: id,
          detalhes: { produto: produto.nome_produto, quantidade: b.quantidade, lote: existente?.lote ?? lote, validade },
        });
        return (await movimentoLido(trx, 'ENTRADA', [id]))[0]!;
      });
      return reply.code(201).send(movimento);
    },
  );

  app.post(
    '/gerenciar/estoque/lancarSaidaEstoque',
    {
      config: { access: ESTOQUE_MOVE },
      schema: {
        tags: TAGS,
        summary: 'Lançar uma saída: do lote escolhido, ou dos que vencem primeiro (uma linha por lote); lote vencido e saldo insuficiente recusados',
        body: saidaBodySchema,
        response: { 201: Type.Array(movimentacaoSchema) },
      },
    },
    async (request, reply) => {
      const b = request.body;
      obrigatorios([
        [b.produtoId, ESTOQUE_MSG.produto, 'produtoId'],
        [b.quantidade, ESTOQUE_MSG.quantidade, 'quantidade'],
      ]);
      const quantidade = b.quantidade!;
      const movimentos = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const produto = await travarProduto(trx, b.produtoId!);
        await conferirReferencias(trx, { setor: b.codigoSetor, paciente: b.pacienteId, procedimento: b.procedimentoId });
        const hoje = clinicDay(new Date());
        let partes: { loteId: number; lote: string; quantidade: number }[];
        if (b.loteId) {
          const lote = await lotePorId(trx, produto.id, b.loteId);
          if (!lote) throw new ApiErrorList(400, [invalidField(ESTOQUE_MSG.loteNaoEncontrado, 'loteId')]);
          if (lote.validade <= hoje) throw new ApiErrorList(400, [invalidField(ESTOQUE_MSG.loteVencido, 'loteId')]);
          if (lote.saldo < quantidade) throw new ApiErrorList(409, [invalidField(ESTOQUE_MSG.insuficienteNoLote(lote.saldo, produto.unidade), 'quantidade')]);
          partes = [{ loteId: lote.id, lote: lote.lote, quantidade }];
        } else {
          const lotes = await lotesParaSaida(trx, produto.id, hoje);
          const disponivel = lotes.reduce((soma, l) => soma + l.saldo, 0);
          if (disponivel < quantidade) throw new ApiErrorList(409, [invalidField(ESTOQUE_MSG.insuficiente(disponivel, produto.unidade), 'quantidade')]);
          partes = [];
          let falta = quantidade;
          for (const l of lotes) {
            if (falta === 0) break;
            const tira = Math.min(falta, l.saldo);
            partes.push({ loteId: l.id, lote: l.lote, quantidade: tira });
            falta -= tira;
          }
        }
        const ids: number[] = [];
        for (const parte of partes)
          ids.push(
            await movimentar(trx, {
              tipo: 'SAIDA',
              produtoId: produto.id,
              loteId: parte.loteId,
              quantidade: -parte.quantidade,
              setor: b.codigoSetor ?? null,
              pacienteId: b.pacienteId,
              procedimentoId: b.procedimentoId,
              observacao: b.observacao?.trim() || null,
              usuario: usuarioDe(request),
            }),
          );
        await depoisDoMovimento(trx, produto, -quantidade);
        await audit({
          acao: 'ESTOQUE_SAIDA',
          entidade: 'estoque_movimentacao',
          entidadeId: ids[0]!,
          pacienteId: b.pacienteId ?? undefined,
          detalhes: { produto: produto.nome_produto, quantidade, lotes: partes.map((p) => `${p.lote} (${p.quantidade})`).join(', ') },
        });
        return movimentoLido(trx, 'SAIDA', ids);
      });
      return reply.code(201).send(movimentos);
    },
  );

  app.post(
    '/gerenciar/estoque/devolucao',
    {
      config: { access: ESTOQUE_MOVE },
      schema: {
        tags: TAGS,
        summary: 'Devolver ao lote parte de uma saída (nunca mais que o que saiu, contando as devoluções anteriores)',
        querystring: devolucaoQuerySchema,
        response: { 201: movimentacaoSchema },
      },
    },
    async (request, reply) => {
      const idSaida = Number(request.query.idSaida);
      const quantidade = Number(request.query.quantidadeDevolucao);
      if (quantidade < 1) throw new ApiErrorList(400, [invalidField(ESTOQUE_MSG.devolucaoQuantidade, 'quantidadeDevolucao')]);
      const movimento = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const antes = await saidaComDevolvido(trx, idSaida);
        if (!antes) throw notFound(ESTOQUE_MSG.saidaNaoEncontrada);
        const produto = await travarProduto(trx, antes.saida.produto_id);
        // read again under the product's lock: a return running beside this one has committed by now
        const { saida, devolvido } = (await saidaComDevolvido(trx, idSaida))!;
        const restante = -saida.quantidade - devolvido;
        if (quantidade > restante) throw new ApiErrorList(409, [invalidField(ESTOQUE_MSG.devolucaoMaior(restante), 'quantidadeDevolucao')]);
        const id = await movimentar(trx, {
          tipo: 'DEVOLUCAO',
          produtoId: produto.id,
          loteId: saida.lote_id,
          quantidade,
          setor: saida.setor_codigo,
          pacienteId: saida.paciente_id,
          procedimentoId: saida.procedimento_id,
          saidaId: saida.id,
          observacao: null,
          usuario: usuarioDe(request),
        });
        await depoisDoMovimento(trx, produto, quantidade);
        await audit({
          acao: 'ESTOQUE_DEVOLUCAO',
          entidade: 'estoque_movimentacao',
          entidadeId: id,
          pacienteId: saida.paciente_id ?? undefined,
          detalhes: { produto: produto.nome_produto, quantidade, saida: saida.id },
        });
        return (await movimentoLido(trx, 'DEVOLUCAO', [id]))[0]!;
      });
      return reply.code(201).send(movimento);
    },
  );

  for (const [caminho, tipo] of [
    ['popularTabelaEntrada', 'ENTRADA'],
    ['popularTabelaSaida', 'SAIDA'],
  ] as const)
    app.post(
      `/gerenciar/estoque/${caminho}`,
      {
        config: { access: ESTOQUE_READ },
        schema: {
          tags: TAGS,
          summary: `Tabela de ${tipo === 'ENTRADA' ? 'entradas' : 'saídas'}, a mais recente primeiro, no período e produto do filtro`,
          querystring: paginaQuerySchema,
          body: Type.Optional(movimentacaoFiltroSchema),
          response: { 200: paginaDeMovimentacoesSchema },
        },
      },
      async (request) => {
        const { page, size } = pageOf(request.query);
        return paginaDeMovimentacoes(app.deps.db, tipo, filtroDe(request.body), page, size);
      },
    );

  app.post(
    '/gerenciar/estoque/exportMovimentacao',
    {
      config: { access: ESTOQUE_READ },
      schema: {
        tags: TAGS,
        summary: 'As movimentações do filtro (todas as espécies, a mais antiga primeiro) como CSV ou XLSX, enviadas à medida que são lidas',
        querystring: exportQuerySchema,
        body: Type.Optional(movimentacaoFiltroSchema),
        response: {
          200: {
            description: "CSV (UTF-8 com BOM, separador ';') ou XLSX; quantidade com sinal (saídas negativas)",
            content: { 'text/csv': { schema: { type: 'string' } }, [XLSX_MIME]: { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    },
    // typed as a plain reply: the answer is a stream, not the schema's string
    async (request, reply: FastifyReply) => {
      const filtro = filtroDe(request.body as FiltroMovimentacao | undefined);
      const tipo = (request.query as { tipoExport: TipoExport }).tipoExport;
      const periodo = `${filtro.dataInicio ?? 'inicio'}-a-${filtro.dataFim ?? clinicDay(new Date())}`;
      const arquivo = `movimentacoes-estoque-${periodo}.${tipo === 'CSV' ? 'csv' : 'xlsx'}`;
      const stream = exportarMovimentacoes(app.deps.db, { ...filtro, ids: undefined }, tipo, (error) =>
        request.log.error({ err: error }, 'exportação de estoque interrompida'),
      );
      return reply
        .type(tipo === 'CSV' ? 'text/csv; charset=utf-8' : XLSX_MIME)
        .header('content-disposition', `attachment; filename="${arquivo}"`)
        .header('access-control-expose-headers', 'Content-Disposition')
        .send(stream);
    },
  );

  app.get(
    '/gerenciar/estoque/listarInventario',
    {
      config: { access: ESTOQUE_READ },
      schema: {
        tags: TAGS,
        summary: 'Saldo por produto e por lote com saldo (os que vencem primeiro antes)',
        querystring: produtosQuerySchema,
        response: { 200: inventarioSchema },
      },
    },
    async (request) => inventario(app.deps.db, request.query.id === undefined ? undefined : Number(request.query.id)),
  );
}
