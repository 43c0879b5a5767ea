export { buildApp, type AppOptions } from './app.js';
export { documentoSchema, type DocumentoBody } from './documento.schema.js';
export { configFromEnv, type PdfConfig } from './config.js';
export { MSG, PdfError, type ErrorItem } from './errors.js';
export { prepareDocument, prepareFragment } from './html-prepare.js';
export { PdfRenderer, countPages, type PdfDocument, type PdfResult, type Progress, type RendererOptions } from './renderer.js';
export { allowAll, apiSessionVerifier, type Caller, type SessionVerifier } from './session.js';
export { apiIssuedRegistrar, PDF_SERVICE_KEY_HEADER, type Registro, type IssuedRegistrar } from './registro.js';
