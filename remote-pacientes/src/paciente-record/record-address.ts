/**
 * Addresses of the patient record (spec 02 section 2.1): /detalhes-paciente/{tab} with query
 * parameters paciente and procedimento, each a JSON-quoted number ("12").
 */
export const RECORD_PATH = '/detalhes-paciente';

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

const quoted = (value: number | string): string => JSON.stringify(String(value));

/** Record address for a patient (and procedure), on a given tab. */
export function recordAddress(pacienteId: number, procedimentoId?: number, tab?: string): string {
  const params = new URLSearchParams({ paciente: quoted(pacienteId) });
  if (procedimentoId !== undefined) params.set('procedimento', quoted(procedimentoId));
  return `${RECORD_PATH}${tab ? `/${tab}` : ''}?${params.toString()}`;
}

/** A JSON-quoted (or bare) positive integer from the query, else undefined. */
export function idParam(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // bare text: checked below
  }
  const text = String(value).trim();
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}

/** Tab permissions held by the user: token authorities without ROLE entries (spec 02 section 2.1). */
export const heldTabPermissions = (authorities: readonly string[]): string[] =>
  authorities.filter((a) => !a.includes('ROLE') && Object.values(RECORD_TAB_PERMISSIONS).includes(a));
