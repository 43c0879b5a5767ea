import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiCaller, createTestApp, expectErrorList, type TestApp } from '../test-support/test-app.js';
import type { GrauCalvicie } from './formulario.schemas.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const png = `data:image/png;base64,${PNG.toString('base64')}`;
const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}`;

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
  'gerenciar/formulario/grauCalvicie',
  () => admin,
);
const imagem = (url: string) => t.app.inject({ method: 'GET', url });

describe('baldness-degree catalogue', () => {
  it('creates degrees with their two images, lists them in order and serves each image with its type', async () => {
    const dois = await call('POST', '/cadastro', { grau: ' Grau  II ', ordenacao: 2, imagemPreenchida: png, imagemNaoPreenchida: png });
    expect(dois.statusCode).toBe(201);
    const um = (await call('POST', '/cadastro', { grau: 'Grau I', ordenacao: 1, imagemPreenchida: png })).json<GrauCalvicie>();
    expect(um).toMatchObject({ grau: 'Grau I', ordenacao: 1, imagemNaoPreenchida: null, escolhida: false });
    const lista = (await call('GET', '/listarTodos')).json<GrauCalvicie[]>();
    expect(lista.map((g) => g.grau)).toEqual(['Grau I', 'Grau II']);
    const servida = await imagem(lista[1]!.imagemPreenchida!);
    expect(servida.statusCode).toBe(200);
    expect(servida.headers['content-type']).toBe('image/png');
    expect(servida.headers['cache-control']).toContain('immutable');
    expect(Buffer.compare(servida.rawPayload, PNG)).toBe(0);
    expect((await imagem(`/api/arquivos/grau-calvicie/${um.id}/nao-preenchida`)).statusCode).toBe(404);
  });

  it("refuses a stale edit (409 tied to versao): the other person's change stays", async () => {
    const g = (await call('POST', '/cadastro', { grau: 'Grau concorrido', ordenacao: 7 })).json<GrauCalvicie>();
    expect(g.versao).toBe(1);
    expect((await call('PUT', '/editar', { ...g, ordenacao: 8 })).json<GrauCalvicie>()).toMatchObject({ ordenacao: 8, versao: 2 });
    const velho = await call('PUT', '/editar', { ...g, grau: 'Grau renomeado' });
    expect(expectErrorList(velho, 409)).toBe('Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.');
    expect(velho.json<{ campo?: string }[]>()[0]!.campo).toBe('versao');
    expect((await call('GET', '/listarTodos')).json<GrauCalvicie[]>().find((x) => x.id === g.id)).toMatchObject({
      grau: 'Grau concorrido',
      ordenacao: 8,
      versao: 2,
    });
  });

  it('edits a degree keeping an image sent back as read, removing one sent as null, and audits it', async () => {
    const g = (await call('POST', '/cadastro', { grau: 'Grau III', imagemPreenchida: png, imagemNaoPreenchida: png })).json<GrauCalvicie>();
    const res = await call('PUT', '/editar', { ...g, grau: 'Grau III vértex', imagemNaoPreenchida: null });
    expect(res.statusCode).toBe(200);
    const editado = res.json<GrauCalvicie>();
    expect(editado.grau).toBe('Grau III vértex');
    expect(editado.imagemNaoPreenchida).toBeNull();
    expect((await imagem(editado.imagemPreenchida!)).statusCode).toBe(200);
    const auditoria = await t.db
      .selectFrom('auditoria')
      .select(['acao', 'detalhes'])
      .where('entidade', '=', 'grau_calvicie')
      .where('entidade_id', '=', String(g.id))
      .orderBy('id')
      .execute();
    expect(auditoria.map((a) => a.acao)).toEqual(['GRAU_CALVICIE_CRIADO', 'GRAU_CALVICIE_EDITADO']);
    expect(auditoria[1]!.detalhes).toMatchObject({ antes: { grau: 'Grau III' }, depois: { grau: 'Grau III vértex' }, imagens: ['imagemNaoPreenchida'] });
  });

  it('refuses a blank or repeated name and an image that is not one, naming the field, and changes nothing', async () => {
    const branco = await call('POST', '/cadastro', { grau: '  ' });
    expect(expectErrorList(branco, 400)).toBe('GRAU É OBRIGATÓRIO.');
    expect(branco.json<{ campo: string }[]>()[0]!.campo).toBe('grau');
    await call('POST', '/cadastro', { grau: 'Grau IV' });
    expect(expectErrorList(await call('POST', '/cadastro', { grau: 'grau iv' }), 409)).toBe('Já existe um grau de calvície com este nome.');
    const svgRes = await call('POST', '/cadastro', { grau: 'Grau V', imagemPreenchida: svg });
    expect(svgRes.statusCode).toBe(400);
    expect(svgRes.json<{ campo: string; mensagemUsuario: string }[]>()[0]).toMatchObject({
      campo: 'imagemPreenchida',
      mensagemUsuario: 'Formato de imagem não aceito para a imagem do grau escolhido. Use PNG, JPEG, WEBP, GIF ou ICO.',
    });
    expect((await call('GET', '/listarTodos')).json<GrauCalvicie[]>().some((g) => g.grau === 'Grau V')).toBe(false);
    expect((await call('PUT', '/editar', { id: 999999, grau: 'X' })).statusCode).toBe(404);
  });

  it('deletes a degree', async () => {
    const g = (await call('POST', '/cadastro', { grau: 'Grau VI', imagemPreenchida: png })).json<GrauCalvicie>();
    expect((await call('DELETE', `/excluir/${g.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/listarTodos')).json<GrauCalvicie[]>().some((x) => x.id === g.id)).toBe(false);
    expect((await imagem(`/api/arquivos/grau-calvicie/${g.id}/preenchida`)).statusCode).toBe(404);
    expect((await call('DELETE', `/excluir/${g.id}`)).statusCode).toBe(404);
  });

  it('is read by the record and settings; only settings managers change it', async () => {
    const recepcao = await t.login('recepcao@clinica.dev');
    const estoque = await t.login('estoque@clinica.dev');
    const g = (await call('GET', '/listarTodos')).json<GrauCalvicie[]>()[0]!;
    expect((await call('GET', '/listarTodos', undefined, recepcao)).statusCode).toBe(200);
    expect((await call('GET', '/listarTodos', undefined, estoque)).statusCode).toBe(403);
    expect((await call('POST', '/cadastro', { grau: 'Proibido' }, recepcao)).statusCode).toBe(403);
    expect((await call('PUT', '/editar', { id: g.id, grau: 'Proibido' }, recepcao)).statusCode).toBe(403);
    expect((await call('DELETE', `/excluir/${g.id}`, undefined, recepcao)).statusCode).toBe(403);
  });
});
