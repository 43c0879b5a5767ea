import type { Role } from '../auth/authorities.ts';
import type { Permission } from '../auth/authority-names.ts';
import type { Language } from '../i18n/i18n.ts';

/**
 * A text the host shows without loading the remote (menu entries, tabs): a key of shared's locales
 * ('menu.financeiro'), or the text itself in each language (a remote's new page needs no shared change).
 */
export type ManifestLabel = string | Readonly<Record<Language, string>>;

/**
 * A tab of a page: its own route below the page ('/configuracoes/salas'), its own exposed module
 * loaded from the same remote when opened (so the area's first screen carries one tab's code), drawn
 * by shared's AreaTabs. The one way an area has tabs.
 */
export interface ManifestTab {
  /** Path below the page ('orcamentos' under '/financeiro'). */
  path: string;
  /** Name the module is exposed under ('./OrcamentosPage'). */
  module: string;
  /** The exposed file, relative to the remote's folder (build only: the webpack factory exposes it). */
  file?: string;
  label: ManifestLabel;
  /** Permission the tab needs besides the page's role: without it the tab is hidden and its address goes to the first tab allowed. */
  permission?: Permission;
}

/** Who may open a page. */
export type PageAccess =
  /** A main area: without the role the address is treated as not found. */
  | { role: Role }
  /** Without the permission the page answers 403 'Usuário sem permissão de acessar essa rota.'. */
  | { permission: Permission }
  /** Any logged-in user. */
  | 'session'
  /** No session needed (a patient's link, or a page that runs its own entry checks). */
  | 'public';

interface PageCommon {
  /** Route path ('/agendamentos', '/detalhes-paciente/*'). */
  path: string;
  module: string;
  file?: string;
  /** Area name in the 'could not load' message; the manifest's `area` by default. */
  area?: string;
  /** Inside the portal frame (top navigation); true by default. */
  frame?: boolean;
  tabs?: readonly ManifestTab[];
  /** Query parameters the tabs share, kept when the user switches tab ('objMedico': the doctor shown); others are dropped. */
  tabParams?: readonly string[];
  /** The query parameter that named the open tab before tabs had paths ('secao'): an old address with it goes to that tab. */
  legacyTabParam?: string;
}

/** A main area: it may appear in the top menu (and on the dashboard), in `order`. */
export interface AreaPageDeclaration extends PageCommon {
  access: { role: Role };
  menu?: { order: number; label: ManifestLabel };
}

export interface OtherPageDeclaration extends PageCommon {
  access: Exclude<PageAccess, { role: Role }>;
  menu?: never;
}

export type ManifestPage = AreaPageDeclaration | OtherPageDeclaration;

/**
 * A remote's tiles on Início (/dashboard): one exposed component drawn for users holding `role`,
 * placed by `order` among the other areas' tiles (the menu's order, in tens). It loads its own figures.
 */
export interface ManifestDashboardTiles {
  /** Name the component is exposed under ('./InicioTiles'). */
  module: string;
  /** The exposed file, relative to the remote's folder (build only). */
  file?: string;
  role: Role;
  order: number;
}

/**
 * A tab a remote adds to the patient record (an extension slot, as OpenMRS O3's patient chart takes
 * dashboards from other apps): /detalhes-paciente/{path}, its module loaded with RecordTabProps.
 * The record shows the tabs of every deployed remote, its own included, in `order`.
 */
export interface ManifestRecordTab {
  /** Path below the record ('orcamentos' → /detalhes-paciente/orcamentos). */
  path: string;
  /** Name the component is exposed under ('./OrcamentosFichaTab'); its props are RecordTabProps. */
  module: string;
  /** The exposed file, relative to the remote's folder (build only). */
  file?: string;
  label: ManifestLabel;
  /** The tab's permission (spec 02 section 6): it counts for the record's entry check. */
  permission: Permission;
  /** Place among the record's tabs (the spec's order, in tens: orcamentos 10 … prescricoes 90). */
  order: number;
}

/**
 * What a remote declares in its own `src/manifest.ts`: its pages, tabs and who may open them. The
 * webpack factory exposes every page and tab module from it and emits it as remote-manifest.json
 * beside remoteEntry.js; the host's remotes.json carries it, so the host builds its routes and menu
 * without loading the remote and without a request of its own.
 */
export interface RemoteManifest {
  /** Federation container name ('agenda'), the key in remotes.json. */
  name: string;
  /** Area name in the 'could not load' message ('Agenda'). */
  area: string;
  pages: readonly ManifestPage[];
  /** Tabs it adds to the patient record. */
  recordTabs?: readonly ManifestRecordTab[];
  /** Its tiles on Início, when it has figures for the user's day. */
  dashboard?: readonly ManifestDashboardTiles[];
  /** Modules for other apps that are not pages (dialogs): exposed name -> file. */
  components?: Readonly<Record<string, string>>;
  /** Written by the build: the scripts each exposed module loads (exposed name -> files beside remoteEntry.js). */
  scripts?: Readonly<Record<string, readonly string[]>>;
}

/** One remote as remotes.json describes it: where its entry is and what it declares. */
export interface DeployedRemote {
  name: string;
  entry: string;
  /** Absent when the remote's manifest could not be read: the remote loads, but offers no page. */
  manifest?: RemoteManifest;
}
