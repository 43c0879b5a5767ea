import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpfFromBase } from '../auth/cpf.js';
import { apiCaller, bearer, createTestApp, expectErrorList, type TestApp } from '../test-support/test-app.js';
import type { Funcionario } from './funcionario.schemas.js';

let t: TestApp;
let admin: string;
let perfis: { id: number; nome: string }[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
  perfis = (await t.app.inject({ method: 'POST', url: '/api/gerenciar/perfil/listar', headers: bearer(admin), payload: {} })).json();
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'gerenciar/funcionario',
  () => admin,
);
const perfil = (nome: string) => perfis.find((p) => p.nome === nome)!.id;
let cpfCounter = 0;
const novoCpf = () => cpfFromBase(String(300000000 + ++cpfCounter * 7919));
const SENHA = 'Segredo123';

/** An employee's token works while the session is open. */
const loggedUser = (token: string) => t.app.inject({ method: 'GET', url: '/api/UsuarioManager/loggedUser', headers: bearer(token) });

describe('employees', () => {
  it('creates an employee who can log in; lists only users who are not doctors; reads one', async () => {
    const cpf = novoCpf();
    const res = await call('POST', '/cadastro', {
      nome: '  Ana   Souza ',
      email: 'ana.souza@clinica.test',
      cpf: cpf.replace(/^(\d{3})(\d{3})/, '$1.$2.'),
      perfilId: perfil('Recepção'),
      senha: SENHA,
    });
    expect(res.statusCode).toBe(201);
    const ana = res.json<Funcionario>();
    expect(ana).toEqual({
      id: expect.any(Number),
      nome: 'Ana Souza',
      email: 'ana.souza@clinica.test',
      cpf,
      ativo: true,
      idioma: 'pt',
      perfilId: { id: perfil('Recepção'), nome: 'Recepção' },
      foto: null,
      horarioCadastro: expect.any(String),
      horarioAlteracao: expect.any(String),
    });
    await t.login('ana.souza@clinica.test', SENHA);

    const lista = (await call('GET', '/listar')).json<Funcionario[]>();
    expect(lista.map((f) => f.email)).toEqual(expect.arrayContaining(['ana.souza@clinica.test', 'recepcao@clinica.dev', 'estoque@clinica.dev']));
    expect(lista.map((f) => f.email)).not.toContain('medico@clinica.dev');
    expect((await call('GET', `/listar/${ana.id}`)).json()).toEqual(ana);
    const medico = (await t.db.selectFrom('usuario').select('id').where('email', '=', 'medico@clinica.dev').executeTakeFirstOrThrow()).id;
    expect(expectErrorList(await call('GET', `/listar/${medico}`), 404)).toBe('Funcionário não encontrado.');
    expect(expectErrorList(await call('GET', '/listar/999999'), 404)).toBe('Funcionário não encontrado.');

    const audit = await t.db.selectFrom('auditoria').selectAll().where('acao', '=', 'FUNCIONARIO_CRIADO').where('entidade_id', '=', String(ana.id)).execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.detalhes)).not.toContain(SENHA);
  });

  it('validates every field at once, the profile, duplicates and bad input (no 5xx)', async () => {
    const all = await call('POST', '/cadastro', { nome: ' ', email: 'x', cpf: '123', senha: 'curta' });
    expect(all.statusCode).toBe(400);
    expect(all.json<{ mensagemUsuario: string; campo: string }[]>().map((e) => [e.campo, e.mensagemUsuario])).toEqual([
      ['nome', 'NOME É OBRIGATÓRIO.'],
      ['cpf', 'CPF INVÁLIDO.'],
      ['email', 'Informe um email válido.'],
      ['perfilId', 'PERFIL É OBRIGATÓRIO.'],
      ['senha', 'A senha deve ter no mínimo 8 caracteres, com letras e números.'],
    ]);
    const base = { nome: 'Bruno', email: 'bruno@clinica.test', cpf: novoCpf(), senha: SENHA };
    expect(expectErrorList(await call('POST', '/cadastro', { ...base, perfilId: 999999 }), 400)).toBe('Perfil não encontrado.');
    expect((await call('POST', '/cadastro', { ...base, perfilId: { id: perfil('Estoque'), nome: 'Estoque' } })).statusCode).toBe(201);
    expect(expectErrorList(await call('POST', '/cadastro', { ...base, email: 'BRUNO@clinica.test', cpf: novoCpf(), perfilId: perfil('Estoque') }), 409)).toBe(
      'Já existe um usuário com este e-mail.',
    );
    expect(expectErrorList(await call('POST', '/cadastro', { ...base, email: 'outro@clinica.test', perfilId: perfil('Estoque') }), 409)).toBe(
      'Já existe um usuário com este CPF.',
    );
    for (const body of [
      { ...base, perfilId: 'x' },
      { ...base, ativo: 'sim' },
      { ...base, idioma: 'fr' },
      { ...base, ehMedico: true },
      { ...base, nome: 'x'.repeat(201) },
      null,
    ]) {
      const res = await call('POST', '/cadastro', body);
      expect(res.statusCode).toBe(400);
    }
    expect(expectErrorList(await call('PUT', '/editar', { id: 999999, nome: 'X' }), 404)).toBe('Funcionário não encontrado.');
    expect((await call('PUT', '/editar', { nome: 'X' })).statusCode).toBe(400);
  });

  it('edits keeping fields left out; deactivating ends the sessions at once; nobody deactivates himself', async () => {
    const criado = (
      await call('POST', '/cadastro', { nome: 'Carla', email: 'carla@clinica.test', cpf: novoCpf(), perfilId: perfil('Recepção'), senha: SENHA })
    ).json<Funcionario>();
    const token = await t.login('carla@clinica.test', SENHA);
    expect((await loggedUser(token)).statusCode).toBe(200);

    const renamed = await call('PUT', '/editar', { id: criado.id, nome: 'Carla Dias', perfilId: { id: perfil('Financeiro') } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Funcionario>()).toMatchObject({
      nome: 'Carla Dias',
      email: 'carla@clinica.test',
      cpf: criado.cpf,
      ativo: true,
      perfilId: { nome: 'Financeiro' },
    });
    // the new profile counts at once
    expect((await loggedUser(token)).json<{ authorities: string[] }>().authorities).toContain('ROLE_FINANCEIRO');
    expect(expectErrorList(await call('PUT', '/editar', { id: criado.id, email: 'sem-arroba' }), 400)).toBe('Informe um email válido.');
    expect(expectErrorList(await call('PUT', '/editar', { id: criado.id, perfilId: 999999 }), 400)).toBe('Perfil não encontrado.');
    expect(expectErrorList(await call('PUT', '/editar', { id: criado.id, email: 'recepcao@clinica.dev' }), 409)).toBe('Já existe um usuário com este e-mail.');

    const off = await call('PUT', '/editar', { ...renamed.json<Funcionario>(), ativo: false });
    expect(off.statusCode).toBe(200);
    expect(off.json<Funcionario>().ativo).toBe(false);
    // the screen says why
    expect(expectErrorList(await loggedUser(token), 401)).toBe('Seu acesso foi desativado.');
    expect((await t.loginRaw({ email: 'carla@clinica.test', senha: SENHA })).statusCode).toBe(401);
    const revoked = await t.db.selectFrom('sessao').select('revoked_at').where('usuario_id', '=', criado.id).execute();
    expect(revoked.every((s) => s.revoked_at !== null)).toBe(true);
    const lista = (await call('GET', '/listar')).json<Funcionario[]>();
    // inactive ones last
    const ativos = lista.map((f) => f.ativo);
    expect(ativos).toEqual([...ativos].sort((a, b) => Number(b) - Number(a)));
    expect(lista.find((f) => f.id === criado.id)?.ativo).toBe(false);

    const gestor = await t.createUser(['ROLE_USUARIOS', 'GERENCIAR_USUARIOS_DO_SISTEMA']);
    expect(expectErrorList(await call('PUT', '/editar', { id: gestor.id, ativo: false }, gestor.token), 409)).toBe(
      'Você não pode desativar o próprio usuário.',
    );
    expect((await call('PUT', '/editar', { id: gestor.id, nome: 'Gestor' }, gestor.token)).statusCode).toBe(200);

    const audit = await t.db
      .selectFrom('auditoria')
      .selectAll()
      .where('acao', '=', 'FUNCIONARIO_EDITADO')
      .where('entidade_id', '=', String(criado.id))
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[1]!.detalhes).toMatchObject({ antes: { ativo: true }, depois: { ativo: false }, sessoesEncerradas: 1 });
  });

  it('deletes an employee and ends the sessions at once; refuses himself and doctors', async () => {
    const criado = (
      await call('POST', '/cadastro', { nome: 'Davi', email: 'davi@clinica.test', cpf: novoCpf(), perfilId: perfil('Estoque'), senha: SENHA })
    ).json<Funcionario>();
    const token = await t.login('davi@clinica.test', SENHA);
    const deleted = await call('DELETE', `/excluir/${criado.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({});
    expect(expectErrorList(await loggedUser(token), 401)).toBe('Sessão encerrada');
    expect(expectErrorList(await call('GET', `/listar/${criado.id}`), 404)).toBe('Funcionário não encontrado.');
    expect(expectErrorList(await call('DELETE', `/excluir/${criado.id}`), 404)).toBe('Funcionário não encontrado.');
    const medico = (await t.db.selectFrom('usuario').select('id').where('email', '=', 'medico@clinica.dev').executeTakeFirstOrThrow()).id;
    expect(expectErrorList(await call('DELETE', `/excluir/${medico}`), 404)).toBe('Funcionário não encontrado.');
    const gestor = await t.createUser(['GERENCIAR_USUARIOS_DO_SISTEMA']);
    expect(expectErrorList(await call('DELETE', `/excluir/${gestor.id}`, undefined, gestor.token), 409)).toBe('Você não pode excluir o próprio usuário.');
    expect(await t.auditCount('FUNCIONARIO_EXCLUIDO')).toBe(1);
  });

  it('ROLE_USUARIOS reads, GERENCIAR_USUARIOS_DO_SISTEMA writes; every user reads the names of the system users', async () => {
    const leitor = await t.createUser(['ROLE_USUARIOS']);
    const estoque = await t.login('estoque@clinica.dev');
    expect((await call('GET', '/listar', undefined, leitor.token)).statusCode).toBe(200);
    expect((await call('GET', `/listar/${leitor.id}`, undefined, leitor.token)).statusCode).toBe(200);
    expect((await call('GET', '/listar', undefined, estoque)).statusCode).toBe(403);
    expect((await call('GET', `/listar/${leitor.id}`, undefined, estoque)).statusCode).toBe(403);
    const body = { nome: 'Eva', email: 'eva@clinica.test', cpf: novoCpf(), perfilId: perfil('Estoque'), senha: SENHA };
    expect((await call('POST', '/cadastro', body, leitor.token)).statusCode).toBe(403);
    expect((await call('PUT', '/editar', { id: leitor.id, nome: 'X' }, leitor.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/excluir/${leitor.id}`, undefined, leitor.token)).statusCode).toBe(403);

    const usuarios = await call('GET', '/obterUsuariosSistema', undefined, estoque);
    expect(usuarios.statusCode).toBe(200);
    const lista = usuarios.json<{ id: number; nome: string; ehMedico: boolean; ativo: boolean }[]>();
    expect(lista).toEqual(expect.arrayContaining([expect.objectContaining({ nome: 'Administrador', ehMedico: true, ativo: true })]));
    expect(Object.keys(lista[0]!).sort()).toEqual(['ativo', 'ehMedico', 'id', 'nome']);
    expect((await t.app.inject({ method: 'GET', url: '/api/gerenciar/funcionario/obterUsuariosSistema' })).statusCode).toBe(401);
  });
});
