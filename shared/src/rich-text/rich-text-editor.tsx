import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ReactQuill from 'react-quill-new';
import type Quill from 'quill';
import 'react-quill-new/dist/quill.snow.css';
import './rich-text.css';
import './messages.ts';

/** What a parent may do with the editor beyond value/onChange. */
export interface RichTextEditorHandle {
  /** Quill itself, once drawn (null before): for modules a screen adds (mentions, embeds) */
  quill: () => Quill | null;
  /** the document as the editor draws it (Quill's own markup: only its formats) */
  html: () => string;
  /** the document's text, without markup */
  texto: () => string;
}

export interface RichTextEditorProps {
  /** HTML; the editor keeps only the formats its toolbar offers */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** the text area's accessible name (required: it is a form field) */
  ariaLabel: string;
  id?: string;
  /** shown, not edited: no toolbar, no typing */
  readOnly?: boolean;
  /** Quill modules besides the toolbar (e.g. quill-mention), read once at the first render */
  modules?: Record<string, unknown>;
  /** class on the wrapper (sizes, the A4 page of the layout editor) */
  className?: string;
  'data-testid'?: string;
  /** marks the field invalid for screen readers (a form's error under it) */
  invalid?: boolean;
}

/** The toolbar of every rich text in the portal. */
export const RICH_TEXT_TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ align: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
  ['link', 'image'],
  ['clean'],
];

/** Quill's toolbar controls and their names for screen readers (its pickers have none; its buttons' are in English). */
const TOOLBAR_LABELS: Record<string, string> = {
  '.ql-header .ql-picker-label': 'richText.ferramentas.titulo',
  'button.ql-bold': 'richText.ferramentas.negrito',
  'button.ql-italic': 'richText.ferramentas.italico',
  'button.ql-underline': 'richText.ferramentas.sublinhado',
  'button.ql-strike': 'richText.ferramentas.tachado',
  '.ql-color .ql-picker-label': 'richText.ferramentas.cor',
  '.ql-background .ql-picker-label': 'richText.ferramentas.fundo',
  '.ql-align .ql-picker-label': 'richText.ferramentas.alinhamento',
  'button.ql-list[value="ordered"]': 'richText.ferramentas.listaNumerada',
  'button.ql-list[value="bullet"]': 'richText.ferramentas.lista',
  'button.ql-indent[value="-1"]': 'richText.ferramentas.menosRecuo',
  'button.ql-indent[value="+1"]': 'richText.ferramentas.maisRecuo',
  'button.ql-link': 'richText.ferramentas.link',
  'button.ql-image': 'richText.ferramentas.imagem',
  'button.ql-clean': 'richText.ferramentas.limpar',
};

/**
 * The portal's rich-text editor (Quill 2, snow theme), with its toolbar named for screen readers and
 * the text area a labelled multi-line textbox. Import it from `@clinica/shared/rich-text`, and only
 * where it is drawn (lazily: Quill is ~200 KB): the layout editor and the record's documents use it.
 */
export const RichTextEditor = forwardRef<RichTextEditorHandle, RichTextEditorProps>(function RichTextEditor(props, ref): ReactNode {
  const { t } = useTranslation();
  const quillRef = useRef<ReactQuill>(null);
  const extra = useRef(props.modules);
  // Quill keeps its modules from the first render
  const modules = useMemo(() => ({ toolbar: RICH_TEXT_TOOLBAR, ...extra.current }), []);

  // names Quill's controls and the text area once they are in the page (Quill builds them itself)
  useEffect(() => {
    const quill = quillRef.current?.getEditor();
    if (!quill) return;
    const toolbar = quill.container.parentElement?.querySelector('.ql-toolbar');
    for (const [selector, key] of Object.entries(TOOLBAR_LABELS)) toolbar?.querySelectorAll(selector).forEach((el) => el.setAttribute('aria-label', t(key)));
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    quill.root.setAttribute('aria-label', props.ariaLabel);
    quill.root.removeAttribute('aria-owns');
    if (props.readOnly) quill.root.setAttribute('aria-readonly', 'true');
    else quill.root.removeAttribute('aria-readonly');
    if (props.invalid) quill.root.setAttribute('aria-invalid', 'true');
    else quill.root.removeAttribute('aria-invalid');
  }, [t, props.ariaLabel, props.readOnly, props.invalid]);

  useImperativeHandle(ref, () => {
    const editor = (): Quill | null => quillRef.current?.getEditor() ?? null;
    return {
      quill: editor,
      html: () => editor()?.root.innerHTML ?? '',
      texto: () => editor()?.getText() ?? '',
    };
  }, []);

  const classes = ['rich-text', props.readOnly ? 'rich-text--leitura' : '', props.className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes} data-testid={props['data-testid'] ?? 'rich-text'}>
      <ReactQuill
        ref={quillRef}
        id={props.id}
        theme="snow"
        value={props.value}
        onChange={(html) => props.onChange(html)}
        onBlur={() => props.onBlur?.()}
        modules={modules}
        readOnly={props.readOnly ?? false}
        // the editor's own markup (Quill 2's semantic HTML turns every space into &nbsp;)
        useSemanticHTML={false}
      />
    </div>
  );
});

/** True when the editor's HTML holds no text and no image (Quill's empty document is `<p><br></p>`). */
export function isRichTextEmpty(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}
