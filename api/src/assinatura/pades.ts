import { createHash, webcrypto } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf, Signer } from '@signpdf/signpdf';
import * as asn1js from 'asn1js';
import { PDFDocument } from 'pdf-lib';
import * as pkijs from 'pkijs';
import type { CertificadoAberto } from './certificado.js';

// pkijs types its engine with the DOM's Crypto, which the api's (Node) types do not have: node's webcrypto is that object
type EngineCrypto = ConstructorParameters<typeof pkijs.CryptoEngine>[0]['crypto'];
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unnecessary-type-assertion
pkijs.setEngine('nodeEngine', new pkijs.CryptoEngine({ name: 'nodeEngine', crypto: webcrypto as unknown as EngineCrypto }));

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
} as const;

/** Room for the CMS (a full ICP-Brasil chain fits: the notes measured it), in bytes. */
const TAMANHO_ASSINATURA = 16384;

const ab = (b: Buffer): ArrayBuffer => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

/**
 * CAdES-BES for PAdES-B-B: contentType, messageDigest and signing-certificate-v2 as signed
 * attributes, and no signingTime among them (the PDF's /M carries the time; the national
 * validator refuses signingTime as a signed attribute in PAdES).
 */
class CadesSigner extends Signer {
  constructor(private readonly certificado: Pick<CertificadoAberto, 'chavePkcs8' | 'cadeia'>) {
    super();
  }

  override async sign(conteudo: Buffer): Promise<Buffer> {
    const cadeia = this.certificado.cadeia.map((der) => pkijs.Certificate.fromBER(ab(der)));
    const titular = cadeia[0]!;
    const chave = await webcrypto.subtle.importKey('pkcs8', this.certificado.chavePkcs8, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign']);
    const digest = createHash('sha256').update(conteudo).digest();
    const hashDoCertificado = createHash('sha256').update(this.certificado.cadeia[0]!).digest();
    // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }; ESSCertIDv2 with the default hash (SHA-256)
    const signingCertificateV2 = new asn1js.Sequence({
      value: [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: ab(hashDoCertificado) })] })] })],
    });
    const signedData = new pkijs.SignedData({
      version: 1,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({ issuer: titular.issuer, serialNumber: titular.serialNumber }),
          signedAttrs: new pkijs.SignedAndUnsignedAttributes({
            type: 0,
            attributes: [
              new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: OID.data })] }),
              new pkijs.Attribute({ type: OID.messageDigest, values: [new asn1js.OctetString({ valueHex: ab(digest) })] }),
              new pkijs.Attribute({ type: OID.signingCertificateV2, values: [signingCertificateV2] }),
            ],
          }),
        }),
      ],
      certificates: cadeia,
    });
    await signedData.sign(chave, 0, 'SHA-256');
    const cms = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
    return Buffer.from(cms.toSchema().toBER(false));
  }
}

/** The PDF signed by the certificate's holder (PAdES, ETSI.CAdES.detached), with a name and reason shown by readers. */
export async function assinarPdf(pdf: Buffer, certificado: CertificadoAberto, motivo: string): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: motivo,
    contactInfo: '',
    name: certificado.titular,
    location: 'Brasil',
    signatureLength: TAMANHO_ASSINATURA,
    subFilter: 'ETSI.CAdES.detached',
    appName: 'Clínica',
  });
  const comEspaco = Buffer.from(await doc.save({ useObjectStreams: false }));
  return new SignPdf().sign(comEspaco, new CadesSigner(certificado));
}

export interface AssinaturaLida {
  /** the signer certificate's holder (CN) */
  assinante: string;
  /** the signature matches the bytes it covers and the signer's key */
  integra: boolean;
  /** the signed ranges cover the whole file (nothing added after signing) */
  cobreDocumento: boolean;
}

/**
 * The PDF's signatures as they are (no trust chain: the register says whether the clinic issued the
 * file; this says whether the doctor's signature is intact). Every /ByteRange with its /Contents.
 */
export async function lerAssinaturas(pdf: Buffer): Promise<AssinaturaLida[]> {
  const texto = pdf.toString('latin1');
  const lidas: AssinaturaLida[] = [];
  const padrao = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
  for (let m = padrao.exec(texto); m; m = padrao.exec(texto)) {
    const [a, b, c, d] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
    if (a !== 0 || b <= 0 || c <= b || c + d > pdf.length) continue;
    const hex = texto.slice(b, c).replace(/^</, '').replace(/>$/, '');
    if (!/^[0-9a-fA-F]*$/.test(hex)) continue;
    // trailing zero padding: the DER's own length says where the CMS ends
    const bruto = Buffer.from(hex, 'hex');
    const conteudo = Buffer.concat([pdf.subarray(0, b), pdf.subarray(c, c + d)]);
    let assinante = '';
    let integra: boolean;
    try {
      const asn = asn1js.fromBER(ab(bruto));
      if (asn.offset === -1) throw new Error('CMS ilegível');
      const cms = new pkijs.ContentInfo({ schema: asn.result });
      const signedData = new pkijs.SignedData({ schema: cms.content });
      const certs = (signedData.certificates ?? []).filter((x): x is pkijs.Certificate => x instanceof pkijs.Certificate);
      const sid: unknown = signedData.signerInfos[0]?.sid;
      const titular =
        sid instanceof pkijs.IssuerAndSerialNumber ? certs.find((x) => x.serialNumber.isEqual(sid.serialNumber) && x.issuer.isEqual(sid.issuer)) : certs[0];
      const cn: { value: { valueBlock: { value: unknown } } } | undefined = titular?.subject.typesAndValues.find((tv) => tv.type === '2.5.4.3');
      assinante = cn ? String(cn.value.valueBlock.value) : '';
      integra = await signedData.verify({ signer: 0, data: ab(conteudo), checkChain: false });
    } catch {
      integra = false;
    }
    lidas.push({ assinante, integra, cobreDocumento: c + d === pdf.length });
  }
  return lidas;
}
