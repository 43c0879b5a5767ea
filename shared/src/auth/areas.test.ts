import { ESTOQUE_TABS, FINANCEIRO_TABS, accessibleAreas, accessibleTabs, startPath } from './areas.ts';

describe('areas', () => {
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

  it('hides orçamentos without ORCAMENTO and keeps the other finance tabs', () => {
    expect(accessibleTabs(['ROLE_FINANCEIRO'], FINANCEIRO_TABS).map((tab) => tab.path)).toEqual([
      'campanha',
      'contas-receber',
      'contas-pagar',
    ]);
    expect(accessibleTabs(['ROLE_FINANCEIRO', 'ORCAMENTO'], FINANCEIRO_TABS)[0]?.path).toBe('orcamentos');
    expect(accessibleTabs([], ESTOQUE_TABS).map((tab) => tab.path)).toEqual([
      'medicamentos',
      'movimentacao-entrada',
      'movimentacao-saida',
    ]);
  });
});
