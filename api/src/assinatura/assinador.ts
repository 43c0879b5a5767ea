import type { Db } from '../db/database.js';
import { findCertificadoSelado } from './assinatura.repository.js';
import { abrirPkcs12, type CertificadoAberto } from './certificado.js';
import { abrir } from './cofre.js';
import { assinarPdf } from './pades.js';

/** The user's certificate opened for signing, or undefined when they keep none (or it no longer opens: expired, key changed). */
export async function certificadoParaAssinar(db: Db, chave: Uint8Array, usuarioId: number): Promise<CertificadoAberto | undefined> {
  const selado = await findCertificadoSelado(db, usuarioId);
  if (!selado) return undefined;
  const aberto = abrir(chave, selado);
  if (!aberto) return undefined;
  try {
    const { p12, senha } = JSON.parse(aberto.toString('utf8')) as { p12: string; senha: string };
    return abrirPkcs12(Buffer.from(p12, 'base64'), senha);
  } catch {
    return undefined;
  }
}

/** The PDF signed by the user (PAdES), with the signer's name; undefined when they cannot sign. */
export async function assinarComoUsuario(
  db: Db,
  chave: Uint8Array,
  usuarioId: number,
  pdf: Buffer,
  motivo: string,
): Promise<{ pdf: Buffer; assinante: string } | undefined> {
  const certificado = await certificadoParaAssinar(db, chave, usuarioId);
  if (!certificado) return undefined;
  return { pdf: await assinarPdf(pdf, certificado, motivo), assinante: certificado.titular };
}
