import { ALL_AUTHORITIES, FICHA_PACIENTE_PERMISSIONS, type Authority } from '../auth/authorities.js';
import { cpfFromBase } from '../auth/cpf.js';
import type { PerfilEquipe } from '../perfil/perfil.schemas.js';

/** Password of every demo user. */
export const DEMO_PASSWORD = 'Demo@1234';

export interface DemoProfile {
  nome: string;
  defaultHome: string;
  perfilEquipe: PerfilEquipe;
  authorities: Authority[];
}

export interface DemoUser {
  nome: string;
  email: string;
  /** 11 digits, valid check digits */
  cpf: string;
  ehMedico: boolean;
  perfil: DemoProfile;
  /** what this login shows about the guards */
  mostra: string;
}

export const DEMO_PROFILES = {
  administrador: {
    nome: 'Administrador',
    defaultHome: 'home.dashboard',
    perfilEquipe: 'ATENDIMENTO',
    authorities: [...ALL_AUTHORITIES],
  },
  medico: {
    nome: 'Médico',
    defaultHome: 'home.agenda',
    perfilEquipe: 'ATENDIMENTO',
    authorities: [
      'ROLE_AGENDAMENTOS',
      'ROLE_PACIENTES',
      'VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS',
      'CRIAR_AGENDAMENTOS',
      'EDITAR_AGENDAMENTOS',
      ...FICHA_PACIENTE_PERMISSIONS,
      'CRIAR_ESTUDO_CASO',
    ],
  },
  recepcao: {
    nome: 'Recepção',
    defaultHome: 'home.agenda',
    perfilEquipe: 'ATENDIMENTO',
    authorities: [
      'ROLE_AGENDAMENTOS',
      'ROLE_PACIENTES',
      'CRIAR_AGENDAMENTOS',
      'EDITAR_AGENDAMENTOS',
      'CRIAR_NOVO_PACIENTE',
      'AGENDAMENTOS_FICHA_PACIENTE',
      'AGENDAMENTOS_PACIENTES',
    ],
  },
  estoque: {
    nome: 'Estoque',
    defaultHome: 'home.estoque',
    perfilEquipe: 'ATENDIMENTO',
    authorities: ['ROLE_ESTOQUE', 'EDITAR_ESTOQUE'],
  },
  financeiro: {
    nome: 'Financeiro',
    defaultHome: 'home.financeiro',
    perfilEquipe: 'COMERCIAL',
    authorities: [
      'ROLE_FINANCEIRO',
      'CRIAR_RECEITA',
      'EDITAR_RECEITA',
      'CANCELAR_RECEITA',
      'CRIAR_DESPESA',
      'EDITAR_DESPESA',
      'CANCELAR_DESPESA',
      'CRIAR_CAMPANHA',
      'EDITAR_E_VISUALIZAR_CAMPANHAS',
    ],
  },
} as const satisfies Record<string, DemoProfile>;

export const DEMO_USERS: readonly DemoUser[] = [
  {
    nome: 'Administrador',
    email: 'admin@clinica.dev',
    cpf: cpfFromBase('529982247'),
    // also a professional of the demo agenda (seed-medicos.ts)
    ehMedico: true,
    perfil: DEMO_PROFILES.administrador,
    mostra: 'todas as áreas e permissões; entrar como outro usuário; também médico na agenda',
  },
  {
    nome: 'Dra. Helena Prado',
    email: 'medico@clinica.dev',
    cpf: cpfFromBase('111444777'),
    ehMedico: true,
    perfil: DEMO_PROFILES.medico,
    mostra: 'agenda e pacientes, todas as abas da ficha, estudo de caso',
  },
  {
    nome: 'Dr. Rafael Lima',
    email: 'rafael@clinica.dev',
    cpf: cpfFromBase('935411347'),
    ehMedico: true,
    perfil: DEMO_PROFILES.medico,
    mostra: 'médico com um atendimento antigo não finalizado: o aviso que só fecha finalizando',
  },
  {
    nome: 'Recepção',
    email: 'recepcao@clinica.dev',
    cpf: cpfFromBase('123456789'),
    ehMedico: false,
    perfil: DEMO_PROFILES.recepcao,
    mostra: 'agenda e cadastro de pacientes; só a aba agendamentos da ficha',
  },
  {
    nome: 'Estoque',
    email: 'estoque@clinica.dev',
    cpf: cpfFromBase('390533447'),
    ehMedico: false,
    perfil: DEMO_PROFILES.estoque,
    mostra: 'somente estoque',
  },
  {
    nome: 'Financeiro',
    email: 'financeiro@clinica.dev',
    cpf: cpfFromBase('987654321'),
    ehMedico: false,
    perfil: DEMO_PROFILES.financeiro,
    mostra: 'financeiro sem ORCAMENTO (a aba de orçamentos fica bloqueada)',
  },
];

/** The table main.ts prints at start. */
export function demoLoginsTable(): string {
  const rows = DEMO_USERS.map((u) => [u.email, u.cpf, u.perfil.nome, u.mostra]);
  const header = ['e-mail', 'CPF', 'perfil', 'mostra'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [
    `Logins de demonstração (senha de todos: ${DEMO_PASSWORD}; entre com o e-mail ou o CPF)`,
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
  ].join('\n');
}
