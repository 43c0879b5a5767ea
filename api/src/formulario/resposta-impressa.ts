import type { Executor } from '../db/database.js';
import { escapeHtml } from '../layout/html-sanitizer.js';
import { clinicDay, clinicMinutes, clockOf, diaBr } from '../time/clinic-time.js';
import { fichasDoProcedimento, findResposta, grausPorId, respostasDoPaciente } from './resposta.repository.js';
import { simOuNaoTexto, type RespostaPergunta } from './resposta.schemas.js';

/**
 * The record's filled forms as printed outside their own layout (issue 39): in laudo.pdf's
 * 'Formulários e evolução' section and in the case study's questionnaire. Typed text is escaped.
 */

const t = (text: string | null | undefined) => escapeHtml(text ?? '');
const quando = (instante: Date) => `${diaBr(clinicDay(instante))} ${clockOf(clinicMinutes(instante))}`;

/** One answer as printed: Sim/Não/Restrição, the option, the degree, the text (not escaped). */
export function respostaImpressa(r: RespostaPergunta | undefined, graus: Map<number, string>): string | null {
  if (!r) return null;
  const partes = [
    simOuNaoTexto(r.simouNao),
    r.restricao ? 'Restrição' : null,
    r.respostaOpcao,
    r.grauCalvicie !== null ? (graus.get(r.grauCalvicie) ?? null) : null,
    r.resposta,
  ].filter((p): p is string => Boolean(p));
  return partes.length ? partes.join(' — ') : null;
}

/** spec 02 §3: the question 'Grau de Calvice:' of form 1 is not shown when viewing or printing. */
export const perguntaImpressa = (formulario: number | null, pergunta: string): boolean => !(formulario === 1 && pergunta === 'Grau de Calvice:');

const ESTILO_RESPOSTAS = '<style>.respostas{margin:0 0 2mm;padding-left:5mm}.respostas .restricao{color:#c00;font-weight:bold}</style>';

const linhaResposta = (pergunta: string, resposta: string | null, restricao: boolean) =>
  `<li><strong>${t(pergunta)}</strong>: <span${restricao ? ' class="restricao"' : ''}>${resposta ? t(resposta).replace(/\n/g, '<br />') : '—'}</span></li>`;

/**
 * laudo.pdf's 'Formulários e evolução': each filled form of the patient in the procedure with its
 * name, date and doctor, and every question of the version it was filled on with the answer as
 * filled; an uploaded file is named (its content is not printed).
 */
export async function secaoFormularios(db: Executor, pacienteId: number, procedimentoId: number): Promise<string> {
  const titulo = '<h2>Formulários e evolução</h2>';
  const ids = await fichasDoProcedimento(db, pacienteId, procedimentoId);
  if (ids.length === 0) return `${titulo}<p>Nenhum formulário neste procedimento.</p>`;
  const partes: string[] = [ESTILO_RESPOSTAS, titulo];
  for (const { id } of ids) {
    const ficha = await findResposta(db, id);
    if (!ficha) continue;
    const cabecalho = `<h3>${t(ficha.nome)} — ${quando(new Date(ficha.horarioCadastro))} · ${t(ficha.nomeMedico ?? 'Sem médico')}</h3>`;
    if (ficha.type === 'ARQUIVO') {
      partes.push(`<section class="documento">${cabecalho}<p>Arquivo enviado${ficha.nomeArquivo ? `: ${t(ficha.nomeArquivo)}` : ''}.</p></section>`);
      continue;
    }
    const graus = await grausPorId(
      db,
      ficha.respostaPerguntas.flatMap((r) => (r.grauCalvicie !== null ? [r.grauCalvicie] : [])),
    );
    const porPergunta = new Map(ficha.respostaPerguntas.map((r) => [r.perguntaId, r]));
    const linhas = ficha.perguntas
      .filter((p) => perguntaImpressa(ficha.formulario, p.pergunta))
      .map((p) => linhaResposta(p.pergunta, respostaImpressa(porPergunta.get(p.id), graus), porPergunta.get(p.id)?.restricao ?? false));
    partes.push(
      `<section class="documento">${cabecalho}${linhas.length ? `<ul class="respostas">${linhas.join('')}</ul>` : '<p>Sem perguntas.</p>'}</section>`,
    );
  }
  return partes.join('');
}

/**
 * The case study's questionnaire (spec 02 §3 "Case-study answers"): the answers of the patient's
 * filled forms (in the procedure, when given), by form, oldest first; empty when there are none.
 */
export async function questionarioDoEstudo(db: Executor, pacienteId: number, procedimentoId: number | null): Promise<string> {
  const rows = await respostasDoPaciente(db, pacienteId, procedimentoId);
  if (rows.length === 0) return '';
  const partes: string[] = [ESTILO_RESPOSTAS, '<h2>Questionário</h2>'];
  let atual: string | undefined;
  let linhas: string[] = [];
  const fechar = () => {
    if (atual !== undefined) partes.push(`<section class="documento">${atual}<ul class="respostas">${linhas.join('')}</ul></section>`);
  };
  for (const r of rows) {
    const cabecalho = `<h3>${t(r.formulario)} — ${quando(r.horario_cadastro)}</h3>`;
    if (cabecalho !== atual) {
      fechar();
      atual = cabecalho;
      linhas = [];
    }
    const valor = [r.restricao ? 'Restrição' : simOuNaoTexto(r.sim_ou_nao), r.resposta_opcao, r.grau, r.resposta].filter(Boolean).join(' — ') || null;
    linhas.push(linhaResposta(r.pergunta, valor, r.restricao));
  }
  fechar();
  return partes.join('');
}
