import fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';

/** Files whose name does not change between builds: browsers must revalidate them (sent as built, .br or .gz). */
const ENTRY_FILES = /(^|\/)(index\.html|remoteEntry\.js|remotes\.json|remote-manifest\.json)(\.br|\.gz)?$/;

/**
 * Serves one app's production build on its own port, the way its container does: compressed (at build), CORS
 * open (the host loads remotes from other origins), entry files revalidated, content-hashed files
 * cached for a year.
 */
export async function serveStatic(options: {
  root: string;
  port: number;
  name: string;
  /** The host: remotes.json merged with each remote's manifest (see remotes-json.ts) instead of the file. */
  remotesJson?: { read: () => Promise<unknown> };
}): Promise<FastifyInstance> {
  const app = fastify({ logger: false });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  const { remotesJson } = options;
  if (remotesJson) {
    app.get('/remotes.json', async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Cache-Control', 'no-cache');
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(await remotesJson.read()));
    });
  }
  await app.register(fastifyStatic, {
    root: options.root,
    // the build wrote .br and .gz beside each file: sent as they are, compressed on the fly only when absent
    preCompressed: true,
    setHeaders(res, filePath) {
      res.header('Access-Control-Allow-Origin', '*');
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Cache-Control', ENTRY_FILES.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
  await app.listen({ port: options.port, host: '0.0.0.0' });
  // read the remotes' manifests soon (the remotes may be starting with this server), so the first
  // page load does not wait for them
  if (remotesJson) setTimeout(() => void remotesJson.read(), 2000).unref();
  console.log(`${options.name}: serving ${options.root} at http://localhost:${options.port}`);
  return app;
}
