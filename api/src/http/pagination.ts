import { Type, type Static } from 'typebox';
import { badRequest } from '../errors/api-error.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** `?page&size` of a paged search (page from 0). */
export const paginaQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$', description: 'página, a partir de 0 (padrão 0)' })),
    size: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$', description: `itens por página, 1 a ${MAX_PAGE_SIZE} (padrão ${DEFAULT_PAGE_SIZE})` })),
  },
  { additionalProperties: false },
);
export type PaginaQuery = Static<typeof paginaQuerySchema>;

/** Page and size of the query (defaults 0 and 20); 400 outside 1…100. */
export function pageOf(query: PaginaQuery): { page: number; size: number } {
  const page = Number(query.page ?? 0);
  const size = Number(query.size ?? DEFAULT_PAGE_SIZE);
  if (size < 1 || size > MAX_PAGE_SIZE) throw badRequest(`O tamanho da página deve estar entre 1 e ${MAX_PAGE_SIZE}.`);
  return { page, size };
}
