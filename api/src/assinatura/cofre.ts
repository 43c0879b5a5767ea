import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The key that seals doctors' certificates (issue 39, signed documents): CERTIFICADO_KEY from the
 * server's configuration when set, else derived from the JWT key (then replacing that key makes the
 * stored certificates unreadable: the doctors send them again). Never the raw material itself.
 */
export function chaveDeCertificados(material: string | Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', material, Buffer.from('clinica'), Buffer.from('clinica:certificado-digital:v1'), 32));
}

const VERSAO = 1;

/** AES-256-GCM: version (1 byte) | iv (12) | tag (16) | ciphertext. */
export function selar(chave: Uint8Array, aberto: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', chave, iv);
  const cifrado = Buffer.concat([cipher.update(aberto), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSAO]), iv, cipher.getAuthTag(), cifrado]);
}

/** The sealed bytes opened, or undefined when they were not sealed with this key (or were altered). */
export function abrir(chave: Uint8Array, selado: Uint8Array): Buffer | undefined {
  const buffer = Buffer.from(selado);
  if (buffer.length < 29 || buffer[0] !== VERSAO) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', chave, buffer.subarray(1, 13));
    decipher.setAuthTag(buffer.subarray(13, 29));
    return Buffer.concat([decipher.update(buffer.subarray(29)), decipher.final()]);
  } catch {
    return undefined;
  }
}
