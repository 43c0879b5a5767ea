import type { Executor } from '../db/database.js';
import { publicarAlerta, resolverAlerta } from '../notificacao/alertas.js';

/**
 * ABAIXO_ESTOQUE (spec 01 §3, §5): one open alert per product while its minimum is greater than its
 * total, resolved once it is not. Called in the transaction that changed the total or the minimum.
 */
export async function conferirAbaixoDoMinimo(
  trx: Executor,
  produto: { id: number; nomeProduto: string; totalEstoque: number; estoqueMinimo: number; tipoUnidadeMedida: string; ativo: boolean },
): Promise<void> {
  const chave = String(produto.id);
  if (produto.ativo && produto.estoqueMinimo > produto.totalEstoque) {
    await publicarAlerta(trx, {
      tipo: 'ABAIXO_ESTOQUE',
      chave,
      dados: {
        produtoId: produto.id,
        nomeProdutoEstoque: produto.nomeProduto,
        descricao: `${produto.totalEstoque} ${produto.tipoUnidadeMedida} em estoque; mínimo ${produto.estoqueMinimo}.`,
      },
    });
  } else await resolverAlerta(trx, 'ABAIXO_ESTOQUE', chave);
}
