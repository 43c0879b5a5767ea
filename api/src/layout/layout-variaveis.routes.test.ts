import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiCaller, createTestApp, errorFields as errors, expectErrorList, type TestApp } from '../test-support/test-app.js';
import type { Variavel } from './layout.schemas.js';
import { NOMES_DO_SISTEMA } from './preenchimento.js';

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
  'layout',
  () => admin,
);

describe('document variable catalogue', () => {
  it("lists exactly the system's variables the server fills, each blocked", async () => {
    const lista = (await call('GET', '/listarVariaveisAplicacao')).json<Variavel[]>();
    const sistema = lista.filter((v) => v.bloqueado);
    expect(sistema.map((v) => v.nome).sort()).toEqual([...NOMES_DO_SISTEMA].sort());
    expect(sistema.find((v) => v.nome === 'NOME_PACIENTE')).toEqual(
      expect.objectContaining({ descricao: 'Nome do paciente', valor: null, menu: 'CHAVE', ativo: true }),
    );
    expect(sistema.filter((v) => v.menu === 'ORCAMENTO').map((v) => v.nome)).toContain('VALOR_LIQUIDO');
  });

  it("creates, edits and deletes the clinic's own variables, each write audited", async () => {
    const created = await call('POST', '/cadastroVariaveisAplicacao', { nome: 'endereco clinica', valor: ' Rua das Flores, 10 ' });
    expect(created.statusCode).toBe(201);
    const v = created.json<Variavel>();
    expect(v).toEqual({
      id: v.id,
      nome: 'ENDERECO_CLINICA',
      descricao: 'ENDERECO_CLINICA',
      valor: 'Rua das Flores, 10',
      menu: 'CHAVE',
      ativo: true,
      bloqueado: false,
      versao: 1,
    });
    const edited = await call('POST', '/cadastroVariaveisAplicacao', { ...v, descricao: 'Endereço da clínica', valor: 'Rua B, 2', ativo: false });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ ...v, descricao: 'Endereço da clínica', valor: 'Rua B, 2', ativo: false, versao: 2 });
    expect((await call('GET', '/listarVariaveisAplicacao')).json<Variavel[]>().at(-1)).toEqual(edited.json());
    expect((await call('DELETE', `/deletarVariaveisAplicacao/${v.id}`)).json()).toEqual({});
    expect(expectErrorList(await call('DELETE', `/deletarVariaveisAplicacao/${v.id}`), 404)).toBe('Variável não encontrada.');
    const audit = await t.db.selectFrom('auditoria').select('acao').where('entidade', '=', 'variavel_aplicacao').orderBy('id').execute();
    expect(audit.map((a) => a.acao)).toEqual(['VARIAVEL_CRIADA', 'VARIAVEL_EDITADA', 'VARIAVEL_EXCLUIDA']);
  });

  it("refuses a stale edit of a variable (409 tied to versao): the other person's change stays", async () => {
    const v = (await call('POST', '/cadastroVariaveisAplicacao', { nome: 'CONCORRIDA', valor: 'a' })).json<Variavel>();
    expect((await call('POST', '/cadastroVariaveisAplicacao', { ...v, valor: 'b' })).json<Variavel>()).toMatchObject({ valor: 'b', versao: 2 });
    const velha = await call('POST', '/cadastroVariaveisAplicacao', { ...v, valor: 'c' });
    expect(expectErrorList(velha, 409)).toBe('Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.');
    expect(velha.json<{ campo?: string }[]>()[0]!.campo).toBe('versao');
    expect((await call('GET', '/listarVariaveisAplicacao')).json<Variavel[]>().find((x) => x.id === v.id)).toMatchObject({ valor: 'b', versao: 2 });
  });

  it("refuses a bad name, a missing value, a duplicate and any change to the system's", async () => {
    expect(errors(await call('POST', '/cadastroVariaveisAplicacao', { nome: '1-x', valor: '' }))).toEqual([
      ['nome', 'O nome da variável usa letras maiúsculas, números e _ (ex.: ENDERECO_CLINICA).'],
      ['valor', 'Informe o valor da variável.'],
    ]);
    expect(errors(await call('POST', '/cadastroVariaveisAplicacao', { nome: 'NOME_PACIENTE', valor: 'x' }))).toEqual([
      ['nome', 'Já existe uma variável com este nome.'],
    ]);
    const sistema = (await call('GET', '/listarVariaveisAplicacao')).json<Variavel[]>()[0]!;
    expect(expectErrorList(await call('POST', '/cadastroVariaveisAplicacao', { id: sistema.id, nome: 'X', valor: 'y' }), 409)).toBe(
      'Esta variável é do sistema: não pode ser alterada nem excluída.',
    );
    expect(expectErrorList(await call('DELETE', `/deletarVariaveisAplicacao/${sistema.id}`), 409)).toBe(
      'Esta variável é do sistema: não pode ser alterada nem excluída.',
    );
    expect((await call('GET', '/listarVariaveisAplicacao')).json<Variavel[]>()[0]).toEqual(sistema);
    for (const body of [
      { nome: 'A', valor: 'x', menu: 'OUTRO' },
      { nome: 'A'.repeat(61), valor: 'x' },
      { nome: 'A', valor: 'x', extra: 1 },
    ]) {
      expect((await call('POST', '/cadastroVariaveisAplicacao', body)).statusCode).toBe(400);
    }
  });

  it('is read by the record and settings; only settings managers write', async () => {
    const recepcao = await t.login('recepcao@clinica.dev');
    const estoque = await t.login('estoque@clinica.dev');
    expect((await call('GET', '/listarVariaveisAplicacao', undefined, recepcao)).statusCode).toBe(200);
    expect((await call('GET', '/listarVariaveisAplicacao', undefined, estoque)).statusCode).toBe(403);
    expect((await call('POST', '/cadastroVariaveisAplicacao', { nome: 'X', valor: 'y' }, recepcao)).statusCode).toBe(403);
    const { id } = (await call('POST', '/cadastroVariaveisAplicacao', { nome: 'PERM', valor: 'y' })).json<Variavel>();
    expect((await call('DELETE', `/deletarVariaveisAplicacao/${id}`, undefined, recepcao)).statusCode).toBe(403);
  });
});
