import { sql } from 'kysely';
import type { Executor } from '../db/database.js';

/** What a booking may name; each must exist (and be active where it has `ativo`; a doctor must be one). */
export type Referencia = 'paciente' | 'procedimento' | 'medico' | 'tipo_compromisso' | 'sala';

export async function referenciaExiste(trx: Executor, referencia: Referencia, id: number): Promise<boolean> {
  const found = await (() => {
    switch (referencia) {
      case 'paciente':
        return trx.selectFrom('paciente').select('id').where('id', '=', id).where('ativo', '=', true).executeTakeFirst();
      case 'procedimento':
        return trx.selectFrom('procedimento').select('id').where('id', '=', id).where('ativo', '=', true).executeTakeFirst();
      case 'medico':
        return trx.selectFrom('usuario').select('id').where('id', '=', id).where('eh_medico', '=', true).where('ativo', '=', true).executeTakeFirst();
      case 'tipo_compromisso':
        return trx.selectFrom('tipo_compromisso').select('id').where('id', '=', id).where('ativo', '=', true).executeTakeFirst();
      case 'sala':
        return trx.selectFrom('sala').select('id').where('id', '=', id).where('ativo', '=', true).executeTakeFirst();
    }
  })();
  return found !== undefined;
}

/** The stage's name when it is one of the procedure's stages. */
export async function nomeDaEtapaDoProcedimento(trx: Executor, procedimentoId: number, etapaId: number): Promise<string | undefined> {
  const row = await trx
    .selectFrom('procedimento_etapa as pe')
    .innerJoin('configuracao_etapa as e', 'e.id', 'pe.configuracao_etapa_id')
    .select('e.nome_etapa')
    .where('pe.procedimento_id', '=', procedimentoId)
    .where('pe.configuracao_etapa_id', '=', etapaId)
    .executeTakeFirst();
  return row?.nome_etapa;
}

/** pg_advisory_xact_lock(classe, id): held until the transaction ends. */
export async function travarChave(trx: Executor, classe: number, id: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${classe}::int, ${id}::int)`.execute(trx);
}
