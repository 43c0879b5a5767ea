import { userToken } from '@clinica/tooling/test-tokens';
import { getSession } from '../session/session.store.ts';
import { configureHttp, fillPath, http } from './http.client.ts';

const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('http client typed by the api path', () => {
  let fetchMock: jest.Mock<Promise<Response>, [Request]>;

  beforeEach(() => {
    fetchMock = jest.fn<Promise<Response>, [Request]>(() => Promise.resolve(json(200, {})));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    configureHttp({});
    getSession().start(userToken());
  });

  afterEach(() => getSession().end('logout'));

  it("fills the path's {name} parts, encoded, and writes the query string", async () => {
    await http.get('auditoria/paciente/{id}', { params: { id: 42 } }).json();
    await http.get('auditoria', { query: { area: 'Agenda', page: 2, usuarioId: undefined } }).json();
    const [first, second] = fetchMock.mock.calls.map(([request]) => request);
    expect(first!.url).toBe('http://localhost/api/auditoria/paciente/42');
    expect(second!.url).toBe('http://localhost/api/auditoria?area=Agenda&page=2');
    expect(fillPath('auth/reset/{hash}', { hash: 'a/b c' })).toBe('auth/reset/a%2Fb%20c');
  });

  it("goes through the client's hooks: the token on reads, an Idempotency-Key on writes", async () => {
    await http.post('auth/esqueciSenha', { json: { email: 'ana@clinica.com' }, context: { silent: true } });
    const request = fetchMock.mock.calls[0]![0];
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual({ email: 'ana@clinica.com' });
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await http.get('auditoria/filtros');
    expect(fetchMock.mock.calls[1]![0].headers.get('Authorization')).toMatch(/^Bearer ey/);
  });

  it('refuses a path whose {name} has no value (instead of calling a wrong address)', () => {
    expect(() => fillPath('auditoria/paciente/{id}', {})).toThrow("'auditoria/paciente/{id}' needs 'id'");
  });
});
