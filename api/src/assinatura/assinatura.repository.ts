import type { Executor } from '../db/database.js';

export interface CertificadoGuardado {
  titular: string;
  emissor: string;
  numeroSerie: string;
  validoDe: Date;
  validoAte: Date;
  enviadoEm: Date;
}

/** What may be shown of the user's certificate (never the file nor the password). */
export async function findCertificado(db: Executor, usuarioId: number): Promise<CertificadoGuardado | undefined> {
  const row = await db
    .selectFrom('certificado_digital')
    .select(['titular', 'emissor', 'numero_serie', 'valido_de', 'valido_ate', 'enviado_em'])
    .where('usuario_id', '=', usuarioId)
    .executeTakeFirst();
  return (
    row && {
      titular: row.titular,
      emissor: row.emissor,
      numeroSerie: row.numero_serie,
      validoDe: row.valido_de,
      validoAte: row.valido_ate,
      enviadoEm: row.enviado_em,
    }
  );
}

/** The sealed file and password of the user's certificate, for signing. */
export async function findCertificadoSelado(db: Executor, usuarioId: number): Promise<Uint8Array | undefined> {
  const row = await db.selectFrom('certificado_digital').select('cifrado').where('usuario_id', '=', usuarioId).executeTakeFirst();
  return row?.cifrado;
}

export async function upsertCertificado(trx: Executor, usuarioId: number, cifrado: Buffer, info: Omit<CertificadoGuardado, 'enviadoEm'>): Promise<Date> {
  const values = {
    cifrado,
    titular: info.titular,
    emissor: info.emissor,
    numero_serie: info.numeroSerie,
    valido_de: info.validoDe,
    valido_ate: info.validoAte,
    enviado_em: new Date(),
  };
  const row = await trx
    .insertInto('certificado_digital')
    .values({ usuario_id: usuarioId, ...values })
    .onConflict((oc) => oc.column('usuario_id').doUpdateSet(values))
    .returning('enviado_em')
    .executeTakeFirstOrThrow();
  return row.enviado_em;
}

export async function deleteCertificado(trx: Executor, usuarioId: number): Promise<boolean> {
  const result = await trx.deleteFrom('certificado_digital').where('usuario_id', '=', usuarioId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
