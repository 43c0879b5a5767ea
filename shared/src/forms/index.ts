/**
 * The portal's form parts: fields bound to react-hook-form, the input masks (imask), the rules
 * schemas (valibot), the address and photo fields and the form dialog. Not a shared singleton: each
 * app bundles the parts it imports (the build treats this index as free of side effects), so a
 * screen loads only those, and the libraries under them (react-hook-form, valibot, imask, antd's
 * parts) load as the singletons they are. Nothing here holds state of its own: the parts import the
 * rest of the package as '@clinica/shared' and '/core', the singletons.
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
