const REMOTES = {
  agenda: {
    entry: '/remotes/agenda/remoteEntry.js',
    manifest: {
      name: 'agenda',
      area: 'Agenda',
      pages: [{ path: '/agendamentos', module: './AgendamentosPage', access: { role: 'AGENDAMENTOS' } }],
      scripts: { './AgendamentosPage': ['227.a.js', '229.b.js'], './BookingDialog': ['473.c.js'] },
    },
  },
  pacientes: {
    entry: '/remotes/pacientes/remoteEntry.js',
    manifest: {
      name: 'pacientes',
      area: 'Pacientes',
      pages: [{ path: '/pacientes', module: './PacientesPage', access: { role: 'PACIENTES' }, tabs: [{ path: 'ficha', module: './FichaTab', label: 'x' }] }],
      scripts: { './PacientesPage': ['1.js'], './FichaTab': ['1.js', '2.js'] },
    },
  },
};

/** The module afresh (it asks remotes.json once per page) with this answer to the request. */
async function withRemotes(answer: Response | Error) {
  jest.resetModules();
  globalThis.fetch = jest.fn(() => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer))) as typeof fetch;
  document.head.innerHTML = '';
  return import('./remotes-file.ts');
}
const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((link) => new URL(link.href).pathname);

describe("the first screen's remote, fetched as the page starts", () => {
  it("preloads the entry and the scripts of the page's module (and its tab's), each once", async () => {
    let file = await withRemotes(new Response(JSON.stringify(REMOTES)));
    await file.preloadRouteRemote('#/agendamentos?semana=2026-11-23');
    expect(preloaded()).toEqual(['/remotes/agenda/remoteEntry.js', '/remotes/agenda/227.a.js', '/remotes/agenda/229.b.js']);

    file = await withRemotes(new Response(JSON.stringify(REMOTES)));
    await file.preloadRouteRemote('#/pacientes/ficha/12');
    expect(preloaded()).toEqual(['/remotes/pacientes/remoteEntry.js', '/remotes/pacientes/1.js', '/remotes/pacientes/2.js']);
    // the same answer serves start-up: one request
    await expect(file.remotesFile()).resolves.toEqual(REMOTES);
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });

  it("preloads nothing for the host's own pages, an unknown address, or without remotes.json", async () => {
    let file = await withRemotes(new Response(JSON.stringify(REMOTES)));
    await file.preloadRouteRemote('#/login');
    await file.preloadRouteRemote('#/agendamentosx');
    expect(preloaded()).toEqual([]);

    file = await withRemotes(new Response('', { status: 404 }));
    await file.preloadRouteRemote('#/agendamentos');
    expect(preloaded()).toEqual([]);
    await expect(file.remotesFile()).rejects.toThrow('remotes.json answered 404');
  });
});
