import { EMAIL_PATTERN, FIELD_LIMITS, formatCpf, formatDate, isCpf, onlyDigits, parseDate } from '@clinica/shared';
import { rulesSchema } from '@clinica/shared/forms';
import type { Paciente, PacientePayload, ResponsavelPagamento, Sexo } from './paciente-dialog.resource.ts';

/**
 * The 'Dados pessoais' form: values as typed (masked text), the rules of spec 02 section 5 (the api
 * repeats them in api/src/paciente/paciente.validation.ts, with the same messages), and the
 * pre-save normalisation. Messages are i18n keys under paciente.erros.
 */

export const ENDERECO_FIELDS = ['cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'estado', 'pais'] as const;
export type EnderecoField = (typeof ENDERECO_FIELDS)[number];
export type EnderecoValues = Record<EnderecoField, string>;

export interface ResponsavelValues extends EnderecoValues {
  nome: string;
  cpf: string;
  email: string;
  telefone: string;
}

export interface PacienteFormValues extends EnderecoValues {
  estrangeiro: boolean;
  foto: string | null;
  nome: string;
  /** dd/MM/yyyy */
  nascimento: string;
  cpf: string;
  rg: string;
  nomeMae: string;
  profissao: string;
  temPlanoSaude: boolean;
  planoSaudeId: number | null;
  pulseiraId: number | null;
  email: string;
  ddi: string;
  telefone: string;
  celular: string;
  ehWhatsapp: boolean;
  whatsApp: string;
  sexo: Sexo | null;
  isResponsavelPeloPagamento: boolean;
  responsavel: ResponsavelValues;
  nomeContatoEmergencia: string;
  telefoneContatoEmergencia: string;
  grauParentescoContatoEmergencia: string;
  pesquisaAtracao: number | null;
  redeSocial: string;
  observacoes: string;
}

const emptyEndereco = (): EnderecoValues => ({ cep: '', logradouro: '', numero: '', complemento: '', bairro: '', cidade: '', estado: '', pais: '' });

/** Defaults on creation (spec 02 section 3): ddi 55, mobile is WhatsApp, not a foreigner, pays for themself. */
export const emptyForm = (): PacienteFormValues => ({
  ...emptyEndereco(),
  estrangeiro: false,
  foto: null,
  nome: '',
  nascimento: '',
  cpf: '',
  rg: '',
  nomeMae: '',
  profissao: '',
  temPlanoSaude: false,
  planoSaudeId: null,
  pulseiraId: null,
  email: '',
  ddi: '55',
  telefone: '',
  celular: '',
  ehWhatsapp: true,
  whatsApp: '',
  sexo: null,
  isResponsavelPeloPagamento: true,
  responsavel: { ...emptyEndereco(), nome: '', cpf: '', email: '', telefone: '' },
  nomeContatoEmergencia: '',
  telefoneContatoEmergencia: '',
  grauParentescoContatoEmergencia: '',
  pesquisaAtracao: null,
  redeSocial: '',
  observacoes: '',
});

// ── rules ────────────────────────────────────────────────────────────────────────────────────
const blank = (text: string): boolean => text.trim() === '';
const brasil = (values: { ddi: string }): boolean => onlyDigits(values.ddi) === '55';

/** CPF rules: required, 11 digits, check digits. */
function cpfError(text: string): string | undefined {
  const digits = onlyDigits(text);
  if (digits === '') return 'paciente.erros.cpfObrigatorio';
  if (digits.length !== 11) return 'paciente.erros.cpfTamanho';
  if (!isCpf(digits)) return 'paciente.erros.cpfInvalido';
  return undefined;
}

function nascimentoError(text: string): string | undefined {
  if (blank(text)) return 'paciente.erros.nascimento';
  const date = parseDate(text);
  if (!date || date.year < 1900 || date.toMillis() > Date.now()) return 'paciente.erros.nascimentoInvalido';
  return undefined;
}

function enderecoErrors(values: EnderecoValues, required: boolean): Partial<Record<EnderecoField, string>> {
  const errors: Partial<Record<EnderecoField, string>> = {};
  const cep = onlyDigits(values.cep);
  if (required) {
    if (cep === '') errors.cep = 'paciente.erros.cep';
    else if (cep.length !== 8) errors.cep = 'paciente.erros.cepInvalido';
    for (const field of ['logradouro', 'numero', 'bairro', 'cidade', 'estado', 'pais'] as const) {
      if (blank(values[field])) errors[field] = `paciente.erros.${field}`;
    }
  } else if (cep.length > 16) errors.cep = 'paciente.erros.cepInvalido';
  return errors;
}

/** Field path → message key, in the form's order. `cpfTomado`: the CPF belongs to another patient. */
export function pacienteErrors(values: PacienteFormValues, cpfTomado = false): Map<string, string> {
  const errors = new Map<string, string>();
  const add = (path: string, message: string | undefined): void => {
    if (message) errors.set(path, message);
  };
  add('nome', blank(values.nome) ? 'paciente.erros.nome' : undefined);
  add('nascimento', nascimentoError(values.nascimento));
  if (!values.estrangeiro) {
    add('cpf', cpfError(values.cpf) ?? (cpfTomado ? 'paciente.erros.cpfExiste' : undefined));
    add('rg', blank(values.rg) ? 'paciente.erros.rg' : undefined);
  }
  add('nomeMae', blank(values.nomeMae) ? 'paciente.erros.nomeMae' : undefined);
  add('email', blank(values.email) ? 'paciente.erros.email' : EMAIL_PATTERN.test(values.email.trim()) ? undefined : 'paciente.erros.emailInvalido');
  add('ddi', blank(values.ddi) ? 'paciente.erros.ddi' : undefined);
  const celular = onlyDigits(values.celular);
  add('celular', celular === '' ? 'paciente.erros.celular' : brasil(values) && celular.length !== 11 ? 'paciente.erros.celularInvalido' : undefined);
  add('pesquisaAtracao', values.pesquisaAtracao === null ? 'paciente.erros.pesquisaAtracao' : undefined);
  for (const [field, message] of Object.entries(enderecoErrors(values, brasil(values) && !values.estrangeiro))) add(field, message);
  if (!values.isResponsavelPeloPagamento) {
    const payer = values.responsavel;
    add('responsavel.nome', blank(payer.nome) ? 'paciente.erros.nome' : undefined);
    add('responsavel.cpf', cpfError(payer.cpf));
    add('responsavel.email', !blank(payer.email) && !EMAIL_PATTERN.test(payer.email.trim()) ? 'paciente.erros.emailInvalido' : undefined);
    // the payer block stays visible for foreigners: its address follows the dial code alone
    for (const [field, message] of Object.entries(enderecoErrors(payer, brasil(values)))) add(`responsavel.${field}`, message);
  }
  return errors;
}

/** Fields the rules require for these values (the form marks them): each fails when left blank. */
export function requiredFields(values: Pick<PacienteFormValues, 'estrangeiro' | 'ddi' | 'isResponsavelPeloPagamento'>): Set<string> {
  const required = new Set(['nome', 'nascimento', 'nomeMae', 'email', 'ddi', 'celular', 'pesquisaAtracao']);
  const endereco = ['cep', 'logradouro', 'numero', 'bairro', 'cidade', 'estado', 'pais'];
  if (!values.estrangeiro) {
    required.add('cpf').add('rg');
    if (brasil(values)) endereco.forEach((field) => required.add(field));
  }
  if (!values.isResponsavelPeloPagamento) {
    required.add('responsavel.nome').add('responsavel.cpf');
    if (brasil(values)) endereco.forEach((field) => required.add(`responsavel.${field}`));
  }
  return required;
}

/** Form path ↔ the api's field: the payer is 'responsavel' here, 'responsavelPagamento' on the wire. */
export const apiField = (path: string): string => path.replace(/^responsavel\./, 'responsavelPagamento.');
export const formField = (campo: string): string => campo.replace(/^responsavelPagamento\./, 'responsavel.');

/** Longest text the api takes for a field (generated from its schema), for the inputs' maxLength. */
export const pacienteLimit = (path: string): number | undefined => (FIELD_LIMITS['PUT gerenciar/paciente/editar'] as Record<string, number>)[apiField(path)];

/** The rules as a valibot schema, for react-hook-form's resolver (one issue per invalid field). */
export const pacienteFormSchema = (cpfTomado: () => boolean) => rulesSchema<PacienteFormValues>((values) => pacienteErrors(values, cpfTomado()));

// ── conversions ─────────────────────────────────────────────────────────────────────────────
const text = (value: string | null | undefined): string => value ?? '';
const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
const digitsOrNull = (value: string): string | null => orNull(onlyDigits(value));
const collapse = (value: string): string | null => orNull(value.replace(/\s+/g, ' '));

const enderecoFrom = (source: Partial<Record<EnderecoField, string | null>>): EnderecoValues => ({
  cep: text(source.cep),
  logradouro: text(source.logradouro),
  numero: text(source.numero),
  complemento: text(source.complemento),
  bairro: text(source.bairro),
  cidade: text(source.cidade),
  estado: text(source.estado),
  pais: text(source.pais),
});

/** Edit: the stored patient as form values (empty payer if none, birth date dd/MM/yyyy, CPF formatted). */
export function formFromPaciente(p: Paciente): PacienteFormValues {
  const payer = p.responsavelPagamento;
  return {
    ...enderecoFrom(p),
    estrangeiro: p.estrangeiro,
    foto: p.foto,
    nome: p.nome,
    nascimento: formatDate(p.nascimento),
    cpf: p.cpf ? formatCpf(p.cpf.padStart(11, '0')) : '',
    rg: text(p.rg),
    nomeMae: text(p.nomeMae),
    profissao: text(p.profissao),
    temPlanoSaude: p.planoSaude === 1,
    planoSaudeId: p.planoSaudeId,
    pulseiraId: p.pulseiraId,
    email: text(p.email),
    ddi: text(p.ddi) || '55',
    telefone: text(p.telefone),
    celular: text(p.celular),
    ehWhatsapp: p.ehWhatsapp,
    whatsApp: text(p.whatsApp),
    sexo: p.sexo,
    isResponsavelPeloPagamento: p.isResponsavelPeloPagamento,
    responsavel: {
      ...enderecoFrom(payer ?? {}),
      nome: text(payer?.nome),
      cpf: payer?.cpf ? formatCpf(payer.cpf) : '',
      email: text(payer?.email),
      telefone: text(payer?.telefone),
    },
    nomeContatoEmergencia: text(p.nomeContatoEmergencia),
    telefoneContatoEmergencia: text(p.telefoneContatoEmergencia),
    grauParentescoContatoEmergencia: text(p.grauParentescoContatoEmergencia),
    pesquisaAtracao: p.pesquisaAtracao,
    redeSocial: text(p.redeSocial),
    observacoes: text(p.observacoes),
  };
}

const enderecoPayload = (values: EnderecoValues) => ({
  cep: digitsOrNull(values.cep),
  logradouro: collapse(values.logradouro),
  numero: orNull(values.numero),
  complemento: orNull(values.complemento),
  bairro: collapse(values.bairro),
  cidade: collapse(values.cidade),
  estado: orNull(values.estado),
  pais: orNull(values.pais),
});

/**
 * Pre-save normalisation (spec 02 section 5): name trimmed and collapsed; payer null when the patient
 * pays; CPF, phones and CEP reduced to digits; CPF and RG cleared for foreigners.
 */
export function payloadFromForm(values: PacienteFormValues, editing?: Pick<Paciente, 'id' | 'versao'>): PacientePayload {
  const payer: ResponsavelPagamento | null = values.isResponsavelPeloPagamento
    ? null
    : {
        ...enderecoPayload(values.responsavel),
        nome: collapse(values.responsavel.nome),
        cpf: digitsOrNull(values.responsavel.cpf),
        email: orNull(values.responsavel.email),
        telefone: digitsOrNull(values.responsavel.telefone),
      };
  const celular = digitsOrNull(values.celular);
  const nascimento = parseDate(values.nascimento);
  return {
    ...(editing && { id: editing.id, versao: editing.versao }),
    ...enderecoPayload(values),
    nome: collapse(values.nome) ?? '',
    nascimento: nascimento ? nascimento.toISODate() : null,
    cpf: values.estrangeiro ? null : digitsOrNull(values.cpf),
    rg: values.estrangeiro ? null : orNull(values.rg),
    nomeMae: collapse(values.nomeMae),
    profissao: collapse(values.profissao),
    planoSaude: values.temPlanoSaude ? 1 : 0,
    planoSaudeId: values.temPlanoSaude ? values.planoSaudeId : null,
    pulseiraId: values.pulseiraId,
    email: orNull(values.email),
    ddi: digitsOrNull(values.ddi),
    telefone: digitsOrNull(values.telefone),
    celular,
    ehWhatsapp: values.ehWhatsapp,
    whatsApp: values.ehWhatsapp ? celular : digitsOrNull(values.whatsApp),
    sexo: values.sexo,
    estrangeiro: values.estrangeiro,
    isResponsavelPeloPagamento: values.isResponsavelPeloPagamento,
    responsavelPagamento: payer,
    nomeContatoEmergencia: collapse(values.nomeContatoEmergencia),
    telefoneContatoEmergencia: digitsOrNull(values.telefoneContatoEmergencia),
    grauParentescoContatoEmergencia: orNull(values.grauParentescoContatoEmergencia),
    pesquisaAtracao: values.pesquisaAtracao,
    redeSocial: orNull(values.redeSocial),
    observacoes: orNull(values.observacoes),
    foto: values.foto,
  };
}
