import { ROLES, ROLE_PREFIX, type Role } from './authorities.ts';

/**
 * Finer permissions the api grants (spec 02 section 6), the same list as the api's
 * `api/src/auth/authorities.ts` (authority-names.test.ts fails when the two differ).
 */
export const PERMISSIONS = [
  'IMAGENS_FICHA_PACIENTE',
  'CRIAR_DESPESA',
  'EDITAR_ESTOQUE',
  'EXAME_FICHA_PACIENTE',
  'EDITAR_RECEITA',
  'CRIAR_CAMPANHA',
  'CRIAR_NOVO_PACIENTE',
  'PRENCHEER_FORMULARIO_DE_CONTATO',
  'DEBITO_FICHA_PACIENTE',
  'VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS',
  'PRESCRISOES_FICHA_PACIENTE',
  'GERENCIAR_USUARIOS_DO_SISTEMA',
  'DELETAR_FORMULARIOS',
  'AGENDAMENTOS_FICHA_PACIENTE',
  'ORCAMENTO',
  'CRIAR_ORCAMENTOS',
  'CANCELAR_RECEITA',
  'FINANCEIRO_FICHA_PACIENTE',
  'ACESSO_FICHA_PACIENTE',
  'EDITAR_VISUALIZAR_ORCAMENTOS',
  'CANCELAR_DESPESA',
  'HISTORICO_FICHA_PACIENTE',
  'ATESTADO_FICHA_PACIENTE',
  'GERENCIAR_CONFIGURACOES',
  'EDITAR_E_VISUALIZAR_CAMPANHAS',
  'FORMULARIO_FICHA_PACIENTE',
  'EDITAR_AGENDAMENTOS',
  'PROPOSTA_CONTRATO_FICHA_PACIENTE',
  'CANCELAR_ORCAMENTOS',
  'EDITAR_DESPESA',
  'DELETAR_CONTRATOS',
  'AGENDAMENTOS_PACIENTES',
  'CRIAR_ESTUDO_CASO',
  'CRIAR_RECEITA',
  'CRIAR_AGENDAMENTOS',
  'DELETAR_PRESCRICOES',
  'EXCECAO_AGENDAMENTO',
  'DELETAR_EXAME',
  'DELETAR_ATESTADO',
  'DELETAR_PRESCRICAO',
] as const;

/** A finer permission ('ORCAMENTO'): what a tab or a page may require besides an area's role. */
export type Permission = (typeof PERMISSIONS)[number];

/** A role as the token carries it ('ROLE_FINANCEIRO'). */
export type RoleAuthority = `${typeof ROLE_PREFIX}${Role}`;

/** Every authority name a token may carry: the roles with their prefix and the finer permissions. */
export type Authority = RoleAuthority | Permission;

export const AUTHORITIES: readonly Authority[] = [
  ...ROLES.map((role): RoleAuthority => `${ROLE_PREFIX}${role}`),
  ...PERMISSIONS,
];
