import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ReactQuill from 'react-quill-new';
import type Quill from 'quill';
import { theme } from '@clinica/shared/antd';
import 'react-quill-new/dist/quill.snow.css';
import 'quill-mention/dist/quill.mention.css';
import type { TipoLayout, Variavel } from '../layouts/layouts.resource.ts';
import { VARIAVEL_BLOT } from './variavel-blot.ts';
import { itensDoMenu, MENU_DE, type ItemDoMenu } from './variavel-menu.ts';
import './layout-editor.css';

export interface LayoutEditorHandle {
  /** puts a variable at the cursor (or at the end), as one token */
  inserirVariavel: (nome: string, impressao?: boolean) => void;
  /** appends lines of text at the end of the document */
  acrescentarLinhas: (linhas: readonly string[]) => void;
  /** the document's text, without markup */
  textoVisivel: () => string;
  /** the document as the editor draws it (Quill's own markup: only its formats) */
  html: () => string;
}

export interface LayoutEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  variaveis: readonly Variavel[];
  tipo: TipoLayout | null;
  id: string;
  ariaLabel: string;
  /** shown, not edited: no toolbar, no typing (a user who may not save layouts) */
  readOnly?: boolean;
}

const TOOLBAR = [
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
  '.ql-header .ql-picker-label': 'criarLayouts.ferramentas.titulo',
  'button.ql-bold': 'criarLayouts.ferramentas.negrito',
  'button.ql-italic': 'criarLayouts.ferramentas.italico',
  'button.ql-underline': 'criarLayouts.ferramentas.sublinhado',
  'button.ql-strike': 'criarLayouts.ferramentas.tachado',
  '.ql-color .ql-picker-label': 'criarLayouts.ferramentas.cor',
  '.ql-background .ql-picker-label': 'criarLayouts.ferramentas.fundo',
  '.ql-align .ql-picker-label': 'criarLayouts.ferramentas.alinhamento',
  'button.ql-list[value="ordered"]': 'criarLayouts.ferramentas.listaNumerada',
  'button.ql-list[value="bullet"]': 'criarLayouts.ferramentas.lista',
  'button.ql-indent[value="-1"]': 'criarLayouts.ferramentas.menosRecuo',
  'button.ql-indent[value="+1"]': 'criarLayouts.ferramentas.maisRecuo',
  'button.ql-link': 'criarLayouts.ferramentas.link',
  'button.ql-image': 'criarLayouts.ferramentas.imagem',
  'button.ql-clean': 'criarLayouts.ferramentas.limpar',
};

function itemElement(item: ItemDoMenu): HTMLElement {
  // text only: a clinic's variable description is the clinic's text, never markup
  const element = document.createElement('span');
  const nome = document.createElement('strong');
  nome.textContent = item.value;
  const descricao = document.createElement('span');
  descricao.className = 'variavel-menu-descricao';
  descricao.textContent = ` ${item.descricao}`;
  element.append(nome, descricao);
  return element;
}

/**
 * The layout's rich text at A4 width (Quill 2). `{{` opens the keyword menu and `[[` the print
 * menu (quill-mention): a short list filtered by what follows, arrows and Enter or a click; a chosen
 * variable lands as one token. The menus read the catalogue and the type through refs: Quill keeps
 * its modules from the first render.
 */
export const LayoutEditor = forwardRef<LayoutEditorHandle, LayoutEditorProps>(function LayoutEditor(props, ref): ReactNode {
  const { t } = useTranslation();
  const quillRef = useRef<ReactQuill>(null);
  const variaveis = useRef(props.variaveis);
  variaveis.current = props.variaveis;
  const tipo = useRef(props.tipo);
  tipo.current = props.tipo;
  // the menu is drawn in <body>, outside the portal's styles: it reads in the portal's font and spacing
  const { token } = theme.useToken();
  const fonte = useRef({ fontFamily: token.fontFamily, fontSize: `${token.fontSize}px`, lineHeight: String(token.lineHeight) });
  fonte.current = { fontFamily: token.fontFamily, fontSize: `${token.fontSize}px`, lineHeight: String(token.lineHeight) };

  const modules = useMemo(
    () => ({
      toolbar: TOOLBAR,
      mention: {
        mentionDenotationChars: ['{{', '[['],
        allowedChars: /^[A-Za-z0-9_À-ÿ]*$/,
        blotName: VARIAVEL_BLOT,
        dataAttributes: ['id', 'value', 'denotationChar'],
        spaceAfterInsert: false,
        positioningStrategy: 'fixed',
        source: (digitado: string, render: (items: ItemDoMenu[], term: string) => void, denotation: string) =>
          render(itensDoMenu(variaveis.current, MENU_DE[denotation] ?? 'CHAVE', tipo.current ?? undefined, digitado), digitado),
        renderItem: itemElement,
        // the list exists only while open: the editor points at it then (an absent id is an invalid reference)
        onOpen: () => {
          const quill = quillRef.current?.getEditor();
          quill?.root.setAttribute('aria-owns', 'quill-mention-list');
          const lista = (quill?.getModule('mention') as { mentionContainer?: HTMLElement } | undefined)?.mentionContainer;
          if (lista) Object.assign(lista.style, fonte.current);
        },
        onClose: () => quillRef.current?.getEditor().root.removeAttribute('aria-owns'),
      },
    }),
    [],
  );

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
  }, [t, props.ariaLabel, props.readOnly]);

  useImperativeHandle(ref, () => {
    const editor = (): Quill => quillRef.current!.getEditor();
    return {
      inserirVariavel(nome, impressao = false) {
        const quill = editor();
        const at = quill.getSelection(true)?.index ?? quill.getLength() - 1;
        quill.insertEmbed(at, VARIAVEL_BLOT, { id: nome, denotationChar: impressao ? '[[' : '{{' }, 'user');
        quill.setSelection(at + 1, 0, 'user');
      },
      acrescentarLinhas(linhas) {
        const quill = editor();
        for (const linha of linhas) quill.insertText(quill.getLength() - 1, `\n${linha}`, 'user');
      },
      textoVisivel: () => editor().getText(),
      html: () => editor().root.innerHTML,
    };
  }, []);

  return (
    <div className={props.readOnly ? 'layout-editor layout-editor--leitura' : 'layout-editor'} data-testid="layout-editor">
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
