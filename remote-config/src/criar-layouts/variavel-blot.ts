import Quill from 'quill';
import Embed from 'quill/blots/embed';
import { Mention } from 'quill-mention';

/**
 * A document variable in the editor: one atomic token the user deletes whole, never half
 * (`{{NOME_PACIENTE}}` from the keyword menu, `[[LOGO]]` from the print menu). The api stores it as
 * `<span class="variavel" data-variavel="NOME" [data-menu="IMPRESSAO"]>` and fills it by name.
 */
export interface VariavelData {
  /** the variable's name (quill-mention's item id) */
  id: string;
  /** '{{' or '[[' (quill-mention's denotation char) */
  denotationChar?: string;
}

export const VARIAVEL_BLOT = 'variavel';

export const tokenOf = (nome: string, impressao: boolean): string => (impressao ? `[[${nome}]]` : `{{${nome}}}`);

export class VariavelBlot extends Embed {
  static override blotName = VARIAVEL_BLOT;
  static override tagName = 'SPAN';
  static override className = 'variavel';

  static override create(data: VariavelData): HTMLElement {
    const node = super.create() as HTMLElement;
    const impressao = data.denotationChar === '[[';
    node.dataset.variavel = data.id;
    if (impressao) node.dataset.menu = 'IMPRESSAO';
    node.textContent = tokenOf(data.id, impressao);
    return node;
  }

  static override value(node: HTMLElement): VariavelData {
    return { id: node.dataset.variavel ?? '', denotationChar: node.dataset.menu === 'IMPRESSAO' ? '[[' : '{{' };
  }
}

/** Quill's registry is global: the blot and the mention module are registered when this file loads. */
Quill.register({ [`formats/${VARIAVEL_BLOT}`]: VariavelBlot, 'modules/mention': Mention }, true);
