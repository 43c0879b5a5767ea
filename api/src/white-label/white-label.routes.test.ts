import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, createTestApp, errorFields, expectErrorList, type TestApp } from '../test-support/test-app.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const ICO = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), Buffer.from([1, 1, 0, 0, 1, 0, 32, 0]), Buffer.alloc(4), Buffer.from([22, 0, 0, 0]), PNG]);
ICO.writeUInt32LE(PNG.length, 14);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
});
afterAll(async () => {
  await t.close();
});

const save = (payload: unknown, token = admin) =>
  t.app.inject({ method: 'POST', url: '/api/gerenciar/customizacaoInterface/cadastroWhiteLabel', headers: bearer(token), payload: payload as object });
const publicSettings = async () => (await t.app.inject({ method: 'GET', url: '/api/obterConfiguracoes' })).json<Record<string, string | null>>();

describe('white label', () => {
  it('starts with the defaults, public to read', async () => {
    expect(await publicSettings()).toEqual({ nome: 'Clínica', logo: null, favicon: null, corDoSistema: '#008B90', tituloDaPagida: 'Clínica — Portal' });
  });

  it('saves name, colour, title and images (checked by content) and serves the images with their type', async () => {
    const res = await save({
      nome: 'Clínica Sorriso',
      corDoSistema: '#112233',
      tituloDaPagida: 'Sorriso — Portal',
      logo: dataUrl('image/png', PNG),
      favicon: dataUrl('image/x-icon', ICO),
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<Record<string, unknown>>();
    expect(saved).toMatchObject({
      id: 1,
      nome: 'Clínica Sorriso',
      corDoSistema: '#112233',
      tituloDaPagida: 'Sorriso — Portal',
      usuarioAlteracao: 'Administrador',
      logo: expect.stringMatching(/^\/api\/arquivos\/white-label\/logo\?v=\d+$/),
      favicon: expect.stringMatching(/^\/api\/arquivos\/white-label\/favicon\?v=\d+$/),
    });
    expect(new Date(saved.horarioAlteracao as string).toISOString()).toBe(saved.horarioAlteracao);

    const settings = await publicSettings();
    expect(settings).toEqual({
      nome: 'Clínica Sorriso',
      logo: saved.logo,
      favicon: saved.favicon,
      corDoSistema: '#112233',
      tituloDaPagida: 'Sorriso — Portal',
    });

    const logo = await t.app.inject({ method: 'GET', url: settings.logo! });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    const favicon = await t.app.inject({ method: 'GET', url: settings.favicon! });
    expect(favicon.headers['content-type']).toBe('image/x-icon');
    expect(favicon.rawPayload.equals(ICO)).toBe(true);

    const listed = await t.app.inject({ method: 'GET', url: '/api/gerenciar/customizacaoInterface/listarWhiteLabel', headers: bearer(admin) });
    expect(listed.json()).toEqual(saved);
    expect(await t.auditCount('WHITE_LABEL_ALTERADO')).toBe(1);
  });

  it('keeps an image when its current URL (or nothing) is sent, removes it with null', async () => {
    const current = await publicSettings();
    const keep = await save({ logo: current.logo, corDoSistema: '#445566' });
    expect(keep.statusCode).toBe(200);
    const after = await publicSettings();
    expect(after.logo).not.toBeNull();
    expect(after.favicon).not.toBeNull();
    expect(after.corDoSistema).toBe('#445566');
    expect((await save({ favicon: null })).statusCode).toBe(200);
    expect((await publicSettings()).favicon).toBeNull();
    expect(expectErrorList(await t.app.inject({ method: 'GET', url: '/api/arquivos/white-label/favicon' }), 404)).toBe('Imagem não encontrada.');
  });

  it('trusts the bytes, not the declared type', async () => {
    expect((await save({ logo: dataUrl('image/png', GIF) })).statusCode).toBe(200);
    const logo = await t.app.inject({ method: 'GET', url: (await publicSettings()).logo! });
    expect(logo.headers['content-type']).toBe('image/gif');
  });

  it('refuses a bad colour, SVG, non-images, bad data URLs and images over 1 MiB — and changes nothing', async () => {
    const before = await publicSettings();
    const audits = await t.auditCount('WHITE_LABEL_ALTERADO');
    expect(expectErrorList(await save({ corDoSistema: 'red' }), 400)).toBe('Cor do sistema inválida.');
    expect(expectErrorList(await save({ corDoSistema: '#12345' }), 400)).toBe('Cor do sistema inválida.');
    expect(expectErrorList(await save({ nome: 'Outro', logo: dataUrl('image/svg+xml', SVG) }), 400)).toBe(
      'Formato de imagem não aceito para o logo. Use PNG, JPEG, WEBP, GIF ou ICO.',
    );
    expect(expectErrorList(await save({ favicon: dataUrl('image/png', Buffer.from('não sou imagem')) }), 400)).toBe(
      'Formato de imagem não aceito para o favicon. Use PNG, JPEG, WEBP, GIF ou ICO.',
    );
    expect(expectErrorList(await save({ logo: 'https://example.com/logo.png' }), 400)).toBe(
      'Imagem inválida para o logo: envie a imagem como data URL em base64.',
    );
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    expect(expectErrorList(await save({ logo: dataUrl('image/png', big) }), 413)).toBe('A imagem para o logo deve ter no máximo 1024 KiB.');
    expect(await publicSettings()).toEqual(before);
    expect(await t.auditCount('WHITE_LABEL_ALTERADO')).toBe(audits);
  });

  it('trims the name and the page title, and refuses control characters and line breaks in them', async () => {
    const saved = await save({ nome: '  Clínica Sorriso ', tituloDaPagida: ' </title><script>x</script>\u00a0 ' });
    expect(saved.statusCode).toBe(200);
    // React and document.title draw it as text: only the edges and the control characters are the api's
    expect(await publicSettings()).toMatchObject({ nome: 'Clínica Sorriso', tituloDaPagida: '</title><script>x</script>' });
    for (const [campo, value] of [
      ['tituloDaPagida', 'Sorriso\u001b[31m — Portal'],
      ['tituloDaPagida', 'Sorriso\n— Portal'],
      ['nome', 'Clínica\tSorriso'],
      ['nome', 'Clínica\u007f'],
    ] as const) {
      const refused = await save({ [campo]: value });
      expect([value, errorFields(refused)]).toEqual([value, [[campo, `O campo '${campo}' não pode conter caracteres de controle nem quebras de linha.`]]]);
      expect(refused.statusCode).toBe(400);
    }
    expect(await publicSettings()).toMatchObject({ nome: 'Clínica Sorriso', tituloDaPagida: '</title><script>x</script>' });
  });

  it('needs ROLE_CONFIGURACOES and GERENCIAR_CONFIGURACOES to save; any session to read the full record', async () => {
    const onlyRole = await t.createUser(['ROLE_CONFIGURACOES']);
    expect((await save({ nome: 'X' }, onlyRole.token)).statusCode).toBe(403);
    const both = await t.createUser(['ROLE_CONFIGURACOES', 'GERENCIAR_CONFIGURACOES']);
    expect((await save({ nome: 'Clínica Nova' }, both.token)).statusCode).toBe(200);
    const reader = await t.createUser([]);
    const listed = await t.app.inject({ method: 'GET', url: '/api/gerenciar/customizacaoInterface/listarWhiteLabel', headers: bearer(reader.token) });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ nome: string }>().nome).toBe('Clínica Nova');
  });
});
