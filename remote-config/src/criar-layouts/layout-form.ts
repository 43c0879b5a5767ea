import type { Layout, TipoLayout } from '../layouts/layouts.resource.ts';
import type { LayoutAtualizar, LayoutCriar } from './criar-layouts.resource.ts';

export interface LayoutFormValues {
  nome: string;
  procedimentoId: number | null;
  tipoLayout: TipoLayout | null;
  formularioId: number | null;
  exames: number[];
  /** the editor's HTML */
  texto: string;
}

export const emptyLayout = (): LayoutFormValues => ({ nome: '', procedimentoId: null, tipoLayout: null, formularioId: null, exames: [], texto: '' });

export const layoutFormOf = (layout: Layout): LayoutFormValues => ({
  nome: layout.nome,
  procedimentoId: layout.procedimentoId,
  tipoLayout: layout.tipoLayout,
  formularioId: layout.formularioId,
  exames: layout.exames.map((e) => e.id),
  texto: layout.texto,
});

/**
 * The exams the picker offers: the active ones, and those the layout holds even if switched off since —
 * `ativosOuAtual` (docs/one-way-to-build-a-screen.md) for a picker of several, in the catalogue's order.
 */
export const examesOferecidos = <T extends { id: number; ativo?: boolean }>(exames: readonly T[] | undefined, doLayout: readonly number[]): T[] =>
  (exames ?? []).filter((exame) => exame.ativo !== false || doLayout.includes(exame.id));

/** True when the editor shows nothing to print (Quill's empty editor is `<p><br></p>`): the api applies the same rule. */
export function isBlankTexto(html: string): boolean {
  if (/<(img|hr|table)\b/i.test(html) || html.includes('data-variavel')) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\s|\uFEFF/g, '')
      .trim() === ''
  );
}

/** The rules (field → i18n key), the spec's messages (spec 01 §5). */
export function layoutErrors(values: LayoutFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.nome.trim()) errors.set('nome', 'criarLayouts.nomeObrigatorio');
  if (!values.tipoLayout) errors.set('tipoLayout', 'criarLayouts.tipoObrigatorio');
  if (isBlankTexto(values.texto)) errors.set('texto', 'criarLayouts.textoObrigatorio');
  return errors;
}

export const LAYOUT_REQUIRED: ReadonlySet<string> = new Set(['nome', 'tipoLayout', 'texto']);

export const layoutPayload = (values: LayoutFormValues, id?: number): LayoutCriar | LayoutAtualizar => ({
  ...(id === undefined ? {} : { id }),
  nome: values.nome.trim(),
  procedimentoId: values.procedimentoId,
  tipoLayout: values.tipoLayout,
  formularioId: values.formularioId,
  exames: values.exames,
  texto: values.texto,
});

/** The exam names the text lacks, once each (spec 01 §5: an exam name repeated in the text is de-duplicated). */
export function examesAAcrescentar(textoVisivel: string, nomes: readonly string[]): string[] {
  const presentes = textoVisivel.toLowerCase();
  const unicos = [...new Set(nomes)];
  return unicos.filter((nome) => !presentes.includes(nome.toLowerCase()));
}
