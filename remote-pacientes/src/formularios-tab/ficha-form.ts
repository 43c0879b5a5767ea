import type { Ficha, FichaPayload, Pergunta } from './formularios.resource.ts';

/** One question's answer on the fill dialog (spec 02 §3 Question's local answer fields). */
export interface RespostaLocal {
  simouNao: 'SIM' | 'NAO' | null;
  restricao: boolean;
  respostaOpcao: string | null;
  resposta: string;
  grauCalvicie: number | null;
}

export type Escolha = 'SIM' | 'NAO' | 'RESTRICAO';

export const vazia = (): RespostaLocal => ({ simouNao: null, restricao: false, respostaOpcao: null, resposta: '', grauCalvicie: null });

/**
 * spec 02 §4 "Question answers": Sim, Não and Restrição exclude each other — choosing one clears
 * the others; choosing the one already chosen clears it.
 */
export function escolher(r: RespostaLocal, escolha: Escolha): RespostaLocal {
  const atual: Escolha | null = r.restricao ? 'RESTRICAO' : r.simouNao;
  if (atual === escolha) return { ...r, simouNao: null, restricao: false };
  return escolha === 'RESTRICAO' ? { ...r, simouNao: null, restricao: true } : { ...r, simouNao: escolha, restricao: false };
}

/** Baldness degrees: one image chosen at a time (choosing the chosen one clears it). */
export const escolherGrau = (r: RespostaLocal, grau: number): RespostaLocal => ({ ...r, grauCalvicie: r.grauCalvicie === grau ? null : grau });

/** A question's options: its comma-separated text as a list. */
export const opcoesDe = (p: Pergunta): string[] =>
  (p.opcoesAdicionais ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

/** Whether the question takes free text: it names a complementary text, or it has no other way to answer. */
export const temTexto = (p: Pergunta): boolean =>
  Boolean(p.textoComplementar) || (!p.exibirCamposSimouNao && !p.exibirCampoRestricao && !p.exibirGrauCalvicie && opcoesDe(p).length === 0);

/** The answers as the saved form holds them, one per question. */
export function respostasIniciais(perguntas: Pergunta[], ficha?: Ficha): Record<number, RespostaLocal> {
  const salvas = new Map((ficha?.respostaPerguntas ?? []).map((r) => [r.perguntaId, r]));
  return Object.fromEntries(
    perguntas.map((p) => {
      const r = salvas.get(p.id);
      return [
        p.id,
        r
          ? { simouNao: r.simouNao, restricao: r.restricao, respostaOpcao: r.respostaOpcao, resposta: r.resposta ?? '', grauCalvicie: r.grauCalvicie }
          : vazia(),
      ];
    }),
  );
}

/** What the api is sent: every question, its blank text as null. */
export function payloadDe(
  base: { formulario: number; paciente: number; procedimento: number; id?: number; versao?: number },
  perguntas: Pergunta[],
  respostas: Record<number, RespostaLocal>,
): FichaPayload {
  return {
    ...base,
    respostaPerguntas: perguntas.map((p) => {
      const r = respostas[p.id] ?? vazia();
      return {
        perguntaId: p.id,
        simouNao: r.simouNao,
        restricao: r.restricao,
        respostaOpcao: r.respostaOpcao,
        resposta: r.resposta.trim() ? r.resposta.trim() : null,
        grauCalvicie: r.grauCalvicie,
      };
    }),
  };
}

/** spec 02 §5 Forms: an uploaded file is listed under its name cut at the first dot, whitespace as underscores. */
export const nomeDoArquivo = (nome: string): string => nome.split('.')[0]!.trim().replace(/\s+/g, '_') || 'arquivo';
