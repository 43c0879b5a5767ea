import type { Executor } from '../db/database.js';

export interface ProdutoDados {
  nomeProduto: string;
  codigoUnidadeMedida: number;
  estoqueMinimo: number;
  descricao: string | null;
  /** 14 digits, null to clear; undefined keeps what is saved */
  gtin?: string | null;
  ativo?: boolean;
}

const selectProdutos = (db: Executor) =>
  db
    .selectFrom('estoque_produto as p')
    .innerJoin('estoque_unidade_medida as u', 'u.codigo', 'p.unidade_medida_codigo')
    .select([
      'p.id',
      'p.nome_produto',
      'p.unidade_medida_codigo',
      'u.descricao as unidade',
      'p.estoque_minimo',
      'p.descricao',
      'p.gtin',
      'p.total_estoque',
      'p.ativo',
      'p.versao',
    ]);

type ProdutoRow = Awaited<ReturnType<ReturnType<typeof selectProdutos>['executeTakeFirstOrThrow']>>;

export const toProduto = (r: ProdutoRow) => ({
  id: r.id,
  nomeProduto: r.nome_produto,
  codigoUnidadeMedida: r.unidade_medida_codigo,
  tipoUnidadeMedida: r.unidade,
  estoqueMinimo: r.estoque_minimo,
  descricao: r.descricao,
  gtin: r.gtin,
  totalEstoque: r.total_estoque,
  // spec 01 §5: low stock when the minimum is greater than the total
  abaixoEstoque: r.estoque_minimo > r.total_estoque,
  ativo: r.ativo,
  versao: r.versao,
});
export type Produto = ReturnType<typeof toProduto>;

/** Products by name (inactive ones too, marked), or only one. */
export async function listProdutos(db: Executor, id?: number): Promise<Produto[]> {
  const rows = await selectProdutos(db)
    .$if(id !== undefined, (qb) => qb.where('p.id', '=', id!))
    .orderBy('p.nome_produto')
    .orderBy('p.id')
    .execute();
  return rows.map(toProduto);
}

export const produtoPorId = async (db: Executor, id: number): Promise<Produto | undefined> => (await listProdutos(db, id))[0];

const colunas = (d: ProdutoDados, usuario: string | null) => ({
  nome_produto: d.nomeProduto,
  unidade_medida_codigo: d.codigoUnidadeMedida,
  estoque_minimo: d.estoqueMinimo,
  descricao: d.descricao,
  ...(d.gtin === undefined ? {} : { gtin: d.gtin }),
  ...(d.ativo === undefined ? {} : { ativo: d.ativo }),
  usuario_alteracao: usuario,
});

export const insertProduto = async (trx: Executor, d: ProdutoDados, usuario: string | null): Promise<number> =>
  (
    await trx
      .insertInto('estoque_produto')
      .values({ ...colunas(d, usuario), usuario_cadastro: usuario })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** Optimistic lock: updates only while at `versao` (any, when not given); false when nothing matched. */
export const updateProduto = async (trx: Executor, id: number, versao: number | undefined, d: ProdutoDados, usuario: string | null): Promise<boolean> =>
  Boolean(
    await trx
      .updateTable('estoque_produto')
      .set((eb) => ({ ...colunas(d, usuario), horario_alteracao: new Date(), versao: eb('versao', '+', 1) }))
      .where('id', '=', id)
      .$if(versao !== undefined, (qb) => qb.where('versao', '=', versao!))
      .returning('id')
      .executeTakeFirst(),
  );

export const versaoDoProduto = async (db: Executor, id: number): Promise<number | undefined> =>
  (await db.selectFrom('estoque_produto').select('versao').where('id', '=', id).executeTakeFirst())?.versao;

export const temMovimentacoes = async (db: Executor, id: number): Promise<boolean> =>
  Boolean(await db.selectFrom('estoque_movimentacao').select('id').where('produto_id', '=', id).limit(1).executeTakeFirst());

export const deleteProduto = (trx: Executor, id: number) =>
  trx.deleteFrom('estoque_produto').where('id', '=', id).returning(['id', 'nome_produto']).executeTakeFirst();
