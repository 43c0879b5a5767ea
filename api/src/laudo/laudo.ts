import type { EtapaGrupo } from '../imagens/imagens.repository.js';
import { escapeHtml } from '../layout/html-sanitizer.js';
import { clinicDay, clinicMinutes, clockOf, diaBr } from '../time/clinic-time.js';
import type { historicoAgendamento } from '../paciente/historico-agendamento.repository.js';

/**
 * The record's PDF report (laudo.pdf, spec 02 §7 "PDF body", §9 "PDF header"): the header every
 * page repeats, and the body — the appointments history and the stages with their observations and
 * images — for the PDF service. Everything typed by people is escaped; images go inline.
 */
export type Historico = Awaited<ReturnType<typeof historicoAgendamento>>;
export interface ImagemInline {
  dataUrl: string;
  nome: string;
}

/**
 * Header height the PDF service reserves on each page, in px, at least: the service measures the
 * header as it prints and starts the body below its end when it is taller (a long address wraps).
 */
export const ALTURA_CABECALHO = 120;

/** The header as a layout the fill completes (spec 02 §9: logo, name, record number, CPF, birth date, age, sex, address, issue date). */
export const CABECALHO_LAUDO =
  // the body's side margins (.laudo), so the header lines up with it rather than with the paper's edge
  '<table style="width:100%;padding:0 15mm;box-sizing:border-box"><tbody><tr>' +
  '<td style="width:30mm">[[LOGO]]</td>' +
  '<td><p><strong>{{NOME_PACIENTE}}</strong></p>' +
  '<p>Prontuário: {{ID_PACIENTE}} · CPF: {{CPF_PACIENTE}} · Nascimento: {{NASCIMENTO_PACIENTE}} ({{IDADE_PACIENTE}}) · Sexo: {{SEXO_PACIENTE}}</p>' +
  '<p>Endereço: {{LOGRADOURO}} {{NUMERO}} {{BAIRRO}} {{CIDADE}} {{ESTADO}} {{CEP}}</p>' +
  '<p>Emitido em {{DATA}} por {{CONSULTOR}}</p></td>' +
  '</tr></tbody></table>';

const STATUS: Record<string, string> = {
  PENDENTE: 'Pendente',
  CONFIRMADO: 'Confirmado',
  CANCELADO: 'Cancelado',
  EM_ATENDIMENTO: 'Em atendimento',
  FINALIZADO: 'Finalizado',
};

/** 'HH:mm' of an instant on the clinic's clock. */
const hora = (instant: string) => clockOf(clinicMinutes(new Date(instant)));
/** A stage's times are instants: shown as the clinic's clock (text that is not one stays as it is). */
const relogio = (instant: string) => (Number.isNaN(Date.parse(instant)) ? instant : hora(instant));
const t = (text: string | null | undefined) => escapeHtml(text ?? '');

function historicoHtml(historico: Historico): string {
  if (historico.length === 0) return '<p>Nenhum agendamento neste procedimento.</p>';
  const linhas = historico.map(
    (a) =>
      `<tr><td>${diaBr(clinicDay(new Date(a.dataAgendamento)))} ${hora(a.dataAgendamento)}–${hora(a.horaFinal)}</td>` +
      `<td>${t(a.medico)}</td><td>${t(a.etapa ?? '—')}</td><td>${STATUS[a.status] ?? t(a.status)}</td><td>${t(a.observacao ?? a.motivoCancelamento ?? '')}</td></tr>`,
  );
  return `<table class="tabela"><thead><tr><th>Data e horário</th><th>Profissional</th><th>Etapa</th><th>Situação</th><th>Observação</th></tr></thead><tbody>${linhas.join('')}</tbody></table>`;
}

function etapaHtml(grupo: EtapaGrupo, imagens: ImagemInline[], omitidas: number): string {
  const quando = [
    grupo.dataRegistro ? diaBr(grupo.dataRegistro) : '',
    grupo.horaInicial && grupo.horaFinal ? `${relogio(grupo.horaInicial)}–${relogio(grupo.horaFinal)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const fotos = imagens.map((img) => `<img src="${img.dataUrl}" alt="${t(img.nome)}" />`).join('');
  return (
    `<section class="etapa"><h3>${t(grupo.nomeEtapa)}${quando ? ` — ${quando}` : ''}</h3>` +
    (grupo.observacao ? `<p class="observacao">${t(grupo.observacao).replace(/\n/g, '<br />')}</p>` : '') +
    (fotos ? `<div class="fotos">${fotos}</div>` : '') +
    (omitidas > 0 ? `<p class="aviso">${omitidas} ${omitidas === 1 ? 'imagem não coube' : 'imagens não couberam'} neste documento.</p>` : '') +
    '</section>'
  );
}

const ESTILO =
  '<style>' +
  'body{font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#222;margin:0}' +
  '.laudo{padding:0 15mm}h1{font-size:18px;margin:0 0 4mm}h2{font-size:15px;margin:6mm 0 2mm}h3{font-size:13px;margin:4mm 0 1mm}' +
  '.tabela{width:100%;border-collapse:collapse}.tabela th,.tabela td{border:1px solid #bbb;padding:1.5mm;text-align:left;vertical-align:top}' +
  '.etapa,.documento{break-inside:avoid-page}.fotos img{max-width:48%;max-height:85mm;margin:1mm;object-fit:contain}.aviso{color:#a15c00}' +
  '</style>';

export interface ConteudoLaudo {
  procedimento: string;
  /** the patient's name: with the procedure, the PDF's title (its Info /Title, what a viewer shows in its title bar) */
  paciente: string;
  /** null: the caller may not see the record's appointments tab */
  historico: Historico | null;
  /** null: the caller may not see the record's stages tab; each stage with its inline images and how many did not fit */
  etapas: { grupo: EtapaGrupo; imagens: ImagemInline[]; omitidas: number }[] | null;
  /** the clinical-document tabs' sections this caller may see (laudo-secoes.ts), already HTML */
  documentos?: string;
}

/** The PDF's title: the document and the patient (escaped: it goes into <title>). */
export const tituloLaudo = (procedimento: string, paciente: string): string => `Laudo — ${t(procedimento)} — ${t(paciente)}`;

export function conteudoLaudo(c: ConteudoLaudo): string {
  const partes = [`<h1>Laudo — ${t(c.procedimento)}</h1>`];
  if (c.historico) partes.push('<h2>Histórico de agendamentos</h2>', historicoHtml(c.historico));
  if (c.etapas) {
    const registradas = c.etapas.filter((e) => e.grupo.id !== null);
    partes.push(
      '<h2>Etapas</h2>',
      registradas.length ? registradas.map((e) => etapaHtml(e.grupo, e.imagens, e.omitidas)).join('') : '<p>Nenhuma etapa registrada.</p>',
    );
  }
  if (c.documentos) partes.push(c.documentos);
  return `<title>${tituloLaudo(c.procedimento, c.paciente)}</title>${ESTILO}<div class="laudo">${partes.join('')}</div>`;
}
