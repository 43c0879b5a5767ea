import i18next from 'i18next';
import { initI18n } from '../i18n/i18n.ts';
import { accessibleTabs } from '../auth/areas.ts';
import { dashboardTiles, manifestAreas, manifestTabs, recordTabs, registerManifestLabels } from './navigation.ts';
import type { RemoteManifest } from './remote-manifest.ts';

const estoque: RemoteManifest = {
  name: 'estoque',
  area: 'Estoque',
  pages: [
    {
      path: '/estoque',
      module: './EstoquePage',
      access: { role: 'ESTOQUE' },
      menu: { order: 50, label: 'menu.estoque' },
      tabs: [
        { path: 'medicamentos', module: './MedicamentosPage', label: 'estoque.medicamentos' },
        { path: 'inventario', module: './InventarioPage', label: { pt: 'Inventário', es: 'Inventario', en: 'Stocktake' }, permission: 'EDITAR_ESTOQUE' },
      ],
    },
    { path: '/estoque-relatorio', module: './RelatorioPage', access: { permission: 'EDITAR_ESTOQUE' } },
  ],
};

const laboratorio: RemoteManifest = {
  name: 'laboratorio',
  area: 'Laboratório',
  pages: [
    { path: '/exames', module: './ExamesPage', access: { role: 'PACIENTES' }, menu: { order: 25, label: { pt: 'Exames', es: 'Exámenes', en: 'Lab tests' } } },
  ],
};

describe('manifest navigation', () => {
  beforeAll(async () => {
    await initI18n('pt');
    registerManifestLabels([estoque, laboratorio]);
  });

  it('puts the pages with a menu entry in menu order, whichever remote declares them', () => {
    expect(manifestAreas([estoque, laboratorio]).map(({ path, role, order }) => [path, role, order])).toEqual([
      ['/exames', 'PACIENTES', 25],
      ['/estoque', 'ESTOQUE', 50],
    ]);
  });

  it('shows labels given per language without the remote, through keys of their own', () => {
    const [exames] = manifestAreas([laboratorio]);
    expect(i18next.t(exames!.labelKey, { lng: 'pt' })).toBe('Exames');
    expect(i18next.t(exames!.labelKey, { lng: 'es' })).toBe('Exámenes');
    expect(i18next.t(exames!.labelKey, { lng: 'en' })).toBe('Lab tests');
    expect(manifestAreas([estoque])[0]?.labelKey).toBe('menu.estoque');
  });

  it("gives a page's tabs with their permission, so a tab the user may not open is left out", () => {
    const tabs = manifestTabs(estoque, '/estoque');
    expect(tabs.map((tab) => i18next.t(tab.labelKey, { lng: 'pt' }))).toEqual(['Medicamentos', 'Inventário']);
    expect(accessibleTabs(['ROLE_ESTOQUE'], tabs).map((tab) => tab.path)).toEqual(['medicamentos']);
    expect(accessibleTabs(['ROLE_ESTOQUE', 'EDITAR_ESTOQUE'], tabs).map((tab) => tab.path)).toEqual(['medicamentos', 'inventario']);
  });
});

describe('dashboard tiles', () => {
  const com = (name: string, tiles: RemoteManifest['dashboard']): RemoteManifest => ({ name, area: name, pages: [], dashboard: tiles });
  const manifests = [
    com('pacientes', [{ module: './InicioTiles', role: 'PACIENTES', order: 20 }]),
    com('agenda', [{ module: './InicioTiles', role: 'AGENDAMENTOS', order: 10 }]),
    com('estoque', undefined),
  ];

  it("offers the tiles of the areas the user holds, in the areas' order", () => {
    expect(dashboardTiles(manifests, ['ROLE_DASHBOARD', 'ROLE_PACIENTES', 'ROLE_AGENDAMENTOS'])).toEqual([
      { remote: 'agenda', module: './InicioTiles' },
      { remote: 'pacientes', module: './InicioTiles' },
    ]);
    expect(dashboardTiles(manifests, ['ROLE_DASHBOARD', 'ROLE_PACIENTES', 'CRIAR_AGENDAMENTOS'])).toEqual([{ remote: 'pacientes', module: './InicioTiles' }]);
  });
});

describe('record tabs', () => {
  const pacientes: RemoteManifest = {
    name: 'pacientes',
    area: 'Pacientes',
    pages: [],
    recordTabs: [
      { path: 'etapas', module: './EtapasFichaTab', label: { pt: 'Etapas', es: 'Etapas', en: 'Stages' }, permission: 'IMAGENS_FICHA_PACIENTE', order: 40 },
      {
        path: 'agendamentos',
        module: './AgendamentosFichaTab',
        label: { pt: 'Agendamentos', es: 'Citas', en: 'Appointments' },
        permission: 'AGENDAMENTOS_FICHA_PACIENTE',
        order: 50,
      },
    ],
  };
  const financeiro: RemoteManifest = {
    name: 'financeiro',
    area: 'Financeiro',
    pages: [],
    recordTabs: [
      { path: 'debitos', module: './DebitosFichaTab', label: { pt: 'Debitos', es: 'Débitos', en: 'Debts' }, permission: 'DEBITO_FICHA_PACIENTE', order: 20 },
      // a second remote claiming a path the record has already: the first in order keeps it
      { path: 'etapas', module: './Outra', label: 'menu.financeiro', permission: 'ORCAMENTO', order: 45 },
    ],
  };

  beforeAll(() => registerManifestLabels([pacientes, financeiro]));

  it("puts every remote's record tabs in their order, each with its remote, module, area and permission", () => {
    const tabs = recordTabs([pacientes, financeiro]);
    expect(tabs.map(({ remote, module, area, path, permission }) => [remote, module, area, path, permission])).toEqual([
      ['financeiro', './DebitosFichaTab', 'Financeiro', 'debitos', 'DEBITO_FICHA_PACIENTE'],
      ['pacientes', './EtapasFichaTab', 'Pacientes', 'etapas', 'IMAGENS_FICHA_PACIENTE'],
      ['pacientes', './AgendamentosFichaTab', 'Pacientes', 'agendamentos', 'AGENDAMENTOS_FICHA_PACIENTE'],
    ]);
  });

  it('shows their labels given per language', () => {
    const [debitos] = recordTabs([financeiro]);
    expect(i18next.t(debitos!.labelKey, { lng: 'pt' })).toBe('Debitos');
    expect(i18next.t(debitos!.labelKey, { lng: 'en' })).toBe('Debts');
  });
});
