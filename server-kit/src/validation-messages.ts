import type { FastifySchemaValidationError } from 'fastify';

/** Field name for messages: '/perfil/nome' → 'perfil.nome'; body root → the missing property. */
export function fieldOf(error: FastifySchemaValidationError): string {
  const path = (error.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const params = error.params;
  const child =
    (typeof params.missingProperty === 'string' && params.missingProperty) ||
    (typeof params.additionalProperty === 'string' && params.additionalProperty) ||
    '';
  if (child) return path ? `${path}.${child}` : child;
  return path;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  number: 'número',
  integer: 'número inteiro',
  boolean: 'verdadeiro ou falso',
  object: 'objeto',
  array: 'lista',
  null: 'nulo',
};

function typeName(type: unknown): string {
  const list = Array.isArray(type) ? type : String(type).split(',');
  return list.map((t) => TYPE_NAMES[String(t)] ?? String(t)).join(' ou ');
}

/** Turns the first ajv error into a Portuguese message naming the field. */
export function validationMessage(errors: FastifySchemaValidationError[], context: string): string {
  const error = errors[0];
  if (!error) return 'Requisição inválida.';
  const field = fieldOf(error);
  const params = error.params;
  const where = context === 'body' ? '' : ` (${context === 'params' ? 'caminho' : context === 'querystring' ? 'parâmetro' : context})`;
  if (!field && error.keyword === 'type') return 'Requisição inválida: o corpo deve ser um objeto JSON.';
  const campo = `O campo '${field}'${where}`;
  switch (error.keyword) {
    case 'required':
      return `${campo} é obrigatório.`;
    case 'additionalProperties':
      return `${campo} não é permitido.`;
    case 'type':
      return `${campo} deve ser do tipo ${typeName(params.type)}.`;
    case 'minLength':
      return Number(params.limit) <= 1 ? `${campo} não pode ficar vazio.` : `${campo} deve ter no mínimo ${String(params.limit)} caracteres.`;
    case 'maxLength':
      return `${campo} deve ter no máximo ${String(params.limit)} caracteres.`;
    case 'enum':
      return `${campo} tem um valor não permitido.`;
    case 'maxItems':
      return `${campo} tem itens demais.`;
    case 'uniqueItems':
      return `${campo} tem itens repetidos.`;
    case 'x-texto':
      return params.tipo === 'linha'
        ? `${campo} não pode conter caracteres de controle nem quebras de linha.`
        : `${campo} não pode conter caracteres de controle.`;
    default:
      return `${campo} é inválido.`;
  }
}
