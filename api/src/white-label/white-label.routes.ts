import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import type { WhiteLabelUpdate } from '../db/types.js';
import { badRequest, notFound } from '../errors/api-error.js';
import { StringEnum, type TypedApp } from '../http/typebox.js';
import { checkImageDataUrl } from '../storage/image-check.js';
import { readImage, readWhiteLabel, toPublic, updateWhiteLabel } from './white-label.repository.js';
import { IMAGE_KINDS, whiteLabelBodySchema, whiteLabelFullSchema, whiteLabelPublicSchema } from './white-label.schemas.js';

const TAGS = ['White label'];
const COLOR = /^#[0-9A-Fa-f]{6}$/;
const OWN_IMAGE_URL = /^\/api\/arquivos\/white-label\/(logo|favicon)(\?.*)?$/;

/** White label: public settings, the images, and the admin screen's read/save calls. */
export function whiteLabelRoutes(app: TypedApp): void {
  const { limits } = app.deps;

  app.get(
    '/obterConfiguracoes',
    {
      config: { access: 'public' },
      schema: { tags: TAGS, summary: 'Configurações visuais do portal (público)', response: { 200: whiteLabelPublicSchema } },
    },
    async () => toPublic(await readWhiteLabel(app.deps.db)),
  );

  app.get(
    '/arquivos/white-label/:tipo',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Logo ou favicon com o seu tipo de conteúdo',
        params: Type.Object({ tipo: StringEnum(IMAGE_KINDS) }, { additionalProperties: false }),
        querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 40 })) }),
        response: {
          200: Type.Unsafe<Buffer>({
            description: 'Os bytes da imagem (image/png, image/jpeg, image/webp, image/gif ou image/x-icon)',
            type: 'string',
            format: 'binary',
          }),
        },
      },
    },
    async (request, reply) => {
      const image = await readImage(app.deps.db, request.params.tipo);
      if (!image) throw notFound('Imagem não encontrada.');
      // With ?v= (the URL handed out changes whenever the image does) the answer may be cached for good.
      reply.header('cache-control', request.query.v ? 'public, max-age=31536000, immutable' : 'no-cache');
      reply.header('content-disposition', 'inline');
      return reply.type(image.mime).send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
    },
  );

  app.get(
    '/gerenciar/customizacaoInterface/listarWhiteLabel',
    {
      config: { access: 'authenticated' },
      schema: { tags: TAGS, summary: 'White label com id e campos de auditoria', response: { 200: whiteLabelFullSchema } },
    },
    async () => readWhiteLabel(app.deps.db),
  );

  app.post(
    '/gerenciar/customizacaoInterface/cadastroWhiteLabel',
    {
      config: { access: 'ROLE_CONFIGURACOES && GERENCIAR_CONFIGURACOES' },
      // two base64 images of up to 1 MiB each fit (base64 adds a third)
      bodyLimit: limits.bodyLimit + Math.ceil((limits.imageMaxBytes * 2 * 4) / 3),
      schema: {
        tags: TAGS,
        summary: 'Salvar o white label',
        body: whiteLabelBodySchema,
        response: { 200: whiteLabelFullSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const changes: WhiteLabelUpdate = {};
      const campos: string[] = [];
      if (body.nome !== undefined) {
        if (!body.nome.trim()) throw badRequest('Informe o nome.');
        changes.nome = body.nome.trim();
        campos.push('nome');
      }
      if (body.tituloDaPagida !== undefined) {
        if (!body.tituloDaPagida.trim()) throw badRequest('Informe o título da página.');
        changes.titulo_da_pagida = body.tituloDaPagida.trim();
        campos.push('tituloDaPagida');
      }
      if (body.corDoSistema !== undefined) {
        if (!COLOR.test(body.corDoSistema)) throw badRequest('Cor do sistema inválida.', 'corDoSistema deve ser #RRGGBB');
        changes.cor_do_sistema = body.corDoSistema;
        campos.push('corDoSistema');
      }
      const imagens: Record<string, unknown> = {};
      for (const kind of ['logo', 'favicon'] as const) {
        const value = body[kind];
        if (value === undefined || (typeof value === 'string' && OWN_IMAGE_URL.test(value))) continue;
        if (value === null) {
          changes[kind] = null;
          changes[`${kind}_mime`] = null;
          imagens[kind] = null;
        } else {
          const image = await checkImageDataUrl(kind, kind === 'logo' ? 'o logo' : 'o favicon', value, limits.imageMaxBytes);
          changes[kind] = image.bytes;
          changes[`${kind}_mime`] = image.mime;
          imagens[kind] = { tipo: image.mime, bytes: image.bytes.byteLength };
        }
        campos.push(kind);
      }
      const user = request.auth!.user;
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        await updateWhiteLabel(trx, changes, user.nome);
        await audit({ acao: 'WHITE_LABEL_ALTERADO', entidade: 'white_label', entidadeId: 1, detalhes: { campos, imagens } });
        return readWhiteLabel(trx);
      });
    },
  );
}
