import { userToken } from '@clinica/tooling/test-tokens';
import { bindNotifications } from '../notify/notify.ts';
import { getSession } from '../session/session.store.ts';
import { apiKy, configureHttp } from './ky-client.ts';
import { apiErrorMessage } from './api-error.ts';

type FetchMock = jest.Mock<Promise<Response>, [Request]>;

const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the api client underneath (ky)', () => {
  let fetchMock: FetchMock;
  const toasts: string[] = [];

  beforeEach(() => {
    fetchMock = jest.fn<Promise<Response>, [Request]>();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    toasts.length = 0;
    bindNotifications({ error: ({ title }: { title: string }) => toasts.push(title) } as never);
    configureHttp({});
    getSession().start(userToken());
  });

  afterEach(() => getSession().end('logout'));

  it('calls the api under the page host and sends the token', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await apiKy.get('gerenciar/perfil/listar').json();
    const request = fetchMock.mock.calls[0]![0];
    expect(request.url).toBe('http://localhost/api/gerenciar/perfil/listar');
    expect(request.headers.get('Authorization')).toMatch(/^Bearer ey/);
  });

  it('never sends the token to the excluded paths', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, {})));
    for (const path of ['auth/login', 'obterConfiguracoes', 'ping/versao']) await apiKy.get(path);
    for (const [request] of fetchMock.mock.calls) expect(request.headers.get('Authorization')).toBeNull();
  });

  it('sends the token to "Entrar como" (its path holds /login, but not as a word)', async () => {
    fetchMock.mockResolvedValue(json(200, { token: 'x' }));
    await apiKy.get('UsuarioManager/loginAs/4').json();
    expect(fetchMock.mock.calls[0]![0].headers.get('Authorization')).toMatch(/^Bearer ey/);
  });

  it('can be pointed at another address', async () => {
    configureHttp({ apiBase: 'https://api.clinica.example/api' });
    fetchMock.mockResolvedValue(json(200, {}));
    await apiKy.get('ping/versao');
    expect(fetchMock.mock.calls[0]![0].url).toBe('https://api.clinica.example/api/ping/versao');
  });

  it('ends the session on a 401', async () => {
    fetchMock.mockResolvedValue(json(401, [{ mensagemUsuario: 'Sessão encerrada' }]));
    await expect(apiKy.get('UsuarioManager/loggedUser')).rejects.toThrow();
    expect(getSession().token).toBeNull();
    expect(getSession().endReason).toBe('unauthorized');
  });

  it('ends the session saying why on the 401 of a deactivated user', async () => {
    fetchMock.mockResolvedValue(json(401, [{ mensagemUsuario: 'Seu acesso foi desativado.' }]));
    await expect(apiKy.get('UsuarioManager/loggedUser')).rejects.toThrow();
    expect(getSession().token).toBeNull();
    expect(getSession().endReason).toBe('deactivated');
  });

  it('keeps the session on a 401 whose body is logout-dentro-expediente', async () => {
    fetchMock.mockResolvedValue(new Response('logout-dentro-expediente', { status: 401 }));
    await expect(apiKy.get('gerenciar/agendamento/listar/1')).rejects.toThrow();
    expect(getSession().token).not.toBeNull();
  });

  it("shows the first item's mensagemUsuario of a 4xx list as an error toast", async () => {
    fetchMock.mockResolvedValue(json(400, [{ mensagemUsuario: 'Cor do sistema inválida.' }, { mensagemUsuario: 'outra' }]));
    const failure: unknown = await apiKy.post('gerenciar/customizacaoInterface/cadastroWhiteLabel').catch((error: unknown) => error);
    expect(toasts).toEqual(['Cor do sistema inválida.']);
    expect(apiErrorMessage(failure)).toBe('Cor do sistema inválida.');
  });

  it('leaves the message to the screen when the call is silent', async () => {
    fetchMock.mockResolvedValue(json(404, [{ mensagemUsuario: 'E-mail não encontrado na base de dados.' }]));
    await expect(apiKy.post('auth/esqueciSenha', { context: { silent: true } })).rejects.toThrow();
    expect(toasts).toEqual([]);
  });

  it("sends one Idempotency-Key per write (none on reads), or the action's own", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, {})));
    await apiKy.post('gerenciar/paciente/cadastro', { json: {} });
    await apiKy.post('gerenciar/paciente/cadastro', { json: {} });
    await apiKy.put('gerenciar/paciente/editar', { json: {}, context: { idempotencyKey: 'acao-salvar-123' } });
    await apiKy.get('gerenciar/paciente/listar');
    const keys = fetchMock.mock.calls.map(([request]) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys.slice(2)).toEqual(['acao-salvar-123', null]);
  });

  it('tries a write again after a lost answer or a 503, with the same key', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(503, [{ mensagemUsuario: 'ocupado' }]))
      .mockResolvedValueOnce(json(201, { id: 7 }));
    expect(await apiKy.post('gerenciar/agendamento/criar', { json: { a: 1 } }).json()).toEqual({ id: 7 });
    const keys = fetchMock.mock.calls.map(([request]) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(toasts).toEqual([]);
  });

  it('never repeats an upload (no key) nor a refused write', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(503, [{ mensagemUsuario: 'ocupado' }])));
    const form = new FormData();
    form.append('arquivo', new Blob(['x']), 'x.png');
    await expect(apiKy.post('gerenciar/imagens/upload', { body: form })).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0].headers.get('Idempotency-Key')).toBeNull();
    fetchMock.mockClear();
    fetchMock.mockImplementation(() => Promise.resolve(json(409, [{ mensagemUsuario: 'HORÁRIO OCUPADO' }])));
    await expect(apiKy.post('gerenciar/agendamento/criar', { json: {} })).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a double submit (the same write while the first is on its way) is sent once and both get its answer', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const first = apiKy.post('gerenciar/paciente/cadastro', { json: { nome: 'Ana' } }).json();
    const second = apiKy.post('gerenciar/paciente/cadastro', { json: { nome: 'Ana' } }).json();
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer(json(201, { id: 9 }));
    expect(await Promise.all([first, second])).toEqual([{ id: 9 }, { id: 9 }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // another body is another action
    fetchMock.mockImplementation(() => Promise.resolve(json(201, { id: 10 })));
    await Promise.all([
      apiKy.post('gerenciar/paciente/cadastro', { json: { nome: 'Bia' } }),
      apiKy.post('gerenciar/paciente/cadastro', { json: { nome: 'Caio' } }),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
