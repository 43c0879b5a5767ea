import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CreateBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { buildApp, DEFAULT_LIMITS } from '../app.js';
import { DEMO_PASSWORD } from '../seed/demo-users.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { FileTooLargeError, HEAD_BYTES, localFileStore, type FileStore } from './file-store.js';
import { s3FileStore, type S3StorageSettings } from './s3-file-store.js';

/*
 * One behaviour, two stores: every case runs against the local folder and against an S3 bucket
 * served by s3rver on loopback (nothing leaves the machine; s3rver's own fixed credentials).
 */
const temp = (name: string): string => mkdtempSync(join(tmpdir(), name));
const root = temp('clinica-store-');
const s3Dir = temp('clinica-s3rver-');
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let server: S3rver;
let endpoint: string;
let admin: S3Client;
const BUCKET = 'clinica-teste';
const settings = (prefix: string): S3StorageSettings => ({ bucket: BUCKET, prefix, endpoint, region: 'us-east-1', forcePathStyle: true });
const s3Store = (prefix: string) => s3FileStore(settings(prefix), { credentials });

beforeAll(async () => {
  server = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true });
  // s3rver 3.7 has no AbortMultipartUpload (405): this test server gets it, as S3 and MinIO have it
  server.middleware.unshift(async (ctx, next) => {
    if (ctx.method !== 'DELETE' || typeof ctx.query.uploadId !== 'string') return next();
    rmSync(join(uploadsDir(), ctx.query.uploadId.replace(/[^0-9a-f]/g, '')), { recursive: true, force: true });
    ctx.status = 204;
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  admin = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  await admin.send(new CreateBucketCommand({ Bucket: BUCKET }));
});
afterAll(async () => {
  admin.destroy();
  await server.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(s3Dir, { recursive: true, force: true });
});

const objectKeys = async (Prefix: string): Promise<string[]> =>
  ((await admin.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix }))).Contents ?? []).map((o) => o.Key!);
/** s3rver keeps each unfinished multipart upload in a folder (it has no ListMultipartUploads) */
const uploadsDir = (): string => join(s3Dir, BUCKET, '._S3rver_uploads');
const openUploads = (): Promise<number> => Promise.resolve(existsSync(uploadsDir()) ? readdirSync(uploadsDir()).length : 0);

interface Subject {
  store: FileStore;
  /** how many files the store keeps */
  count(): Promise<number>;
  /** unfinished multipart uploads (the bucket's equivalent of a partial file) */
  partial(): Promise<number>;
}

const subjects: [string, () => Subject][] = [
  [
    'local folder',
    () => ({
      store: localFileStore(root),
      count: () => Promise.resolve(readdirSync(root, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length),
      partial: () => Promise.resolve(0),
    }),
  ],
  ['S3 bucket (s3rver)', () => ({ store: s3Store('arquivos'), count: async () => (await objectKeys('arquivos/')).length, partial: openUploads })],
];

describe.each(subjects)('file store: %s', (_name, make) => {
  let s: Subject;
  beforeAll(() => {
    s = make();
  });

  it('keeps a stream under a name it makes, answers its size and first bytes, serves and deletes it', async () => {
    const content = 'x'.repeat(HEAD_BYTES + 100);
    const stored = await s.store.put(Readable.from([Buffer.from(content.slice(0, 1000)), Buffer.from(content.slice(1000))]), 10_000);
    expect(stored.caminho).toMatch(/^([0-9a-f]{2})\/\1[0-9a-f-]{34}$/);
    expect(stored.size).toBe(content.length);
    expect(stored.head.toString()).toBe(content.slice(0, HEAD_BYTES));
    const got = await s.store.get(stored.caminho);
    expect(got?.size).toBe(content.length);
    expect(await text(got!.stream)).toBe(content);
    await s.store.delete(stored.caminho);
    expect(await s.store.get(stored.caminho)).toBeUndefined();
    await s.store.delete(stored.caminho); // already gone: nothing happens
  });

  it('streams a file larger than one multipart part and an empty one', async () => {
    const big = randomBytes(6 * 1024 * 1024 + 123);
    const chunks = Array.from({ length: Math.ceil(big.length / 65536) }, (_, i) => big.subarray(i * 65536, (i + 1) * 65536));
    const stored = await s.store.put(Readable.from(chunks), 80 * 1024 * 1024);
    expect(stored.size).toBe(big.length);
    expect(stored.head.equals(big.subarray(0, HEAD_BYTES))).toBe(true);
    const got = await s.store.get(stored.caminho);
    expect(got?.size).toBe(big.length);
    const back: Buffer[] = [];
    for await (const chunk of got!.stream) back.push(chunk as Buffer);
    expect(Buffer.concat(back).equals(big)).toBe(true);
    await s.store.delete(stored.caminho);

    const empty = await s.store.put(Readable.from([]), 1000);
    expect(empty.size).toBe(0);
    expect((await s.store.get(empty.caminho))?.size).toBe(0);
    await s.store.delete(empty.caminho);
    expect(await s.partial()).toBe(0);
  });

  it('refuses past the limit and keeps no partial file', async () => {
    const before = await s.count();
    await expect(s.store.put(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), 1000)).rejects.toBeInstanceOf(FileTooLargeError);
    // past one multipart part: the parts already sent are dropped too
    const parts = Array.from({ length: 100 }, () => Buffer.alloc(65536));
    await expect(s.store.put(Readable.from(parts), 6 * 1024 * 1024)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await s.count()).toBe(before);
    expect(await s.partial()).toBe(0);
  });

  it('passes on an error of the incoming stream, keeping nothing', async () => {
    const before = await s.count();
    const failing = new Readable({ read() {} });
    failing.push(Buffer.alloc(100));
    setTimeout(() => failing.destroy(new Error('cliente desconectou')), 10);
    await expect(s.store.put(failing, 10_000)).rejects.toThrow('cliente desconectou');
    expect(await s.count()).toBe(before);
  });

  it('passes on an error of the incoming stream that comes before the store starts reading it', async () => {
    const before = await s.count();
    const failing = new Readable({ read() {} });
    const put = s.store.put(failing, 10_000);
    failing.destroy(new Error('cliente desconectou cedo'));
    await expect(put).rejects.toThrow('cliente desconectou cedo');
    expect(await s.count()).toBe(before);
  });

  it('accepts only the names it makes (no way out of its folder)', async () => {
    for (const caminho of [
      '../etc/passwd',
      '/etc/passwd',
      'ab/../../x',
      'zz/zz000000-0000-4000-8000-000000000000',
      'ab/cd000000-0000-4000-8000-000000000000',
    ]) {
      await expect(s.store.get(caminho)).rejects.toThrow('caminho de arquivo inválido');
      await expect(s.store.delete(caminho)).rejects.toThrow('caminho de arquivo inválido');
    }
  });
});

describe('S3 file store', () => {
  it('reads, under their same names, the files of a local folder copied into the bucket (aws s3 sync)', async () => {
    const folder = temp('clinica-antigos-');
    const local = localFileStore(folder);
    const stored = await local.put(Readable.from([Buffer.from('foto antiga')]), 1000);
    // what `aws s3 sync <folder> s3://bucket/migrado` does: each file under its relative path
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true }).filter((d) => d.isFile())) {
      const path = join(entry.parentPath, entry.name);
      await admin.send(new PutObjectCommand({ Bucket: BUCKET, Key: `migrado/${relative(folder, path)}`, Body: readFileSync(path) }));
    }
    const s3 = s3Store('migrado');
    expect(await text((await s3.get(stored.caminho))!.stream)).toBe('foto antiga');
    // and the reverse: the bucket's keys are the local names
    const again = await s3.put(Readable.from([Buffer.from('nova')]), 1000);
    expect(await objectKeys('migrado/')).toContain(`migrado/${again.caminho}`);
    rmSync(folder, { recursive: true, force: true });
  });

  it('with no prefix keeps the names at the bucket root', async () => {
    const stored = await s3Store('').put(Readable.from([Buffer.from('raiz')]), 1000);
    expect(await objectKeys(stored.caminho.slice(0, 2))).toContain(stored.caminho);
    await s3Store('').delete(stored.caminho);
  });

  it('verifies the bucket at start with a clear message', async () => {
    await expect(s3Store('x').verify()).resolves.toBeUndefined();
    await expect(s3FileStore({ ...settings(''), bucket: 'nao-existe' }, { credentials }).verify()).rejects.toThrow(
      /^STORAGE_URL: o bucket "nao-existe" não está acessível em http:\/\/127\.0\.0\.1:\d+ — NotFound \(HTTP 404\)/,
    );
  });
});

describe('two api processes on one bucket', () => {
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  let database: TestDatabase;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
    const jwtKey = randomBytes(32);
    const limits = { ...DEFAULT_LIMITS, loginPerMinute: 1000 };
    apps = [
      await buildApp({ db: database.db, events: database.events, files: s3Store('app'), jwtKey, limits }),
      await buildApp({ db: database.db, events: database.events, files: s3Store('app'), jwtKey, limits }),
    ];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('serve a patient photo uploaded through either of them, from the bucket', async () => {
    const login = await apps[0]!.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'recepcao@clinica.dev', senha: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const authorization = `Bearer ${login.json<{ token: string }>().token}`;
    const boundary = '----clinica' + randomBytes(6).toString('hex');
    const upload = await apps[0]!.inject({
      method: 'POST',
      url: '/api/gerenciar/paciente/foto',
      headers: { authorization, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="rosto.png"\r\nContent-Type: image/png\r\n\r\n`),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode).toBe(201);
    const foto = upload.json<{ foto: string }>().foto;
    const row = await database.db.selectFrom('arquivo').select('caminho').where('id', '=', foto.split('/').pop()!).executeTakeFirstOrThrow();
    expect(await objectKeys('app/')).toContain(`app/${row.caminho}`);

    const photo = await apps[1]!.inject({ method: 'GET', url: `/api${foto}`, headers: { authorization } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['content-length']).toBe(String(PNG.length));
    expect(photo.rawPayload.equals(PNG)).toBe(true);
  });
});
