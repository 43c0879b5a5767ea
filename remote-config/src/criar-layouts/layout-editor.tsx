import { forwardRef, useImperativeHandle, useMemo, useRef, type ReactNode } from 'react';
import type Quill from 'quill';
import { theme } from '@clinica/shared/antd';
import { RichTextEditor, type RichTextEditorHandle } from '@clinica/shared/rich-text';
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
  const richText = useRef<RichTextEditorHandle>(null);
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
          const quill = richText.current?.quill();
          quill?.root.setAttribute('aria-owns', 'quill-mention-list');
          const lista = (quill?.getModule('mention') as { mentionContainer?: HTMLElement } | undefined)?.mentionContainer;
          if (lista) Object.assign(lista.style, fonte.current);
        },
        onClose: () => richText.current?.quill()?.root.removeAttribute('aria-owns'),
      },
    }),
    [],
  );

  useImperativeHandle(ref, () => {
    const editor = (): Quill => richText.current!.quill()!;
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
    <RichTextEditor
      ref={richText}
      id={props.id}
      ariaLabel={props.ariaLabel}
      value={props.value}
      onChange={props.onChange}
      onBlur={props.onBlur}
      readOnly={props.readOnly}
      modules={modules}
      className={props.readOnly ? 'layout-editor layout-editor--leitura' : 'layout-editor'}
      data-testid="layout-editor"
    />
  );
});
