import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import { fieldOf, validationMessage } from './validation-messages.js';

/** Every 4xx/5xx answer of the api and of the PDF service is a list of these (the screens show mensagemUsuario). */
export interface ErrorItem {
  mensagemUsuario: string;
  mensagemDesenvolvedor: string;
  /** The body field the message is about, when there is one. */
  campo?: string;
}

/** The framework's refusals, in the words every server answers them with. */
export const FRAMEWORK_MSG = {
  requisicaoInvalida: 'Requisição inválida.',
  naoEncontrado: 'Recurso não encontrado.',
  corpoGrande: 'O conteúdo enviado é maior que o permitido.',
  tipoConteudo: 'Tipo de conteúdo não suportado. Envie JSON.',
  muitasRequisicoes: 'Muitas solicitações. Aguarde alguns minutos e tente novamente.',
} as const;

const INVALID_JSON = 'Requisição inválida: o JSON enviado está malformado.';

/** Framework errors (fastify codes) → Portuguese message for the caller. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: INVALID_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Requisição inválida: o corpo JSON está vazio.',
  FST_ERR_CTP_BODY_TOO_LARGE: FRAMEWORK_MSG.corpoGrande,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: FRAMEWORK_MSG.tipoConteudo,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Requisição inválida: tamanho do conteúdo incorreto.',
  FST_ERR_BAD_URL: 'Requisição inválida: o endereço contém caracteres malformados.',
  FST_ERR_MAX_PARAM_LENGTH: 'Requisição inválida: um parâmetro do endereço é longo demais.',
};

/** An error meant for the caller: its status and Portuguese message(s) are sent as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly items: ErrorItem[];

  constructor(statusCode: number, items: [ErrorItem, ...ErrorItem[]]) {
    super(items[0].mensagemDesenvolvedor);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.items = items;
  }

  toBody(): ErrorItem[] {
    return this.items.map((item) => ({ ...item }));
  }
}

export interface ErrorResponse {
  status: number;
  body: ErrorItem[];
}

/** What differs between servers; the rest of the mapping is one. */
export interface ErrorMapping {
  /** The body of a 5xx nobody mapped: never internals (they are logged). */
  internal: ErrorItem[];
  /** Refusals only this server knows (the api's database), tried after its own HttpErrors. */
  refusal?: (error: unknown) => ErrorResponse | undefined;
  /** A field's own message for a failed schema check; else the generic one naming the field. */
  fieldMessage?: (error: FastifySchemaValidationError, context: string) => string | undefined;
}

/** Maps any thrown error to a status and a list body; 4xx messages are Portuguese, never a stack. */
export function toErrorResponse(error: unknown, mapping: ErrorMapping): ErrorResponse {
  if (error instanceof HttpError) return { status: error.statusCode, body: error.toBody() };
  const refusal = mapping.refusal?.(error);
  if (refusal) return refusal;
  const fe = error as FastifyError;
  if (fe?.validation) {
    const context = fe.validationContext ?? 'body';
    const first = fe.validation[0];
    const campo = context === 'body' && first ? fieldOf(first) : '';
    const mensagemUsuario = (first && mapping.fieldMessage?.(first, context)) ?? validationMessage(fe.validation, context);
    return { status: 400, body: [{ mensagemUsuario, mensagemDesenvolvedor: fe.message, ...(campo && { campo }) }] };
  }
  const status = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    let message: string = (fe.code && FRAMEWORK_MESSAGES[fe.code]) ?? FRAMEWORK_MSG.requisicaoInvalida;
    if (error instanceof SyntaxError && !fe.code) message = INVALID_JSON;
    if (status === 429) message = FRAMEWORK_MSG.muitasRequisicoes;
    return { status, body: [{ mensagemUsuario: message, mensagemDesenvolvedor: fe.code ? `${fe.code}: ${fe.message}` : fe.message }] };
  }
  return { status: status >= 500 && status < 600 ? status : 500, body: mapping.internal.map((item) => ({ ...item })) };
}
