import { formatCpf } from '../auth/cpf.js';
import { clinicDay, diaBr } from '../time/clinic-time.js';
import { escapeHtml, sanitizeDocumentHtml, VARIAVEL_CLASS } from './html-sanitizer.js';
import type { OrcamentoImpressao } from './layout.schemas.js';
import type { PacienteDoDocumento } from './preenchimento.repository.js';

/**
 * Fills a layout's variables (spec 01 §3 catalogue, spec 02 §3 and §7 "replace layout variables").
 * Values are escaped into the HTML and the result passes the same allow-list as a stored layout.
 * A variable that cannot be filled is never printed as `{{NOME}}`: the whole fill is refused and
 * each such variable is named with what is missing.
 */
export interface ContextoDocumento {
  hoje: Date;
  paciente: PacienteDoDocumento;
  procedimento: { nome: string; valorCentavos: number } | null;
  medico: { nome: string; registroProfissional: string | null } | null;
  clinica: { nome: string; logo: string | null };
  /** who issues the document (the caller) */
  consultor: string;
  variaveisDaClinica: Map<string, string>;
  respostas: { pergunta: string; resposta: string | null }[] | null;
  orcamento: OrcamentoImpressao | null;
  /** case studies are not recorded yet: the case-study section is left out of every document */
  temEstudoCaso: boolean;
}

export interface VariavelSemValor {
  nome: string;
  motivo: string;
}

export type Preenchido = { ok: true; html: string } | { ok: false; faltam: VariavelSemValor[] };

class Falta {
  constructor(readonly motivo: string) {}
}
type Valor = string | Falta;

const FALTA = {
  desconhecida: 'variável desconhecida (confira o nome ou cadastre-a em Variáveis)',
  procedimento: 'escolha o procedimento',
  medico: 'escolha o médico que emite o documento',
  respostas: 'este documento precisa das respostas do formulário',
  orcamento: 'este documento precisa de um orçamento',
} as const;

const text = (value: string | null | undefined): string => escapeHtml(value ?? '');
const brDate = (day: string | null): string => (day ? diaBr(day) : '');
const money = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 'R$ 1.234,56' (spec 02: 'R$ ', thousands dot, decimal comma) */
export const reais = (centavos: number): string => `R$ ${money.format(centavos / 100)}`;
const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** Whole years from a birth day to a day, both 'YYYY-MM-DD'. */
export function idadeEm(nascimento: string, dia: string): number {
  const anos = Number(dia.slice(0, 4)) - Number(nascimento.slice(0, 4));
  return dia.slice(5) < nascimento.slice(5) ? anos - 1 : anos;
}

function valorOrcamento(o: OrcamentoImpressao): { liquido: number; condicoes: string } {
  const liquido = Math.max(0, o.valorBruto - (o.desconto ?? 0));
  const condicoes = (o.propostasDePagamentos ?? [])
    .map(
      (p) =>
        `${p.entrada ? `entrada de ${reais(p.entrada.valorEntrada)} (${p.entrada.formaPagamentoEntrada}) + ` : ''}${p.quantidadeParcelas}x de ${reais(p.valorDaParcela)}${p.formaPagamento ? ` (${p.formaPagamento})` : ''}`,
    )
    .join('; ');
  return { liquido, condicoes };
}

function quadroOrcamento(o: OrcamentoImpressao): string {
  const { liquido, condicoes } = valorOrcamento(o);
  const linha = (rotulo: string, valor: string) => `<tr><td><strong>${rotulo}</strong></td><td>${valor}</td></tr>`;
  return `<table><tbody>${[
    linha('Procedimento', text(o.nomeProcedimento)),
    linha('Valor', reais(o.valorBruto)),
    linha('Desconto', reais(o.desconto ?? 0)),
    linha('Valor líquido', reais(liquido)),
    ...(o.campanha ? [linha('Campanha', text(o.campanha))] : []),
    ...(condicoes ? [linha('Condições de pagamento', text(condicoes))] : []),
  ].join('')}</tbody></table>`;
}

/** A Brazilian CEP as people write it (30130010 → 30130-010; stored without the hyphen, spec 02 §7); another postal code as it is. */
export const formatCep = (cep: string | null): string | null => {
  const digitos = cep?.replace(/\D/g, '') ?? '';
  return digitos.length === 8 ? `${digitos.slice(0, 5)}-${digitos.slice(5)}` : cep;
};

type Resolver = (c: ContextoDocumento) => Valor;
const doPaciente =
  (pick: (p: PacienteDoDocumento) => string | null): Resolver =>
  (c) =>
    text(pick(c.paciente));
const doProcedimento =
  (pick: (p: NonNullable<ContextoDocumento['procedimento']>) => string): Resolver =>
  (c) =>
    c.procedimento ? pick(c.procedimento) : new Falta(FALTA.procedimento);
const doMedico =
  (pick: (m: NonNullable<ContextoDocumento['medico']>) => string): Resolver =>
  (c) =>
    c.medico ? pick(c.medico) : new Falta(FALTA.medico);
const doOrcamento =
  (pick: (o: OrcamentoImpressao) => string): Resolver =>
  (c) =>
    c.orcamento ? pick(c.orcamento) : new Falta(FALTA.orcamento);
const hoje = (c: ContextoDocumento) => clinicDay(c.hoje);

/** The system's variables (migration 0019 lists the same names for the editor's menus). */
const SISTEMA: Record<string, Resolver> = {
  NOME_PACIENTE: doPaciente((p) => p.nome),
  IDADE_PACIENTE: (c) => {
    if (!c.paciente.nascimento) return '';
    const anos = idadeEm(c.paciente.nascimento, hoje(c));
    return `${anos} ${anos === 1 ? 'ano' : 'anos'}`;
  },
  PROFISSAO_PACIENTE: doPaciente((p) => p.profissao),
  RG_PACIENTE: doPaciente((p) => p.rg),
  CPF_PACIENTE: doPaciente((p) => (p.cpf ? formatCpf(p.cpf) : '')),
  ID_PACIENTE: doPaciente((p) => String(p.id)),
  TELEFONE_PACIENTE: doPaciente((p) => p.telefone),
  EMAIL_PACIENTE: doPaciente((p) => p.email),
  SEXO_PACIENTE: doPaciente((p) => (p.sexo === 'MASCULINO' ? 'Masculino' : p.sexo === 'FEMININO' ? 'Feminino' : '')),
  NASCIMENTO_PACIENTE: doPaciente((p) => brDate(p.nascimento)),
  NOME_MAE_PACIENTE: doPaciente((p) => p.nomeMae),
  CEP: doPaciente((p) => formatCep(p.cep)),
  LOGRADOURO: doPaciente((p) => p.logradouro),
  NUMERO: doPaciente((p) => p.numero),
  BAIRRO: doPaciente((p) => p.bairro),
  CIDADE: doPaciente((p) => p.cidade),
  ESTADO: doPaciente((p) => p.estado),
  NOME_MEDICO: doMedico((m) => text(m.nome)),
  REGISTRO_PROFISSIONAL: doMedico((m) => text(m.registroProfissional)),
  CARIMBO: doMedico(
    (m) =>
      `<p class="ql-align-center">_______________________________<br />${text(m.nome)}${m.registroProfissional ? `<br />${text(m.registroProfissional)}` : ''}</p>`,
  ),
  PROCEDIMENTO: doProcedimento((p) => text(p.nome)),
  // procedures have no description of their own yet: the name stands in (noted in the catalogue)
  DESCRICAO_PROCEDIMENTO: doProcedimento((p) => text(p.nome)),
  VALOR_PROCEDIMENTO: doProcedimento((p) => reais(p.valorCentavos)),
  EMPRESA: (c) => text(c.clinica.nome),
  LOGO: (c) => (c.clinica.logo ? `<img src="${c.clinica.logo}" alt="${text(c.clinica.nome)}" style="max-height:80px" />` : ''),
  CONSULTOR: (c) => text(c.consultor),
  DIA: (c) => hoje(c).slice(8, 10),
  MES: (c) => hoje(c).slice(5, 7),
  MES_EXTENSO: (c) => MESES[Number(hoje(c).slice(5, 7)) - 1]!,
  ANO: (c) => hoje(c).slice(0, 4),
  DATA: (c) => brDate(hoje(c)),
  INICIO_BLOQUEIO: () => '',
  FIM_BLOQUEIO: () => '',
  INICIO_ESTUDO_CASO: () => '',
  FIM_ESTUDO_CASO: () => '',
  RESPOSTAS_FORMULARIO: (c) =>
    c.respostas ? c.respostas.map((r) => `<p><strong>${text(r.pergunta)}</strong><br />${text(r.resposta ?? '—')}</p>`).join('') : new Falta(FALTA.respostas),
  VARIAVEIS_ORCAMENTO: doOrcamento(quadroOrcamento),
  VALOR_LIQUIDO: doOrcamento((o) => reais(valorOrcamento(o).liquido)),
  VALOR_PROCEDIMENTO_ORCAMENTO: doOrcamento((o) => reais(o.valorBruto)),
  NOME_PROCEDIMENTO_ORCAMENTO: doOrcamento((o) => text(o.nomeProcedimento)),
  CAMPANHA: doOrcamento((o) => text(o.campanha)),
  CONDICOES_PAGAMENTO: doOrcamento((o) => text(valorOrcamento(o).condicoes)),
  DESCONTO: doOrcamento((o) => reais(o.desconto ?? 0)),
};

export const NOMES_DO_SISTEMA: readonly string[] = Object.keys(SISTEMA);

const SPAN = new RegExp(`<span class="${VARIAVEL_CLASS}" data-variavel="([A-Z][A-Z0-9_]*)"[^>]*>[^<]*</span>`, 'g');
const TOKEN = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}|\[\[\s*([A-Za-z][A-Za-z0-9_]*)\s*\]\]/g;
const [ABRE, FECHA] = ['\u0001', '\u0002'];
const MARCA = new RegExp(`${ABRE}([A-Z][A-Z0-9_]*)${FECHA}`, 'g');
const SECAO_ESTUDO_CASO = new RegExp(`${ABRE}INICIO_ESTUDO_CASO${FECHA}[\\s\\S]*?${ABRE}FIM_ESTUDO_CASO${FECHA}`, 'g');

/** Every variable the (sanitised) HTML names, in order of appearance, once each. */
export function variaveisDo(html: string): string[] {
  const nomes = new Set<string>();
  for (const m of marcado(html).matchAll(MARCA)) nomes.add(m[1]!);
  return [...nomes];
}

/** The HTML with each variable, atomic token or typed by hand, as one marker that cannot occur in text. */
const marcado = (html: string): string =>
  html
    .replaceAll(ABRE, '')
    .replaceAll(FECHA, '')
    .replace(SPAN, (_m, nome: string) => `${ABRE}${nome}${FECHA}`)
    .replace(TOKEN, (_m, a?: string, b?: string) => `${ABRE}${(a ?? b)!.toUpperCase()}${FECHA}`);

export function preencher(html: string, contexto: ContextoDocumento): Preenchido {
  let marcadoHtml = marcado(sanitizeDocumentHtml(html));
  if (!contexto.temEstudoCaso) marcadoHtml = marcadoHtml.replace(SECAO_ESTUDO_CASO, '');
  const faltam = new Map<string, string>();
  const preenchido = marcadoHtml.replace(MARCA, (_m, nome: string) => {
    const resolver = SISTEMA[nome];
    const valor: Valor = resolver
      ? resolver(contexto)
      : contexto.variaveisDaClinica.has(nome)
        ? text(contexto.variaveisDaClinica.get(nome))
        : new Falta(FALTA.desconhecida);
    if (valor instanceof Falta) {
      faltam.set(nome, valor.motivo);
      return '';
    }
    return valor;
  });
  if (faltam.size > 0) return { ok: false, faltam: [...faltam].map(([nome, motivo]) => ({ nome, motivo })) };
  return { ok: true, html: sanitizeDocumentHtml(preenchido) };
}
