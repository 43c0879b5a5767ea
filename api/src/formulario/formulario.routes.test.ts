import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiCaller, createTestApp, expectErrorList, type TestApp } from '../test-support/test-app.js';
import type { Formulario } from './formulario.schemas.js';
import { FICHA_ANAMNESE } from './resposta.routes.js';

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
  'gerenciar/formulario',
  () => admin,
);

const anamnese = {
  nome: '  Ficha de   anamnese ',
  perguntas: [
    { pergunta: 'Tem alergias?', exibirCamposSimouNao: true, exibirCampoRestricao: true, textoComplementar: 'Quais?' },
    { pergunta: 'Grau de Calvice:', exibirGrauCalvicie: true },
    { pergunta: 'Tipo sanguíneo', opcoesAdicionais: 'A,B,AB,O', exibePulseiraVermelha: false },
  ],
};

describe('form definitions', () => {
  it('creates a form (version 1) with its questions in order and reads it back; lists active ones', async () => {
    const res = await call('POST', '/cadastro', anamnese);
    expect(res.statusCode).toBe(201);
    const f = res.json<Formulario>();
    expect(f).toMatchObject({
      nome: 'Ficha de anamnese',
      ativo: true,
      versao: 1,
      versaoAtual: 1,
      usuarioCadastro: 'Administrador',
      usuarioAlteracao: 'Administrador',
    });
    expect(f.perguntas).toEqual([
      {
        id: expect.any(Number),
        pergunta: 'Tem alergias?',
        exibirCamposSimouNao: true,
        exibirCampoRestricao: true,
        exibirGrauCalvicie: false,
        exibePulseiraVermelha: false,
        textoComplementar: 'Quais?',
        opcoesAdicionais: null,
        ordenacao: 0,
      },
      expect.objectContaining({ pergunta: 'Grau de Calvice:', exibirGrauCalvicie: true, ordenacao: 1 }),
      expect.objectContaining({ pergunta: 'Tipo sanguíneo', opcoesAdicionais: 'A,B,AB,O', ordenacao: 2 }),
    ]);
    expect((await call('GET', `/listar/${f.id}`)).json()).toEqual(f);
    const vazio = (await call('POST', '/cadastro', { nome: 'Sem perguntas', ativo: false })).json<Formulario>();
    expect(vazio.perguntas).toEqual([]);
    // besides the demo clinic's 'Ficha de admissão e anamnese' (seed-formularios.ts)
    expect((await call('GET', '/listarTodos')).json<Formulario[]>().map((x) => x.nome)).toEqual([FICHA_ANAMNESE, 'Ficha de anamnese', 'Sem perguntas']);
    expect((await call('GET', '/listarTodos', undefined, undefined, { status: 'true' })).json<Formulario[]>().map((x) => x.nome)).toEqual([
      FICHA_ANAMNESE,
      'Ficha de anamnese',
    ]);
    expect((await call('GET', '/listarTodos', undefined, undefined, { status: 'false' })).json<Formulario[]>().map((x) => x.nome)).toEqual(['Sem perguntas']);
  });

  it('editing writes a new version; the old one stays readable and unchanged; stale versao → 409', async () => {
    const v1 = (
      await call('POST', '/cadastro', { nome: 'Evolução', perguntas: [{ pergunta: 'Como está?' }, { pergunta: 'Dor?', exibirCamposSimouNao: true }] })
    ).json<Formulario>();
    const edited = await call('PUT', '/editar', {
      ...v1,
      nome: 'Evolução pós-operatória',
      perguntas: [
        { ...v1.perguntas[1]!, ordenacao: 0 },
        { pergunta: 'Sangramento?', ordenacao: 1 },
      ],
    });
    expect(edited.statusCode).toBe(200);
    const v2 = edited.json<Formulario>();
    expect(v2).toMatchObject({ id: v1.id, nome: 'Evolução pós-operatória', versao: 2, versaoAtual: 2 });
    expect(v2.perguntas.map((p) => p.pergunta)).toEqual(['Dor?', 'Sangramento?']);
    // every version has its own question rows
    expect(v2.perguntas.map((p) => p.id).some((id) => v1.perguntas.some((p) => p.id === id))).toBe(false);

    const old = await call('GET', `/listar/${v1.id}`, undefined, undefined, { versao: '1' });
    expect(old.json()).toEqual({ ...v1, versaoAtual: 2 });
    expect((await call('GET', `/listar/${v1.id}`)).json()).toEqual(v2);
    expect(expectErrorList(await call('GET', `/listar/${v1.id}`, undefined, undefined, { versao: '9' }), 404)).toBe('Versão do formulário não encontrada.');

    // someone saving from the version-1 screen
    expect(expectErrorList(await call('PUT', '/editar', { id: v1.id, versao: 1, nome: 'Outro' }), 409)).toBe(
      'Este formulário foi alterado por outra pessoa. Recarregue e tente novamente.',
    );
    // nothing changed: no new version
    const same = await call('PUT', '/editar', { id: v1.id, versao: 2, nome: 'Evolução pós-operatória', perguntas: v2.perguntas });
    expect(same.json<Formulario>().versao).toBe(2);
    // only the name
    const v3 = (await call('PUT', '/editar', { id: v1.id, versao: 2, nome: 'Evolução' })).json<Formulario>();
    expect(v3).toMatchObject({ versao: 3, nome: 'Evolução' });
    expect(v3.perguntas.map((p) => p.pergunta)).toEqual(['Dor?', 'Sangramento?']);

    // versions are immutable in the database itself
    await expect(t.db.updateTable('formulario_pergunta').set({ pergunta: 'x' }).where('id', '=', v1.perguntas[0]!.id).execute()).rejects.toThrow(/não mudam/);
    await expect(t.db.updateTable('formulario_versao').set({ nome: 'x' }).where('formulario_id', '=', v1.id).execute()).rejects.toThrow(/não mudam/);

    const audit = await t.db
      .selectFrom('auditoria')
      .select('acao')
      .where('entidade', '=', 'formulario')
      .where('entidade_id', '=', String(v1.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.acao)).toEqual(['FORMULARIO_CRIADO', 'FORMULARIO_EDITADO', 'FORMULARIO_EDITADO', 'FORMULARIO_EDITADO']);
  });

  it('activates and deactivates without a new version', async () => {
    const f = (await call('POST', '/cadastro', { nome: 'Termo', perguntas: [{ pergunta: 'Concorda?' }] })).json<Formulario>();
    const off = await call('POST', '/atualizarStatusFormulario', { id: f.id, ativo: false });
    expect(off.statusCode).toBe(200);
    expect(off.json<Formulario>()).toMatchObject({ ativo: false, versao: 1 });
    expect((await call('GET', '/listarTodos', undefined, undefined, { status: 'true' })).json<Formulario[]>().some((x) => x.id === f.id)).toBe(false);
    expect((await call('POST', '/atualizarStatusFormulario', { id: f.id, ativo: true })).json<Formulario>().ativo).toBe(true);
    expect(expectErrorList(await call('POST', '/atualizarStatusFormulario', { id: 999999, ativo: true }), 404)).toBe('Formulário não encontrado.');
    expect(await t.auditCount('FORMULARIO_DESATIVADO')).toBe(1);
    expect(await t.auditCount('FORMULARIO_ATIVADO')).toBe(1);
  });

  it('refuses a blank name or question, a duplicate name and bad input, never with a 5xx', async () => {
    const res = await call('POST', '/cadastro', { nome: ' ', perguntas: [{ pergunta: 'Ok' }, { pergunta: '  ' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ mensagemUsuario: string; campo: string }[]>().map((e) => [e.campo, e.mensagemUsuario])).toEqual([
      ['nome', 'NOME É OBRIGATÓRIO.'],
      ['perguntas.1.pergunta', 'PERGUNTA É OBRIGATÓRIA.'],
    ]);
    await call('POST', '/cadastro', { nome: 'Único' });
    expect(expectErrorList(await call('POST', '/cadastro', { nome: 'ÚNICO' }), 409)).toBe('Já existe um formulário com este nome.');
    const outro = (await call('POST', '/cadastro', { nome: 'Outro nome' })).json<Formulario>();
    expect(expectErrorList(await call('PUT', '/editar', { id: outro.id, versao: 1, nome: 'único' }), 409)).toBe('Já existe um formulário com este nome.');
    expect((await call('GET', `/listar/${outro.id}`)).json<Formulario>()).toMatchObject({ nome: 'Outro nome', versao: 1 });
    expect(expectErrorList(await call('PUT', '/editar', { id: 999999, versao: 1 }), 404)).toBe('Formulário não encontrado.');
    expect(expectErrorList(await call('GET', '/listar/999999'), 404)).toBe('Formulário não encontrado.');
    for (const body of [
      { nome: 'X', perguntas: 'a' },
      { nome: 'X', perguntas: [{ pergunta: 'a', extra: 1 }] },
      { nome: 'X', perguntas: [{ pergunta: 'a', ordenacao: -1 }] },
      { nome: 'X', perguntas: Array.from({ length: 201 }, () => ({ pergunta: 'a' })) },
      { nome: 7 },
    ]) {
      expect((await call('POST', '/cadastro', body)).statusCode).toBe(400);
    }
    expect((await call('PUT', '/editar', { id: outro.id, nome: 'Sem versão' })).statusCode).toBe(400);
    expect((await call('GET', '/listarTodos', undefined, undefined, { status: 'talvez' })).statusCode).toBe(400);
    expect((await call('GET', `/listar/${outro.id}`, undefined, undefined, { versao: 'x' })).statusCode).toBe(400);
    expect((await call('POST', '/atualizarStatusFormulario', { id: outro.id })).statusCode).toBe(400);
  });

  it('is read by the record and settings; only settings managers change it', async () => {
    const recepcao = await t.login('recepcao@clinica.dev');
    const estoque = await t.login('estoque@clinica.dev');
    const soConfig = await t.createUser(['ROLE_CONFIGURACOES']);
    const f = (await call('GET', '/listarTodos')).json<Formulario[]>()[0]!;
    for (const token of [recepcao, soConfig.token]) {
      expect((await call('GET', '/listarTodos', undefined, token)).statusCode).toBe(200);
      expect((await call('GET', `/listar/${f.id}`, undefined, token)).statusCode).toBe(200);
      expect((await call('POST', '/cadastro', { nome: 'Proibido' }, token)).statusCode).toBe(403);
      expect((await call('PUT', '/editar', { id: f.id, versao: f.versao, nome: 'Proibido' }, token)).statusCode).toBe(403);
      expect((await call('POST', '/atualizarStatusFormulario', { id: f.id, ativo: false }, token)).statusCode).toBe(403);
    }
    expect((await call('GET', '/listarTodos', undefined, estoque)).statusCode).toBe(403);
  });
});
