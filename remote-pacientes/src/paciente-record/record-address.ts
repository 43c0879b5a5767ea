import { hasAuthority, recordTabs, type Permission, type RecordTab, type RemoteManifest } from '@clinica/shared';

/** The permission of each tab of the spec (section 6), tabs still to come included: any one of them opens the record. */
const SPEC_TAB_PERMISSIONS: readonly Permission[] = [
  'ORCAMENTO',
  'DEBITO_FICHA_PACIENTE',
  'FORMULARIO_FICHA_PACIENTE',
  'IMAGENS_FICHA_PACIENTE',
  'AGENDAMENTOS_FICHA_PACIENTE',
  'PROPOSTA_CONTRATO_FICHA_PACIENTE',
  'EXAME_FICHA_PACIENTE',
  'ATESTADO_FICHA_PACIENTE',
  'PRESCRISOES_FICHA_PACIENTE',
];

/**
 * The record's tabs: the ones the deployed remotes declare in their manifests (`recordTabs`, this
 * remote's Etapas and Agendamentos among them), in their order; its address (recordAddress, idParam)
 * lives in @clinica/shared.
 */
export const allowedRecordTabs = (manifests: readonly RemoteManifest[], authorities: readonly string[]): RecordTab[] =>
  recordTabs(manifests).filter((tab) => hasAuthority(authorities, tab.permission));

/**
 * Tab permissions held by the user (spec 02 section 2.1, token authorities without ROLE entries):
 * the spec's, and those of any tab a remote declares.
 */
export const heldTabPermissions = (manifests: readonly RemoteManifest[], authorities: readonly string[]): string[] => {
  const tabPermissions = new Set<string>([...SPEC_TAB_PERMISSIONS, ...recordTabs(manifests).map((tab) => tab.permission)]);
  return authorities.filter((authority) => !authority.includes('ROLE') && tabPermissions.has(authority));
};
