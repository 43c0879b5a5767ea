import type { Executor } from '../db/database.js';
import { escapeHtml } from '../layout/html-sanitizer.js';
import { clinicDay, clinicMinutes, clockOf, diaBr } from '../time/clinic-time.js';
import { secaoFormularios } from '../formulario/resposta-impressa.js';
import { contratosDoLaudo, examesDoLaudo, nomesDosExames, textosDoLaudo } from './laudo-secoes.repository.js';

/**
 * The record's clinical-document tabs in laudo.pdf (issue 39): forms and evolutions, exams, proposals/contracts,
 * certificates and prescriptions of the patient in the procedure, each section only for a caller
 * who may see its tab (the route decides). Stored rich texts are read as plain text here.
 */
export const SECOES_LAUDO = [
  { chave: 'formularios', acesso: 'ROLE_PACIENTES && FORMULARIO_FICHA_PACIENTE' },
  { chave: 'exames', acesso: 'ROLE_PACIENTES && EXAME_FICHA_PACIENTE' },
  { chave: 'contratos', acesso: 'ROLE_PACIENTES && PROPOSTA_CONTRATO_FICHA_PACIENTE' },
  { chave: 'atestados', acesso: 'ROLE_PACIENTES && ATESTADO_FICHA_PACIENTE' },
  { chave: 'prescricoes', acesso: 'ROLE_PACIENTES && PRESCRISOES_FICHA_PACIENTE' },
] as const;
export type SecaoLaudo = (typeof SECOES_LAUDO)[number]['chave'];

const t = (text: string | null | undefined) => escapeHtml(text ?? '');
const quando = (instante: Date) => `${diaBr(clinicDay(instante))} ${clockOf(clinicMinutes(instante))}`;
/** The text of stored HTML, lines kept (block ends and <br> become line breaks), escaped. */
export const textoDe = (html: string | null): string =>
  t(
    (html ?? '')
      .replace(/<(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/\n{2,}/g, '\n')
      .trim(),
  ).replace(/\n/g, '<br />');

const STATUS_EXAME: Record<string, string> = { PENDENTE: 'Pendente', REALIZADA: 'Realizada', ALTERACAO: 'Com alteração' };

const tabela = (cabecalho: string[], linhas: string[][]) =>
  `<table class="tabela"><thead><tr>${cabecalho.map((c) => `<th>${c}</th>`).join('')}</tr></thead><tbody>${linhas
    .map((l) => `<tr>${l.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

async function exames(db: Executor, pacienteId: number, procedimentoId: number): Promise<string> {
  const rows = await examesDoLaudo(db, pacienteId, procedimentoId);
  if (rows.length === 0) return '<h2>Exames</h2><p>Nenhum exame neste procedimento.</p>';
  const nomes = await nomesDosExames(
    db,
    rows.map((r) => r.id),
  );
  const linhas = rows.map((r) => [
    t(
      nomes
        .filter((n) => n.prescricao_id === r.id)
        .map((n) => n.nome)
        .join(', ') || (r.tipo_prescricao_id === 2 ? 'Arquivo carregado' : (r.nome_layout ?? '—')),
    ),
    quando(r.horario_cadastro),
    t(r.medico ?? 'Sem médico'),
    STATUS_EXAME[r.conferencia_exame] ?? t(r.conferencia_exame),
  ]);
  return `<h2>Exames</h2>${tabela(['Exames', 'Criação', 'Médico', 'Situação'], linhas)}`;
}

async function contratos(db: Executor, pacienteId: number, procedimentoId: number): Promise<string> {
  const rows = await contratosDoLaudo(db, pacienteId, procedimentoId);
  if (rows.length === 0) return '<h2>Propostas e contratos</h2><p>Nenhum documento neste procedimento.</p>';
  const linhas = rows.map((r) => [t(r.nome_contrato), quando(r.horario_cadastro), r.arquivo_id ? 'Arquivo' : 'Documento', r.assinado ? 'Sim' : 'Não']);
  return `<h2>Propostas e contratos</h2>${tabela(['Documento', 'Criação', 'Tipo', 'Assinado'], linhas)}`;
}

async function documentosDeTexto(db: Executor, tipo: 'atestado' | 'orientacao_medica', pacienteId: number, procedimentoId: number): Promise<string> {
  const titulo = tipo === 'atestado' ? 'Atestados' : 'Prescrições';
  const rows = await textosDoLaudo(db, tipo, pacienteId, procedimentoId);
  if (rows.length === 0) return `<h2>${titulo}</h2><p>${tipo === 'atestado' ? 'Nenhum atestado' : 'Nenhuma prescrição'} neste procedimento.</p>`;
  return (
    `<h2>${titulo}</h2>` +
    rows
      .map(
        (r) =>
          `<section class="documento"><h3>${r.nome ? `${t(r.nome)} — ` : ''}${quando(r.horario_cadastro)} · ${t(r.medico ?? 'Sem médico')}</h3><p>${textoDe(r.texto)}</p></section>`,
      )
      .join('')
  );
}

/** The HTML of the sections this caller may see, in the tabs' order. */
export async function secoesDoLaudo(db: Executor, secoes: readonly SecaoLaudo[], pacienteId: number, procedimentoId: number): Promise<string> {
  const partes: string[] = [];
  for (const secao of secoes) {
    if (secao === 'formularios') partes.push(await secaoFormularios(db, pacienteId, procedimentoId));
    else if (secao === 'exames') partes.push(await exames(db, pacienteId, procedimentoId));
    else if (secao === 'contratos') partes.push(await contratos(db, pacienteId, procedimentoId));
    else if (secao === 'atestados') partes.push(await documentosDeTexto(db, 'atestado', pacienteId, procedimentoId));
    else partes.push(await documentosDeTexto(db, 'orientacao_medica', pacienteId, procedimentoId));
  }
  return partes.join('');
}
