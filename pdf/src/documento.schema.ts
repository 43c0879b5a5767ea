import { Type, type Static } from 'typebox';
import { fieldOf, type ErrorMapping } from '@clinica/server-kit';
import type { FastifyServerOptions } from 'fastify';

const MAX_HEADER_HEIGHT = 400;
const MAX_EMISSAO = 4096;

/** A string's size in UTF-8 bytes (what `maxHtmlBytes` limits), which JSON Schema's maxLength does not count. */
export const BYTES_KEYWORD = 'x-bytes';

type AjvPlugin = NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number];

export const bytesKeyword: AjvPlugin = (ajv) => {
  ajv.addKeyword({
    keyword: BYTES_KEYWORD,
    type: 'string',
    schemaType: 'number',
    errors: false,
    validate: (max: number, data: unknown) => typeof data !== 'string' || Buffer.byteLength(data, 'utf8') <= max,
  });
  return ajv;
};

/** headerHeigth as text ("90", " 40.5 ", "" for none), as older callers send it: a number from 0 to 400. */
const ALTURA_EM_TEXTO = '^\\s*(400(\\.0*)?|[0-3]?[0-9]?[0-9](\\.[0-9]*)?|\\.[0-9]+)?\\s*$';

/** Fields that once let any caller name a document "issued" about any patient: now only the api's signed job does. */
const RECUSADOS = ['titulo', 'pacienteId', 'layoutId'] as const;

/** The body of POST /node/gerar-pdf; any other field is ignored. `maxHtmlBytes` limits content and htmlHeader. */
export const documentoSchema = (maxHtmlBytes: number) => {
  const html = (options: { minLength?: number } = {}) => Type.String({ ...options, maxLength: maxHtmlBytes, [BYTES_KEYWORD]: maxHtmlBytes });
  return Type.Object({
    content: html({ minLength: 1 }),
    htmlHeader: Type.Optional(Type.Union([html(), Type.Null()])),
    headerHeigth: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: MAX_HEADER_HEIGHT }), Type.String({ pattern: ALTURA_EM_TEXTO }), Type.Null()])),
    /** the api's signed job when the api built this document (the laudo) */
    emissao: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: MAX_EMISSAO }), Type.Null()])),
    // refused (RECUSADOS): a document the clinic issued comes only with `emissao`
    titulo: Type.Optional(Type.Never()),
    pacienteId: Type.Optional(Type.Never()),
    layoutId: Type.Optional(Type.Never()),
  });
};

export type DocumentoBody = Static<ReturnType<typeof documentoSchema>>;

/** headerHeigth in pixels: absent, null and blank text are 0. */
export const alturaDoCabecalho = (headerHeigth: DocumentoBody['headerHeigth']): number =>
  typeof headerHeigth === 'number' ? headerHeigth : headerHeigth?.trim() ? Number(headerHeigth) : 0;

/** Each field's own message (its name in parentheses, as the service always answered), by what failed. */
export const documentoMessages = (maxHtmlBytes: number): NonNullable<ErrorMapping['fieldMessage']> => {
  const limit = `${Math.floor(maxHtmlBytes / 1024)} KiB`;
  const tooLong = (keyword: string) => keyword === 'maxLength' || keyword === BYTES_KEYWORD;
  return (error, context) => {
    if (context !== 'body') return undefined;
    const campo = fieldOf(error);
    switch (campo) {
      case '':
        return 'Envie um objeto JSON com content, htmlHeader e headerHeigth.';
      case 'content':
        if (error.keyword === 'required' || error.keyword === 'minLength') return 'Informe o conteúdo do PDF (content).';
        return tooLong(error.keyword) ? `O conteúdo do PDF (content) passa do limite de ${limit}.` : 'O conteúdo do PDF (content) deve ser um texto HTML.';
      case 'htmlHeader':
        return tooLong(error.keyword)
          ? `O cabeçalho do PDF (htmlHeader) passa do limite de ${limit}.`
          : 'O cabeçalho do PDF (htmlHeader) deve ser um texto HTML.';
      case 'headerHeigth':
        return `A altura do cabeçalho (headerHeigth) deve ser um número de 0 a ${MAX_HEADER_HEIGHT} (pixels).`;
      case 'emissao':
        return 'A emissão (emissao) deve ser o texto que a api devolveu com o documento.';
      default:
        return (RECUSADOS as readonly string[]).includes(campo)
          ? 'Título, paciente e layout de um documento emitido vêm da clínica: gere o documento pela tela dele.'
          : undefined;
    }
  };
};
