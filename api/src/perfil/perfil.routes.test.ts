import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, expectErrorList, type TestApp, apiCaller } from '../test-support/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'gerenciar/perfil',
  () => admin,
);

describe('perfil', () => {
  it('lists profiles, filtered by part of the name (case-insensitive)', async () => {
    const all = await call('POST', '/listar', {});
    expect(all.statusCode).toBe(200);
    const names = all.json<{ nome: string }[]>().map((p) => p.nome);
    expect(names).toEqual(expect.arrayContaining(['Administrador', 'Médico', 'Recepção', 'Estoque', 'Financeiro']));
    const filtered = await call('POST', '/listar', { nome: 'FINAN' });
    expect(filtered.json()).toEqual([
      {
        id: expect.any(Number),
        nome: 'Financeiro',
        defaultHome: 'home.financeiro',
        perfilEquipe: 'COMERCIAL',
        authorities: expect.arrayContaining(['ROLE_FINANCEIRO']),
        versao: expect.any(Number),
      },
    ]);
    expect((await call('POST', '/listar', { nome: '%' })).json()).toEqual([]);
  });

  it('creates, edits and deletes a profile, each with an audit row written with it', async () => {
    const created = await call('POST', '/cadastro', { nome: 'Auditor', authorities: ['ROLE_LOG'] });
    expect(created.statusCode).toBe(201);
    const perfil = created.json<{ id: number }>();
    expect(perfil).toEqual({
      id: expect.any(Number),
      nome: 'Auditor',
      defaultHome: 'home.dashboard',
      perfilEquipe: 'ATENDIMENTO',
      authorities: ['ROLE_LOG'],
      versao: 1,
    });

    const edited = await call('PUT', `/editar/${perfil.id}`, {
      id: perfil.id,
      nome: 'Auditoria',
      defaultHome: 'home.log',
      perfilEquipe: 'COMERCIAL',
      authorities: ['ROLE_LOG', 'ROLE_RELATORIOS'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      id: perfil.id,
      nome: 'Auditoria',
      defaultHome: 'home.log',
      perfilEquipe: 'COMERCIAL',
      authorities: ['ROLE_LOG', 'ROLE_RELATORIOS'],
      versao: 2,
    });

    const deleted = await call('DELETE', `/deletarPerfil/${perfil.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({});
    expect(expectErrorList(await call('DELETE', `/deletarPerfil/${perfil.id}`), 404)).toBe('Perfil não encontrado.');

    const audit = await t.db
      .selectFrom('auditoria')
      .selectAll()
      .where('entidade', '=', 'perfil')
      .where('entidade_id', '=', String(perfil.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.acao)).toEqual(['PERFIL_CRIADO', 'PERFIL_EDITADO', 'PERFIL_EXCLUIDO']);
    expect(audit.every((a) => a.usuario_nome === 'Administrador' && a.user_agent === 'lightMyRequest' && a.ip === '127.0.0.1')).toBe(true);
    expect(audit[1]!.detalhes).toMatchObject({ antes: { nome: 'Auditor' }, depois: { nome: 'Auditoria' } });
    // the version is bookkeeping: not in the trail
    expect(audit[1]!.detalhes).not.toHaveProperty('depois.versao');
  });

  it('refuses a save on a version someone else has saved over (409, nothing written) and takes the current one (issue 36 item 16)', async () => {
    const perfil = (await call('POST', '/cadastro', { nome: 'Concorrido', authorities: ['ROLE_LOG'] })).json<{ id: number; versao: number }>();
    const body = (nome: string, versao?: number) => ({ nome, authorities: ['ROLE_LOG'], ...(versao === undefined ? {} : { versao }) });
    const primeira = await call('PUT', `/editar/${perfil.id}`, body('Concorrido A', perfil.versao));
    expect(primeira.statusCode).toBe(200);
    expect(primeira.json()).toMatchObject({ nome: 'Concorrido A', versao: perfil.versao + 1 });

    const editsBefore = await t.auditCount('PERFIL_EDITADO');
    const atrasada = await call('PUT', `/editar/${perfil.id}`, body('Concorrido B', perfil.versao));
    expect(expectErrorList(atrasada, 409)).toBe('Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.');
    expect(atrasada.json()).toEqual([expect.objectContaining({ campo: 'versao' })]);
    expect(await t.auditCount('PERFIL_EDITADO')).toBe(editsBefore);
    expect((await call('POST', '/listar', { nome: 'Concorrido' })).json()).toEqual([expect.objectContaining({ nome: 'Concorrido A' })]);

    expect((await call('PUT', `/editar/${perfil.id}`, body('Concorrido C', perfil.versao + 1))).statusCode).toBe(200);
    expect(expectErrorList(await call('PUT', '/editar/999999', body('X', 1)), 404)).toBe('Perfil não encontrado.');
  });

  it('refuses a duplicate name with 409 and leaves no audit row for the failed write', async () => {
    const before = await t.auditCount('PERFIL_CRIADO');
    const dup = await call('POST', '/cadastro', { nome: 'administrador', authorities: [] });
    expect(expectErrorList(dup, 409)).toBe('Já existe um perfil com este nome.');
    expect(await t.auditCount('PERFIL_CRIADO')).toBe(before);

    const other = (await call('POST', '/cadastro', { nome: 'Temporário', authorities: [] })).json<{ id: number }>();
    const editsBefore = await t.auditCount('PERFIL_EDITADO');
    const clash = await call('PUT', `/editar/${other.id}`, { nome: 'Estoque', authorities: [] });
    expect(expectErrorList(clash, 409)).toBe('Já existe um perfil com este nome.');
    expect(await t.auditCount('PERFIL_EDITADO')).toBe(editsBefore);
  });

  it('two simultaneous creations with one name: exactly one succeeds, the other gets 409', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => call('POST', '/cadastro', { nome: 'Concorrente', authorities: ['ROLE_LOG'] })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect((await call('POST', '/listar', { nome: 'Concorrente' })).json<unknown[]>()).toHaveLength(1);
  });

  it('refuses to delete a profile users still hold (409)', async () => {
    const estoque = (await call('POST', '/listar', { nome: 'Estoque' })).json<{ id: number }[]>();
    const res = await call('DELETE', `/deletarPerfil/${estoque[0]!.id}`);
    expect(expectErrorList(res, 409)).toBe('Não é possível excluir o perfil: há usuários vinculados a ele.');
    expect(await t.auditCount('PERFIL_EXCLUIDO')).toBe(1);
  });

  it('validates the body: unknown authority, bad defaultHome, id mismatch, missing profile', async () => {
    expect(expectErrorList(await call('POST', '/cadastro', { nome: 'X', authorities: ['ROLE_INVENTADA'] }), 400)).toBe(
      "O campo 'authorities.0' tem um valor não permitido.",
    );
    expect(expectErrorList(await call('POST', '/cadastro', { nome: 'X', defaultHome: 'dashboard', authorities: [] }), 400)).toBe(
      "O campo 'defaultHome' é inválido.",
    );
    expect(expectErrorList(await call('POST', '/cadastro', { nome: 'X', perfilEquipe: 'VENDAS', authorities: [] }), 400)).toBe(
      "O campo 'perfilEquipe' tem um valor não permitido.",
    );
    expect(expectErrorList(await call('POST', '/cadastro', { nome: '', authorities: [] }), 400)).toBe("O campo 'nome' não pode ficar vazio.");
    expect(expectErrorList(await call('PUT', '/editar/1', { id: 2, nome: 'X', authorities: [] }), 400)).toBe('O id do perfil não confere com o endereço.');
    expect(expectErrorList(await call('PUT', '/editar/999999', { nome: 'X', authorities: [] }), 404)).toBe('Perfil não encontrado.');
    expect(expectErrorList(await call('PUT', '/editar/abc', { nome: 'X', authorities: [] }), 400)).toBe("O campo 'id' (caminho) é inválido.");
  });

  it('lets ROLE_USUARIOS list but only GERENCIAR_USUARIOS_DO_SISTEMA change', async () => {
    const viewer = await t.createUser(['ROLE_USUARIOS']);
    expect((await call('POST', '/listar', {}, viewer.token)).statusCode).toBe(200);
    expect((await call('POST', '/cadastro', { nome: 'Y', authorities: [] }, viewer.token)).statusCode).toBe(403);
  });
});
