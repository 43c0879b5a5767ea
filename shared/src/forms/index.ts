/**
 * The portal's form parts: fields bound to react-hook-form, the input masks (imask), the rules
 * schemas (valibot), the address and photo fields and the form dialog. Shared as its own singleton
 * ('@clinica/shared/forms') so a screen that only shows data (the agenda's calendar) does not load
 * the three form libraries; a screen loads them with its first form. Its files import the rest of the
 * package as '@clinica/shared' and '/core', the singletons, so no module is bundled in two entries.
 */
export * from '../brazil/masks.ts';
export * from '../brazil/endereco-fields.tsx';
export * from '../auth/password-rules.ts';
export * from '../components/form-field.tsx';
export * from '../components/masked-input.tsx';
export * from '../components/masked-form-field.tsx';
export * from './rules-schema.ts';
export * from './form-dialog.tsx';
export * from '../components/foto-field.tsx';
// the list and form kit every area's catalogues are built with (docs/one-way-to-build-a-screen.md)
export * from './item-form-dialog.tsx';
export * from './catalogo-card.tsx';
export * from './save-error.ts';
export * from './ativos-ou-atual.ts';
export * from './dia-field.tsx';
