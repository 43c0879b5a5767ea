import type { Formulario, FormularioCriarBody, FormularioEditarBody } from './formularios.resource.ts';

/** One question as the builder edits it (the api numbers questions per version: no id here). */
export interface PerguntaFormValues {
  pergunta: string;
  /** Sim / Não answer */
  exibirCamposSimouNao: boolean;
  /** the 'Restrição' answer (exclusive with Sim and Não when filling) */
  exibirCampoRestricao: boolean;
  /** the baldness-degree images to pick from */
  exibirGrauCalvicie: boolean;
  /** answering it flags the patient with the red wristband */
  exibePulseiraVermelha: boolean;
  textoComplementar: string;
  /** comma list: the dropdown the fill dialog shows */
  opcoesAdicionais: string;
}

export interface FormularioFormValues {
  nome: string;
  ativo: boolean;
  perguntas: PerguntaFormValues[];
}

export const emptyPergunta = (): PerguntaFormValues => ({
  pergunta: '',
  exibirCamposSimouNao: false,
  exibirCampoRestricao: false,
  exibirGrauCalvicie: false,
  exibePulseiraVermelha: false,
  textoComplementar: '',
  opcoesAdicionais: '',
});

export const emptyFormulario = (): FormularioFormValues => ({ nome: '', ativo: true, perguntas: [emptyPergunta()] });

export const formularioFormOf = (formulario: Formulario): FormularioFormValues => ({
  nome: formulario.nome,
  ativo: formulario.ativo,
  perguntas: [...formulario.perguntas]
    .sort((a, b) => a.ordenacao - b.ordenacao)
    .map((p) => ({
      pergunta: p.pergunta,
      exibirCamposSimouNao: p.exibirCamposSimouNao,
      exibirCampoRestricao: p.exibirCampoRestricao,
      exibirGrauCalvicie: p.exibirGrauCalvicie,
      exibePulseiraVermelha: p.exibePulseiraVermelha,
      textoComplementar: p.textoComplementar ?? '',
      opcoesAdicionais: p.opcoesAdicionais ?? '',
    })),
});

/** The dropdown's options as the fill dialog will show them: trimmed, no blanks, no repeats. */
export function opcoesDe(texto: string): string[] {
  const seen = new Set<string>();
  return texto
    .split(',')
    .map((opcao) => opcao.trim().replace(/\s+/g, ' '))
    .filter((opcao) => opcao && !seen.has(opcao.toLocaleLowerCase('pt-BR')) && seen.add(opcao.toLocaleLowerCase('pt-BR')));
}

export const perguntaPath = (index: number) => `perguntas.${index}.pergunta` as const;

/** The rules (field path → i18n key), the api's: a name, and a text for every question. */
export function formularioErrors(values: FormularioFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.nome.trim()) errors.set('nome', 'configuracoes.catalogo.nomeObrigatorio');
  values.perguntas.forEach((p, index) => {
    if (!p.pergunta.trim()) errors.set(perguntaPath(index), 'configuracoes.formularios.perguntaObrigatoria');
  });
  return errors;
}

export const FORMULARIO_REQUIRED: ReadonlySet<string> = new Set(['nome']);

const orNull = (texto: string): string | null => texto.trim() || null;

/** What cadastro (no `editing`) or editar (the version read, for the optimistic lock) takes; the order on screen is `ordenacao`. */
export function formularioPayload(values: FormularioFormValues, editing?: Pick<Formulario, 'id' | 'versao'>): FormularioCriarBody | FormularioEditarBody {
  const body = {
    nome: values.nome.trim(),
    ativo: values.ativo,
    perguntas: values.perguntas.map((p, index) => ({
      pergunta: p.pergunta.trim(),
      exibirCamposSimouNao: p.exibirCamposSimouNao,
      exibirCampoRestricao: p.exibirCampoRestricao,
      exibirGrauCalvicie: p.exibirGrauCalvicie,
      exibePulseiraVermelha: p.exibePulseiraVermelha,
      textoComplementar: orNull(p.textoComplementar),
      opcoesAdicionais: opcoesDe(p.opcoesAdicionais).join(', ') || null,
      ordenacao: index,
    })),
  };
  return editing ? { id: editing.id, versao: editing.versao, ...body } : body;
}
