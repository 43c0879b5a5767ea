import type { Executor } from '../db/database.js';

/** Uploaded files (arquivo): a row per file in the store, `vinculado` once a patient or a stage holds it. */
export async function insertArquivo(
  db: Executor,
  arquivo: { id: string; mimeType: string; nome: string; tamanho: number; caminho: string; usuarioId: number | null; usuarioNome: string | null },
): Promise<void> {
  await db
    .insertInto('arquivo')
    .values({
      id: arquivo.id,
      mime_type: arquivo.mimeType,
      nome_original: arquivo.nome,
      tamanho: arquivo.tamanho,
      caminho: arquivo.caminho,
      usuario_id: arquivo.usuarioId,
      usuario_cadastro: arquivo.usuarioNome,
    })
    .execute();
}

/** Deletes the files never linked and uploaded before `antesDe`; answers where they are stored. */
export async function deleteArquivosSoltos(db: Executor, antesDe: Date): Promise<string[]> {
  const rows = await db.deleteFrom('arquivo').where('vinculado', '=', false).where('horario_cadastro', '<', antesDe).returning('caminho').execute();
  return rows.map((r) => r.caminho);
}

/** Deletes the files; answers where they are stored. */
export async function deleteArquivos(trx: Executor, ids: string[]): Promise<string[]> {
  const rows = await trx.deleteFrom('arquivo').where('id', 'in', ids).returning('caminho').execute();
  return rows.map((r) => r.caminho);
}

export async function marcarVinculados(trx: Executor, ids: string[]): Promise<void> {
  await trx.updateTable('arquivo').set({ vinculado: true }).where('id', 'in', ids).execute();
}
