import { sql } from 'kysely';
import type { Executor } from '../db/database.js';

/**
 * The exits used on one patient (optionally in one procedure), with their lot and what came back of
 * each: the lot traceability the record shows. The most recent first.
 */
export const saidasDoPaciente = (db: Executor, pacienteId: number, procedimentoId?: number) =>
  db
    .selectFrom('estoque_movimentacao as m')
    .innerJoin('estoque_lote as l', 'l.id', 'm.lote_id')
    .innerJoin('estoque_produto as p', 'p.id', 'm.produto_id')
    .innerJoin('estoque_unidade_medida as u', 'u.codigo', 'p.unidade_medida_codigo')
    .leftJoin('procedimento as pr', 'pr.id', 'm.procedimento_id')
    .select((eb) => [
      'm.id',
      'm.horario',
      'm.quantidade',
      'm.usuario_nome',
      'p.id as produto_id',
      'p.nome_produto',
      'u.descricao as unidade',
      'l.lote',
      sql<string>`to_char(l.validade, 'YYYY-MM-DD')`.as('validade'),
      'pr.id as procedimento_id',
      'pr.nome as procedimento_nome',
      eb
        .selectFrom('estoque_movimentacao as d')
        .select(sql<number>`coalesce(sum(d.quantidade), 0)::int`.as('soma'))
        .whereRef('d.saida_id', '=', 'm.id')
        .as('devolvido'),
    ])
    .where('m.tipo', '=', 'SAIDA')
    .where('m.paciente_id', '=', pacienteId)
    .$if(procedimentoId !== undefined, (qb) => qb.where('m.procedimento_id', '=', procedimentoId!))
    .orderBy('m.horario', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
