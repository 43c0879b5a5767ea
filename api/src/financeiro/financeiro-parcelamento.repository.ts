import type { Executor } from '../db/database.js';
import type { FormaPagamento } from '../db/column-types.js';

/** The clinic's card terms (parcelamento), per payment method and instalment count. */
export const lerParcelamentos = (db: Executor, id?: number) => {
  let q = db
    .selectFrom('parcelamento')
    .select([
      'id',
      'forma_pagamento as formaPagamento',
      'quantidade_parcelas as quantidadeParcelas',
      'taxa_percentual',
      'dias_recebimento as diasRecebimento',
      'versao',
    ])
    .orderBy('forma_pagamento')
    .orderBy('quantidade_parcelas');
  if (id !== undefined) q = q.where('id', '=', id);
  return q.execute().then((rows) => rows.map(({ taxa_percentual, ...r }) => ({ ...r, taxaPercentual: Number(taxa_percentual) })));
};

export const parcelamentoIgual = (trx: Executor, forma: FormaPagamento, quantidade: number) =>
  trx.selectFrom('parcelamento').select('id').where('forma_pagamento', '=', forma).where('quantidade_parcelas', '=', quantidade).executeTakeFirst();

export const parcelamentoParaAlterar = (trx: Executor, id: number) =>
  trx.selectFrom('parcelamento').select(['id', 'versao']).where('id', '=', id).forUpdate().executeTakeFirst();

export interface ValoresParcelamento {
  forma_pagamento: FormaPagamento;
  quantidade_parcelas: number;
  taxa_percentual: number;
  dias_recebimento: number;
  usuario_alteracao: string | null;
}

export const atualizarParcelamento = (trx: Executor, id: number, valores: ValoresParcelamento) =>
  trx
    .updateTable('parcelamento')
    .set((eb) => ({ ...valores, horario_alteracao: new Date(), versao: eb('versao', '+', 1) }))
    .where('id', '=', id)
    .execute();

export const inserirParcelamento = async (trx: Executor, valores: ValoresParcelamento): Promise<number> =>
  (await trx.insertInto('parcelamento').values(valores).returning('id').executeTakeFirstOrThrow()).id;
