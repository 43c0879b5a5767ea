import { Type } from 'typebox';
import type { Executor } from '../db/database.js';
import { badRequest, notFound } from '../errors/api-error.js';
import type { TypedApp } from '../http/typebox.js';
import { deleteFoto, findFoto, vincularFoto, USUARIO_FOTO_PATH, type DonoFoto } from './foto.repository.js';
import { sendStoredFile } from './send-stored-file.js';
import { receiveUpload } from './upload.js';

/**
 * Photos of patients and of users live in the file store like stage images: uploaded first (not yet
 * linked), then saved with the patient or the user, whose `foto` holds the path they are served at.
 */
export const FOTO_PATHS: Record<DonoFoto, string> = { paciente: '/gerenciar/paciente/foto/', usuario: USUARIO_FOTO_PATH };
export const FOTO_MAX_BYTES = 5 * 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A size in MB (KB below 0,01 MB) the Portuguese way, rounded down: the limit is never overstated. */
export function formatSize(bytes: number): string {
  const format = (value: number) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(Math.floor(value * 100 + 1e-9) / 100);
  const mb = bytes / (1024 * 1024);
  return mb >= 0.01 ? `${format(mb)} MB` : `${format(bytes / 1024)} KB`;
}

/** The photo's limit: 5 MB, or the upload limit (UPLOAD_MAX_BYTES) when that is lower. */
export const fotoMaxBytes = (uploadMaxBytes: number): number => Math.min(FOTO_MAX_BYTES, uploadMaxBytes);

/** The 413 message, naming the limit actually applied. */
export const fotoTamanhoMsg = (maxBytes: number): string => `A foto deve ter até ${formatSize(maxBytes)}.`;

export const FOTO_MSG = {
  tamanho: fotoTamanhoMsg(FOTO_MAX_BYTES),
  tipo: 'Envie a foto em JPEG, PNG ou WebP.',
  inexistente: 'Foto não encontrada: envie-a novamente.',
  naoEncontrada: 'Foto não encontrada.',
} as const;

/** The stored file id of a photo path, or undefined for anything else (an address elsewhere, refused). */
export const fotoIdOf = (dono: DonoFoto, foto: string | null | undefined): string | undefined => {
  const path = FOTO_PATHS[dono];
  const id = foto?.startsWith(path) ? foto.slice(path.length) : undefined;
  return id && UUID.test(id) ? id : undefined;
};

/**
 * Links the photo a patient or a user is saved with (it must have been uploaded and be free: not
 * another one's photo nor a stage file, unless it is this one's current photo) and answers where the
 * previous photo is stored when it is replaced or removed, for deleting it from the store after the commit.
 */
export async function linkFoto(trx: Executor, dono: DonoFoto, foto: string | null, previous: string | null): Promise<string | undefined> {
  const id = fotoIdOf(dono, foto);
  const old = fotoIdOf(dono, previous);
  // always a photo sent here (a patient's other addresses are refused by the form's rules first)
  if (foto && !id) throw badRequest(FOTO_MSG.inexistente, `foto fora do formato ${FOTO_PATHS[dono]}{uuid}`);
  if (id) {
    if (!(await vincularFoto(trx, id, id === old))) throw badRequest(FOTO_MSG.inexistente, 'arquivo desconhecido ou já vinculado');
  }
  if (!old || old === id) return undefined;
  return deleteFoto(trx, old);
}

export interface FotoRoutesOptions {
  dono: DonoFoto;
  tags: string[];
  /** 'um paciente', 'um usuário': in the summaries */
  de: string;
  access: { upload: string; read: string };
}

/** Upload and download of one kind of photo (a patient's 'Dados pessoais' and record header; a user's, in Usuários and the top bar). */
export function fotoRoutes(app: TypedApp, { dono, tags, de, access }: FotoRoutesOptions): void {
  const path = FOTO_PATHS[dono];
  const maxBytes = fotoMaxBytes(app.deps.limits.uploadMaxBytes);
  const tooLarge = fotoTamanhoMsg(maxBytes);
  app.post(
    path.slice(0, -1),
    {
      config: { access: access.upload },
      schema: {
        tags,
        summary: `Enviar a foto de ${de} (multipart, campo arquivo; JPEG, PNG ou WebP até ${formatSize(maxBytes)})`,
        consumes: ['multipart/form-data'],
        response: { 201: Type.Object({ foto: Type.String() }) },
      },
    },
    async (request, reply) => {
      const uploaded = await receiveUpload(request, app.deps.db, app.deps.files, {
        maxBytes,
        accepted: /^image\/(jpeg|png|webp)$/,
        tooLarge,
        wrongType: FOTO_MSG.tipo,
      });
      return reply.code(201).send({ foto: `${path}${uploaded.id}` });
    },
  );

  app.get(
    `${path}:id`,
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: `A foto de ${de}`,
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
      },
    },
    async (request, reply) => {
      const row = await findFoto(app.deps.db, request.params.id, dono);
      // a photo not yet saved with its patient or user: only who sent it
      if (!row || (!row.vinculado && row.usuario_id !== request.auth?.user.id)) throw notFound(FOTO_MSG.naoEncontrada);
      return sendStoredFile(reply, app.deps.files, {
        caminho: row.caminho,
        mimeType: row.mime_type,
        filename: `foto-${row.id}.${row.mime_type.split('/')[1]}`,
        missing: FOTO_MSG.naoEncontrada,
      });
    },
  );
}
