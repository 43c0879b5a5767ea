import type { Executor } from '../db/database.js';

const COLUNAS = ['id', 'nome', 'ativo', 'versao'] as const;

/** The exam catalogue by name (inactive ones too: a request that has one keeps showing it). */
export const listExames = (db: Executor) => db.selectFrom('exame').select(COLUNAS).orderBy('nome').orderBy('id').execute();

export const insertExame = (trx: Executor, dados: { nome: string; ativo: boolean }, usuario: string | null) =>
  trx
    .insertInto('exame')
    .values({ ...dados, usuario_cadastro: usuario, usuario_alteracao: usuario })
    .returning(COLUNAS)
    .executeTakeFirstOrThrow();

/** Optimistic lock: updates only while at `versao` (any, when not given); undefined when nothing matched. */
export const updateExame = (trx: Executor, id: number, versao: number | undefined, dados: { nome: string; ativo?: boolean }, usuario: string | null) =>
  trx
    .updateTable('exame')
    .set((eb) => ({ ...dados, usuario_alteracao: usuario, horario_alteracao: new Date(), versao: eb('versao', '+', 1) }))
    .where('id', '=', id)
    .$if(versao !== undefined, (qb) => qb.where('versao', '=', versao!))
    .returning(COLUNAS)
    .executeTakeFirst();

/** The exam's current version, or undefined when there is none. */
export const versaoDoExame = async (db: Executor, id: number): Promise<number | undefined> =>
  (await db.selectFrom('exame').select('versao').where('id', '=', id).executeTakeFirst())?.versao;

/** The deleted exam, or undefined when there was none. */
export const deleteExame = (trx: Executor, id: number) => trx.deleteFrom('exame').where('id', '=', id).returning(['id', 'nome']).executeTakeFirst();
