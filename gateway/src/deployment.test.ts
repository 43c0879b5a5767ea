import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { APPS, REMOTES } from '@clinica/tooling/apps';
import { remotesManifest } from '@clinica/tooling/webpack';
import { gatewayRoutes, remoteUrlVariable } from './routes.ts';

/** docker-compose.yml cannot run here (no Docker engine): check what can be checked without it. */
const root = path.resolve(__dirname, '../..');

interface Service {
  image?: string;
  command?: string | string[];
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  restart?: string;
  healthcheck?: { test: string[] };
  depends_on?: string[] | Record<string, { condition: string }>;
}

const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };

describe('docker-compose deployment', () => {
  it('has a service with an existing build context and Dockerfile for the api, the pdf service, the gateway and every app', () => {
    for (const name of ['api', 'pdf', 'gateway', ...APPS.map((app) => app.dir)]) {
      const service = compose.services[name];
      expect(service?.build).toBeDefined();
      const context = path.join(root, service!.build!.context);
      expect(fs.existsSync(context)).toBe(true);
      expect(fs.existsSync(path.join(context, service!.build!.dockerfile))).toBe(true);
    }
    expect(compose.services.postgres).toBeDefined();
  });

  it('routes every remote named in the host manifest through the gateway to its own service', () => {
    const environment = compose.services.gateway!.environment!;
    const routes = gatewayRoutes(environment);
    for (const [name, entry] of Object.entries(remotesManifest('production'))) {
      const remote = REMOTES.find((candidate) => candidate.federationName === name)!;
      const upstream = environment[remoteUrlVariable(name)];
      expect(upstream).toBe(`http://${remote.dir}:80`);
      const route = routes.find((candidate) => entry.startsWith(`${candidate.prefix}/`));
      expect(route?.upstream).toBe(upstream);
      expect(compose.services[new URL(upstream!).hostname]).toBeDefined();
    }
    expect(routes.find((route) => route.prefix === '/api')?.upstream).toBe('http://api:3000');
    expect(routes.find((route) => route.prefix === '/node')?.upstream).toBe('http://pdf:3100');
    expect(routes.find((route) => route.prefix === '/')?.upstream).toBe('http://host:80');
  });

  it('gives the api and the gateway the same required GATEWAY_KEY, and the api no trusted addresses', () => {
    const api = compose.services.api!.environment!;
    expect(api.GATEWAY_KEY).toBe('${GATEWAY_KEY:?set GATEWAY_KEY}');
    expect(compose.services.gateway!.environment!.GATEWAY_KEY).toBe(api.GATEWAY_KEY);
    expect(api.TRUST_PROXY).toBeUndefined();
    for (const [name, service] of Object.entries(compose.services))
      if (name !== 'api' && name !== 'gateway') expect([name, service.environment?.GATEWAY_KEY]).toEqual([name, undefined]);
  });

  it('restarts every service that dies and starts the api and the gateway once what they need is healthy', () => {
    // one-shot jobs (the bucket's creation) run again only when they fail
    const oneShot = ['minio-bucket'];
    for (const [name, service] of Object.entries(compose.services)) {
      expect([name, service.restart]).toEqual([name, oneShot.includes(name) ? 'on-failure' : 'unless-stopped']);
    }
    expect(compose.services.postgres!.healthcheck!.test.join(' ')).toContain('pg_isready');
    expect(compose.services.api!.healthcheck!.test.join(' ')).toContain('/api/ping/versao');
    expect(compose.services.api!.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' } });
    expect(compose.services.gateway!.depends_on).toMatchObject({ api: { condition: 'service_healthy' } });
  });

  it('keeps the api files in the S3-compatible service, in a bucket made before the api starts', () => {
    const minio = compose.services.minio!;
    expect(minio.image).toMatch(/^minio\/minio(:|$)/);
    expect([minio.command].flat().join(' ')).toBe('server /data');
    const api = compose.services.api!.environment!;
    const storage = new URL(api.STORAGE_URL!);
    expect(storage.protocol).toBe('s3:');
    const endpoint = new URL(storage.searchParams.get('endpoint')!);
    expect(compose.services[endpoint.hostname]).toBe(minio);
    expect(endpoint.port).toBe('9000');
    expect(storage.searchParams.get('forcePathStyle')).toBe('true');
    // the api signs with MinIO's own user
    expect(api.AWS_ACCESS_KEY_ID).toBe(minio.environment!.MINIO_ROOT_USER);
    expect(api.AWS_SECRET_ACCESS_KEY).toBe(minio.environment!.MINIO_ROOT_PASSWORD);
    const bucketJob = compose.services['minio-bucket']!;
    expect([bucketJob.command].flat().join(' ')).toContain(`mc mb --ignore-existing clinica/${storage.hostname}`);
    expect([bucketJob.command].flat().join(' ')).toContain('http://minio:9000');
    expect(bucketJob.depends_on).toMatchObject({ minio: { condition: 'service_healthy' } });
    expect(compose.services.api!.depends_on).toMatchObject({ 'minio-bucket': { condition: 'service_completed_successfully' } });
  });
});
