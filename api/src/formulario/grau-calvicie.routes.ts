import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { isUniqueViolation } from '../db/pg-errors.js';
import { ApiError, ApiErrorList, invalidField, notFound } from '../errors/api-error.js';
import { idParamsSchema } from '../http/schemas.js';
import { recusaDeAtualizacao } from '../errors/registro-desatualizado.js';
import { StringEnum, type TypedApp } from '../http/typebox.js';
import { checkImageDataUrl } from '../storage/image-check.js';
import { FORMULARIO_READ, FORMULARIO_WRITE } from './formulario.routes.js';
import { grauCalvicieCriarSchema, grauCalvicieEditarSchema, grauCalvicieSchema, type GrauCalvicieBody } from './formulario.schemas.js';
import {
  IMAGENS_GRAU,
  deleteGrauCalvicie,
  findGrauCalvicie,
  insertGrauCalvicie,
  listGrausCalvicie,
  readImagemGrau,
  updateGrauCalvicie,
  type ImagemDados,
} from './grau-calvicie.repository.js';

const TAGS = ['Formulários'];

export const GRAU_MSG = {
  grau: 'GRAU É OBRIGATÓRIO.',
  duplicado: 'Já existe um grau de calvície com este nome.',
  naoEncontrado: 'Grau de calvície não encontrado.',
} as const;

const OWN_URL = /^\/api\/arquivos\/grau-calvicie\/\d+\/(preenchida|nao-preenchida)(\?.*)?$/;
const CAMPOS = {
  imagemPreenchida: 'a imagem do grau escolhido',
  imagemNaoPreenchida: 'a imagem do grau não escolhido',
} as const;

/**
 * The baldness-degree catalogue (spec 02 §3, Baldness degree image): the degrees a 'Grau de
 * calvície' question offers, each with the image shown when chosen and when not. Spec 02 §7 names
 * only the list; the writes are the settings' own.
 */
export function grauCalvicieRoutes(app: TypedApp): void {
  const { limits } = app.deps;
  const actorName = (request: { auth: { user: { nome: string } } | null }) => request.auth?.user.nome ?? null;

  /** What to do with an image field: undefined (keep), null (remove) or checked bytes; a refusal names its field. */
  const imagem = async (campo: keyof typeof CAMPOS, valor: string | null | undefined): Promise<ImagemDados> => {
    if (valor === undefined || (valor !== null && OWN_URL.test(valor))) return undefined;
    if (valor === null) return null;
    try {
      return await checkImageDataUrl(campo, CAMPOS[campo], valor, limits.imageMaxBytes);
    } catch (error) {
      if (error instanceof ApiError && !(error instanceof ApiErrorList)) throw new ApiErrorList(error.statusCode, [invalidField(error.mensagemUsuario, campo)]);
      throw error;
    }
  };
  const dadosDe = (body: GrauCalvicieBody, atual?: { grau: string; ordenacao: number }) => {
    const grau = body.grau === undefined && atual ? atual.grau : (body.grau?.trim().replace(/\s+/g, ' ') ?? '');
    if (!grau) throw new ApiErrorList(400, [invalidField(GRAU_MSG.grau, 'grau')]);
    return { grau, ordenacao: body.ordenacao ?? atual?.ordenacao ?? 0 };
  };
  const rethrowGrau = (error: unknown): never => {
    if (isUniqueViolation(error)) throw new ApiErrorList(409, [invalidField(GRAU_MSG.duplicado, 'grau')]);
    throw error;
  };
  // two images of up to imageMaxBytes each, in base64 (a third more)
  const bodyLimit = limits.bodyLimit + Math.ceil((limits.imageMaxBytes * 2 * 4) / 3);

  app.get(
    '/gerenciar/formulario/grauCalvicie/listarTodos',
    {
      config: { access: FORMULARIO_READ },
      schema: {
        tags: TAGS,
        summary: 'Graus de calvície (imagens da pergunta de grau), em ordem',
        response: { 200: Type.Array(grauCalvicieSchema) },
      },
    },
    async () => listGrausCalvicie(app.deps.db),
  );

  app.get(
    '/arquivos/grau-calvicie/:id/:tipo',
    {
      // ilustrações da escala (não são dados de paciente): a tag <img> as pede sem token
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Uma imagem de um grau de calvície, com o seu tipo de conteúdo',
        params: Type.Object({ id: Type.String({ pattern: '^[0-9]{1,9}$' }), tipo: StringEnum(IMAGENS_GRAU) }, { additionalProperties: false }),
        querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 40 })) }),
        response: { 200: Type.Unsafe<Buffer>({ description: 'Os bytes da imagem', type: 'string', format: 'binary' }) },
      },
    },
    async (request, reply) => {
      const image = await readImagemGrau(app.deps.db, Number(request.params.id), request.params.tipo);
      if (!image) throw notFound('Imagem não encontrada.');
      reply.header('cache-control', request.query.v ? 'public, max-age=31536000, immutable' : 'no-cache');
      reply.header('content-disposition', 'inline');
      return reply.type(image.mime).send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
    },
  );

  app.post(
    '/gerenciar/formulario/grauCalvicie/cadastro',
    {
      config: { access: FORMULARIO_WRITE },
      bodyLimit,
      schema: {
        tags: TAGS,
        summary: 'Cadastrar um grau de calvície com as suas imagens',
        body: grauCalvicieCriarSchema,
        response: { 201: grauCalvicieSchema },
      },
    },
    async (request, reply) => {
      const dados = dadosDe(request.body);
      const preenchida = await imagem('imagemPreenchida', request.body.imagemPreenchida);
      const naoPreenchida = await imagem('imagemNaoPreenchida', request.body.imagemNaoPreenchida);
      const created = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const id = await insertGrauCalvicie(trx, dados, preenchida, naoPreenchida, actorName(request)).catch(rethrowGrau);
        await audit({ acao: 'GRAU_CALVICIE_CRIADO', entidade: 'grau_calvicie', entidadeId: id, detalhes: { ...dados } });
        return (await findGrauCalvicie(trx, id))!;
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/gerenciar/formulario/grauCalvicie/editar',
    {
      config: { access: FORMULARIO_WRITE },
      bodyLimit,
      schema: {
        tags: TAGS,
        summary: 'Editar um grau de calvície (uma imagem enviada com o endereço lido fica como está)',
        body: grauCalvicieEditarSchema,
        response: { 200: grauCalvicieSchema },
      },
    },
    async (request) => {
      const id = request.body.id;
      const atual = await findGrauCalvicie(app.deps.db, id);
      if (!atual) throw notFound(GRAU_MSG.naoEncontrado);
      const dados = dadosDe(request.body, atual);
      const preenchida = await imagem('imagemPreenchida', request.body.imagemPreenchida);
      const naoPreenchida = await imagem('imagemNaoPreenchida', request.body.imagemNaoPreenchida);
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const versao = request.body.versao;
        if (!(await updateGrauCalvicie(trx, id, versao, dados, preenchida, naoPreenchida, actorName(request)).catch(rethrowGrau))) {
          recusaDeAtualizacao((await findGrauCalvicie(trx, id))?.versao, versao, () => notFound(GRAU_MSG.naoEncontrado));
        }
        const imagens = Object.entries({ imagemPreenchida: preenchida, imagemNaoPreenchida: naoPreenchida }).flatMap(([campo, valor]) =>
          valor === undefined ? [] : [campo],
        );
        await audit({
          acao: 'GRAU_CALVICIE_EDITADO',
          entidade: 'grau_calvicie',
          entidadeId: id,
          detalhes: { antes: { grau: atual.grau, ordenacao: atual.ordenacao }, depois: dados, imagens },
        });
        return (await findGrauCalvicie(trx, id))!;
      });
    },
  );

  app.delete(
    '/gerenciar/formulario/grauCalvicie/excluir/:id',
    {
      config: { access: FORMULARIO_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Excluir um grau de calvície',
        params: idParamsSchema,
        response: { 200: Type.Object({ id: Type.Integer() }) },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const grau = await deleteGrauCalvicie(trx, id);
        if (grau === undefined) throw notFound(GRAU_MSG.naoEncontrado);
        await audit({ acao: 'GRAU_CALVICIE_EXCLUIDO', entidade: 'grau_calvicie', entidadeId: id, detalhes: { grau } });
        return { id };
      });
    },
  );
}
