import fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';

/** Files whose name does not change between builds: browsers must revalidate them. */
const ENTRY_FILES = /(^|\/)(index\.html|remoteEntry\.js|remotes\.json)$/;

/**
 * Serves one app's production build on its own port, the way its container does: compressed, CORS
 * open (the host loads remotes from other origins), entry files revalidated, content-hashed files
 * cached for a year.
 */
export async function serveStatic(options: { root: string; port: number; name: string }): Promise<FastifyInstance> {
  const app = fastify({ logger: false });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyStatic, {
    root: options.root,
    setHeaders(res, filePath) {
      res.header('Access-Control-Allow-Origin', '*');
      res.header('X-Content-Type-Options', 'nosniff');
      res.header(
        'Cache-Control',
        ENTRY_FILES.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    },
  });
  await app.listen({ port: options.port, host: '0.0.0.0' });
  console.log(`${options.name}: serving ${options.root} at http://localhost:${options.port}`);
  return app;
}
