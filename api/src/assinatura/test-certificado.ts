import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

/**
 * A throwaway CA and a doctor's A1 certificate signed by it, as a PKCS#12 file with this password
 * (tests only: the keys come from node's crypto, the certificates and the file from node-forge).
 */
export function certificadoDeTeste(titular: string, senha: string, opcoes: { vencido?: boolean } = {}): { p12: Buffer; caPem: string } {
  const par = () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return {
      privateKey: forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
      publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
    };
  };
  const ca = par();
  const caCert = forge.pki.createCertificate();
  caCert.publicKey = ca.publicKey;
  caCert.serialNumber = '01';
  caCert.validity.notBefore = new Date(Date.now() - 86_400_000);
  caCert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const caNome = [{ name: 'commonName', value: 'AC Teste da Clínica' }];
  caCert.setSubject(caNome);
  caCert.setIssuer(caNome);
  caCert.setExtensions([{ name: 'basicConstraints', cA: true }]);
  caCert.sign(ca.privateKey, forge.md.sha256.create());
  const medico = par();
  const cert = forge.pki.createCertificate();
  cert.publicKey = medico.publicKey;
  cert.serialNumber = '0a1b2c';
  cert.validity.notBefore = new Date(Date.now() - 2 * 86_400_000);
  cert.validity.notAfter = opcoes.vencido ? new Date(Date.now() - 86_400_000) : new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject([{ name: 'commonName', value: titular }]);
  cert.setIssuer(caNome);
  cert.sign(ca.privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(medico.privateKey, [cert, caCert], senha, { algorithm: '3des' });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), caPem: forge.pki.certificateToPem(caCert) };
}

/**
 * An independent reading of a PDF's first signature with node-forge (not the code that signed nor
 * the one that verifies): the signed attributes' message digest equals SHA-256 of the byte ranges,
 * and the signer's RSA key signed those attributes. Answers the signer's CN when both hold.
 */
export function conferirComForge(pdf: Buffer): { assinante: string; digestConfere: boolean; assinaturaConfere: boolean } {
  const texto = pdf.toString('latin1');
  const m = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(texto)!;
  const [, , b, c, d] = m.map(Number) as [number, number, number, number, number];
  const hex = texto.slice(b + 1, c - 1);
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(forge.util.hexToBytes(hex)), { parseAllBytes: false } as unknown as boolean);
  const msg = forge.pkcs7.messageFromAsn1(asn1) as unknown as {
    certificates: forge.pki.Certificate[];
    rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string };
  };
  const attrs = msg.rawCapture.authenticatedAttributes;
  const conteudo = Buffer.concat([pdf.subarray(0, b), pdf.subarray(c, c + d)]);
  const esperado = forge.md.sha256.create().update(conteudo.toString('binary')).digest().getBytes();
  const digestAttr = attrs.find((a) => forge.asn1.derToOid((a.value as forge.asn1.Asn1[])[0]!.value as string) === forge.pki.oids.messageDigest)!;
  const digest = ((digestAttr.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!.value as string;
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attrs);
  const md = forge.md.sha256.create().update(forge.asn1.toDer(set).getBytes());
  const cert = msg.certificates[0]!;
  const assinaturaConfere = (cert.publicKey as forge.pki.rsa.PublicKey).verify(md.digest().getBytes(), msg.rawCapture.signature);
  return { assinante: (cert.subject.getField('CN') as { value?: string } | null)?.value ?? '', digestConfere: digest === esperado, assinaturaConfere };
}
