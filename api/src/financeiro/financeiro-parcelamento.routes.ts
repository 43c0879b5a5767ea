import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { ApiErrorList, conflict, invalidField, notFound, type ErrorItem } from '../errors/api-error.js';
import { registroDesatualizado } from '../errors/registro-desatualizado.js';
import type { TypedApp } from '../http/typebox.js';
import {
  atualizarParcelamento,
  inserirParcelamento,
  lerParcelamentos,
  parcelamentoIgual,
  parcelamentoParaAlterar,
} from './financeiro-parcelamento.repository.js';
import { FINANCEIRO_MSG as M } from './financeiro.messages.js';
import { PARCELAMENTO_READ, PARCELAMENTO_WRITE, parcelamentoBodySchema, parcelamentoSchema, TAGS } from './financeiro.schemas.js';

/**
 * The clinic's terms per payment method and instalment count (issue 38: the card fee and the days until
 * the money arrives), spec 02 §7 Quotes: POST /gerenciar/orcamento/cadastroParcelamento and GET listaParcelamento.
 */
export function parcelamentoRoutes(app: TypedApp): void {
  app.get(
    '/gerenciar/orcamento/listaParcelamento',
    {
      config: { access: PARCELAMENTO_READ },
      schema: {
        tags: TAGS,
        summary: 'As condições de parcelamento: por forma de pagamento e quantidade de parcelas, a taxa da operadora (%) e os dias até o dinheiro entrar',
        response: { 200: Type.Array(parcelamentoSchema) },
      },
    },
    async () => lerParcelamentos(app.deps.db),
  );

  app.post(
    '/gerenciar/orcamento/cadastroParcelamento',
    {
      config: { access: PARCELAMENTO_WRITE },
      schema: {
        tags: TAGS,
        summary:
          'Criar (sem id) ou alterar (com id e versao) uma condição de parcelamento; uma por forma de pagamento e quantidade de parcelas; só o crédito é parcelado',
        body: parcelamentoBodySchema,
        response: { 200: parcelamentoSchema, 201: parcelamentoSchema },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const erros: ErrorItem[] = [];
      if (!b.formaPagamento) erros.push(invalidField(M.formaPagamento, 'formaPagamento'));
      const quantidade = b.quantidadeParcelas ?? 1;
      if (b.formaPagamento && b.formaPagamento !== 'CREDITO' && quantidade !== 1) erros.push(invalidField(M.parcelasSoNoCredito, 'quantidadeParcelas'));
      if (erros.length > 0) throw new ApiErrorList(400, erros);
      const valores = {
        forma_pagamento: b.formaPagamento!,
        quantidade_parcelas: quantidade,
        taxa_percentual: b.taxaPercentual ?? 0,
        dias_recebimento: b.diasRecebimento ?? 0,
        usuario_alteracao: request.auth?.user.nome ?? null,
      };
      const salvo = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const mesma = await parcelamentoIgual(trx, valores.forma_pagamento, quantidade);
        if (mesma && mesma.id !== b.id) throw conflict(M.parcelamentoDuplicado, 'parcelamento_forma_pagamento_quantidade_parcelas_key');
        let id: number;
        if (b.id) {
          const atual = await parcelamentoParaAlterar(trx, b.id);
          if (!atual) throw notFound(M.parcelamentoNaoEncontrado);
          if (b.versao !== undefined && b.versao !== atual.versao) throw registroDesatualizado(b.versao, atual.versao);
          await atualizarParcelamento(trx, b.id, valores);
          id = b.id;
        } else id = await inserirParcelamento(trx, valores);
        await audit({
          acao: 'PARCELAMENTO_SALVO',
          entidade: 'parcelamento',
          entidadeId: id,
          detalhes: {
            formaPagamento: valores.forma_pagamento,
            quantidadeParcelas: quantidade,
            taxaPercentual: valores.taxa_percentual,
            diasRecebimento: valores.dias_recebimento,
          },
        });
        return (await lerParcelamentos(trx, id))[0]!;
      });
      return reply.code(b.id ? 200 : 201).send(salvo);
    },
  );
}
