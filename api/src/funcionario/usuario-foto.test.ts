import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpfFromBase } from '../auth/cpf.js';
import type { Medico } from '../medico/medico.schemas.js';
import { postFile } from '../test-support/multipart.js';
import { apiCaller, bearer, createTestApp, decodeClaims, expectErrorList, type TestApp } from '../test-support/test-app.js';
import type { Funcionario } from './funcionario.schemas.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const SENHA = 'Segredo123';

let t: TestApp;
let admin: string;
let recepcao: string;
let perfilRecepcao: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
  recepcao = await t.login('recepcao@clinica.dev');
  perfilRecepcao = (await t.db.selectFrom('perfil').select('id').where('nome', '=', 'Recepção').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

const enviar = async (token = admin): Promise<string> => {
  const res = await postFile(t, '/api/gerenciar/usuario/foto', token, { content: PNG, filename: 'rosto.png', contentType: 'image/png' });
  expect(res.statusCode).toBe(201);
  return res.json<{ foto: string }>().foto;
};
const get = (path: string, token = recepcao) => t.app.inject({ method: 'GET', url: `/api${path}`, headers: bearer(token) });
const files = (): number => readdirSync(t.storageDir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length;
const funcionario = apiCaller(
  () => t,
  'gerenciar/funcionario',
  () => admin,
);
const medico = apiCaller(
  () => t,
  'gerenciar/medico',
  () => admin,
);
let cpfCounter = 0;
const novoCpf = () => cpfFromBase(String(410000000 + ++cpfCounter * 7919));

describe("a user's own photo (Minha conta)", () => {
  it('is changed and removed by the user himself, carried in his token, audited; the old file goes', async () => {
    const criado = (
      await funcionario('POST', '/cadastro', { nome: 'Lia Própria', email: 'lia.propria@clinica.test', cpf: novoCpf(), perfilId: perfilRecepcao, senha: SENHA })
    ).json<Funcionario>();
    const token = await t.login('lia.propria@clinica.test', SENHA);
    const minha = (body: unknown, bearerToken = token) =>
      t.app.inject({ method: 'PUT', url: '/api/gerenciar/usuario/minhaFoto', headers: bearer(bearerToken), payload: body as object });

    const foto = await enviar(token);
    const res = await minha({ foto });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ foto });
    expect((await funcionario('GET', `/listar/${criado.id}`)).json<Funcionario>().foto).toBe(foto);
    expect((await get(foto)).statusCode).toBe(200);
    const fresh = (await t.app.inject({ method: 'GET', url: '/api/update/token/jwt', headers: bearer(token) })).json<{ token: string }>().token;
    expect(decodeClaims(fresh).foto).toBe(foto);

    // an address not sent here is refused
    expect(expectErrorList(await minha({ foto: '/gerenciar/usuario/foto/00000000-0000-0000-0000-000000000000' }), 400)).toBe(
      'Foto não encontrada: envie-a novamente.',
    );
    expect((await minha({ foto: 'https://example.com/x.png' })).statusCode).toBe(400);
    expect((await minha({ outra: 1 })).statusCode).toBe(400);
    expect((await funcionario('GET', `/listar/${criado.id}`)).json<Funcionario>().foto).toBe(foto);

    expect((await minha({ foto: null })).json()).toEqual({ foto: null });
    expect((await get(foto, admin)).statusCode).toBe(404);
    const audit = await t.db
      .selectFrom('auditoria')
      .select('detalhes')
      .where('acao', '=', 'FUNCIONARIO_EDITADO')
      .where('entidade_id', '=', String(criado.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.detalhes)).toEqual([
      expect.objectContaining({ propria: true, antes: { foto: null }, depois: { foto } }),
      expect.objectContaining({ propria: true, antes: { foto }, depois: { foto: null } }),
    ]);
    expect((await t.app.inject({ method: 'PUT', url: '/api/gerenciar/usuario/minhaFoto', payload: { foto: null } })).statusCode).toBe(401);
  });
});

describe("a user's photo", () => {
  it('is sent, saved with the employee, seen by colleagues and carried in his token; replacing it deletes the old file', async () => {
    const primeira = await enviar();
    expect(primeira).toMatch(/^\/gerenciar\/usuario\/foto\/[0-9a-f-]{36}$/);
    expect((await get(primeira)).statusCode).toBe(404); // not saved yet: only who sent it
    expect((await get(primeira, admin)).statusCode).toBe(200);

    const criado = await funcionario('POST', '/cadastro', {
      nome: 'Clara Foto',
      email: 'clara.foto@clinica.test',
      cpf: novoCpf(),
      perfilId: perfilRecepcao,
      senha: SENHA,
      foto: primeira,
    });
    expect(criado.statusCode).toBe(201);
    const clara = criado.json<Funcionario>();
    expect(clara.foto).toBe(primeira);
    const vista = await get(primeira);
    expect(vista.statusCode).toBe(200);
    expect(vista.headers['content-type']).toBe('image/png');
    expect(vista.rawPayload.equals(PNG)).toBe(true);
    // a user's photo is not a patient's
    expect((await get(primeira.replace('/usuario/', '/paciente/'))).statusCode).toBe(404);
    expect(decodeClaims(await t.login('clara.foto@clinica.test', SENHA)).foto).toBe(primeira);

    const antes = files();
    const segunda = await enviar();
    const editado = await funcionario('PUT', '/editar', { id: clara.id, foto: segunda });
    expect(editado.json<Funcionario>().foto).toBe(segunda);
    expect((await get(primeira, admin)).statusCode).toBe(404);
    expect(files()).toBe(antes); // one sent, one deleted

    // left out: kept; null: removed, file and all
    expect((await funcionario('PUT', '/editar', { id: clara.id, nome: 'Clara Foto Souza' })).json<Funcionario>().foto).toBe(segunda);
    expect((await funcionario('PUT', '/editar', { id: clara.id, foto: null })).json<Funcionario>().foto).toBeNull();
    expect((await get(segunda, admin)).statusCode).toBe(404);
    expect(files()).toBe(antes - 1);
  });

  it("refuses an address that is not a photo sent here, or one already someone's, and keeps the user as he was", async () => {
    const foto = await enviar();
    const ana = (
      await funcionario('POST', '/cadastro', { nome: 'Ana Foto', email: 'ana.foto@clinica.test', cpf: novoCpf(), perfilId: perfilRecepcao, senha: SENHA, foto })
    ).json<Funcionario>();
    const outro = (
      await funcionario('POST', '/cadastro', { nome: 'Beto Foto', email: 'beto.foto@clinica.test', cpf: novoCpf(), perfilId: perfilRecepcao, senha: SENHA })
    ).json<Funcionario>();

    for (const invalida of ['https://rastreador.example/pixel.png', '/gerenciar/usuario/foto/nao-e-um-id', foto]) {
      const res = await funcionario('PUT', '/editar', { id: outro.id, nome: 'Beto Mudado', foto: invalida });
      expect(expectErrorList(res, 400)).toBe('Foto não encontrada: envie-a novamente.');
    }
    const beto = (await funcionario('GET', `/listar/${outro.id}`)).json<Funcionario>();
    expect(beto).toMatchObject({ nome: 'Beto Foto', foto: null });
    expect((await funcionario('GET', `/listar/${ana.id}`)).json<Funcionario>().foto).toBe(foto);
  });

  it("is a doctor's too: on registering, on editing, and gone with the doctor", async () => {
    const foto = await enviar();
    const res = await medico('POST', '/cadastro', {
      nome: 'Dra. Foto',
      email: 'dra.foto@clinica.test',
      cpf: novoCpf(),
      perfilId: perfilRecepcao,
      senha: SENHA,
      foto,
    });
    expect(res.statusCode).toBe(201);
    const dra = res.json<Medico>();
    expect(dra.foto).toBe(foto);
    expect((await get(foto)).statusCode).toBe(200);

    const nova = await enviar();
    expect((await medico('PUT', '/editar', { id: dra.id, foto: nova })).json<Medico>().foto).toBe(nova);
    expect((await get(foto, admin)).statusCode).toBe(404);
    expect((await medico('GET', `/listar/${dra.id}`)).json<Medico>().foto).toBe(nova);

    expect((await medico('DELETE', `/excluir/${dra.id}`)).statusCode).toBe(200);
    expect((await get(nova, admin)).statusCode).toBe(404);
  });

  it('is sent by any logged-in user (his own, in Minha conta), saved only with a user; an image is checked by its bytes', async () => {
    const semSessao = await t.app.inject({ method: 'POST', url: '/api/gerenciar/usuario/foto' });
    expect(semSessao.statusCode).toBe(401);
    const propria = await enviar(recepcao);
    // an employee cannot put it on another user
    const outro = (await t.db.selectFrom('usuario').select('id').where('email', '=', 'estoque@clinica.dev').executeTakeFirstOrThrow()).id;
    expect((await funcionario('PUT', '/editar', { id: outro, foto: propria }, recepcao)).statusCode).toBe(403);
    const texto = await postFile(t, '/api/gerenciar/usuario/foto', admin, {
      content: Buffer.from('não sou imagem'),
      filename: 'x.png',
      contentType: 'image/png',
    });
    expect(expectErrorList(texto, 415)).toBe('Envie a foto em JPEG, PNG ou WebP.');
  });
});
