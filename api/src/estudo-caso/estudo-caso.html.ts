import { escapeHtml } from '../layout/html-sanitizer.js';
import { diaBr } from '../time/clinic-time.js';

export interface GrupoImpresso {
  nomeEtapa: string;
  nomeProcedimento: string;
  dataRegistro: string | null;
  observacao: string | null;
  imagens: { dataUrl: string; nome: string }[];
}

const t = (text: string | null | undefined) => escapeHtml(text ?? '');

const ESTILO =
  '<style>' +
  'body{font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#222;margin:0}' +
  '.estudo{padding:0 15mm}h1{font-size:18px;margin:0 0 4mm}h2{font-size:15px;margin:6mm 0 2mm}h3{font-size:13px;margin:4mm 0 1mm}' +
  '.etapa,.documento{break-inside:avoid-page}' +
  // spec 02 §9: case-study images 4 per row in print
  '.fotos{display:grid;grid-template-columns:repeat(4,1fr);gap:2mm}.fotos img{width:100%;height:40mm;object-fit:contain}' +
  '.aviso{color:#a15c00}' +
  '</style>';

/** The case study printed (spec 02 §2.6): the stages' images marked for it, 4 per row, the observation and the questionnaire. */
export function conteudoEstudoCaso(c: {
  paciente: string;
  grupos: GrupoImpresso[];
  observacao: string | null;
  omitidas: number;
  /** the questionnaire answers, already HTML ('' when none or not for this caller) */
  questionario?: string;
}): string {
  const partes = [`<h1>Estudo de caso — ${t(c.paciente)}</h1>`];
  if (c.observacao) partes.push(`<p class="observacao">${t(c.observacao).replace(/\n/g, '<br />')}</p>`);
  if (c.grupos.length === 0) partes.push('<p>Sem imagens.</p>');
  for (const g of c.grupos) {
    const quando = g.dataRegistro ? ` — ${diaBr(g.dataRegistro)}` : '';
    partes.push(
      `<section class="etapa"><h3>${t(g.nomeEtapa)}${quando} <small>(${t(g.nomeProcedimento)})</small></h3>` +
        (g.observacao ? `<p>${t(g.observacao).replace(/\n/g, '<br />')}</p>` : '') +
        `<div class="fotos">${g.imagens.map((i) => `<img src="${i.dataUrl}" alt="${t(i.nome)}" />`).join('')}</div></section>`,
    );
  }
  if (c.omitidas > 0) partes.push(`<p class="aviso">${c.omitidas} ${c.omitidas === 1 ? 'imagem não coube' : 'imagens não couberam'} neste documento.</p>`);
  if (c.questionario) partes.push(c.questionario);
  return `<title>Estudo de caso — ${t(c.paciente)}</title>${ESTILO}<div class="estudo">${partes.join('')}</div>`;
}
