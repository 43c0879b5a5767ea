/**
 * The pair every record document uses (Proposta/Contrato, Atestado, Exames, Prescrições): the
 * layout choice and the maximised editor. Both load Quill: import this file lazily, where drawn:
 *
 *   const EscolherLayoutDialog = lazy(() => import('../documento-editor/index.ts').then((m) => ({ default: m.EscolherLayoutDialog })));
 *
 * Flow: open EscolherLayoutDialog (tipo 'ATESTADO'…); on onConfirm(layout) close it and open
 * DocumentoEditorDialog with idLayout={layout.id} and preenchimento={{ idPaciente, procedimento }};
 * to edit, pass textoInicial (and nomeInicial) instead. onSave returns the save's promise.
 */
export { EscolherLayoutDialog, type EscolherLayoutDialogProps } from './escolher-layout-dialog.tsx';
export { DocumentoEditorDialog, type DocumentoEditorDialogProps, type DocumentoValores } from './documento-editor-dialog.tsx';
export type { Layout, Preenchimento, TipoLayout } from './documento-editor.resource.ts';
