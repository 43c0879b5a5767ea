import { DASHBOARD_AREA, accessibleAreas, accessibleTabs, registerMainAreas, startPath, type AreaTab } from './areas.ts';

const FINANCEIRO_TABS: readonly AreaTab[] = [
  { path: 'orcamentos', labelKey: 'financeiro.orcamentos', permission: 'ORCAMENTO' },
  { path: 'campanha', labelKey: 'financeiro.campanha' },
  { path: 'contas-receber', labelKey: 'financeiro.contasReceber' },
];

describe('areas', () => {
  beforeAll(() => {
    // as the host registers them at start-up, from its own areas and the remotes' manifests
    registerMainAreas([
      DASHBOARD_AREA,
      { path: '/agendamentos', role: 'AGENDAMENTOS', labelKey: 'menu.agendamentos' },
      { path: '/pacientes', role: 'PACIENTES', labelKey: 'menu.pacientes' },
      { path: '/financeiro', role: 'FINANCEIRO', labelKey: 'menu.financeiro' },
      { path: '/estoque', role: 'ESTOQUE', labelKey: 'menu.estoque' },
      { path: '/logs', role: 'LOG', labelKey: 'menu.logs' },
    ]);
  });

  it('starts each profile on its first area in menu order', () => {
    expect(startPath(['ROLE_DASHBOARD', 'ROLE_AGENDAMENTOS'])).toBe('/dashboard');
    expect(startPath(['ROLE_PACIENTES', 'ROLE_AGENDAMENTOS'])).toBe('/agendamentos');
    expect(startPath(['ROLE_LOG', 'ROLE_ESTOQUE'])).toBe('/estoque');
  });

  it('falls back to the profile defaultHome, then /encerrados', () => {
    expect(startPath(['CRIAR_RECEITA'], 'home.negocios')).toBe('/negocios');
    expect(startPath(['CRIAR_RECEITA'], null)).toBe('/encerrados');
  });

  it('lists the menu only with the roles held', () => {
    expect(accessibleAreas(['ROLE_FINANCEIRO', 'ORCAMENTO']).map((area) => area.labelKey)).toEqual(['menu.financeiro']);
  });

  it('hides a tab without its permission and keeps the others', () => {
    expect(accessibleTabs(['ROLE_FINANCEIRO'], FINANCEIRO_TABS).map((tab) => tab.path)).toEqual(['campanha', 'contas-receber']);
    expect(accessibleTabs(['ROLE_FINANCEIRO', 'ORCAMENTO'], FINANCEIRO_TABS)[0]?.path).toBe('orcamentos');
  });
});
