import type { Executor } from '../db/database.js';
import type { TipoChave } from './pix.js';

/** The clinic's Pix key (one row), or undefined while none is set. */
export const lerPixConfiguracao = (db: Executor) =>
  db
    .selectFrom('pix_configuracao')
    .select([
      'tipo_chave as tipoChave',
      'chave',
      'nome_recebedor as nomeRecebedor',
      'cidade',
      'versao',
      'usuario_alteracao as usuarioAlteracao',
      'horario_alteracao as horarioAlteracao',
    ])
    .where('id', '=', 1)
    .executeTakeFirst()
    .then((row) => row && { ...row, tipoChave: row.tipoChave as TipoChave, horarioAlteracao: new Date(row.horarioAlteracao).toISOString() });

export const travarPixConfiguracao = (trx: Executor) => trx.selectFrom('pix_configuracao').select('versao').where('id', '=', 1).forUpdate().executeTakeFirst();

export interface ValoresPix {
  tipo_chave: TipoChave;
  chave: string;
  nome_recebedor: string;
  cidade: string;
  usuario_alteracao: string | null;
}

export const inserirPixConfiguracao = (trx: Executor, valores: ValoresPix) =>
  trx
    .insertInto('pix_configuracao')
    .values({ id: 1, ...valores })
    .execute();

export const atualizarPixConfiguracao = (trx: Executor, valores: ValoresPix) =>
  trx
    .updateTable('pix_configuracao')
    .set((eb) => ({ ...valores, horario_alteracao: new Date(), versao: eb('versao', '+', 1) }))
    .where('id', '=', 1)
    .execute();

/** One instalment (or entry) with what its Pix charge needs. */
export const parcelaParaPix = (db: Executor, detalheId: number) =>
  db
    .selectFrom('receita_detalhe as d')
    .innerJoin('receita as r', 'r.id', 'd.receita_id')
    .select([
      'd.id',
      'd.receita_id as receitaId',
      'd.parcela',
      'd.tipo_lancamento as tipoLancamento',
      'd.valor',
      'd.vencimento',
      'd.status',
      'r.tipo',
      'r.status as statusReceita',
      'r.nome_receita as nomeReceita',
    ])
    .where('d.id', '=', detalheId)
    .executeTakeFirst();
