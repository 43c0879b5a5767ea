import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiCaller, createTestApp, expectErrorList, type TestApp } from '../test-support/test-app.js';

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
  'gerenciar/exames',
  () => admin,
);

type Exame = { id: number; nome: string; ativo: boolean; versao: number };

describe('exam catalogue', () => {
  it('creates, edits, lists by name and deletes exams, each write audited', async () => {
    const hemograma = await call('POST', '/cadastroExames', { nome: '  Hemograma   completo ' });
    expect(hemograma.statusCode).toBe(200);
    const h = hemograma.json<Exame>();
    expect(h).toEqual({ id: expect.any(Number), nome: 'Hemograma completo', ativo: true, versao: 1 });
    const glicemia = (await call('POST', '/cadastroExames', { nome: 'Glicemia', id: null })).json<Exame>();

    const edited = await call('POST', '/cadastroExames', { id: glicemia.id, nome: 'Glicemia de jejum' });
    expect(edited.json()).toEqual({ id: glicemia.id, nome: 'Glicemia de jejum', ativo: true, versao: 2 });
    expect((await call('GET', '/listarExames')).json()).toEqual([
      { id: glicemia.id, nome: 'Glicemia de jejum', ativo: true, versao: 2 },
      { id: h.id, nome: 'Hemograma completo', ativo: true, versao: 1 },
    ]);

    const deleted = await call('DELETE', `/excluir/${h.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({});
    expect((await call('GET', '/listarExames')).json<Exame[]>().map((e) => e.id)).toEqual([glicemia.id]);
    expect(expectErrorList(await call('DELETE', `/excluir/${h.id}`), 404)).toBe('Exame não encontrado.');

    const audit = await t.db.selectFrom('auditoria').select('acao').where('entidade', '=', 'exame').orderBy('id').execute();
    expect(audit.map((a) => a.acao)).toEqual(['EXAME_CRIADO', 'EXAME_CRIADO', 'EXAME_EDITADO', 'EXAME_EXCLUIDO']);
  });

  it('switches an exam off and on (kept in the list, inactive); refuses a stale save with 409 and changes nothing', async () => {
    const lido = (await call('POST', '/cadastroExames', { nome: 'Exame concorrido' })).json<Exame>();
    const desativado = await call('POST', '/cadastroExames', { id: lido.id, versao: lido.versao, nome: 'Exame concorrido', ativo: false });
    expect(desativado.json()).toEqual({ id: lido.id, nome: 'Exame concorrido', ativo: false, versao: 2 });
    const velho = await call('POST', '/cadastroExames', { id: lido.id, versao: lido.versao, nome: 'Exame renomeado' });
    expect(expectErrorList(velho, 409)).toBe('Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.');
    expect(velho.json<{ campo?: string }[]>()[0]!.campo).toBe('versao');
    expect((await call('GET', '/listarExames')).json<Exame[]>().find((e) => e.id === lido.id)).toEqual({
      id: lido.id,
      nome: 'Exame concorrido',
      ativo: false,
      versao: 2,
    });
    // without ativo an edit keeps it as it is
    expect((await call('POST', '/cadastroExames', { id: lido.id, versao: 2, nome: 'Exame concorrido 2' })).json<Exame>()).toMatchObject({
      ativo: false,
      versao: 3,
    });
    expect(expectErrorList(await call('POST', '/cadastroExames', { id: 999999, versao: 1, nome: 'Outro' }), 404)).toBe('Exame não encontrado.');
  });

  it('refuses a blank name, a duplicate (any case), an unknown id and bad input, never with a 5xx', async () => {
    await call('POST', '/cadastroExames', { nome: 'Ureia' });
    const blank = await call('POST', '/cadastroExames', { nome: '   ' });
    expect(expectErrorList(blank, 400)).toBe('NOME É OBRIGATÓRIO.');
    expect(blank.json<{ campo?: string }[]>()[0]!.campo).toBe('nome');
    expect(expectErrorList(await call('POST', '/cadastroExames', {}), 400)).toBe('NOME É OBRIGATÓRIO.');
    expect(expectErrorList(await call('POST', '/cadastroExames', { nome: 'UREIA' }), 409)).toBe('Já existe um exame com este nome.');
    expect(expectErrorList(await call('POST', '/cadastroExames', { id: 999999, nome: 'Outro' }), 404)).toBe('Exame não encontrado.');
    for (const body of [{ nome: 12 }, { nome: 'x'.repeat(201) }, { id: 'a', nome: 'X' }, { id: 0, nome: 'X' }, { nome: 'X', extra: 1 }, [1]]) {
      expect((await call('POST', '/cadastroExames', body)).statusCode).toBe(400);
    }
    expect((await call('DELETE', '/excluir/99999999999')).statusCode).toBe(400);
  });

  it('is read by the record and settings; only settings managers change it', async () => {
    const recepcao = await t.login('recepcao@clinica.dev');
    const estoque = await t.login('estoque@clinica.dev');
    const soConfig = await t.createUser(['ROLE_CONFIGURACOES']);
    expect((await call('GET', '/listarExames', undefined, recepcao)).statusCode).toBe(200);
    expect((await call('GET', '/listarExames', undefined, soConfig.token)).statusCode).toBe(200);
    expect((await call('GET', '/listarExames', undefined, estoque)).statusCode).toBe(403);
    expect((await call('POST', '/cadastroExames', { nome: 'Sem permissão' }, recepcao)).statusCode).toBe(403);
    expect((await call('POST', '/cadastroExames', { nome: 'Sem permissão' }, soConfig.token)).statusCode).toBe(403);
    const exame = (await call('GET', '/listarExames')).json<Exame[]>()[0]!;
    expect((await call('DELETE', `/excluir/${exame.id}`, undefined, soConfig.token)).statusCode).toBe(403);
  });
});
