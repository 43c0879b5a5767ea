import forge from 'node-forge';

/** A doctor's A1 certificate opened: the key and chain to sign with, and what may be shown of it. */
export interface CertificadoAberto {
  /** PKCS#8 DER of the private key */
  chavePkcs8: Buffer;
  /** DER of the signer's certificate, then the rest of the chain in the file */
  cadeia: Buffer[];
  titular: string;
  emissor: string;
  numeroSerie: string;
  validoDe: Date;
  validoAte: Date;
}

export const CERTIFICADO_MSG = {
  naoP12: 'O arquivo não é um certificado A1 (PKCS#12, .pfx ou .p12).',
  senha: 'Senha do certificado incorreta.',
  semChave: 'O certificado não traz a chave privada.',
  vencido: 'Este certificado está vencido.',
  naoRsa: 'Somente certificados com chave RSA são aceitos.',
} as const;

export class CertificadoInvalido extends Error {}

const nomeDe = (attrs: forge.pki.CertificateField[]): string => {
  const cn = attrs.find((a) => a.shortName === 'CN')?.value;
  return typeof cn === 'string' ? cn : attrs.map((a) => `${a.shortName}=${String(a.value)}`).join(', ');
};

const der = (cert: forge.pki.Certificate): Buffer => Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');

/** Opens a PKCS#12 file with its password; throws CertificadoInvalido with the user's message. */
export function abrirPkcs12(arquivo: Buffer, senha: string, agora = new Date()): CertificadoAberto {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(arquivo.toString('binary')));
    try {
      p12 = forge.pkcs12.pkcs12FromAsn1(asn1, senha);
    } catch (error) {
      // node-forge says "PKCS#12 MAC could not be verified. Invalid password?" for a wrong password
      if (error instanceof Error && /MAC|password|decrypt/i.test(error.message)) throw new CertificadoInvalido(CERTIFICADO_MSG.senha);
      throw new CertificadoInvalido(CERTIFICADO_MSG.naoP12);
    }
  } catch (error) {
    if (error instanceof CertificadoInvalido) throw error;
    throw new CertificadoInvalido(CERTIFICADO_MSG.naoP12);
  }
  const chaves = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[forge.pki.oids.pkcs8ShroudedKeyBag!] ?? []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag! })[forge.pki.oids.keyBag!] ?? []),
  ];
  const chave = chaves.find((b) => b.key)?.key;
  if (!chave) throw new CertificadoInvalido(CERTIFICADO_MSG.semChave);
  if (!('n' in chave)) throw new CertificadoInvalido(CERTIFICADO_MSG.naoRsa);
  const certs = (p12.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!] ?? [])
    .map((b) => b.cert)
    .filter((c): c is forge.pki.Certificate => c !== undefined && c !== null);
  const doTitular = certs.find((c) => (c.publicKey as forge.pki.rsa.PublicKey).n?.equals(chave.n));
  if (!doTitular) throw new CertificadoInvalido(CERTIFICADO_MSG.semChave);
  if (doTitular.validity.notAfter.getTime() < agora.getTime()) throw new CertificadoInvalido(CERTIFICADO_MSG.vencido);
  const pkcs8 = forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(chave));
  return {
    chavePkcs8: Buffer.from(forge.asn1.toDer(pkcs8).getBytes(), 'binary'),
    cadeia: [doTitular, ...certs.filter((c) => c !== doTitular)].map(der),
    titular: nomeDe(doTitular.subject.attributes),
    emissor: nomeDe(doTitular.issuer.attributes),
    numeroSerie: doTitular.serialNumber,
    validoDe: doTitular.validity.notBefore,
    validoAte: doTitular.validity.notAfter,
  };
}
