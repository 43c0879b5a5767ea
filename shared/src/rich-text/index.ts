/**
 * The portal's rich-text editor (Quill). A package entry of its own, `@clinica/shared/rich-text`:
 * import it only where it is drawn (React.lazy or a dynamic import), never from a first screen.
 */
export { RichTextEditor, RICH_TEXT_TOOLBAR, isRichTextEmpty, type RichTextEditorHandle, type RichTextEditorProps } from './rich-text-editor.tsx';
