/**
 * The part of @clinica/shared a screen before login needs, without antd, the router or the form
 * libraries: session, http client, i18n, white label and the identifiers' checks. Shared as its own
 * singleton ('@clinica/shared/core') so the login screen loads only this; the package's index
 * re-exports it, and both are one instance in the page (the host provides them from one build).
 */
export * from './auth/authorities.ts';
export * from './auth/areas.ts';
export * from './brazil/documents.ts';
export * from './http/api-error.ts';
export * from './http/http.client.ts';
export * from './i18n/i18n.ts';
export type { Messages } from './i18n/locales/pt.ts';
export * from './notify/notify.ts';
export * from './session/session.store.ts';
export * from './session/storage-keys.ts';
export * from './session/token.ts';
export * from './store/global-store.ts';
export * from './theme/color.ts';
export * from './theme/white-label.ts';
export * from './theme/white-label.store.ts';
