import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, createTestApp, expectErrorList, type TestApp, apiCaller } from '../test-support/test-app.js';
import { postFile } from '../test-support/multipart.js';
import { removeOrphanUploads } from './imagens.routes.js';
import type { EtapaGrupo, EtapaImagem } from './imagens.repository.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), Buffer.from('JFIF\0', 'latin1'), Buffer.alloc(64, 1)]);
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'ascii'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2mp41', 'ascii'),
  Buffer.alloc(32),
]);
const TEXT = Buffer.from('isto não é uma imagem\n'.repeat(30));
const MAX = 64 * 1024;

let t: TestApp;
let admin: string;
let recepcao: string;
let pacienteId: number;
let procedimentoId: number;
let etapaId: number;
beforeAll(async () => {
  // a JSON body limit below the upload limit: files do not count against it
  t = await createTestApp({ limits: { uploadMaxBytes: MAX, bodyLimit: 16 * 1024 } });
  admin = await t.login('admin@clinica.dev');
  recepcao = await t.login('recepcao@clinica.dev');
  pacienteId = (await t.db.insertInto('paciente').values({ nome: 'Paciente Etapas', estrangeiro: true }).returning('id').executeTakeFirstOrThrow()).id;
  procedimentoId = (await t.db.selectFrom('procedimento').select('id').where('nome', '=', 'Transplante capilar').executeTakeFirstOrThrow()).id;
  etapaId = (await t.db.selectFrom('configuracao_etapa').select('id').where('nome_etapa', '=', 'Pré-operatório').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

const upload = (content: Buffer, filename: string, contentType: string, token = admin, { field = 'arquivo', url = '/api/gerenciar/imagens/upload' } = {}) =>
  postFile(t, url, token, { content, filename, contentType, field });
const stored = (): string[] =>
  readdirSync(t.storageDir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));
const call = apiCaller(
  () => t,
  'gerenciar/imagens/',
  () => admin,
);
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
      expect(file.headers['cache-control']).toBe('private, no-store');
      // not linked yet: only its uploader may read it
      const other = await t.createUser(['ROLE_PACIENTES', 'IMAGENS_FICHA_PACIENTE']);
      expect((await t.app.inject({ method: 'GET', url: `/api${body.urlArmazenamento}`, headers: bearer(other.token) })).statusCode).toBe(404);
    }
  });

  it('refuses a disguised file and an oversize one, keeping nothing of either', async () => {
    const before = stored().length;
    expect(expectErrorList(await upload(TEXT, 'foto.png', 'image/png'), 415)).toBe('Arquivo não suportado: envie uma imagem ou um vídeo.');
    expect(expectErrorList(await upload(Buffer.concat([MP4, Buffer.alloc(MAX)]), 'grande.mp4', 'video/mp4'), 413)).toBe(
      'Ops... O tamanho do video excede o permitido',
    );
    expect(stored().length).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/gerenciar/imagens/arquivo/nao-e-uuid', headers: bearer(admin) })).statusCode).toBe(400);
  });

  it('names the stored file itself: the client name is only a sanitised label', async () => {
    const res = await upload(PNG, '../../etc/se\u0007gredo.png', 'image/png');
    expect(res.statusCode).toBe(201);
    const body = res.json<EtapaImagem>();
    expect(body.name).toBe('segredo.png');
    const id = body.urlArmazenamento.split('/').pop()!;
    const row = await t.db.selectFrom('arquivo').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mime_type: 'image/png', nome_original: 'segredo.png', usuario_cadastro: 'Administrador', vinculado: false });
    expect(row.caminho).toMatch(/^([0-9a-f]{2})\/\1[0-9a-f-]{34}$/);
    expect(stored()).toContain(join(t.storageDir, row.caminho));
  });

  it('takes files larger than the JSON body limit, up to UPLOAD_MAX_BYTES', async () => {
    const video = Buffer.concat([MP4, Buffer.alloc(40 * 1024)]);
    const res = await upload(video, 'longo.mp4', 'video/mp4');
    expect(res.statusCode).toBe(201);
    expect(res.json<EtapaImagem>().size).toBe(video.length);
  });

  it('answers 4xx, never 500, to requests that are not one file in the field arquivo', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/gerenciar/imagens/upload', headers: bearer(admin), payload: { arquivo: 'x' } });
    expect(expectErrorList(json, 415)).toBe('Arquivo não suportado: envie uma imagem ou um vídeo.');
    expect((await upload(PNG, 'a.png', 'image/png', admin, { field: 'foto' })).statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/gerenciar/imagens/upload',
      headers: { ...bearer(admin), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: 'isto não é multipart',
    });
    expect(expectErrorList(broken, 400)).toBe('Envio de arquivo inválido: tente enviar o arquivo novamente.');
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/gerenciar/imagens/upload',
      headers: { ...bearer(admin), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: Buffer.concat([
        Buffer.from('--xyz\r\nContent-Disposition: form-data; name="arquivo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'),
        PNG,
      ]),
    });
    expect(expectErrorList(cut, 400)).toBe('Envio de arquivo inválido: tente enviar o arquivo novamente.');
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/gerenciar/imagens/upload',
      headers: { ...bearer(admin), 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(noBoundary.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/gerenciar/imagens/arquivo/00000000-0000-4000-8000-000000000000', headers: bearer(admin) });
    expect(expectErrorList(unknown, 404)).toBe('Arquivo não encontrado.');
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
    expect(res.json<{ mensagemUsuario: string }[]>().map((e) => e.mensagemUsuario)).toEqual([
      'DATA É OBRIGATÓRIO.',
      'HORA É OBRIGATÓRIO.',
      'HORA É OBRIGATÓRIO.',
    ]);
    expect(expectErrorList(await call('POST', 'cadastro', grupo({ dataRegistro: '2023-12-31' })), 400)).toBe('DATA INVÁLIDA (ANOS DE 2024 A 2110).');
    expect(expectErrorList(await call('POST', 'cadastro', grupo({ horaFinal: '2025-03-15T12:00:00.000Z' })), 400)).toBe(
      'HORÁRIO FINAL MENOR OU IGUAL QUE O INICIAL',
    );
    expect(expectErrorList(await call('POST', 'cadastro', grupo({ horaInicial: '09:00' })), 400)).toBe('HORA INVÁLIDA.');
    expect(expectErrorList(await call('POST', 'cadastro', grupo({ horaInicial: '2025-03-15T09:00:00' })), 400)).toBe('HORA INVÁLIDA.');
    // 01:00 UTC on the 16th is 22:00 on the 15th in São Paulo: the right day; 03:00 UTC on the 16th is not
    expect(expectErrorList(await call('POST', 'cadastro', grupo({ horaInicial: '2025-03-16T01:00:00Z', horaFinal: '2025-03-16T03:00:00Z' })), 400)).toBe(
      'A HORA DEVE SER NO DIA DA REALIZAÇÃO.',
    );
    expect((await call('POST', 'listar', { procedimento: procedimentoId, idPaciente: 2147483648 })).statusCode).toBe(400);
    const outraEtapa = (await t.db.selectFrom('configuracao_etapa').select('id').where('nome_etapa', '=', 'Retorno antigo').executeTakeFirstOrThrow()).id;
    const harmonizacao = (await t.db.selectFrom('procedimento').select('id').where('nome', '=', 'Harmonização facial').executeTakeFirstOrThrow()).id;
    expect(expectErrorList(await call('POST', 'cadastro', grupo({ configuracoesEtapaId: outraEtapa, procedimentoId: harmonizacao })), 400)).toBe(
      'Esta etapa não pertence a este procedimento.',
    );
    expect((await listar()).every((g) => g.id === null)).toBe(true);
  });

  it('saves a stage with images and a video, edits it with history, and refuses a stale copy', async () => {
    const png = (await upload(PNG, 'frente.png', 'image/png')).json<EtapaImagem>();
    const mp4 = (await upload(MP4, 'video.mp4', 'video/mp4')).json<EtapaImagem>();
    const created = await call(
      'POST',
      'cadastro',
      grupo({ imagens: [{ urlArmazenamento: png.urlArmazenamento }, { urlArmazenamento: mp4.urlArmazenamento }] }),
    );
    expect(created.statusCode).toBe(201);
    const saved = created.json<EtapaGrupo>();
    expect(saved).toMatchObject({ nomeEtapa: 'Pré-operatório', dataRegistro: '2025-03-15', observacao: null, versao: 1, usuarioCadastro: 'Administrador' });
    expect(saved.imagens.map((i) => i.name)).toEqual(['frente.png', 'video.mp4']);
    expect(saved.auditorias[0]!.descricao).toBe("CRIAÇÃO DA ETAPA;ADICIONADO <<imagens>> 'frente.png';ADICIONADO <<imagens>> 'video.mp4'");
    expect(expectErrorList(await call('POST', 'cadastro', grupo()), 409)).toBe(
      'Esta etapa já foi registrada para o paciente. Recarregue os dados antes de salvar.',
    );

    // Edit: new time, observation, the video removed; its file leaves the store after the commit.
    const filesBefore = stored().length;
    const edited = await call(
      'PUT',
      'editar',
      grupo({ id: saved.id, versao: 1, horaFinal: '2025-03-15T14:00:00.000Z', observacao: 'Jejum', imagens: [{ urlArmazenamento: png.urlArmazenamento }] }),
    );
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
    expect(expectErrorList(await call('POST', 'cadastro', grupo({ configuracoesEtapaId: pos7, imagens: urls })), 400)).toBe('Máximo de 6 imagens nesta etapa.');
    const videos = await Promise.all([upload(MP4, 'a.mp4', 'video/mp4'), upload(MP4, 'b.mp4', 'video/mp4')]);
    const twoVideos = videos.map((r) => ({ urlArmazenamento: r.json<EtapaImagem>().urlArmazenamento }));
    expect(expectErrorList(await call('POST', 'cadastro', grupo({ configuracoesEtapaId: pos7, imagens: twoVideos })), 400)).toBe(
      'Você pode adicionar 1 video por etapa.',
    );
    expect(
      expectErrorList(
        await call(
          'POST',
          'cadastro',
          grupo({ configuracoesEtapaId: pos7, imagens: [{ urlArmazenamento: '/gerenciar/imagens/arquivo/00000000-0000-4000-8000-000000000000' }] }),
        ),
        400,
      ),
    ).toBe('Arquivo não encontrado: envie-o novamente.');
    const taken = (await listar()).find((g) => g.nomeEtapa === 'Pré-operatório')!.imagens[0]!;
    expect(
      expectErrorList(await call('POST', 'cadastro', grupo({ configuracoesEtapaId: pos7, imagens: [{ urlArmazenamento: taken.urlArmazenamento }] })), 409),
    ).toBe('Este arquivo pertence a outra etapa.');
    expect((await listar()).find((g) => g.nomeEtapa === 'Pós 7 dias')!.id).toBeNull();
  });

  it('holds a stage to its own image slots when the settings set fewer than 6, and says how many', async () => {
    const etapa = await t.db
      .insertInto('configuracao_etapa')
      .values({ nome_etapa: 'Retorno com 2 fotos', ordenacao: 99, quantidade_imagens: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('procedimento_etapa').values({ procedimento_id: procedimentoId, configuracao_etapa_id: etapa.id, ordenacao: 99 }).execute();
    try {
      expect((await listar()).find((g) => g.configuracoesEtapaId === etapa.id)!.quantidadeImagens).toBe(2);
      const tres = await Promise.all(Array.from({ length: 3 }, (_, i) => upload(PNG, `s${i}.png`, 'image/png')));
      const urls = tres.map((r) => ({ urlArmazenamento: r.json<EtapaImagem>().urlArmazenamento }));
      expect(expectErrorList(await call('POST', 'cadastro', grupo({ configuracoesEtapaId: etapa.id, imagens: urls })), 400)).toBe(
        'Máximo de 2 imagens nesta etapa.',
      );
      expect((await listar()).find((g) => g.configuracoesEtapaId === etapa.id)!.id).toBeNull();
      expect((await call('POST', 'cadastro', grupo({ configuracoesEtapaId: etapa.id, imagens: urls.slice(0, 2) }))).statusCode).toBe(201);
    } finally {
      await t.db.deleteFrom('etapa_resposta').where('configuracao_etapa_id', '=', etapa.id).execute();
      await t.db.deleteFrom('procedimento_etapa').where('configuracao_etapa_id', '=', etapa.id).execute();
      await t.db.deleteFrom('configuracao_etapa').where('id', '=', etapa.id).execute();
    }
  });

  it("takes the form's local times, answers one of two simultaneous edits and refuses a group of another patient", async () => {
    const pos30 = (await t.db.selectFrom('configuracao_etapa').select('id').where('nome_etapa', '=', 'Pós 30 dias').executeTakeFirstOrThrow()).id;
    const created = await call(
      'POST',
      'cadastro',
      grupo({
        configuracoesEtapaId: pos30,
        dataRegistro: '2025-04-30',
        horaInicial: '2025-04-30T08:00:00.000-03:00',
        horaFinal: '2025-04-30T08:45:00.000-03:00',
        observacao: 'Retorno',
      }),
    );
    expect(created.statusCode).toBe(201);
    const saved = created.json<EtapaGrupo>();
    expect(saved).toMatchObject({ dataRegistro: '2025-04-30', horaInicial: '2025-04-30T11:00:00.000Z', horaFinal: '2025-04-30T11:45:00.000Z', versao: 1 });
    expect(await t.auditCount('ETAPA_REGISTRADA')).toBeGreaterThan(0);

    const edits = await Promise.all(
      ['Primeira', 'Segunda'].map((observacao) =>
        call(
          'PUT',
          'editar',
          grupo({
            id: saved.id,
            versao: 1,
            configuracoesEtapaId: pos30,
            dataRegistro: saved.dataRegistro,
            horaInicial: saved.horaInicial,
            horaFinal: saved.horaFinal,
            observacao,
            imagens: [],
          }),
        ),
      ),
    );
    expect(edits.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const now = (await listar()).find((g) => g.id === saved.id)!;
    expect(now.versao).toBe(2);
    expect(now.auditorias).toHaveLength(2);

    const outro = (await t.db.insertInto('paciente').values({ nome: 'Outro Paciente', estrangeiro: true }).returning('id').executeTakeFirstOrThrow()).id;
    expect(expectErrorList(await call('PUT', 'editar', grupo({ id: saved.id, versao: 2, configuracoesEtapaId: pos30, pacienteId: outro })), 404)).toBe(
      'Etapa não encontrada.',
    );
    expect((await call('PUT', 'editar', grupo({ id: saved.id, configuracoesEtapaId: pos30 }))).statusCode).toBe(400);
  });

  it('refuses unknown fields, at the top and in the images, on saving and on editing', async () => {
    const before = await t.db
      .selectFrom('etapa_resposta')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // many of them (this file's body limit is 16 KB; the route fuzz sends 5,000 under the default 2 MB)
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`extra${i}`, i]));
    expect(expectErrorList(await call('POST', 'cadastro', grupo(many)), 400)).toBe("O campo 'extra0' não é permitido.");
    expect(expectErrorList(await call('PUT', 'editar', grupo({ id: 1, versao: 1, ...many })), 400)).toBe("O campo 'extra0' não é permitido.");
    expect(expectErrorList(await call('POST', 'cadastro', grupo({ nomeEtapa: 'Outra' })), 400)).toBe("O campo 'nomeEtapa' não é permitido.");
    const png = (await upload(PNG, 'extra.png', 'image/png')).json<EtapaImagem>();
    const nested = grupo({ imagens: [{ urlArmazenamento: png.urlArmazenamento, mimeType: 'image/png' }] });
    expect(expectErrorList(await call('POST', 'cadastro', nested), 400)).toBe("O campo 'imagens.0.mimeType' não é permitido.");
    expect(expectErrorList(await call('PUT', 'editar', grupo({ id: 1, versao: 1, auditorias: [] })), 400)).toBe("O campo 'auditorias' não é permitido.");
    expect(expectErrorList(await call('PUT', 'editar', grupo({ id: 1, versao: 1, imagens: [{ urlArmazenamento: png.urlArmazenamento, id: 1 }] })), 400)).toBe(
      "O campo 'imagens.0.id' não é permitido.",
    );
    const after = await t.db
      .selectFrom('etapa_resposta')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("never takes a patient's photo into a stage, nor serves it here", async () => {
    const foto = (await upload(PNG, 'rosto.png', 'image/png', admin, { url: '/api/gerenciar/paciente/foto' })).json<{ foto: string }>().foto;
    const paciente = await t.app.inject({
      method: 'POST',
      url: '/api/gerenciar/paciente/cadastro',
      headers: bearer(admin),
      payload: {
        nome: 'Paciente Com Foto',
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
    expect(paciente.statusCode).toBe(201);
    const url = `/gerenciar/imagens/arquivo/${foto.split('/').pop()!}`;
    expect((await t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(admin) })).statusCode).toBe(404);
    const etapa = (await t.db.selectFrom('configuracao_etapa').select('id').where('nome_etapa', '=', 'Procedimento').executeTakeFirstOrThrow()).id;
    expect(expectErrorList(await call('POST', 'cadastro', grupo({ configuracoesEtapaId: etapa, imagens: [{ urlArmazenamento: url }] })), 409)).toBe(
      'Este arquivo pertence a outra etapa.',
    );
    expect((await t.app.inject({ method: 'GET', url: `/api${foto}`, headers: bearer(admin) })).statusCode).toBe(200);
  });

  it('removes uploads never linked after a day, and only those', async () => {
    const fresh = (await upload(PNG, 'nova.png', 'image/png')).json<EtapaImagem>();
    expect(await removeOrphanUploads(t.db, t.app.deps.files)).toBe(0); // nothing is a day old yet
    const linkedFiles = await t.db.selectFrom('arquivo').select('caminho').where('vinculado', '=', true).execute();
    const removed = await removeOrphanUploads(t.db, t.app.deps.files, Date.now() + 25 * 3600_000);
    expect(removed).toBeGreaterThan(0);
    // what is left on disk is exactly the linked files; a refused upload of an earlier test removes its
    // partial file after answering, so on a busy machine that unlink may land a moment later
    const expected = linkedFiles.map((f) => join(t.storageDir, f.caminho)).sort();
    for (let waited = 0; waited < 3000 && JSON.stringify(stored().sort()) !== JSON.stringify(expected); waited += 100)
      await new Promise((r) => setTimeout(r, 100));
    expect(stored().sort()).toEqual(expected);
    expect((await t.app.inject({ method: 'GET', url: `/api${fresh.urlArmazenamento}`, headers: bearer(admin) })).statusCode).toBe(404);
    const linked = (await listar()).find((g) => g.nomeEtapa === 'Pré-operatório')!.imagens[0]!;
    expect((await t.app.inject({ method: 'GET', url: `/api${linked.urlArmazenamento}`, headers: bearer(admin) })).statusCode).toBe(200);
  });
});
