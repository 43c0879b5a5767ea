import type { Executor } from '../db/database.js';
import { AUXILIARES, type Auxiliar } from './estoque.messages.js';

export const listarAuxiliar = (db: Executor, tipo: Auxiliar) =>
  db.selectFrom(AUXILIARES[tipo].tabela).select(['codigo', 'descricao']).orderBy('descricao').orderBy('codigo').execute();

export const inserirAuxiliar = (trx: Executor, tipo: Auxiliar, descricao: string, usuario: string | null) =>
  trx.insertInto(AUXILIARES[tipo].tabela).values({ descricao, usuario_cadastro: usuario }).returning(['codigo', 'descricao']).executeTakeFirstOrThrow();

/** The deleted item, or undefined when there was none. */
export const excluirAuxiliar = (trx: Executor, tipo: Auxiliar, codigo: number) =>
  trx.deleteFrom(AUXILIARES[tipo].tabela).where('codigo', '=', codigo).returning(['codigo', 'descricao']).executeTakeFirst();
