import type { Executor } from '../db/database.js';

export interface NovoDocumentoEmitido {
  id: string;
  sha256: string;
  bytes: number;
  paginas: number;
  titulo: string;
  pacienteId: number | null;
  layoutId: number | null;
  usuario: { id: number; nome: string };
  /** the doctor whose certificate signed it (issue 39), or null */
  assinante?: string | null;
}

export async function insertDocumentoEmitido(db: Executor, doc: NovoDocumentoEmitido): Promise<Date> {
  const row = await db
    .insertInto('documento_emitido')
    .values({
      id: doc.id,
      sha256: doc.sha256,
      bytes: doc.bytes,
      paginas: doc.paginas,
      titulo: doc.titulo,
      paciente_id: doc.pacienteId,
      layout_id: doc.layoutId,
      usuario_id: doc.usuario.id,
      usuario_nome: doc.usuario.nome,
      assinante: doc.assinante ?? null,
    })
    .returning('emitido_em')
    .executeTakeFirstOrThrow();
  return row.emitido_em;
}

/** The first issue of these bytes, with the names as they are now (a deleted patient or layout reads null). */
export function findDocumentoPorHash(db: Executor, sha256: string) {
  return db
    .selectFrom('documento_emitido as d')
    .leftJoin('paciente as p', 'p.id', 'd.paciente_id')
    .leftJoin('layout as l', 'l.id', 'd.layout_id')
    .select(['d.id', 'd.titulo', 'd.paginas', 'd.bytes', 'd.emitido_em', 'd.usuario_nome', 'd.assinante', 'p.nome as paciente_nome', 'l.nome as layout_nome'])
    .where('d.sha256', '=', sha256)
    .orderBy('d.emitido_em')
    .limit(1)
    .executeTakeFirst();
}
