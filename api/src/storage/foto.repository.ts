import { sql, type ExpressionBuilder } from 'kysely';
import type { Executor } from '../db/database.js';
import type { Database } from '../db/types.js';

/** Where a user's `foto` points (storage/foto.ts builds the same path). */
export const USUARIO_FOTO_PATH = '/gerenciar/usuario/foto/';

type Eb = ExpressionBuilder<Database, 'arquivo'>;

/** A photo is an image file no stage holds. */
const foraDeEtapa = (eb: Eb) =>
  eb.not(eb.exists(eb.selectFrom('etapa_imagem').select('etapa_imagem.id').whereRef('etapa_imagem.arquivo_id', '=', 'arquivo.id')));

/** The photo of a user (staff), as opposed to a patient's. */
const deUsuario = (eb: Eb) =>
  eb.exists(
    eb
      .selectFrom('usuario')
      .select('usuario.id')
      .where('usuario.foto', '=', sql<string>`${sql.lit(USUARIO_FOTO_PATH)} || arquivo.id::text`),
  );

/** Whose photos a read serves: a patient route never serves a user's photo, nor the reverse. */
export type DonoFoto = 'paciente' | 'usuario';

/** Links an uploaded image as a photo: free, or already linked when `jaVinculada` (the current photo). False when not possible. */
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
export const findFoto = (db: Executor, id: string, dono: DonoFoto) =>
  db
    .selectFrom('arquivo')
    .select(['id', 'mime_type', 'caminho', 'usuario_id', 'vinculado'])
    .where('id', '=', id)
    .where('mime_type', 'like', 'image/%')
    .where(foraDeEtapa)
    // a linked file is a user's photo or a patient's; one not yet linked is its sender's, whichever it becomes
    .where((eb) => (dono === 'usuario' ? eb.or([deUsuario(eb), eb('vinculado', '=', false)]) : eb.not(deUsuario(eb))))
    .executeTakeFirst();
