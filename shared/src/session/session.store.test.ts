import { inSeconds, userToken } from '@clinica/tooling/test-tokens';
import { resetGlobalStores } from '../store/global-store.ts';
import type * as SessionModule from './session.store.ts';
import type * as QueryClientModule from '../http/query-client.ts';

/** Imports the store afresh, as a page load would, after preparing storage. */
function loadStore(): typeof SessionModule {
  resetGlobalStores();
  let loaded: typeof SessionModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof SessionModule>('./session.store.ts');
  });
  return loaded!;
}

describe('session store', () => {
  it('starts a session: token stored with the Bearer prefix, user keys and an 8 h expiry', () => {
    const { useSession } = loadStore();
    const before = Date.now();
    expect(useSession.getState().start(userToken())).toBe(true);
    expect(localStorage.getItem('token')).toMatch(/^Bearer ey/);
    expect(localStorage.getItem('usuario_id')).toBe('7');
    expect(localStorage.getItem('nomeUsuario')).toBe('Ana Souza');
    expect(localStorage.getItem('ehMedico')).toBe('true');
    const expiry = Number(localStorage.getItem('expiracaoSessao'));
    expect(expiry - before).toBeGreaterThanOrEqual(28_800_000);
    expect(expiry - Date.now()).toBeLessThanOrEqual(28_800_000);
    expect(useSession.getState().user).toEqual({ id: '7', nome: 'Ana Souza', ehMedico: true, foto: null, impersonador: null });
  });

  it('refuses an expired token and stores nothing', () => {
    const { useSession } = loadStore();
    expect(useSession.getState().start(userToken({ exp: inSeconds(-10) }))).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('clears storage when the token carries no ROLE entry', () => {
    localStorage.setItem('usuarios', '[]');
    const { useSession } = loadStore();
    expect(useSession.getState().start(userToken({ authorities: ['CRIAR_AGENDAMENTOS'] }))).toBe(false);
    expect(localStorage.getItem('usuarios')).toBeNull();
    expect(useSession.getState().endReason).toBe('no-roles');
  });

  it('restores a stored session on page load and ends an expired one', () => {
    const first = loadStore();
    first.useSession.getState().start(userToken());
    expect(loadStore().useSession.getState().user?.id).toBe('7');

    localStorage.setItem('token', `Bearer ${userToken({ exp: inSeconds(-5) })}`);
    const reloaded = loadStore().useSession.getState();
    expect(reloaded.token).toBeNull();
    expect(reloaded.endReason).toBe('expired');
    expect(localStorage.getItem('usuario_id')).toBeNull();
  });

  it('ends the session after 8 hours even if the token lives longer', () => {
    const first = loadStore();
    first.useSession.getState().start(userToken({ exp: inSeconds(48 * 3600) }));
    localStorage.setItem('expiracaoSessao', String(Date.now() - 1));
    expect(loadStore().useSession.getState().token).toBeNull();
  });

  it('logout clears the user data but keeps language and white label', () => {
    const { useSession } = loadStore();
    localStorage.setItem('lang', 'es');
    localStorage.setItem('corDoSistema', '#AA3366');
    useSession.getState().start(userToken());
    useSession.getState().end('logout');
    expect(Object.keys(localStorage).sort()).toEqual(['corDoSistema', 'lang']);
    expect(useSession.getState().token).toBeNull();
  });

  it("a session's end, or a new one, empties the page's query cache (no user sees what another read)", () => {
    resetGlobalStores();
    let session: typeof SessionModule | undefined;
    let cache: typeof QueryClientModule | undefined;
    jest.isolateModules(() => {
      cache = jest.requireActual<typeof QueryClientModule>('../http/query-client.ts');
      session = jest.requireActual<typeof SessionModule>('./session.store.ts');
    });
    const { useSession } = session!;
    const { queryClient } = cache!;
    queryClient.setQueryData(['pacientes', 'um', 7], { nome: 'Ana' });
    useSession.getState().start(userToken());
    expect(queryClient.getQueryData(['pacientes', 'um', 7])).toBeUndefined();
    queryClient.setQueryData(['pacientes', 'um', 7], { nome: 'Ana' });
    useSession.getState().end('logout');
    expect(queryClient.getQueryData(['pacientes', 'um', 7])).toBeUndefined();
  });

  it('takes refreshed permissions from a fresh token', () => {
    const { useSession } = loadStore();
    useSession.getState().start(userToken());
    useSession.getState().refresh(userToken({ authorities: ['ROLE_ESTOQUE'] }));
    expect(useSession.getState().authorities).toEqual(['ROLE_ESTOQUE']);
    expect(localStorage.getItem('refreshToken')).toMatch(/^Bearer /);
  });

  it('"Entrar como" keeps the administrator\'s session aside, survives a reload, and returns to it', () => {
    const { useSession } = loadStore();
    useSession.getState().start(userToken({ jti: '1', nome: 'Administrador', authorities: ['ROLE_USUARIOS'] }));
    useSession.getState().refresh(userToken({ jti: '1', nome: 'Administrador', authorities: ['ROLE_USUARIOS', 'ROLE_LOG'] }));
    const adminExpiry = useSession.getState().expiresAt;

    expect(useSession.getState().impersonate(userToken({ jti: '9', nome: 'Dra. Helena', imp: 'Administrador', authorities: ['ROLE_AGENDAMENTOS'] }))).toBe(
      true,
    );
    expect(useSession.getState().user).toMatchObject({ id: '9', nome: 'Dra. Helena', impersonador: 'Administrador' });
    expect(useSession.getState().authorities).toEqual(['ROLE_AGENDAMENTOS']);
    // the administrator's refreshed permissions do not leak into the other user's session
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(loadStore().useSession.getState().user).toMatchObject({ id: '9', impersonador: 'Administrador' });

    const back = loadStore().useSession;
    expect(back.getState().returnToAdministrator()).toBe(true);
    expect(back.getState().user).toMatchObject({ id: '1', nome: 'Administrador', impersonador: null });
    expect(back.getState().authorities).toEqual(['ROLE_USUARIOS', 'ROLE_LOG']);
    expect(back.getState().expiresAt).toBe(adminExpiry);
    expect(localStorage.getItem('usuario_id')).toBe('1');
    expect(localStorage.getItem('sessaoAdministrador')).toBeNull();
    expect(back.getState().returnToAdministrator()).toBe(false);
  });

  it('cannot return to an administrator session that has expired, nor keep one after logout', () => {
    const { useSession } = loadStore();
    useSession.getState().start(userToken({ jti: '1', exp: inSeconds(60) }));
    useSession.getState().impersonate(userToken({ jti: '9', imp: 'Administrador' }));
    const kept = JSON.parse(localStorage.getItem('sessaoAdministrador')!) as { expiresAt: number };
    localStorage.setItem('sessaoAdministrador', JSON.stringify({ ...kept, expiresAt: Date.now() - 1 }));
    expect(useSession.getState().returnToAdministrator()).toBe(false);
    expect(useSession.getState().user?.id).toBe('9');
    useSession.getState().end('logout');
    expect(localStorage.getItem('sessaoAdministrador')).toBeNull();
  });

  it('refuses a second store of the same name (the package loaded twice)', () => {
    loadStore();
    expect(() => {
      jest.isolateModules(() => {
        jest.requireActual('./session.store.ts');
      });
    }).toThrow('already exists');
  });
});
