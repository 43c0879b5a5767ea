import { isValidCpf, onlyDigits } from '../auth/cpf.js';
import { invalidField, type ErrorItem } from '../errors/api-error.js';
import { fotoIdOf } from '../storage/foto.js';
import type { PacienteDados, PacienteInput, ResponsavelPagamento } from './paciente.schemas.js';

/** The form's messages (spec 02 §5, Patient form); a few the spec leaves open are marked. */
export const PACIENTE_MSG = {
  nome: 'NOME É OBRIGATÓRIO.',
  nascimento: 'NASCIMENTO É OBRIGATÓRIO.',
  /** not in the spec: a date that does not exist or lies in the future */
  nascimentoInvalido: 'NASCIMENTO INVÁLIDO.',
  nomeMae: 'NOME DA MÃE É OBRIGATÓRIO.',
  email: 'EMAIL É OBRIGATÓRIO.',
  /** not in the spec (the form only marks the field): e-mail outside the pattern */
  emailInvalido: 'EMAIL INVÁLIDO.',
  celular: 'CELULAR É OBRIGATÓRIO.',
  /** not in the spec (the form's mask (00) 0 0000-0000 prevents it): Brazilian mobile without 11 digits */
  celularInvalido: 'CELULAR INVÁLIDO.',
  ddi: 'CODIGO É OBRIGATÓRIO.',
  pesquisaAtracao: 'COMO CONHECEU É OBRIGATÓRIO.',
  cpfObrigatorio: 'CAMPO É OBRIGATÓRIO.',
  cpfTamanho: 'CPF PRECISA TER 11 CARACTERES.',
  cpfInvalido: 'CPF INVÁLIDO.',
  cpfExiste: 'CPF JÁ EXISTE.',
  rg: 'RG É OBRIGATÓRIO.',
  /** not in the spec's list (it names cep among the required address fields without a message) */
  cep: 'CEP É OBRIGATÓRIO.',
  /** not in the spec: Brazilian CEP without 8 digits, or a foreign one over 16 */
  cepInvalido: 'CEP INVÁLIDO.',
  logradouro: 'RUA É OBRIGATÓRIO.',
  numero: 'NÚMERO É OBRIGATÓRIO.',
  bairro: 'BAIRRO É OBRIGATÓRIO.',
  cidade: 'CIDADE É OBRIGATÓRIO.',
  estado: 'ESTADO É OBRIGATÓRIO.',
  pais: 'PAÍS É OBRIGATÓRIO.',
  /** not in the spec: a photo that is not one stored by the portal (an address elsewhere would tell a third party who opens the record) */
  foto: 'FOTO INVÁLIDA: ENVIE A FOTO PELO FORMULÁRIO DO PACIENTE.',
} as const;

/** The forms' e-mail pattern (spec 01 §5: local part, @, domain, a 2-4 letter ending). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export const PACIENTE_DEFAULTS: PacienteDados = {
  nome: null,
  nascimento: null,
  cpf: null,
  rg: null,
  nomeMae: null,
  profissao: null,
  planoSaude: null,
  planoSaudeId: null,
  pulseiraId: null,
  pulseiraVermelha: false,
  email: null,
  ddi: '55',
  telefone: null,
  celular: null,
  whatsApp: null,
  ehWhatsapp: true,
  sexo: null,
  estrangeiro: false,
  isResponsavelPeloPagamento: true,
  responsavelPagamento: null,
  cep: null,
  logradouro: null,
  numero: null,
  complemento: null,
  bairro: null,
  cidade: null,
  estado: null,
  pais: null,
  nomeContatoEmergencia: null,
  telefoneContatoEmergencia: null,
  grauParentescoContatoEmergencia: null,
  pesquisaAtracao: null,
  redeSocial: null,
  observacoes: null,
  altura: null,
  peso: null,
  foto: null,
};

const EMPTY_PAYER: ResponsavelPagamento = {
  nome: null,
  email: null,
  telefone: null,
  cpf: null,
  cep: null,
  logradouro: null,
  numero: null,
  complemento: null,
  bairro: null,
  cidade: null,
  estado: null,
  pais: null,
};

/** trimmed text, '' → null */
const clean = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};
const collapse = (value: unknown): string | null => clean(value)?.replace(/\s+/g, ' ') ?? null;
const digits = (value: unknown): string | null => {
  const text = clean(value);
  if (text === null) return null;
  const only = onlyDigits(text);
  return only === '' ? null : only;
};

function normalizePayer(value: unknown): ResponsavelPagamento {
  const payer = { ...EMPTY_PAYER, ...(value && typeof value === 'object' ? (value as Partial<ResponsavelPagamento>) : {}) };
  return {
    nome: collapse(payer.nome),
    email: clean(payer.email),
    telefone: digits(payer.telefone),
    cpf: digits(payer.cpf),
    cep: digits(payer.cep),
    logradouro: collapse(payer.logradouro),
    numero: clean(payer.numero),
    complemento: clean(payer.complemento),
    bairro: collapse(payer.bairro),
    cidade: collapse(payer.cidade),
    estado: clean(payer.estado),
    pais: clean(payer.pais),
  };
}

/**
 * The form's pre-save normalisation, done again on the server: fields the client left out keep
 * `base` (the defaults on creation, the stored patient on edit); name trimmed with inner
 * whitespace collapsed; CPF, phones and CEP reduced to digits; CPF and RG cleared for foreigners;
 * WhatsApp follows the mobile while ehWhatsapp; payer null when the patient pays.
 */
export function normalizePaciente(input: PacienteInput, base: PacienteDados = PACIENTE_DEFAULTS): PacienteDados {
  const merged: PacienteDados = { ...base };
  for (const key of Object.keys(PACIENTE_DEFAULTS) as (keyof PacienteDados)[]) {
    if (input[key] !== undefined) (merged as unknown as Record<string, unknown>)[key] = input[key];
  }
  const d: PacienteDados = {
    ...merged,
    nome: collapse(merged.nome),
    nascimento: clean(merged.nascimento),
    cpf: digits(merged.cpf),
    rg: clean(merged.rg),
    nomeMae: collapse(merged.nomeMae),
    profissao: collapse(merged.profissao),
    email: clean(merged.email),
    ddi: digits(merged.ddi),
    telefone: digits(merged.telefone),
    celular: digits(merged.celular),
    whatsApp: digits(merged.whatsApp),
    cep: digits(merged.cep),
    logradouro: collapse(merged.logradouro),
    numero: clean(merged.numero),
    complemento: clean(merged.complemento),
    bairro: collapse(merged.bairro),
    cidade: collapse(merged.cidade),
    estado: clean(merged.estado),
    pais: clean(merged.pais),
    nomeContatoEmergencia: collapse(merged.nomeContatoEmergencia),
    telefoneContatoEmergencia: digits(merged.telefoneContatoEmergencia),
    grauParentescoContatoEmergencia: clean(merged.grauParentescoContatoEmergencia),
    redeSocial: clean(merged.redeSocial),
    observacoes: clean(merged.observacoes),
    foto: clean(merged.foto),
  };
  if (d.estrangeiro) {
    d.cpf = null;
    d.rg = null;
  }
  if (d.ehWhatsapp) d.whatsApp = d.celular;
  d.responsavelPagamento = d.isResponsavelPeloPagamento ? null : normalizePayer(merged.responsavelPagamento);
  return d;
}

const item = invalidField;

function validDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value && date.getTime() <= Date.now() && Number(match[1]) >= 1900;
}

/** CPF rules of the form: required, 11 digits, check digits (the duplicate check is the caller's). */
function cpfErrors(cpf: string | null, campo: string, existe = false): ErrorItem[] {
  if (cpf === null) return [item(PACIENTE_MSG.cpfObrigatorio, campo)];
  if (cpf.length !== 11) return [item(PACIENTE_MSG.cpfTamanho, campo)];
  if (!isValidCpf(cpf)) return [item(PACIENTE_MSG.cpfInvalido, campo)];
  if (existe) return [item(PACIENTE_MSG.cpfExiste, campo)];
  return [];
}

type Endereco = Pick<PacienteDados, 'cep' | 'logradouro' | 'numero' | 'bairro' | 'cidade' | 'estado' | 'pais'>;

function addressErrors(address: Endereco, brasil: boolean, prefix: string): ErrorItem[] {
  const errors: ErrorItem[] = [];
  if (brasil) {
    if (address.cep === null) errors.push(item(PACIENTE_MSG.cep, `${prefix}cep`));
    else if (address.cep.length !== 8) errors.push(item(PACIENTE_MSG.cepInvalido, `${prefix}cep`));
    for (const field of ['logradouro', 'numero', 'bairro', 'cidade', 'estado', 'pais'] as const) {
      if (address[field] === null) errors.push(item(PACIENTE_MSG[field], `${prefix}${field}`));
    }
  } else if (address.cep !== null && address.cep.length > 16) {
    errors.push(item(PACIENTE_MSG.cepInvalido, `${prefix}cep`));
  }
  return errors;
}

/**
 * Every rule of the 'Dados pessoais' form over a normalised patient, one item per invalid field,
 * in the form's order (`cpfExiste`: the caller found the CPF on another patient). The patient's address is required when the dial code is 55 and the patient
 * is not a foreigner (the form hides that block for foreigners); the payer's when the dial code is 55.
 */
export function validatePaciente(d: PacienteDados, checks: { cpfExiste?: boolean } = {}): ErrorItem[] {
  const errors: ErrorItem[] = [];
  if (d.nome === null) errors.push(item(PACIENTE_MSG.nome, 'nome'));
  if (d.nascimento === null) errors.push(item(PACIENTE_MSG.nascimento, 'nascimento'));
  else if (!validDate(d.nascimento)) errors.push(item(PACIENTE_MSG.nascimentoInvalido, 'nascimento'));
  if (!d.estrangeiro) {
    errors.push(...cpfErrors(d.cpf, 'cpf', checks.cpfExiste));
    if (d.rg === null) errors.push(item(PACIENTE_MSG.rg, 'rg'));
  }
  if (d.nomeMae === null) errors.push(item(PACIENTE_MSG.nomeMae, 'nomeMae'));
  if (d.email === null) errors.push(item(PACIENTE_MSG.email, 'email'));
  else if (!EMAIL_PATTERN.test(d.email)) errors.push(item(PACIENTE_MSG.emailInvalido, 'email'));
  if (d.ddi === null) errors.push(item(PACIENTE_MSG.ddi, 'ddi'));
  const brasil = d.ddi === '55';
  if (d.celular === null) errors.push(item(PACIENTE_MSG.celular, 'celular'));
  else if (brasil && d.celular.length !== 11) errors.push(item(PACIENTE_MSG.celularInvalido, 'celular'));
  if (d.pesquisaAtracao === null) errors.push(item(PACIENTE_MSG.pesquisaAtracao, 'pesquisaAtracao'));
  // only a photo stored here: any other address would be fetched by every browser that shows the record
  if (d.foto !== null && fotoIdOf('paciente', d.foto) === undefined) errors.push(item(PACIENTE_MSG.foto, 'foto'));
  const addressRequired = brasil && !d.estrangeiro;
  errors.push(...addressErrors(d, addressRequired, ''));
  if (!d.isResponsavelPeloPagamento) {
    const payer = d.responsavelPagamento ?? EMPTY_PAYER;
    if (payer.nome === null) errors.push(item(PACIENTE_MSG.nome, 'responsavelPagamento.nome'));
    errors.push(...cpfErrors(payer.cpf, 'responsavelPagamento.cpf'));
    if (payer.email !== null && !EMAIL_PATTERN.test(payer.email)) errors.push(item(PACIENTE_MSG.emailInvalido, 'responsavelPagamento.email'));
    // the payer block stays visible for foreigners: its address follows the dial code alone
    errors.push(...addressErrors(payer, brasil, 'responsavelPagamento.'));
  }
  return errors;
}

// ── change history (paciente_auditoria.descricao) ────────────────────────────────────────────

/** Fields whose values are ids: written as [[id]] in the history. */
const ID_FIELDS = new Set<string>(['planoSaudeId', 'pulseiraId', 'pesquisaAtracao']);
/** Fields whose values are not written (only that they changed). */
const HIDDEN_VALUE_FIELDS = new Set<string>(['foto', 'observacoes', 'redeSocial']);

type Valor = string | number | boolean | null | undefined;

const show = (value: Valor): string => {
  if (value === null || value === undefined || value === '') return 'vazio';
  // ';' separates the changes: never inside a value
  return `'${String(value).replace(/;/g, ',').replace(/\s+/g, ' ')}'`;
};

function change(field: string, before: Valor, after: Valor): string {
  if (HIDDEN_VALUE_FIELDS.has(field)) return `ALTERADO <<${field}>>`;
  if (ID_FIELDS.has(field.split('.').pop()!)) {
    const id = (v: Valor) => (v === null || v === undefined ? 'vazio' : `[[${String(v)}]]`);
    return `ALTERADO <<${field}>> DE ${id(before)} PARA ${id(after)}`;
  }
  return `ALTERADO <<${field}>> DE ${show(before)} PARA ${show(after)}`;
}

/** One changed field of an edit: the payer's fields as 'responsavelPagamento.<campo>'. */
export interface PacienteMudanca {
  campo: string;
  antes: Valor;
  depois: Valor;
}

/** Every field that differs between the two, in the form's order (numbers within 1e-9 are equal). */
export function listChanges(before: PacienteDados, after: PacienteDados): PacienteMudanca[] {
  const changes: PacienteMudanca[] = [];
  for (const key of Object.keys(PACIENTE_DEFAULTS) as (keyof PacienteDados)[]) {
    if (key === 'responsavelPagamento') {
      const a = before.responsavelPagamento ?? EMPTY_PAYER;
      const b = after.responsavelPagamento ?? EMPTY_PAYER;
      for (const field of Object.keys(EMPTY_PAYER) as (keyof ResponsavelPagamento)[]) {
        if ((a[field] ?? null) !== (b[field] ?? null))
          changes.push({ campo: `responsavelPagamento.${field}`, antes: a[field] ?? null, depois: b[field] ?? null });
      }
      continue;
    }
    const a = before[key] ?? null;
    const b = after[key] ?? null;
    if (a !== b && !(typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) < 1e-9)) changes.push({ campo: key, antes: a, depois: b });
  }
  return changes;
}

/**
 * The history line of an edit: one part per changed field, separated by ';', field names in
 * <<double angle brackets>>, ids in [[double square brackets]], e.g.
 * `ALTERADO <<nome>> DE 'Ana' PARA 'Ana Maria';ALTERADO <<pulseiraId>> DE [[1]] PARA [[2]]`.
 * Empty when nothing changed.
 */
export function describeChanges(before: PacienteDados, after: PacienteDados): string {
  return listChanges(before, after)
    .map((c) => change(c.campo, c.antes, c.depois))
    .join(';');
}

/**
 * The edit as the audit trail stores it (detalhes.mudancas, read by the Auditorias screen): the
 * fields whose values the history leaves out are named without their values here too.
 */
export const auditChanges = (before: PacienteDados, after: PacienteDados): ({ campo: string; oculto: true } | PacienteMudanca)[] =>
  listChanges(before, after).map((c) => (HIDDEN_VALUE_FIELDS.has(c.campo) ? { campo: c.campo, oculto: true as const } : c));

export const DESCRICAO_CRIACAO = 'CRIAÇÃO DO PACIENTE';
