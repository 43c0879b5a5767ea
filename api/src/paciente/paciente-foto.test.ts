import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { up as dropExternalPhotos } from '../db/migrations/0023-paciente-foto-propria.js';
import { bearer, createTestApp, errorFields, expectErrorList, type TestApp } from '../test-support/test-app.js';
import { formatSize } from '../storage/foto.js';
import { postFile } from '../test-support/multipart.js';
import type { Paciente } from './paciente.schemas.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'ascii'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2mp41', 'ascii'),
  Buffer.alloc(32),
]);

let t: TestApp;
let recepcao: string;
beforeAll(async () => {
  t = await createTestApp();
  recepcao = await t.login('recepcao@clinica.dev');
});
afterAll(async () => {
  await t.close();
});

const upload = (content: Buffer, filename: string, token = recepcao) =>
  postFile(t, '/api/gerenciar/paciente/foto', token, { content, filename, contentType: 'image/png' });
const files = (): number => readdirSync(t.storageDir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length;
const get = (path: string, token = recepcao) => t.app.inject({ method: 'GET', url: `/api${path}`, headers: bearer(token) });

describe('patient photo', () => {
  it('uploads an image, saves it with the patient, replaces it and deletes the old file', async () => {
    const first = (await upload(PNG, 'rosto.png')).json<{ foto: string }>().foto;
    expect(first).toMatch(/^\/gerenciar\/paciente\/foto\/[0-9a-f-]{36}$/);
    const other = await t.createUser(['ROLE_PACIENTES']);
    expect((await get(first, other.token)).statusCode).toBe(404); // not saved yet: only its uploader
    const paciente = await t.db.selectFrom('paciente').selectAll().where('estrangeiro', '=', false).orderBy('id').executeTakeFirstOrThrow();
    const current = (await get(`/gerenciar/paciente/listar/${paciente.id}`)).json<Paciente>();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/gerenciar/paciente/editar',
      headers: bearer(recepcao),
      payload: { ...current, auditorias: undefined, foto: first },
    });
    expect(saved.statusCode).toBe(200);
    const photo = await get(first, other.token);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PNG)).toBe(true);

    const second = (await upload(PNG, 'novo.png')).json<{ foto: string }>().foto;
    const before = files();
    const replaced = await t.app.inject({
      method: 'PUT',
      url: '/api/gerenciar/paciente/editar',
      headers: bearer(recepcao),
      payload: { ...saved.json<Paciente>(), auditorias: undefined, foto: second },
    });
    expect(replaced.statusCode).toBe(200);
    expect(files()).toBe(before - 1);
    expect((await get(first)).statusCode).toBe(404);
    expect(replaced.json<Paciente>().auditorias[0]!.descricao).toBe('ALTERADO <<foto>>');
  });

  it('refuses a video, an unknown photo path and users outside PACIENTES', async () => {
    expect(expectErrorList(await upload(MP4, 'x.png'), 415)).toBe('Envie a foto em JPEG, PNG ou WebP.');
    const paciente = await t.db.selectFrom('paciente').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const current = (await get(`/gerenciar/paciente/listar/${paciente.id}`)).json<Paciente>();
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/gerenciar/paciente/editar',
      headers: bearer(recepcao),
      payload: { ...current, auditorias: undefined, foto: '/gerenciar/paciente/foto/00000000-0000-4000-8000-000000000000' },
    });
    expect(expectErrorList(bad, 400)).toBe('Foto não encontrada: envie-a novamente.');
    const estoque = await t.login('estoque@clinica.dev');
    expect((await upload(PNG, 'a.png', estoque)).statusCode).toBe(403);
  });

  it("takes only a free photo (not another patient's, not a stage's file) and never serves a stage's file", async () => {
    const admin = await t.login('admin@clinica.dev');
    const criar = (nome: string, foto: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/gerenciar/paciente/cadastro',
        headers: bearer(admin),
        payload: {
          nome,
          estrangeiro: true,
          nascimento: '1990-01-01',
          nomeMae: 'Mãe',
          email: 'foto@exemplo.com',
          ddi: '351',
          celular: '912345678',
          pesquisaAtracao: 1,
          foto,
        },
      });
    const foto = (await upload(PNG, 'rosto.png', admin)).json<{ foto: string }>().foto;
    expect((await criar('Primeira Foto', foto)).statusCode).toBe(201);
    expect(expectErrorList(await criar('Segunda Foto', foto), 400)).toBe('Foto não encontrada: envie-a novamente.');

    const boundary = '----etapa';
    const etapaUpload = await t.app.inject({
      method: 'POST',
      url: '/api/gerenciar/imagens/upload',
      headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="e.png"\r\n\r\n`),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    const url = etapaUpload.json<{ urlArmazenamento: string }>().urlArmazenamento;
    const procedimento = await t.db.selectFrom('procedimento').select('id').where('nome', '=', 'Limpeza de pele').executeTakeFirstOrThrow();
    const etapa = await t.db.selectFrom('configuracao_etapa').select('id').where('nome_etapa', '=', 'Avaliação').executeTakeFirstOrThrow();
    const paciente = await t.db.selectFrom('paciente').select('id').orderBy('id').executeTakeFirstOrThrow();
    const grupo = await t.app.inject({
      method: 'POST',
      url: '/api/gerenciar/imagens/cadastro',
      headers: bearer(admin),
      payload: {
        configuracoesEtapaId: etapa.id,
        pacienteId: paciente.id,
        procedimentoId: procedimento.id,
        dataRegistro: '2025-05-02',
        horaInicial: '2025-05-02T10:00:00-03:00',
        horaFinal: '2025-05-02T10:30:00-03:00',
        imagens: [{ urlArmazenamento: url }],
      },
    });
    expect(grupo.statusCode).toBe(201);
    const comoFoto = `/gerenciar/paciente/foto/${url.split('/').pop()!}`;
    expect(expectErrorList(await criar('Foto Da Etapa', comoFoto), 400)).toBe('Foto não encontrada: envie-a novamente.');
    expect((await get(comoFoto, admin)).statusCode).toBe(404);
    expect((await get(url, admin)).statusCode).toBe(200);
  });

  it("refuses any photo address but the portal's own stored files, naming the field; older ones are dropped", async () => {
    const paciente = await t.db.selectFrom('paciente').select('id').orderBy('id').executeTakeFirstOrThrow();
    const current = (await get(`/gerenciar/paciente/listar/${paciente.id}`)).json<Paciente>();
    for (const foto of [
      'https://tracker.invalid/p.gif',
      '//evil.invalid/x.png',
      'http://localhost:8080/api/gerenciar/paciente/foto/x',
      '/gerenciar/imagens/arquivo/00000000-0000-4000-8000-000000000000',
      '/gerenciar/paciente/foto/../../x',
    ]) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/gerenciar/paciente/editar',
        headers: bearer(recepcao),
        payload: { ...current, auditorias: undefined, foto },
      });
      expect([foto, refused.statusCode, errorFields(refused)]).toEqual([foto, 400, [['foto', 'FOTO INVÁLIDA: ENVIE A FOTO PELO FORMULÁRIO DO PACIENTE.']]]);
    }
    const removed = await t.app.inject({
      method: 'PUT',
      url: '/api/gerenciar/paciente/editar',
      headers: bearer(recepcao),
      payload: { ...current, auditorias: undefined, foto: null },
    });
    expect(removed.statusCode).toBe(200);

    // a record saved before the rule with an address elsewhere: migration 0023 drops it
    const own = `/gerenciar/paciente/foto/${randomUUID()}`;
    const [fora, propria] = await t.db.selectFrom('paciente').select(['id', 'versao']).orderBy('id').limit(2).execute();
    await t.db.updateTable('paciente').set({ foto: 'https://tracker.invalid/p.gif' }).where('id', '=', fora!.id).execute();
    await t.db.updateTable('paciente').set({ foto: own }).where('id', '=', propria!.id).execute();
    await dropExternalPhotos(t.db as never);
    const after = await t.db.selectFrom('paciente').select(['id', 'foto', 'versao']).where('id', 'in', [fora!.id, propria!.id]).orderBy('id').execute();
    expect(after.map((row) => row.foto)).toEqual([null, own]);
    expect(after[0]!.versao).toBeGreaterThan(fora!.versao);
  });
});

describe('photo size limit', () => {
  it('formats sizes the Portuguese way, never overstating the limit', () => {
    expect(formatSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatSize(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatSize(512 * 1024)).toBe('0,5 MB');
    expect(formatSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(formatSize(0.29 * 1024 * 1024)).toBe('0,29 MB');
    expect(formatSize(2 * 1024 * 1024 - 1)).toBe('1,99 MB');
    expect(formatSize(1024)).toBe('1 KB');
  });

  it('names the limit applied in its 413: 5 MB, or UPLOAD_MAX_BYTES when lower', async () => {
    const MB = 1024 * 1024;
    const ofSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);
    // this file's app: the default upload limit (80 MB), so the photo's own 5 MB
    expect(expectErrorList(await upload(ofSize(5 * MB + 1), 'grande.png'), 413)).toBe('A foto deve ter até 5 MB.');

    const own = await createTestApp({ seed: false, limits: { uploadMaxBytes: MB / 2 } });
    try {
      const user = await own.createUser(['ROLE_PACIENTES']);
      const send = (content: Buffer) =>
        own.app.inject({
          method: 'POST',
          url: '/api/gerenciar/paciente/foto',
          headers: { ...bearer(user.token), 'content-type': 'multipart/form-data; boundary=limite' },
          payload: Buffer.concat([
            Buffer.from('--limite\r\nContent-Disposition: form-data; name="arquivo"; filename="a.png"\r\n\r\n'),
            content,
            Buffer.from('\r\n--limite--\r\n'),
          ]),
        });
      expect(expectErrorList(await send(ofSize(MB / 2 + 1)), 413)).toBe('A foto deve ter até 0,5 MB.');
      expect((await send(ofSize(MB / 2))).statusCode).toBe(201);
    } finally {
      await own.close();
    }
  });
});
