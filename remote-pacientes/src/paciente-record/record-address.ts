/** Tabs of the patient record; its address (recordAddress, idParam) lives in @clinica/shared. */
export interface RecordTab {
  path: string;
  /** i18n key of the label */
  labelKey: string;
  /** permission the tab needs (spec 02 section 6) */
  permission: string;
}

/** Every tab of the spec with its permission, in the spec's order; `BUILT_TABS` says which exist yet. */
export const RECORD_TAB_PERMISSIONS: Record<string, string> = {
  orcamentos: 'ORCAMENTO',
  debitos: 'DEBITO_FICHA_PACIENTE',
  'formulario-evolucoes': 'FORMULARIO_FICHA_PACIENTE',
  etapas: 'IMAGENS_FICHA_PACIENTE',
  agendamentos: 'AGENDAMENTOS_FICHA_PACIENTE',
  'propostas-contratos': 'PROPOSTA_CONTRATO_FICHA_PACIENTE',
  exames: 'EXAME_FICHA_PACIENTE',
  atestado: 'ATESTADO_FICHA_PACIENTE',
  prescricoes: 'PRESCRISOES_FICHA_PACIENTE',
};

/** Tabs built so far; the others appear with their issues (no empty placeholders). */
export const BUILT_TABS: readonly RecordTab[] = [
  { path: 'etapas', labelKey: 'paciente.ficha.abas.etapas', permission: RECORD_TAB_PERMISSIONS.etapas! },
  { path: 'agendamentos', labelKey: 'paciente.ficha.abas.agendamentos', permission: RECORD_TAB_PERMISSIONS.agendamentos! },
];

/** Tab permissions held by the user: token authorities without ROLE entries (spec 02 section 2.1). */
export const heldTabPermissions = (authorities: readonly string[]): string[] =>
  authorities.filter((a) => !a.includes('ROLE') && Object.values(RECORD_TAB_PERMISSIONS).includes(a));
