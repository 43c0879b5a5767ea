import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, expectErrorList, type TestApp, apiCaller } from '../test-support/test-app.js';

let t: TestApp;
let admin: string;
let recepcao: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
  recepcao = await t.login('recepcao@clinica.dev');
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'gerenciar',
  () => admin,
);

describe('rooms', () => {
  it('lists the demo rooms to the agenda, creates, renames and deactivates one', async () => {
    const list = await call('GET', '/sala/listar', undefined, recepcao);
    expect(list.json<{ nome: string }[]>().map((s) => s.nome)).toEqual(['Consultório 1', 'Sala de procedimentos']);
    const created = (await call('POST', '/sala/cadastroEedicao', { nome: '  Sala   3 ' })).json<{ id: number }>();
    expect(created).toMatchObject({ nome: 'Sala 3', ativo: true });
    const edited = await call('POST', '/sala/cadastroEedicao', { id: created.id, nome: 'Sala de laser', ativo: false });
    expect(edited.json()).toEqual({ id: created.id, nome: 'Sala de laser', ativo: false, versao: 2 });
    expect((await call('GET', '/sala/listar')).json<{ nome: string }[]>().at(-1)!.nome).toBe('Sala de laser');
  });

  it('refuses a blank or duplicate name, and deleting a room that has appointments', async () => {
    expect(expectErrorList(await call('POST', '/sala/cadastroEedicao', { nome: '  ' }), 400)).toBe('NOME É OBRIGATÓRIO.');
    expect(expectErrorList(await call('POST', '/sala/cadastroEedicao', { nome: 'consultório 1' }), 409)).toBe('Já existe uma sala com este nome.');
    const used = await t.db.selectFrom('agendamento').select('sala_id').where('sala_id', 'is not', null).executeTakeFirstOrThrow();
    expect(expectErrorList(await call('DELETE', `/sala/excluir/${used.sala_id}`), 409)).toBe('Não é possível excluir: há agendamentos nesta sala. Desative-a.');
    const free = (await call('POST', '/sala/cadastroEedicao', { nome: 'Sala vazia' })).json<{ id: number }>();
    expect((await call('DELETE', `/sala/excluir/${free.id}`)).statusCode).toBe(200);
    expect(expectErrorList(await call('DELETE', `/sala/excluir/${free.id}`), 404)).toBe('Sala não encontrada.');
  });

  it("refuses a stale save (409, tied to versao) and keeps the other person's change", async () => {
    const lida = (await call('POST', '/sala/cadastroEedicao', { nome: 'Sala concorrida' })).json<{ id: number; versao: number }>();
    expect(lida.versao).toBe(1);
    expect((await call('POST', '/sala/cadastroEedicao', { id: lida.id, versao: 1, nome: 'Sala concorrida', ativo: false })).json()).toMatchObject({
      versao: 2,
    });
    const velha = await call('POST', '/sala/cadastroEedicao', { id: lida.id, versao: 1, nome: 'Sala renomeada' });
    expect(expectErrorList(velha, 409)).toBe('Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.');
    expect(velha.json<{ campo?: string }[]>()[0]!.campo).toBe('versao');
    expect((await call('GET', '/sala/listar')).json<{ id: number }[]>().find((s) => s.id === lida.id)).toEqual({
      id: lida.id,
      nome: 'Sala concorrida',
      ativo: false,
      versao: 2,
    });
    expect(expectErrorList(await call('POST', '/sala/cadastroEedicao', { id: 999999, versao: 1, nome: 'X' }), 404)).toBe('Sala não encontrada.');
  });

  it('leaves changes to GERENCIAR_CONFIGURACOES', async () => {
    expect((await call('POST', '/sala/cadastroEedicao', { nome: 'Sala X' }, recepcao)).statusCode).toBe(403);
    expect((await call('DELETE', '/sala/excluir/1', undefined, recepcao)).statusCode).toBe(403);
  });
});

describe('commitment types', () => {
  it('lists (filtered by name), creates, edits and deletes a type; validates name and colour', async () => {
    expect((await call('POST', '/compromisso/listar', {}, recepcao)).json<{ nome: string }[]>().map((c) => c.nome)).toEqual([
      'Consulta',
      'Procedimento',
      'Retorno',
    ]);
    expect((await call('POST', '/compromisso/listar', { nome: 'RET' })).json()).toEqual([expect.objectContaining({ nome: 'Retorno' })]);
    const created = await call('POST', '/compromisso/cadastro', { nome: 'Cirurgia', cor: '#C62828' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await call('PUT', '/compromisso/editar', { id, nome: 'Cirurgia ambulatorial', cor: '#AD1457' })).json()).toEqual({
      id,
      nome: 'Cirurgia ambulatorial',
      cor: '#AD1457',
      ativo: true,
      versao: 2,
    });
    const bad = await call('POST', '/compromisso/cadastro', { nome: '', cor: 'vermelho' });
    expect(bad.json<{ mensagemUsuario: string }[]>().map((e) => e.mensagemUsuario)).toEqual(['NOME É OBRIGATÓRIO.', 'COR INVÁLIDA.']);
    expect(expectErrorList(await call('POST', '/compromisso/cadastro', { nome: 'consulta', cor: '#000000' }), 409)).toBe(
      'Já existe um tipo de compromisso com este nome.',
    );
    expect((await call('DELETE', `/compromisso/excluir/${id}`)).statusCode).toBe(200);
    const used = await t.db.selectFrom('agendamento').select('tipo_compromisso_id').where('tipo_compromisso_id', 'is not', null).executeTakeFirstOrThrow();
    expect(expectErrorList(await call('DELETE', `/compromisso/excluir/${used.tipo_compromisso_id}`), 409)).toBe(
      'Não é possível excluir: há agendamentos deste tipo.',
    );
    expect((await call('PUT', '/compromisso/editar', { id: 999999, nome: 'X', cor: '#000000' })).statusCode).toBe(404);
    expect((await call('POST', '/compromisso/cadastro', { nome: 'Y', cor: '#000000' }, recepcao)).statusCode).toBe(403);
  });

  it('switches a type off (listed after the active ones, kept on its appointments) and refuses a stale save with 409', async () => {
    const tipo = (await call('POST', '/compromisso/cadastro', { nome: 'Aaa inativo', cor: '#123456' })).json<{ id: number; ativo: boolean; versao: number }>();
    expect(tipo).toMatchObject({ ativo: true, versao: 1 });
    const off = await call('PUT', '/compromisso/editar', { id: tipo.id, versao: 1, nome: 'Aaa inativo', cor: '#123456', ativo: false });
    expect(off.json()).toMatchObject({ ativo: false, versao: 2 });
    const lista = (await call('POST', '/compromisso/listar', {}, recepcao)).json<{ id: number; ativo: boolean }[]>();
    expect(lista.at(-1)).toMatchObject({ id: tipo.id, ativo: false });
    const velho = await call('PUT', '/compromisso/editar', { id: tipo.id, versao: 1, nome: 'Aaa renomeado', cor: '#123456' });
    expect(expectErrorList(velho, 409)).toBe('Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.');
    // without ativo an edit keeps it as it is
    expect((await call('PUT', '/compromisso/editar', { id: tipo.id, versao: 2, nome: 'Aaa inativo', cor: '#654321' })).json()).toMatchObject({
      ativo: false,
      versao: 3,
    });
  });
});
