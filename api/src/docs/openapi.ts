import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bearerSecurity, errorListSchema } from '../http/schemas.js';
import { withOneErrorAnswer } from './error-answer.js';
import { namedTopLevel } from './named-schemas.js';

/**
 * OpenAPI document built from the route schemas (served as JSON by docsRoutes, below). Every route
 * also gets the error list as its 4xx/5xx answer, in the document and in serialization, and the
 * bearer token as its security unless its `config.access` is 'public' (the access guard reads the same
 * declaration, so the document cannot say a route is open when it is not, nor the reverse).
 * A TypeBox schema given an `$id` is one named component (`components.schemas.<$id>`) wherever used.
 */
export const openApiPlugin = fp(
  async function openApi(app: FastifyInstance) {
    app.addSchema(errorListSchema);
    app.addHook('onRoute', (route) => {
      route.schema ??= {};
      const response = (route.schema.response ?? {}) as Record<string, unknown>;
      response['4xx'] ??= { $ref: 'ListaDeErros#' };
      response['5xx'] ??= { $ref: 'ListaDeErros#' };
      route.schema.response = response;
      if (route.config?.access !== 'public') route.schema.security ??= bearerSecurity;
    });
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'API do portal da clínica',
          description: 'Autenticação, perfis, white label e pacientes. Erros 4xx/5xx: lista `[{ mensagemUsuario, mensagemDesenvolvedor }]`.',
          version: app.deps.version,
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
      transform: ({ schema, url }) => ({ schema: namedTopLevel(schema), url }),
      transformObject: (document) => ('openapiObject' in document ? withOneErrorAnswer(document.openapiObject) : document.swaggerObject),
    });
  },
  { name: 'openapi', dependencies: ['deps'] },
);

export function docsRoutes(app: FastifyInstance): void {
  app.get(
    '/docs',
    {
      config: { access: 'public' },
      schema: { tags: ['Sistema'], summary: 'Este documento OpenAPI (JSON)' },
    },
    () => app.swagger(),
  );
}
