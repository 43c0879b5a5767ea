import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadAfresh, loadRemotesManifest } from './remotes-manifest.ts';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('./remotes-file.ts', () => ({ remotesFile: () => Promise.resolve({ financeiro: '/remotes/financeiro/remoteEntry.js' }) }));

describe('loading a remote module', () => {
  it('registers a remote anew before loading again after a failure, so a retry fetches its entry', async () => {
    await loadRemotesManifest();
    const load = jest.mocked(loadRemote);
    const register = jest.mocked(registerRemotes);
    register.mockClear();

    load.mockRejectedValueOnce(new Error('offline'));
    await expect(loadAfresh('financeiro/DebitosFichaTab')).rejects.toThrow('offline');
    expect(register).not.toHaveBeenCalled();

    load.mockResolvedValueOnce({ default: 'tab' });
    await expect(loadAfresh('financeiro/DebitosFichaTab')).resolves.toEqual({ default: 'tab' });
    expect(register).toHaveBeenCalledWith([{ name: 'financeiro', entry: '/remotes/financeiro/remoteEntry.js' }], { force: true });

    // loaded: the next load uses the registered remote as it is
    register.mockClear();
    load.mockResolvedValueOnce({ default: 'tab' });
    await loadAfresh('financeiro/DebitosFichaTab');
    expect(register).not.toHaveBeenCalled();
  });

  it('registers anew after a load that never answered (a stopped server), once it has waited its time', async () => {
    await loadRemotesManifest();
    const register = jest.mocked(registerRemotes);
    register.mockClear();
    jest.mocked(loadRemote).mockReturnValueOnce(new Promise(() => undefined));
    await expect(loadAfresh('financeiro/DebitosFichaTab', 10)).rejects.toThrow('financeiro/DebitosFichaTab did not load in 10 ms');

    jest.mocked(loadRemote).mockResolvedValueOnce({ default: 'tab' });
    await expect(loadAfresh('financeiro/DebitosFichaTab')).resolves.toEqual({ default: 'tab' });
    expect(register).toHaveBeenCalledWith([{ name: 'financeiro', entry: '/remotes/financeiro/remoteEntry.js' }], { force: true });
  });
});
