import { Type } from 'typebox';
import type { Executor } from '../db/database.js';
import { badRequest, notFound } from '../errors/api-error.js';
import { bearerSecurity } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import { receiveUpload } from '../storage/upload.js';
import { deleteFoto, findFoto, vincularFoto } from './paciente-foto.repository.js';

/** Patient photos live in the file store like stage images; the patient's `foto` holds this path. */
export const FOTO_PATH = '/gerenciar/paciente/foto/';
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

/** The stored file id of a photo path, or undefined for anything else (an external URL). */
export const fotoIdOf = (foto: string | null | undefined): string | undefined => {
  const id = foto?.startsWith(FOTO_PATH) ? foto.slice(FOTO_PATH.length) : undefined;
  return id && UUID.test(id) ? id : undefined;
};

/**
 * Links the photo a patient is saved with (it must have been uploaded and be free: not another
 * patient's photo nor a stage file, unless it is this patient's current photo) and answers where the
 * previous photo is stored when it is replaced, for deleting it from the store after the commit.
 */
export async function linkFoto(trx: Executor, foto: string | null, previous: string | null): Promise<string | undefined> {
  const id = fotoIdOf(foto);
  const old = fotoIdOf(previous);
  if (foto?.startsWith(FOTO_PATH) && !id) throw badRequest(FOTO_MSG.inexistente, 'foto fora do formato /gerenciar/paciente/foto/{uuid}');
  if (id) {
    if (!(await vincularFoto(trx, id, id === old))) throw badRequest(FOTO_MSG.inexistente, 'arquivo desconhecido ou já vinculado');
  }
  if (!old || old === id) return undefined;
  return deleteFoto(trx, old);
}

/** Upload and download of patient photos (the 'Dados pessoais' photo and the record's header card). */
export function pacienteFotoRoutes(app: TypedApp, access: { upload: string; read: string }): void {
  const maxBytes = fotoMaxBytes(app.deps.limits.uploadMaxBytes);
  const tooLarge = fotoTamanhoMsg(maxBytes);
  app.post(
    '/gerenciar/paciente/foto',
    {
      config: { access: access.upload },
      schema: {
        tags: ['Pacientes'],
        summary: `Enviar a foto de um paciente (multipart, campo arquivo; JPEG, PNG ou WebP até ${formatSize(maxBytes)})`,
        security: bearerSecurity,
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
      return reply.code(201).send({ foto: `${FOTO_PATH}${uploaded.id}` });
    },
  );

  app.get(
    '/gerenciar/paciente/foto/:id',
    {
      config: { access: access.read },
      schema: {
        tags: ['Pacientes'],
        summary: 'A foto de um paciente',
        security: bearerSecurity,
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
      },
    },
    async (request, reply) => {
      const row = await findFoto(app.deps.db, request.params.id);
      // a photo not yet saved with a patient: only who sent it
      if (!row || (!row.vinculado && row.usuario_id !== request.auth?.user.id)) throw notFound(FOTO_MSG.naoEncontrada);
      const file = await app.deps.files.get(row.caminho);
      if (!file) throw notFound(FOTO_MSG.naoEncontrada);
      return reply
        .type(row.mime_type)
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="foto-${row.id}.${row.mime_type.split('/')[1]}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
}
