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
      pages: [
        { path: '/pacientes', module: './PacientesPage', access: { role: 'PACIENTES' }, tabs: [{ path: 'ficha', module: './FichaTab', label: 'x' }] },
        { path: '/detalhes-paciente/*', module: './RecordPage', access: 'public' },
      ],
      scripts: { './PacientesPage': ['1.js'], './FichaTab': ['1.js', '2.js'], './RecordPage': ['3.js'] },
    },
  },
  config: {
    entry: '/remotes/config/remoteEntry.js',
    manifest: {
      name: 'config',
      area: 'Configurações',
      pages: [
        {
          path: '/configuracoes',
          module: './ConfiguracoesPage',
          access: { role: 'CONFIGURACOES' },
          tabs: [
            { path: 'segredos', module: './SegredosTab', label: 'x', permission: 'GERENCIAR_CONFIGURACOES' },
            { path: 'personalizacao', module: './PersonalizacaoTab', label: 'x' },
            { path: 'salas', module: './SalasTab', label: 'x' },
          ],
          legacyTabParam: 'secao',
        },
      ],
      scripts: { './ConfiguracoesPage': ['c.js'], './PersonalizacaoTab': ['p.js'], './SalasTab': ['s.js'] },
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

  it("on an area's own address preloads the tab it will open: the one an old address names, else the first open to all", async () => {
    let file = await withRemotes(new Response(JSON.stringify(REMOTES)));
    await file.preloadRouteRemote('#/configuracoes');
    expect(preloaded()).toEqual(['/remotes/config/remoteEntry.js', '/remotes/config/c.js', '/remotes/config/p.js']);

    file = await withRemotes(new Response(JSON.stringify(REMOTES)));
    await file.preloadRouteRemote('#/configuracoes?secao=salas');
    expect(preloaded()).toEqual(['/remotes/config/remoteEntry.js', '/remotes/config/c.js', '/remotes/config/s.js']);
  });

  it("takes a remote's failed preloads out of the page (its entry's failure, the page scripts' too), so a retry asks the server again", async () => {
    const file = await withRemotes(new Response(JSON.stringify(REMOTES)));
    await file.preloadRouteRemote('#/agendamentos');
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')];
    links[2]!.dispatchEvent(new Event('error'));
    expect(preloaded()).toEqual(['/remotes/agenda/remoteEntry.js', '/remotes/agenda/227.a.js']);
    links[0]!.dispatchEvent(new Event('error'));
    expect(preloaded()).toEqual([]);
  });

  it('preloads a page declared with a wildcard (the record) on an address below it', async () => {
    const file = await withRemotes(new Response(JSON.stringify(REMOTES)));
    await file.preloadRouteRemote('#/detalhes-paciente/etapas?paciente=%221%22');
    expect(preloaded()).toEqual(['/remotes/pacientes/remoteEntry.js', '/remotes/pacientes/3.js']);
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
