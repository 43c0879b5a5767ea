import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The api's word that it built a document and that this user may issue it: the job the PDF service
 * hands back when it registers the PDF. The register believes the title, patient and layout only
 * from here, never from the caller, so a PDF is "issued by the clinic" only when the api made its
 * content (laudo; later the record's certificates, prescriptions, contracts, quotes) for a caller
 * its guards let see it. HTML a user typed still prints, but is never registered.
 */
export interface Emissao {
  /** conteudoSha256 of the document the api built */
  conteudo: string;
  titulo: string;
  pacienteId: number | null;
  layoutId: number | null;
  /** who the api built it for: only their session may register it */
  usuarioId: number;
  /** epoch ms after which the job is refused (the document is built again) */
  expira: number;
  /**
   * the doctor who signs the PDF with their A1 certificate when registered (issue 39), if they keep
   * one; absent or null: registered unsigned
   */
  assinanteId?: number | null;
}

/** Long enough for a document to wait in a full queue and render; short enough that a leaked job is soon worthless. */
export const EMISSAO_VALIDADE_MS = 15 * 60_000;

/** What the PDF service prints, as it reads it (pdf/src/emissao.ts computes the same over what it renders). */
export interface DocumentoPdf {
  content: string;
  htmlHeader?: string;
  headerHeigth: number;
}

/** The fingerprint of a document's parts; the PDF service's twin must give the same for the same parts (both tests pin one value). */
export const conteudoSha256 = (doc: DocumentoPdf): string =>
  createHash('sha256')
    .update(JSON.stringify([doc.content, doc.htmlHeader ?? '', doc.headerHeigth]), 'utf8')
    .digest('hex');

/** A key of its own for jobs, so nothing else signed with PDF_SERVICE_KEY could pass for one. */
const chaveDeEmissao = (serviceKey: string): Buffer => createHmac('sha256', serviceKey).update('clinica:emissao-de-documento:v1').digest();

const mac = (serviceKey: string, payload: string): Buffer => createHmac('sha256', chaveDeEmissao(serviceKey)).update(payload).digest();

/** `payload.mac`, both base64url: opaque to the browser and the PDF service, which only carry it. */
export function assinarEmissao(serviceKey: string, emissao: Emissao): string {
  const payload = Buffer.from(JSON.stringify(emissao)).toString('base64url');
  return `${payload}.${mac(serviceKey, payload).toString('base64url')}`;
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The job if this api signed it and it is still valid; undefined for anything else (forged, altered, expired, malformed). */
export function lerEmissao(serviceKey: string, token: string, agora = Date.now()): Emissao | undefined {
  const [payload, assinatura, ...resto] = token.split('.');
  if (!payload || !assinatura || resto.length > 0) return undefined;
  const esperada = mac(serviceKey, payload);
  const recebida = Buffer.from(assinatura, 'base64url');
  if (recebida.length !== esperada.length || !timingSafeEqual(recebida, esperada)) return undefined;
  let value: Partial<Emissao>;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Emissao>;
  } catch {
    return undefined;
  }
  const { conteudo, titulo, pacienteId, layoutId, usuarioId, expira, assinanteId = null } = value;
  if (typeof conteudo !== 'string' || typeof titulo !== 'string' || !isId(usuarioId) || typeof expira !== 'number' || expira < agora) return undefined;
  if ((pacienteId !== null && !isId(pacienteId)) || (layoutId !== null && !isId(layoutId))) return undefined;
  if (assinanteId !== null && !isId(assinanteId)) return undefined;
  return { conteudo, titulo, pacienteId, layoutId, usuarioId, expira, ...(assinanteId !== null && { assinanteId }) };
}

/**
 * The job for a document the api just built for this user, or undefined when the api has no
 * PDF_SERVICE_KEY (nothing can be registered then; the PDF service does not start without it).
 */
export function emissaoDe(
  serviceKey: string | undefined,
  doc: DocumentoPdf,
  sobre: { titulo: string; pacienteId: number | null; layoutId: number | null; usuarioId: number; assinanteId?: number | null },
): string | undefined {
  if (!serviceKey) return undefined;
  return assinarEmissao(serviceKey, { conteudo: conteudoSha256(doc), ...sobre, expira: Date.now() + EMISSAO_VALIDADE_MS });
}
