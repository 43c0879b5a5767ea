import type { FastifyInstance } from 'fastify';

/** Health and version. */
export function pingRoutes(app: FastifyInstance): void {
  app.get(
    '/ping/versao',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Sistema'],
        summary: 'Versão da api (também serve de verificação de saúde)',
        response: { 200: { type: 'object', properties: { versao: { type: 'string' } }, required: ['versao'] } },
      },
    },
    () => ({ versao: app.deps.version }),
  );
}
