import type { FastifyInstance } from 'fastify';

/** Health and version. */
export async function pingRoutes(app: FastifyInstance): Promise<void> {
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
    async () => ({ versao: app.deps.version }),
  );
}
