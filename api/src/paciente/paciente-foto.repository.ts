import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../db/database.js';
import type { Database } from '../db/types.js';

/** A patient photo is an image file no stage holds. */
const foraDeEtapa = (eb: ExpressionBuilder<Database, 'arquivo'>) =>
  eb.not(eb.exists(eb.selectFrom('etapa_imagem').select('etapa_imagem.id').whereRef('etapa_imagem.arquivo_id', '=', 'arquivo.id')));

/** Links an uploaded image as a photo: free, or already linked when `jaVinculada` (the patient's current photo). False when not possible. */
export async function vincularFoto(trx: Executor, id: string, jaVinculada: boolean): Promise<boolean> {
  const linked = await trx
    .updateTable('arquivo')
    .set({ vinculado: true })
    .where('id', '=', id)
    .where('mime_type', 'like', 'image/%')
    .where((eb) => (jaVinculada ? eb.val(true) : eb('vinculado', '=', false)))
    .returning('id')
    .executeTakeFirst();
  return linked !== undefined;
}

/** Deletes a replaced photo; answers where it is stored. A stage's file is never removed from here (older data could share one). */
export async function deleteFoto(trx: Executor, id: string): Promise<string | undefined> {
  const removed = await trx.deleteFrom('arquivo').where('id', '=', id).where(foraDeEtapa).returning('caminho').executeTakeFirst();
  return removed?.caminho;
}

/** The photo file; stage files are served only to the Etapas tab's users (imagens.routes.ts). */
export const findFoto = (db: Executor, id: string) =>
  db
    .selectFrom('arquivo')
    .select(['id', 'mime_type', 'caminho', 'usuario_id', 'vinculado'])
    .where('id', '=', id)
    .where('mime_type', 'like', 'image/%')
    .where(foraDeEtapa)
    .executeTakeFirst();
