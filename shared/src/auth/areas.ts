import { hasAuthority, hasRole, type Role } from './authorities.ts';

export interface MainArea {
  /** Route path (hash routing). */
  path: string;
  role: Role;
  /** i18n key of the menu label. */
  labelKey: string;
}

export interface AreaTab {
  path: string;
  labelKey: string;
  /** Extra permission the tab needs besides the area's role. */
  permission?: string;
}

/** Main areas in menu order (spec 01 section 2); the first one a user holds is their start screen. */
export const MAIN_AREAS: readonly MainArea[] = [
  { path: '/dashboard', role: 'DASHBOARD', labelKey: 'menu.dashboard' },
  { path: '/agendamentos', role: 'AGENDAMENTOS', labelKey: 'menu.agendamentos' },
  { path: '/pacientes', role: 'PACIENTES', labelKey: 'menu.pacientes' },
  { path: '/financeiro', role: 'FINANCEIRO', labelKey: 'menu.financeiro' },
  { path: '/usuarios', role: 'USUARIOS', labelKey: 'menu.usuarios' },
  { path: '/estoque', role: 'ESTOQUE', labelKey: 'menu.estoque' },
  { path: '/relatorios', role: 'RELATORIOS', labelKey: 'menu.relatorios' },
  { path: '/configuracoes', role: 'CONFIGURACOES', labelKey: 'menu.configuracoes' },
  { path: '/logs', role: 'LOG', labelKey: 'menu.logs' },
];

/** Financeiro children; orcamentos is the default and needs ORCAMENTO. */
export const FINANCEIRO_TABS: readonly AreaTab[] = [
  { path: 'orcamentos', labelKey: 'financeiro.orcamentos', permission: 'ORCAMENTO' },
  { path: 'campanha', labelKey: 'financeiro.campanha' },
  { path: 'contas-receber', labelKey: 'financeiro.contasReceber' },
  { path: 'contas-pagar', labelKey: 'financeiro.contasPagar' },
];

/** Estoque children; medicamentos is the default. */
export const ESTOQUE_TABS: readonly AreaTab[] = [
  { path: 'medicamentos', labelKey: 'estoque.medicamentos' },
  { path: 'movimentacao-entrada', labelKey: 'estoque.movimentacaoEntrada' },
  { path: 'movimentacao-saida', labelKey: 'estoque.movimentacaoSaida' },
];

/** Permission the doctor detail route needs. */
export const DETALHE_MEDICO_PERMISSION = 'VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS';

export const NOT_FOUND_PATH = '/pagina-nao-encontrada';

export const accessibleAreas = (authorities: readonly string[]): MainArea[] =>
  MAIN_AREAS.filter((area) => hasRole(authorities, area.role));

export const accessibleTabs = (authorities: readonly string[], tabs: readonly AreaTab[]): AreaTab[] =>
  tabs.filter((tab) => !tab.permission || hasAuthority(authorities, tab.permission));

/**
 * Where a user starts (spec 01 section 6): the first area whose role they hold; otherwise the
 * profile's defaultHome (text after 'home.'), otherwise /encerrados.
 */
export function startPath(authorities: readonly string[], defaultHome?: string | null): string {
  const first = accessibleAreas(authorities)[0];
  if (first) return first.path;
  const home = defaultHome?.split('home.')[1];
  return home ? `/${home}` : '/encerrados';
}
