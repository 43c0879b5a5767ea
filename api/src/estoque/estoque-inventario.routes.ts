import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { ApiErrorList, invalidField } from '../errors/api-error.js';
import type { TypedApp } from '../http/typebox.js';
import { conferirAbaixoDoMinimo } from './estoque-alertas.js';
import { ESTOQUE_MSG } from './estoque.messages.js';
import { ajusteBodySchema, ajusteRespostaSchema, ESTOQUE_EDIT, ESTOQUE_READ, recallQuerySchema, recallSchema, TAGS } from './estoque.schemas.js';
import { lotesContados, movimentar, produtoParaMovimentar, recebedoresDoLote } from './estoque-movimentacao.repository.js';
import { produtoPorId } from './estoque-produto.repository.js';

/** The stocktake (counted quantities become AJUSTE movements) and the lot recall. */
export function estoqueInventarioRoutes(app: TypedApp): void {
  app.post(
    '/gerenciar/estoque/ajustarInventario',
    {
      config: { access: ESTOQUE_EDIT },
      schema: {
        tags: TAGS,
        summary: 'Contagem do inventário: cada lote cuja quantidade contada difere do saldo recebe um ajuste com o motivo, tudo numa transação',
        body: ajusteBodySchema,
        response: { 200: ajusteRespostaSchema },
      },
    },
    async (request) => {
      const { contagens } = request.body;
      const motivo = request.body.motivo?.trim() ?? '';
      if (!motivo) throw new ApiErrorList(400, [invalidField(ESTOQUE_MSG.motivo, 'motivo')]);
      const ids = contagens.map((c) => c.loteId);
      if (new Set(ids).size !== ids.length) throw new ApiErrorList(400, [invalidField(ESTOQUE_MSG.contagemRepetida, 'contagens')]);
      const contado = new Map(contagens.map((c) => [c.loteId, c.quantidadeContada]));
      const usuario = request.auth ? { id: request.auth.user.id, nome: request.auth.user.nome } : null;
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        // lock every product involved, in id order, before reading the balances it counts against
        const antes = await lotesContados(trx, ids);
        if (antes.length !== ids.length) throw new ApiErrorList(400, [invalidField(ESTOQUE_MSG.loteDoAjuste, 'contagens')]);
        const produtoIds = [...new Set(antes.map((l) => l.produto_id))].sort((a, b) => a - b);
        for (const id of produtoIds) await produtoParaMovimentar(trx, id);
        const lotes = await lotesContados(trx, ids);
        const ajustes = [];
        for (const l of lotes) {
          const diferenca = contado.get(l.id)! - l.saldo;
          if (diferenca === 0) continue;
          await movimentar(trx, { tipo: 'AJUSTE', produtoId: l.produto_id, loteId: l.id, quantidade: diferenca, setor: null, observacao: motivo, usuario });
          ajustes.push({ loteId: l.id, lote: l.lote, antes: l.saldo, contado: contado.get(l.id)!, diferenca });
        }
        for (const id of produtoIds) await conferirAbaixoDoMinimo(trx, (await produtoPorId(trx, id))!);
        await audit({
          acao: 'ESTOQUE_INVENTARIO',
          entidade: 'estoque_lote',
          entidadeId: ids.join(','),
          detalhes: { motivo, ajustes: ajustes.map((a) => `${a.lote}: ${a.antes} → ${a.contado}`).join('; ') || 'nenhum' },
        });
        return { ajustes };
      });
    },
  );

  app.get(
    '/gerenciar/estoque/recall',
    {
      config: { access: ESTOQUE_READ },
      schema: {
        tags: TAGS,
        summary: 'Recolhimento de lote: quais pacientes receberam o lote do produto, quanto, quando, por quem e em qual procedimento',
        querystring: recallQuerySchema,
        response: { 200: recallSchema },
      },
    },
    async (request) => {
      const rows = await recebedoresDoLote(app.deps.db, Number(request.query.produtoId), request.query.lote.trim());
      const recebidos = rows
        .map((r) => ({
          saidaId: r.id,
          horario: new Date(r.horario).toISOString(),
          lote: r.lote,
          quantidade: -r.quantidade - Number(r.devolvido ?? 0),
          paciente: { id: r.paciente_id, nome: r.paciente_nome, celular: r.celular, telefone: r.telefone, ddi: r.ddi },
          procedimento: r.procedimento,
          usuario: r.usuario_nome,
        }))
        .filter((r) => r.quantidade > 0);
      // who looked at which patients received a lot: it names patients, so it is on record
      await auditedWrite(app.deps.db, auditContextOf(request), (_trx, audit) =>
        audit({
          acao: 'ESTOQUE_RECALL_CONSULTADO',
          entidade: 'estoque_produto',
          entidadeId: request.query.produtoId,
          detalhes: { lote: request.query.lote, pacientes: recebidos.length },
        }),
      );
      return recebidos;
    },
  );
}
