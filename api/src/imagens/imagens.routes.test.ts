import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, createTestApp, expectErrorList, type TestApp } from '../test-support/test-app.js';
import { removeOrphanUploads } from './imagens.routes.js';
import type { EtapaGrupo, EtapaImagem } from './imagens.repository.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), Buffer.from('JFIF\0', 'latin1'), Buffer.alloc(64, 1)]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'ascii'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41', 'ascii'), Buffer.alloc(32)]);
const TEXT = Buffer.from('isto não é uma imagem\n'.repeat(30));
const MAX = 64 * 1024;

let t: TestApp;
let admin: string;
let recepcao: string;
let pacienteId: number;
let procedimentoId: number;
let etapaId: number;
beforeAll(async () => {
  t = await createTestApp({ limits: { uploadMaxBytes: MAX } });
  admin = await t.login('admin@clinica.dev');
  recepcao = await t.login('recepcao@clinica.dev');
  pacienteId = (await t.db.insertInto('paciente').values({ nome: 'Paciente Etapas', estrangeiro: true }).returning('id').executeTakeFirstOrThrow()).id;
  procedimentoId = (await t.db.selectFrom('procedimento').select('id').where('nome', '=', 'Transplante capilar').executeTakeFirstOrThrow()).id;
  etapaId = (await t.db.selectFrom('configuracao_etapa').select('id').where('nome_etapa', '=', 'Pré-operatório').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

function upload(content: Buffer, filename: string, contentType: string, token = admin) {
  const boundary = '----clinica' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: '/api/gerenciar/imagens/upload', headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}
const stored = (): string[] => readdirSync(t.storageDir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => join(d.parentPath, d.name));
const call = (method: 'POST' | 'PUT', url: string, payload: unknown, token = admin) =>
  t.app.inject({ method, url: `/api/gerenciar/imagens/${url}`, headers: bearer(token), payload: payload as object });
const listar = async (): Promise<EtapaGrupo[]> => (await call('POST', 'listar', { procedimento: procedimentoId, idPaciente: pacienteId })).json<EtapaGrupo[]>();
const grupo = (extra: Record<string, unknown> = {}) => ({
  configuracoesEtapaId: etapaId,
  pacienteId,
  procedimentoId,
  dataRegistro: '2025-03-15',
  horaInicial: '2025-03-15T12:00:00.000Z',
  horaFinal: '2025-03-15T13:30:00.000Z',
  observacao: '  ',
  imagens: [],
  ...extra,
});

describe('stage files', () => {
  it('accepts images and videos by content, and serves them only as attachments to the tab users', async () => {
    for (const [content, name, type, mime] of [
      [PNG, 'frente.png', 'image/png', 'image/png'],
      [JPEG, 'perfil.jpeg', 'application/octet-stream', 'image/jpeg'],
      [MP4, 'video.mov', 'video/quicktime', 'video/mp4'],
    ] as const) {
      const res = await upload(content, name, type);
      expect(res.statusCode).toBe(201);
      const body = res.json<EtapaImagem>();
      expect(body).toMatchObject({ mimeType: mime, name, size: content.length });
      expect(body.urlArmazenamento).toMatch(/^\/gerenciar\/imagens\/arquivo\/[0-9a-f-]{36}$/);
      const file = await t.app.inject({ method: 'GET', url: `/api${body.urlArmazenamento}`, headers: bearer(admin) });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(content)).toBe(true);
      expect(file.headers['content-type']).toBe(mime);
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="etapa-[0-9a-f-]{36}\.\w+"$/);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      // not linked yet: only its uploader may read it
      const other = await t.createUser(['ROLE_PACIENTES', 'IMAGENS_FICHA_PACIENTE']);
      expect((await t.app.inject({ method: 'GET', url: `/api${body.urlArmazenamento}`, headers: bearer(other.token) })).statusCode).toBe(404);
    }
  });

  it('refuses a disguised file and an oversize one, keeping nothing of either', async () => {
    const before = stored().length;
    expect(expectErrorList(await upload(TEXT, 'foto.png', 'image/png'), 415)).toBe('Arquivo não suportado: envie uma imagem ou um vídeo.');
    expect(expectErrorList(await upload(Buffer.concat([MP4, Buffer.alloc(MAX)]), 'grande.mp4', 'video/mp4'), 413)).toBe('Ops... O tamanho do video excede o permitido');
    expect(stored().length).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/gerenciar/imagens/arquivo/nao-e-uuid', headers: bearer(admin) })).statusCode).toBe(400);
  });

  it('is closed to users without IMAGENS_FICHA_PACIENTE', async () => {
    expect((await upload(PNG, 'a.png', 'image/png', recepcao)).statusCode).toBe(403);
    expect((await call('POST', 'listar', { procedimento: procedimentoId, idPaciente: pacienteId }, recepcao)).statusCode).toBe(403);
    const url = (await upload(PNG, 'a.png', 'image/png')).json<EtapaImagem>().urlArmazenamento;
    expect((await t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(recepcao) })).statusCode).toBe(403);
  });
});

describe('stage groups', () => {
  it("lists one group per active stage of the procedure, in the procedure's order", async () => {
    const grupos = await listar();
    expect(grupos.map((g) => g.nomeEtapa)).toEqual(['Avaliação', 'Pré-operatório', 'Procedimento', 'Pós 7 dias', 'Pós 30 dias']);
    expect(grupos.every((g) => g.id === null && g.imagens.length === 0)).toBe(true);
  });

  it('validates date, times and order with the form messages', async () => {
    const res = await call('POST', 'cadastro', grupo({ dataRegistro: null, horaInicial: null, horaFinal: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ mensagemUsuario: string }[]>().map((e) => e.mensagemUsuario)).toEqual(['DATA É OBRIGATÓRIO.', 'HORA É OBRIGATÓRIO.', 'HORA É OBRIGATÓRIO.']);
    expect(expectErrorList(await call('POST', 'cadastro', grupo({ dataRegistro: '2023-12-31' })), 400)).toBe('DATA INVÁLIDA (ANOS DE 2024 A 2110).');
    expect(expectErrorList(await call('POST', 'cadastro', grupo({ horaFinal: '2025-03-15T12:00:00.000Z' })), 400)).toBe('HORÁRIO FINAL MENOR OU IGUAL QUE O INICIAL');
    const outraEtapa = (await t.db.selectFrom('configuracao_etapa').select('id').where('nome_etapa', '=', 'Retorno antigo').executeTakeFirstOrThrow()).id;
    const harmonizacao = (await t.db.selectFrom('procedimento').select('id').where('nome', '=', 'Harmonização facial').executeTakeFirstOrThrow()).id;
    expect(expectErrorList(await call('POST', 'cadastro', grupo({ configuracoesEtapaId: outraEtapa, procedimentoId: harmonizacao })), 400)).toBe('Esta etapa não pertence a este procedimento.');
    expect((await listar()).every((g) => g.id === null)).toBe(true);
  });

  it('saves a stage with images and a video, edits it with history, and refuses a stale copy', async () => {
    const png = (await upload(PNG, 'frente.png', 'image/png')).json<EtapaImagem>();
    const mp4 = (await upload(MP4, 'video.mp4', 'video/mp4')).json<EtapaImagem>();
    const created = await call('POST', 'cadastro', grupo({ imagens: [{ urlArmazenamento: png.urlArmazenamento }, { urlArmazenamento: mp4.urlArmazenamento }] }));
    expect(created.statusCode).toBe(201);
    const saved = created.json<EtapaGrupo>();
    expect(saved).toMatchObject({ nomeEtapa: 'Pré-operatório', dataRegistro: '2025-03-15', observacao: null, versao: 1, usuarioCadastro: 'Administrador' });
    expect(saved.imagens.map((i) => i.name)).toEqual(['frente.png', 'video.mp4']);
    expect(saved.auditorias[0]!.descricao).toBe("CRIAÇÃO DA ETAPA;ADICIONADO <<imagens>> 'frente.png';ADICIONADO <<imagens>> 'video.mp4'");
    expect(expectErrorList(await call('POST', 'cadastro', grupo()), 409)).toBe('Esta etapa já foi registrada para o paciente. Recarregue os dados antes de salvar.');

    // Edit: new time, observation, the video removed; its file leaves the store after the commit.
    const filesBefore = stored().length;
    const edited = await call('PUT', 'editar', grupo({ id: saved.id, versao: 1, horaFinal: '2025-03-15T14:00:00.000Z', observacao: 'Jejum', imagens: [{ urlArmazenamento: png.urlArmazenamento }] }));
    expect(edited.statusCode).toBe(200);
    const after = edited.json<EtapaGrupo>();
    expect(after).toMatchObject({ versao: 2, observacao: 'Jejum' });
    expect(after.auditorias[0]!.descricao).toBe("ALTERADO <<horaFinal>> DE '10:30' PARA '11:00';ALTERADO <<observacao>>;REMOVIDO <<imagens>> 'video.mp4'");
    expect(stored().length).toBe(filesBefore - 1);
    expect((await t.app.inject({ method: 'GET', url: `/api${mp4.urlArmazenamento}`, headers: bearer(admin) })).statusCode).toBe(404);
    // linked: any user of the tab reads it now
    const other = await t.createUser(['ROLE_PACIENTES', 'IMAGENS_FICHA_PACIENTE']);
    expect((await t.app.inject({ method: 'GET', url: `/api${png.urlArmazenamento}`, headers: bearer(other.token) })).statusCode).toBe(200);

    // A stale copy changes nothing.
    const stale = await call('PUT', 'editar', grupo({ id: saved.id, versao: 1, observacao: 'Outra', imagens: [] }));
    expect(expectErrorList(stale, 409)).toBe('Esta etapa foi alterada por outro usuário. Recarregue os dados antes de salvar.');
    const now = (await listar()).find((g) => g.id === saved.id)!;
    expect(now).toMatchObject({ versao: 2, observacao: 'Jejum' });
    expect(now.imagens).toHaveLength(1);
  });

  it('refuses a 7th image, a 2nd video, unknown files and files of another stage', async () => {
    const etapa = (nome: string) => t.db.selectFrom('configuracao_etapa').select('id').where('nome_etapa', '=', nome).executeTakeFirstOrThrow();
    const pos7 = (await etapa('Pós 7 dias')).id;
    const sete = await Promise.all(Array.from({ length: 7 }, (_, i) => upload(PNG, `f${i}.png`, 'image/png')));
    const urls = sete.map((r) => ({ urlArmazenamento: r.json<EtapaImagem>().urlArmazenamento }));
    expect(expectErrorList(await call('POST', 'cadastro', grupo({ configuracoesEtapaId: pos7, imagens: urls })), 400)).toBe('Máximo de 6 imagens por etapa.');
    const videos = await Promise.all([upload(MP4, 'a.mp4', 'video/mp4'), upload(MP4, 'b.mp4', 'video/mp4')]);
    const twoVideos = videos.map((r) => ({ urlArmazenamento: r.json<EtapaImagem>().urlArmazenamento }));
    expect(expectErrorList(await call('POST', 'cadastro', grupo({ configuracoesEtapaId: pos7, imagens: twoVideos })), 400)).toBe('Você pode adicionar 1 video por etapa.');
    expect(expectErrorList(await call('POST', 'cadastro', grupo({ configuracoesEtapaId: pos7, imagens: [{ urlArmazenamento: '/gerenciar/imagens/arquivo/00000000-0000-4000-8000-000000000000' }] })), 400)).toBe('Arquivo não encontrado: envie-o novamente.');
    const taken = (await listar()).find((g) => g.nomeEtapa === 'Pré-operatório')!.imagens[0]!;
    expect(expectErrorList(await call('POST', 'cadastro', grupo({ configuracoesEtapaId: pos7, imagens: [{ urlArmazenamento: taken.urlArmazenamento }] })), 409)).toBe('Este arquivo pertence a outra etapa.');
    expect((await listar()).find((g) => g.nomeEtapa === 'Pós 7 dias')!.id).toBeNull();
  });

  it('removes uploads never linked after a day, and only those', async () => {
    const fresh = (await upload(PNG, 'nova.png', 'image/png')).json<EtapaImagem>();
    const removed = await removeOrphanUploads(t.db, t.app.deps.files, Date.now() + 25 * 3600_000);
    expect(removed).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: `/api${fresh.urlArmazenamento}`, headers: bearer(admin) })).statusCode).toBe(404);
    const linked = (await listar()).find((g) => g.nomeEtapa === 'Pré-operatório')!.imagens[0]!;
    expect((await t.app.inject({ method: 'GET', url: `/api${linked.urlArmazenamento}`, headers: bearer(admin) })).statusCode).toBe(200);
  });
});
